import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { importJsh } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { breakSource, type SourceDamage } from './support/break-source.js';
import { COMPANIES } from './support/company-spec.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// Damaged jshERP databases (issue 15 item 4): what cannot be read at all — a missing table or column — is named before
// anything is written; a bill the import cannot read (a kind jshERP never made) fails its tenant naming the row and
// leaves nothing of that tenant behind. Dirt (duplicates, orphans, negative stock, …) is repaired instead:
// jsherp-dirty.test.ts.

let target: TestApp | undefined;
let jsh: JshDatabase | undefined;

afterEach(async () => {
  await jsh?.drop();
  await target?.close();
  jsh = undefined;
  target = undefined;
});

async function damaged(damage: SourceDamage) {
  target = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await loadSmallCompany(jsh);
  const where = await breakSource(jsh, damage);
  const source = await openSource(jsh.url);
  const run = importJsh(target.db, source, {
    dryRun: false,
    balances: target.balances,
    progress: new Progress(new Writable({ write: (_c, _e, done) => done() })),
  });
  return { where, run: run.finally(() => source.close()) };
}

const ROWS: Array<[SourceDamage, RegExp]> = [['unknownBillKind', /：未知的单据类型 \S+\/神秘 \(unknown bill kind\)$/]];

describe('npm run import:jsherp — damaged sources', () => {
  it.each(ROWS)('%s fails its tenant naming the table and row, nothing of that tenant is left, the other is imported', async (damage, message) => {
    const { where, run } = await damaged(damage);
    const outcomes = await run;
    const failed = outcomes.find((o) => Number(o.sourceTenantId) === where.tenantId);
    expect(failed?.status).toBe('failed');
    expect(failed?.message).toMatch(new RegExp(`^${where.table} id=${where.id}[ ：]`));
    expect(failed?.message).toMatch(message);
    expect(outcomes.filter((o) => o !== failed).map((o) => o.status)).toEqual(['imported']);
    const login = COMPANIES.find((c) => c.ownerId === where.tenantId)!.owner.login;
    expect(await target!.db.selectFrom('tenant').select('id').where('login_name', '=', login).execute()).toEqual([]);
  });

  it.each([
    ['missingTable', /缺少表 jsh_material_extend \(missing table\)/],
    ['missingColumn', /表 jsh_depot_item 缺少列 basic_number \(missing column\)/],
  ] as const)('%s is named before anything is written', async (damage, message) => {
    const { run } = await damaged(damage);
    await expect(run).rejects.toThrow(message);
    expect(await target!.db.selectFrom('tenant').select('id').where('id', '<>', '0').execute()).toEqual([]);
  });
});
