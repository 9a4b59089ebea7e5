import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, depotUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// 库存分布 now on the reference's path and shape (api.md §2.9 `/material/getMaterialDepotStock`: query depotIds?,
// materialId + paging → T rows {depotId, depotName, currentNumber, unitPrice, allPrice} and total): the depots holding
// the product's stock, its unit cost as the stock reports value it (purchase price, or the moving average), cost and value
// hidden under price limit 7, the user's depot scope, another tenant's product answered as a missing one.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;
const URL = '/material/getMaterialDepotStock';

const get = (query: Record<string, string | number>, token = f.token) => t.call('GET', URL, { token, query });
const page = { currentPage: 1, pageSize: 10 };

beforeAll(async () => {
  t = await createTestApp();
  const login = unique('mds');
  await registerTenant(t, login);
  f = await stockFixture(t, login);
  other = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', move_avg_price_flag: '0', depot_flag: '0' });
  const buy = { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-02' };
  // Screws: 2 at 1 into depot 1, 2 at 3 into depot 2 — moving average 2; the default barcode's purchase price 3, the last
  // one paid (更新单价) —, and nuts bought and sold again in depot 1 (no stock left: not listed).
  ok(await postBill(t, f, buy, [{ barCode: f.bar.screw, operNumber: 2, unitPrice: 1, depotId: f.depot1 }]));
  ok(await postBill(t, f, buy, [{ barCode: f.bar.screw, operNumber: 2, unitPrice: 3, depotId: f.depot2 }]));
  ok(await postBill(t, f, buy, [{ barCode: f.bar.nutPiece, operNumber: 5, unitPrice: 1, depotId: f.depot1 }]));
  ok(
    await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2026-03-03' }, [
      { barCode: f.bar.nutPiece, operNumber: 5, unitPrice: 2, depotId: f.depot1 },
    ]),
  );
});

afterAll(async () => t.close());

describe('库存分布 now /material/getMaterialDepotStock', () => {
  it('T rows: the depots holding stock in their order, the unit cost and value, the total', async () => {
    const res = await get({ materialId: f.material.screw, ...page });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['rows', 'total']);
    const depotName = (id: string) => expect.stringMatching(id === f.depot1 ? /^仓库1/ : /^仓库2/);
    expect(res.body.data).toEqual({
      rows: [
        { depotId: Number(f.depot1), depotName: depotName(f.depot1), currentNumber: '2', unitPrice: '3', allPrice: '6' },
        { depotId: Number(f.depot2), depotName: depotName(f.depot2), currentNumber: '2', unitPrice: '3', allPrice: '6' },
      ],
      total: 2,
    });
    // A product whose stock went out again has no depot to list.
    expect(ok(await get({ materialId: f.material.nut, ...page }))).toEqual({ rows: [], total: 0 });
  });

  it('under 移动平均价 the cost is the moving average', async () => {
    await setConfig(t, f, { move_avg_price_flag: '1' });
    const data = ok(await get({ materialId: f.material.screw, ...page }));
    expect(data.rows.map((r: Record<string, unknown>) => [r.currentNumber, r.unitPrice, r.allPrice])).toEqual([
      ['2', '2', '4'],
      ['2', '2', '4'],
    ]);
    await setConfig(t, f, { move_avg_price_flag: '0' });
  });

  it('pages: currentPage and pageSize over the depots, the total of all of them', async () => {
    const second = ok(await get({ materialId: f.material.screw, currentPage: 2, pageSize: 1 }));
    expect(second).toMatchObject({ total: 2, rows: [{ depotId: Number(f.depot2) }] });
    // Without paging parameters: the reference's defaults (page 1 of 10).
    expect(ok(await get({ materialId: f.material.screw })).total).toBe(2);
  });

  it('depotIds narrows the depots', async () => {
    const data = ok(await get({ materialId: f.material.screw, depotIds: f.depot2, ...page }));
    expect(data).toMatchObject({ total: 1, rows: [{ depotId: Number(f.depot2), currentNumber: '2' }] });
  });

  it("another tenant's product, like a missing one, has no rows", async () => {
    const missing = ok(await get({ materialId: 987_654_321, ...page }));
    expect(missing).toEqual({ rows: [], total: 0 });
    // The other tenant does hold this product's stock.
    ok(
      await postBill(t, other, { ...PURCHASE_IN, organId: other.supplier, accountId: other.account1 }, [
        { barCode: other.bar.screw, operNumber: 3, unitPrice: 1, depotId: other.depot1 },
      ]),
    );
    expect(ok(await get({ materialId: other.material.screw, ...page }))).toEqual(missing);
    expect(ok(await get({ materialId: other.material.screw, ...page }, other.token)).total).toBe(1);
  });

  it('a restricted user: only the depots granted (分配仓库权限), no cost or value under price limit 7', async () => {
    const role = await createRole(t, f.tenantId, unique('库存员'), [{ url: '/report/material_stock', btnStr: '' }]);
    await t.db.updateTable('role').set({ price_limit: '7' }).where('id', '=', role).execute();
    const { token } = await depotUser(t, f.tenantId, role, [f.depot2]);
    await setConfig(t, f, { depot_flag: '1' });
    try {
      const data = ok(await get({ materialId: f.material.screw, ...page }, token));
      expect(data).toEqual({
        rows: [{ depotId: Number(f.depot2), depotName: expect.any(String), currentNumber: '2', unitPrice: null, allPrice: null }],
        total: 1,
      });
      // Asking for a depot outside the grant shows nothing of it.
      expect(ok(await get({ materialId: f.material.screw, depotIds: f.depot1, ...page }, token))).toEqual({ rows: [], total: 0 });
    } finally {
      await setConfig(t, f, { depot_flag: '0' });
    }
  });

  it('needs 商品库存, 进销存统计 or the product page', async () => {
    const tokenWith = async (url: string) => {
      const login = unique('mdsacc');
      await createUser(t, f.tenantId, login, await createRole(t, f.tenantId, unique('角色'), [{ url, btnStr: '' }]));
      return sessionFor(t, login);
    };
    expect((await get({ materialId: f.material.screw, ...page }, await tokenWith('/report/in_out_stock_report'))).status).toBe(200);
    expect((await get({ materialId: f.material.screw, ...page }, await tokenWith('/material/material'))).status).toBe(200);
    expect((await get({ materialId: f.material.screw, ...page }, await tokenWith('/report/account_report'))).status).toBe(403);
    expect((await get({ materialId: f.material.screw, ...page }, '')).status).toBe(401);
  });

  it('refuses bad input with 400, the field and a Chinese message', async () => {
    const refused = async (query: Record<string, string | number>, field: string) => {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.data.field).toBe(field);
      expect(res.body.data.message).toMatch(/[\u4e00-\u9fa5]/);
    };
    await refused(page, 'materialId');
    await refused({ materialId: 'abc', ...page }, 'materialId');
    await refused({ materialId: -1, ...page }, 'materialId');
    await refused({ materialId: f.material.screw, currentPage: 0, pageSize: 10 }, 'currentPage');
    await refused({ materialId: f.material.screw, currentPage: 1, pageSize: 100_000 }, 'pageSize');
    await refused({ materialId: f.material.screw, depotIds: 'x', ...page }, 'depotIds');
  });
});
