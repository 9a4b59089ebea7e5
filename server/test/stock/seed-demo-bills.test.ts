import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoBills } from '../../src/db/seed-demo-bills.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { stockFixture } from './stock-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('demo bills of six kinds post through the posting service once, and stock equals the ledger', async () => {
  const f = await stockFixture(t);
  await t.db.updateTable('system_config').set({ minus_stock_flag: '0', force_approval_flag: '0' }).where('tenant_id', '=', f.tenantId).execute();
  expect((await seedDemoBills(t.db)).created).toBe(6);
  expect((await seedDemoBills(t.db)).created).toBe(0);
  const kinds = await t.db.selectFrom('depot_head').select(['prefix', 'status']).where('tenant_id', '=', f.tenantId).orderBy('id').execute();
  expect(kinds).toEqual(['CGRK', 'XSCK', 'XSDD', 'XSBJ', 'PDLR', 'SCDD'].map((prefix) => ({ prefix, status: '1' })));
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from stock_current sc
    where sc.tenant_id = ${f.tenantId} and sc.quantity <> coalesce((select sum(m.quantity) from stock_movement m
      where m.tenant_id = sc.tenant_id and m.material_id = sc.material_id and m.depot_id = sc.depot_id), 0)`.execute(t.db);
  expect(rows[0]?.n).toBe('0');
});
