import { PICKER_COUNT_LIMIT } from '@suanpan/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, depotUser, registerTenant, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// The 选择商品 picker's paging (GET /material/findBySelect, issue 34): its count stops at PICKER_COUNT_LIMIT + 1 rows
// (a text most products hold counted every match: 6920 at 100,000 products took 4–5 s), its pages go on past it, newest
// first, an exactly matching barcode on top — by a text with many matches (a hashed set the walk tests) and few (the
// ids probe the product index), as the tenant role under row-level security.

let t: TestApp;
let f: StockFixture;
const tag = `PG${Date.now().toString(36).slice(-5).toUpperCase()}`;
/** More products hold `tag` than the count's bound; every tenth of them also holds `${tag}X`. */
const MANY = PICKER_COUNT_LIMIT + 40;
/** Products holding `${tag}Y` (in 型号): every hundredth. */
const FEW = Math.floor(MANY / 100);
let newest: number;

const pick = (query: Record<string, string | number>, token = f.token) => t.call('GET', '/material/findBySelect', { token, query });
const page = async (query: Record<string, string | number>, token = f.token) => {
  const res = await pick(query, token);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { total: number; rows: Array<{ materialId: number; barCode: string; stock: string; purchaseDecimal: string | null }> };
};

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  // Product g: name 分页<tag>g (every tenth 分页<tag>X…, every hundredth also model <tag>Y), barcode <tag>-g, stock g in 仓库1.
  await sql`insert into material (tenant_id, name, model, unit)
    select ${f.tenantId}, '分页' || ${tag} || case when g % 10 = 0 then 'X' else '' end || g, case when g % 100 = 0 then ${`${tag}Y`} end, '个'
    from generate_series(1, ${MANY}) g`.execute(t.db);
  await sql`insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, default_flag)
    select tenant_id, id, ${tag} || '-' || substring(name from '[0-9]+$'), '个', 5, true from material where tenant_id = ${f.tenantId} and name like ${`分页${tag}%`}`.execute(
    t.db,
  );
  await sql`insert into stock_current (tenant_id, material_id, depot_id, quantity)
    select tenant_id, id, ${f.depot1}, substring(name from '[0-9]+$')::int from material where tenant_id = ${f.tenantId} and name like ${`分页${tag}%`}`.execute(
    t.db,
  );
  // What autovacuum does after a bulk insert (the test database's statistics are its snapshot's, a few rows a table).
  await sql`analyze material, material_extend, stock_current`.execute(t.db);
  const last = await sql<{ id: string }>`select max(id) as id from material where tenant_id = ${f.tenantId} and name like ${`分页${tag}%`}`.execute(t.db);
  newest = Number(last.rows[0]?.id);
}, 120_000);
afterAll(async () => t.close());

