import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { STORED_PATH } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';
import type { SmallCompanyFacts } from './support/small-company-facts.js';

// The importer end to end: the small company (two tenants, every bill kind) from a jshERP database on the MariaDB
// every machine runs, into our database through the same code the command runs, then checked through the HTTP API.

// Our table of each jshERP table whose live rows the import keeps one for one.
const SAME_ROWS: Record<string, string> = {
  jsh_role: 'role',
  jsh_user: 'app_user',
  jsh_organization: 'organization',
  jsh_orga_user_rel: 'orga_user_rel',
  jsh_person: 'person',
  jsh_depot: 'depot',
  jsh_account: 'account',
  jsh_in_out_item: 'in_out_item',
  jsh_unit: 'unit',
  jsh_supplier: 'supplier',
  jsh_material_category: 'material_category',
  jsh_material: 'material',
  jsh_material_extend: 'material_extend',
  jsh_material_attribute: 'material_attribute',
  jsh_material_property: 'material_property',
  jsh_depot_head: 'depot_head',
  jsh_depot_item: 'depot_item',
  jsh_account_head: 'account_head',
  jsh_account_item: 'account_item',
  jsh_msg: 'message',
};

// The smallest file that passes as a PNG: its signature.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const quiet = () => new Progress(new Writable({ write: (_c, _e, done) => done() }));

let app: TestApp;
let jsh: JshDatabase;
let facts: SmallCompanyFacts;

async function runImport(url: string, dryRun = false): Promise<TenantOutcome[]> {
  const source = await openSource(url);
  try {
    return await importJsh(app.db, source, { dryRun, balances: app.balances, progress: quiet() });
  } finally {
    await source.close();
  }
}

/** Row counts of every table of ours that a tenant's import writes (a second run must leave them all alone). */
async function snapshot(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [...Object.values(SAME_ROWS), 'tenant', 'role_function', 'user_depot', 'stock_current', 'stock_movement', 'import_source_map']) {
    const row = await app.db
      .selectFrom(table as 'tenant')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  facts = await loadSmallCompany(jsh);
});

afterAll(async () => {
  await jsh?.drop();
  await app?.close();
});

describe('npm run import:jsherp — the small company', () => {
  it('a dry run imports and checks every tenant, then leaves the target unchanged', async () => {
    const before = await snapshot();
    const outcomes = await runImport(jsh.url, true);
    expect(outcomes.map((o) => [o.loginName, o.status, o.message])).toEqual(facts.tenants.map((t) => [t.logins[0]?.login, 'dry-run', undefined]));
    expect(await snapshot()).toEqual(before);
  });

  it('imports both tenants, keeping every live row of the master data and the soft-deleted ones deleted', async () => {
    const outcomes = await runImport(jsh.url);
    expect(outcomes.map((o) => [o.status, o.message])).toEqual(facts.tenants.map(() => ['imported', undefined]));
    for (const o of outcomes) {
      // Every figure compared agrees, or differs only by a listed reference bug; every kind of check ran.
      expect(o.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
      const checks = new Set(o.reconciliation?.map((r) => r.check));
      for (const check of ['库存 stock', '账户余额 account', '应收应付 partner', '汇总 kept'] as const) expect(checks).toContain(check);
    }
    for (const [i, t] of facts.tenants.entries()) {
      const tenantId = outcomes[i]?.tenantId as string;
      for (const [theirs, ours] of Object.entries(SAME_ROWS)) {
        const row = await app.db
          .selectFrom(ours as 'role')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('delete_flag', '=', false)
          .executeTakeFirstOrThrow();
        expect([theirs, Number(row.n)]).toEqual([theirs, t.counts[theirs] ?? 0]);
      }
    }
  });

  it('a second run of the same source changes nothing', async () => {
    const before = await snapshot();
    const outcomes = await runImport(jsh.url);
    expect(outcomes.map((o) => o.status)).toEqual(facts.tenants.map(() => 'skipped'));
    expect(await snapshot()).toEqual(before);
  });

  it('an old jshERP password signs in once, and its md5 is replaced by our own hash at that first sign-in', async () => {
    for (const t of facts.tenants) {
      const owner = t.logins.find((l) => l.owner)!;
      const stored = await app.db.selectFrom('app_user').select('password_hash').where('login_name', '=', owner.login).executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^md5\$[0-9a-f]{32}$/);
      const wrong = await app.call('POST', '/user/login', { body: { loginName: owner.login, password: `${owner.password}x` } });
      expect(wrong.body.data.msgTip).toBe('user password error');
      expect((await app.db.selectFrom('app_user').select('password_hash').where('login_name', '=', owner.login).executeTakeFirstOrThrow()).password_hash).toBe(
        stored.password_hash,
      );
      const token = await app.login(owner.login, owner.password);
      expect(token).toBeTruthy();
      const after = await app.db.selectFrom('app_user').select('password_hash').where('login_name', '=', owner.login).executeTakeFirstOrThrow();
      expect(after.password_hash).toMatch(/^scrypt\$/);
      expect(await app.login(owner.login, owner.password)).toBeTruthy();
    }
  });

  it('a soft-deleted user cannot sign in', async () => {
    for (const login of facts.tenants.flatMap((t) => t.deletedLogins)) {
      const res = await app.call('POST', '/user/login', { body: { loginName: login, password: 'whatever1' } });
      expect(res.body.data.msgTip).toBe('user is not exist');
    }
  });
});

