import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// 库存金额按类别 (the 商品库存 chart): figures worked out by hand from the purchases below, and the chart's sum equal
// to the report's own 总库存金额 under the same filters.

let t: TestApp;
let f: StockFixture;
let tools: string;
let hardware: string;
const URL = '/material/getStockValueByCategory';
const get = (query: Record<string, string>, token = f.token) => t.call('GET', URL, { token, query });

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', move_avg_price_flag: '0', depot_flag: '0' });
  const category = async (name: string) =>
    (
      await t.db
        .insertInto('material_category')
        .values({ tenant_id: f.tenantId, name: unique(name), parent_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  tools = await category('工具');
  hardware = await category('五金');
  await t.db.updateTable('material').set({ category_id: tools }).where('id', 'in', [f.material.kit, f.material.part]).execute();
  await t.db.updateTable('material').set({ category_id: hardware }).where('id', '=', f.material.screw).execute();
  // 工具: 3 工具箱 at 50 + 4 扳手 at 10 (depot 2) = 190; 五金: 100 螺丝 at 1 (depot 1) = 100; 螺母 has no category: 24 at 0.5 = 12.
  ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
      { barCode: f.bar.kit, operNumber: 3, unitPrice: 50, depotId: f.depot2 },
      { barCode: f.bar.part, operNumber: 4, unitPrice: 10, depotId: f.depot2 },
      { barCode: f.bar.screw, operNumber: 100, unitPrice: 1, depotId: f.depot1 },
      { barCode: f.bar.nutPiece, operNumber: 24, unitPrice: 0.5, depotId: f.depot1 },
    ]),
  );
}, 120_000);
afterAll(async () => t.close());

describe('库存金额按类别 /material/getStockValueByCategory', () => {
  it('sums the report rows per category, largest first, products without a category as 未分类', async () => {
    const depots = `${f.depot1},${f.depot2}`;
    const data = ok(await get({ depotIds: depots }));
    expect(data).toEqual({
      showStockPrice: true,
      rows: [
        { categoryId: Number(tools), categoryName: expect.stringContaining('工具'), currentStock: '7', currentStockPrice: '190' },
        { categoryId: Number(hardware), categoryName: expect.stringContaining('五金'), currentStock: '100', currentStockPrice: '100' },
        { categoryId: null, categoryName: '未分类', currentStock: '24', currentStockPrice: '12' },
      ],
    });
    const report = ok(await t.call('GET', '/material/getListWithStock', { token: f.token, query: { depotIds: depots, currentPage: '1', pageSize: '10' } }));
    expect(report.currentStockPrice).toBe('302');
  });

  it('follows the report filters: depot and category (with its descendants)', async () => {
    expect(ok(await get({ depotIds: f.depot1 })).rows.map((r: { currentStockPrice: string }) => r.currentStockPrice)).toEqual(['100', '12']);
    expect(ok(await get({ depotIds: `${f.depot1},${f.depot2}`, categoryId: tools })).rows).toEqual([
      expect.objectContaining({ categoryId: Number(tools), currentStockPrice: '190' }),
    ]);
  });

  it("reads another tenant's category as one with no products: nothing of that tenant is summed or named", async () => {
    const other = await registerTenant(t, unique('vc'));
    const theirs = (
      await t.db
        .insertInto('material_category')
        .values({ tenant_id: other.tenantId, name: unique('他人类别'), parent_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect(ok(await get({ depotIds: `${f.depot1},${f.depot2}`, categoryId: theirs }))).toEqual({ showStockPrice: true, rows: [] });
  });

  it('refuses a bad filter, a user without the page, and shows no money to a role that may not see stock prices', async () => {
    expect((await get({ depotIds: 'x' })).status).toBe(400);
    const stranger = await createRole(t, f.tenantId, unique('无报表'), [{ url: '/report/in_out_stock_report', btnStr: '' }]);
    const strangerLogin = unique('wb');
    await createUser(t, f.tenantId, strangerLogin, stranger);
    expect((await get({}, await sessionFor(t, strangerLogin))).status).toBe(403);

    const masked = await createRole(t, f.tenantId, unique('库存员'), [{ url: '/report/material_stock', btnStr: '' }]);
    await t.db.updateTable('role').set({ price_limit: '7' }).where('id', '=', masked).execute();
    const maskedLogin = unique('kc');
    await createUser(t, f.tenantId, maskedLogin, masked);
    expect(ok(await get({}, await sessionFor(t, maskedLogin)))).toEqual({ showStockPrice: false, rows: [] });
    expect((await t.call('GET', URL, { query: {} })).status).toBe(401);
  });
});
