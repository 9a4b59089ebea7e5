import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';
import { loadSmallCompany } from './support/small-company.js';

// The import posts bills in bulk (bulk-posting.ts); posting them one by one through the interactive path is the rule.
// The small company (two tenants, every bill kind, batches, serials, transfers, assemblies) is imported both ways into
// two targets made alike, and everything posting writes must come out the same: stock, batches, serials, the ledger,
// the cost and its movements, the posted flags, the lines, and every kept summary.

// Our tables posting writes or whose kept summaries it drives; own ids and write times are left out of the comparison.
const POSTED = [
  'stock_current',
  'stock_batch',
  'stock_movement',
  'material_cost',
  'material_cost_movement',
  'serial_number',
  'stock_day',
  'stock_month',
  'stock_year',
  'bill_day',
  'bill_line_day',
  'depot_head',
  'depot_item',
] as const;
const OWN = new Set(['id', 'created_at', 'updated_at', 'update_time', 'create_time']);

const quiet = () => new Progress(new Writable({ write: (_c, _e, done) => done() }));

let oneByOne: TestApp;
let bulk: TestApp;
let jsh: JshDatabase;

async function runImport(app: TestApp, posting: 'bulk' | 'one-by-one'): Promise<TenantOutcome[]> {
  const source = await openSource(jsh.url);
  try {
    return await importJsh(app.db, source, { dryRun: false, balances: app.balances, progress: quiet(), posting });
  } finally {
    await source.close();
  }
}

/** A table's rows of the given tenants, without their own ids and write times, each as JSON, sorted. */
async function rowsOf(app: TestApp, table: string, tenants: readonly string[]): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where tenant_id in (${sql.join(tenants)})`.execute(app.db);
  return (
    rows
      // An opening-stock movement is dated when the import wrote it.
      .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !OWN.has(k) && !(k === 'oper_time' && r.kind === 'opening')))))
      .sort()
  );
}

beforeAll(async () => {
  [oneByOne, bulk] = await Promise.all([createTestApp({ demo: false }), createTestApp({ demo: false })]);
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await loadSmallCompany(jsh);
});

afterAll(async () => {
  await jsh?.drop();
  await oneByOne?.close();
  await bulk?.close();
});

describe('import:jsherp posting in bulk', () => {
  it('gives what posting each bill through the interactive path gives, for both tenants', async () => {
    const rule = await runImport(oneByOne, 'one-by-one');
    const fast = await runImport(bulk, 'bulk');
    expect(fast.map((o) => [o.status, o.message])).toEqual(rule.map(() => ['imported', undefined]));
    expect(rule.map((o) => [o.status, o.message])).toEqual(rule.map(() => ['imported', undefined]));
    // Both targets start from the same reference data, so the import gives the same ids on both.
    const tenants = fast.map((o) => o.tenantId as string);
    expect(tenants).toEqual(rule.map((o) => o.tenantId));
    for (const table of POSTED) {
      const expected = await rowsOf(oneByOne, table, tenants);
      expect(expected.length, `${table} has rows`).toBeGreaterThan(0);
      expect([table, await rowsOf(bulk, table, tenants)]).toEqual([table, expected]);
    }
    expect(fast.map((o) => o.reconciliation?.filter((r) => r.verdict === 'fail'))).toEqual([[], []]);
  });
});