describe('选择商品 picker: a bounded count and pages from the same set', () => {
  it('counts a text held by more products than the bound as the bound + 1, and pages on past it, newest first', async () => {
    const first = await page({ q: tag, page: 1, rows: 10, depotId: f.depot1 });
    expect(first.total).toBe(PICKER_COUNT_LIMIT + 1);
    expect(first.rows.map((r) => r.barCode)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag}-${MANY - i}`));
    expect(first.rows[0]).toMatchObject({ materialId: newest, stock: String(MANY) });
    const second = await page({ q: tag, page: 2, rows: 10 });
    expect(second.total).toBe(PICKER_COUNT_LIMIT + 1);
    expect(second.rows.map((r) => r.barCode)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag}-${MANY - 10 - i}`));
    // Beyond the bound: the last page of all (rows MANY-9 … 1 … of 10), the total still "more than the bound".
    const beyond = await page({ q: tag, page: MANY / 10, rows: 10 });
    expect(beyond.total).toBe(PICKER_COUNT_LIMIT + 1);
    expect(beyond.rows.map((r) => r.barCode)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag}-${10 - i}`));
    expect((await page({ q: tag, page: MANY / 10 + 1, rows: 10 })).rows).toEqual([]);
    // The picker as it opens (no text) is bounded the same way.
    expect((await page({ page: 1, rows: 10 })).total).toBe(PICKER_COUNT_LIMIT + 1);
  });

  it('counts fewer matches exactly; the pages together are every match once, newest first', async () => {
    const all = await page({ q: `${tag}X`, page: 1, rows: 500 });
    expect(all.total).toBe(MANY / 10);
    const expected = Array.from({ length: MANY / 10 }, (_, i) => `${tag}-${MANY - 10 * i}`);
    expect(all.rows.map((r) => r.barCode)).toEqual(expected.slice(0, 500));
    const paged: string[] = [];
    for (let p = 1; p <= Math.ceil(MANY / 10 / 300); p += 1) {
      const got = await page({ q: `${tag}X`, page: p, rows: 300 });
      expect(got.total).toBe(MANY / 10);
      paged.push(...got.rows.map((r) => r.barCode));
    }
    expect(paged).toEqual(expected);
    // Another search (型号) and the other conditions apply to the same set.
    expect((await page({ q: `${tag}Y`, page: 1, rows: 50 })).total).toBe(FEW);
    expect((await page({ q: tag, standardOrModel: `${tag}Y`, page: 1, rows: 50 })).total).toBe(FEW);
  });

  it('puts the row whose barcode is the text on top of the first page, once, and leaves out disabled products', async () => {
    const code = `${tag}-7`;
    const first = await page({ q: code, page: 1, rows: 3 });
    // ${tag}-7 and ${tag}-7x…: the exact one first, then the others newest first.
    expect(first.rows[0]?.barCode).toBe(code);
    expect(first.total).toBe(1 + 10 + 100 + 1000);
    const rest = [...first.rows.slice(1), ...(await page({ q: code, page: 2, rows: 3 })).rows].map((r) => r.barCode);
    expect(rest).not.toContain(code);
    expect(rest).toEqual([`${tag}-7999`, `${tag}-7998`, `${tag}-7997`, `${tag}-7996`, `${tag}-7995`]);
    const [row] = (
      await sql<{ id: string }>`select material_id as id from material_extend where tenant_id = ${f.tenantId} and bar_code = ${code}`.execute(t.db)
    ).rows;
    expect((await t.call('POST', '/material/batchSetStatus', { token: f.token, body: { status: '0', ids: String(row?.id) } })).status).toBe(200);
    const without = await page({ q: code, page: 1, rows: 3 });
    expect(without.total).toBe(10 + 100 + 1000);
    expect(without.rows.map((r) => r.barCode)).not.toContain(code);
  });

  it('keeps depot grants, price masking and the tenant: a clerk of 仓库1 alone, with purchase prices hidden', async () => {
    const role = await createRole(t, f.tenantId, unique('分页开单员'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    await t.db.updateTable('role').set({ price_limit: '4' }).where('tenant_id', '=', f.tenantId).where('id', '=', role).execute();
    const { token: clerk } = await depotUser(t, f.tenantId, role, [f.depot1]);
    await t.db.updateTable('system_config').set({ depot_flag: '1' }).where('tenant_id', '=', f.tenantId).execute();
    const seen = await page({ q: `${tag}X`, page: 1, rows: 2 }, clerk);
    expect(seen.total).toBe(MANY / 10);
    expect(seen.rows.map((r) => [r.stock, r.purchaseDecimal])).toEqual([
      [String(MANY), null],
      [String(MANY - 10), null],
    ]);
    expect((await pick({ q: tag, depotId: f.depot2 }, clerk)).status).toBe(403);
    const other = unique('pgother');
    await registerTenant(t, other);
    const stranger = await t.login(other);
    expect(await page({ q: tag, page: 1, rows: 10 }, stranger)).toEqual({ total: 0, rows: [] });
  });
});
