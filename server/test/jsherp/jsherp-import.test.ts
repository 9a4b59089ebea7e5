import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { STORED_PATH } from '@suanpan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { accountBalances } from '../../src/modules/basic/account-balance.query.js';
import { partnerBalances } from '../../src/modules/basic/partner-balance.query.js';
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
      expect(new Set(o.reconciliation?.map((r) => r.check))).toEqual(
        new Set(['库存 stock', '账户余额 account', '应收应付 partner', '单据 bills', '汇总 kept']),
      );
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

  it("ends with the fixture's own figures: stock per product and depot, account balances, receivables, payables and advances", async () => {
    const outcomes = await runImport(jsh.url);
    for (const [i, t] of facts.tenants.entries()) {
      const tenantId = outcomes[i]?.tenantId as string;
      const map = new Map(
        (await app.db.selectFrom('import_source_map').select(['source_table', 'source_id', 'target_id']).where('tenant_id', '=', tenantId).execute()).map(
          (r) => [`${r.source_table}:${r.source_id}`, r.target_id],
        ),
      );
      const ours = (table: string, id: number) => map.get(`${table}:${id}`) as string;
      const stock = await app.db.selectFrom('stock_current').select(['material_id', 'depot_id', 'quantity']).where('tenant_id', '=', tenantId).execute();
      const stockOf = (m: string, d: string) => new Decimal(stock.find((r) => r.material_id === m && r.depot_id === d)?.quantity ?? 0);
      for (const f of t.stock)
        expect([f.name, f.depotId, stockOf(ours('jsh_material', f.materialId), ours('jsh_depot', f.depotId)).toFixed()]).toEqual([
          f.name,
          f.depotId,
          new Decimal(f.number).toFixed(),
        ]);
      const accounts = await accountBalances(
        app.db,
        tenantId,
        t.accounts.map((a) => ours('jsh_account', a.accountId)),
      );
      for (const a of t.accounts)
        expect([a.name, new Decimal(accounts.get(ours('jsh_account', a.accountId))?.currentAmount ?? 'NaN').toFixed()]).toEqual([
          a.name,
          new Decimal(a.balance).toFixed(),
        ]);
      const partnerIds = [...t.partners, ...t.members].map((p) => ours('jsh_supplier', p.partnerId));
      const partners = await partnerBalances(app.db, app.balances, tenantId, partnerIds);
      for (const p of t.partners) {
        const b = partners.get(ours('jsh_supplier', p.partnerId));
        expect([p.name, new Decimal((p.type === '客户' ? b?.allNeedGet : b?.allNeedPay) ?? 'NaN').toFixed()]).toEqual([
          p.name,
          new Decimal(p.balance).toFixed(),
        ]);
      }
      for (const m of t.members)
        expect([m.name, new Decimal(partners.get(ours('jsh_supplier', m.partnerId))?.advanceIn ?? 'NaN').toFixed()]).toEqual([
          m.name,
          new Decimal(m.advance).toFixed(),
        ]);
    }
  });

  it('a second run of the same source finds nothing changed and changes nothing', async () => {
    const before = await snapshot();
    const outcomes = await runImport(jsh.url);
    expect(outcomes.map((o) => o.status)).toEqual(facts.tenants.map(() => 'updated'));
    for (const o of outcomes) {
      expect(o.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
      expect(o.sync?.conflicts).toEqual([]);
      const moved = o.sync?.counts.filter((c) => c.new + c.updated + c.deleted + c.conflicts > 0);
      expect(moved).toEqual([]);
      expect(o.sync?.counts.find((c) => c.table === 'jsh_depot_head')?.unchanged).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('--skip-imported leaves an imported tenant alone, as before', async () => {
    const source = await openSource(jsh.url);
    try {
      const outcomes = await importJsh(app.db, source, { dryRun: false, balances: app.balances, progress: quiet(), skipImported: true });
      expect(outcomes.map((o) => o.status)).toEqual(facts.tenants.map(() => 'skipped'));
    } finally {
      await source.close();
    }
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
      expect(after.password_hash).toMatch(/^scrypt-md5\$/);
      expect(await app.login(owner.login, owner.password)).toBeTruthy();
    }
  });

  it('a soft-deleted user cannot sign in', async () => {
    for (const login of facts.tenants.flatMap((t) => t.deletedLogins)) {
      const res = await app.call('POST', '/user/login', { body: { loginName: login, password: 'whatever1' } });
      expect(res.body.data.msgTip).toBe('user password error');
    }
  });
});

describe('npm run import:jsherp — connection failures and attachments', () => {
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
});