describe('npm run import:jsherp — bad sources', () => {
  let target: TestApp;
  let bad: JshDatabase;
  let badFacts: SmallCompanyFacts;

  beforeAll(async () => {
    target = await createTestApp({ demo: false });
    bad = await createJshDatabase();
    await createJshSchema(bad);
    badFacts = await loadSmallCompany(bad);
  });

  afterAll(async () => {
    await bad?.drop();
    await target?.close();
  });

  const importBad = async (files?: string) => {
    const source = await openSource(bad.url);
    try {
      return await importJsh(target.db, source, {
        dryRun: false,
        balances: target.balances,
        progress: quiet(),
        files: files ? { from: files, filesDir: target.config.filesDir } : undefined,
      });
    } finally {
      await source.close();
    }
  };

  it('a wrong password or an unreachable host is named, in Chinese and English', async () => {
    await expect(openSource(bad.url.replace('root@', 'root:wrong-password@'))).rejects.toThrow(/用户名或密码错误 \(access denied for user "root"\)/);
    await expect(openSource('mysql://root@127.0.0.1:1/jsh_erp')).rejects.toThrow(/无法连接源数据库 127\.0\.0\.1:1：ECONNREFUSED \(host unreachable\)/);
    await expect(openSource(`${bad.url}_none`)).rejects.toThrow(/没有数据库 .*_none/);
  });

  it('a duplicate barcode fails its tenant, naming the row, and leaves nothing of it; the other tenant is imported', async () => {
    const [a] = badFacts.tenants;
    const { water, towel: other } = a!.ids.barcodes;
    await bad.pool.query('update jsh_material_extend set bar_code = ? where id = ?', [water.code, other.extendId]);
    try {
      const outcomes = await importBad();
      expect(outcomes[0]).toMatchObject({ status: 'failed' });
      expect(outcomes[0]?.message).toContain(`jsh_material_extend id=${other.extendId}：与已有的行重复`);
      expect(outcomes[1]).toMatchObject({ status: 'imported' });
      const left = await target.db.selectFrom('tenant').select('id').where('login_name', '=', a!.logins[0]!.login).execute();
      expect(left).toEqual([]);
    } finally {
      await bad.pool.query('update jsh_material_extend set bar_code = ? where id = ?', [other.code, other.extendId]);
    }
  });

  it('an orphan line (its bill is gone) fails its tenant, naming the line', async () => {
    const [a] = badFacts.tenants;
    const { water } = a!.ids.barcodes;
    await bad.pool.query(
      'insert into jsh_depot_item (id, header_id, material_id, material_extend_id, oper_number, basic_number, depot_id, tenant_id, delete_flag) values (?, ?, ?, ?, 1, 1, ?, ?, ?)',
      [990001, 990999, water.materialId, water.extendId, a!.ids.depots.main, a!.tenantId, '0'],
    );
    try {
      const outcomes = await importBad();
      expect(outcomes[0]).toMatchObject({ status: 'failed' });
      expect(outcomes[0]?.message).toBe(
        'jsh_depot_item id=990001：header_id=990999 在 jsh_depot_head 中不存在（孤立的行 / orphan row: header_id points to no jsh_depot_head row）',
      );
      expect(await target.db.selectFrom('tenant').select('id').where('login_name', '=', a!.logins[0]!.login).execute()).toEqual([]);
    } finally {
      await bad.pool.query('delete from jsh_depot_item where id = 990001');
    }
  });

  it('a bill that takes stock below zero where the tenant does not allow it fails its tenant, naming the bill', async () => {
    const [a] = badFacts.tenants;
    const { water } = a!.ids.barcodes;
    await bad.pool.query(
      `insert into jsh_depot_head (id, type, sub_type, number, oper_time, create_time, creator, total_price, status, tenant_id, delete_flag)
        values (990100, '出库', '其它', 'QTCK99000000001', '2026-10-01 10:00:00', '2026-10-01 10:00:00', ?, 0, '1', ?, '0')`,
      [a!.tenantId, a!.tenantId],
    );
    await bad.pool.query(
      'insert into jsh_depot_item (id, header_id, material_id, material_extend_id, material_unit, oper_number, basic_number, unit_price, all_price, depot_id, tenant_id, delete_flag) values (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)',
      [990101, 990100, water.materialId, water.extendId, '瓶', 1000000, 1000000, a!.ids.depots.main, a!.tenantId, '0'],
    );
    try {
      const outcomes = await importBad();
      expect(outcomes[0]).toMatchObject({ status: 'failed' });
      expect(outcomes[0]?.message).toMatch(/^jsh_depot_head id=990100 \(QTCK99000000001\)：.*QTCK99000000001.*库存不足/);
      expect(await target.db.selectFrom('tenant').select('id').where('login_name', '=', a!.logins[0]!.login).execute()).toEqual([]);
    } finally {
      await bad.pool.query('delete from jsh_depot_item where id = 990101');
      await bad.pool.query('delete from jsh_depot_head where id = 990100');
    }
  });

  it('--files copies the attachments into our store and points the records at the copies; a missing file fails its tenant', async () => {
    const [a] = badFacts.tenants;
    const { water } = a!.ids.barcodes;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jsh-upload-'));
    await bad.pool.query('update jsh_material set img_name = ? where id = ?', ['material/2026/water.png,material/2026/cap.png', water.materialId]);
    try {
      fs.mkdirSync(path.join(folder, 'material/2026'), { recursive: true });
      fs.writeFileSync(path.join(folder, 'material/2026/water.png'), PNG);
      const missing = await importBad(folder);
      expect(missing[0]?.message).toBe(`jsh_material id=${water.materialId}：附件 material/2026/cap.png 不在 ${folder} 中 (attachment not found)`);
      expect(fs.readdirSync(target.config.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.png'))).toEqual([]);

      fs.writeFileSync(path.join(folder, 'material/2026/cap.png'), PNG);
      const outcomes = await importBad(folder);
      expect(outcomes[0]).toMatchObject({ status: 'imported' });
      const tenantId = outcomes[0]?.tenantId as string;
      const product = await target.db
        .selectFrom('material as m')
        .innerJoin('import_source_map as s', (j) => j.onRef('s.tenant_id', '=', 'm.tenant_id').onRef('s.target_id', '=', 'm.id'))
        .select('m.img_name')
        .where('m.tenant_id', '=', tenantId)
        .where('s.source_table', '=', 'jsh_material')
        .where('s.source_id', '=', String(water.materialId))
        .executeTakeFirstOrThrow();
      const paths = String(product.img_name).split(',');
      expect(paths).toHaveLength(2);
      for (const p of paths) {
        expect(p).toMatch(STORED_PATH);
        expect(fs.readFileSync(path.join(target.config.filesDir, p))).toEqual(PNG);
      }
      const uploads = await target.db
        .selectFrom('uploaded_file')
        .select(['path', 'original_name', 'biz'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute();
      expect(uploads).toEqual(paths.map((p, i) => ({ path: p, original_name: ['water.png', 'cap.png'][i], biz: 'material' })));
    } finally {
      await bad.pool.query('update jsh_material set img_name = null where id = ?', [water.materialId]);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a missing table or column is named before anything is written', async () => {
    await bad.pool.query('alter table jsh_serial_number rename to jsh_serial_number_gone');
    await bad.pool.query('alter table jsh_depot_item drop column sn_list');
    const tenants = await target.db.selectFrom('tenant').select('id').execute();
    await expect(importBad()).rejects.toThrow(/缺少表 jsh_serial_number \(missing table\)[\s\S]*表 jsh_depot_item 缺少列 sn_list \(missing column\)/);
    expect(await target.db.selectFrom('tenant').select('id').execute()).toEqual(tenants);
  });
});
