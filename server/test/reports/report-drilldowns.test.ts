import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readRows } from '../basic/spreadsheet.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockFixture, type Line, type StockFixture } from '../stock/stock-fixtures.js';

// The report drill-downs (screens.md §6 sub-dialogs) through HTTP: 成本价流水 under 出入库管理, the product form's stock
// per depot, and the 欠款详情 spreadsheet. Figures are worked out by hand from the bills below.

let t: TestApp;
let f: StockFixture;

const bill = async (info: Record<string, unknown>, rows: Line[]) => ok<{ id: number; number: string }>(await postBill(t, f, info, rows));
const get = (url: string, query: Record<string, string | number>, token = f.token) => t.call('GET', url, { token, query });
const flowOf = async (query: Record<string, string>) => {
  const data = ok(await get('/depotItem/findDetailByDepotIdsAndMaterialId', { materialId: f.material.screw, currentPage: 1, pageSize: 50, ...query }));
  return data.rows.map((r: Record<string, unknown>) => `${String(r.operTime).slice(5, 10)} ${String(r.type)} ${String(r.basicNumber)}`);
};

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '1', move_avg_price_flag: '0', depot_flag: '0' });
  const d1 = f.depot1;
  // Under 出入库管理 the purchase, the sale and the sales return move no stock; the other receipt does.
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-02' }, [
    { barCode: f.bar.screw, operNumber: 10, unitPrice: 1, depotId: d1 },
  ]);
  await bill({ type: '入库', subType: '其它', organId: f.supplier, operTime: '2026-03-03' }, [{ barCode: f.bar.screw, operNumber: 3, depotId: d1 }]);
  await bill({ ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: '0', operTime: '2026-03-04' }, [
    { barCode: f.bar.screw, operNumber: 4, unitPrice: 2, depotId: d1 },
  ]);
  await bill({ type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, changeAmount: '0', operTime: '2026-03-05' }, [
    { barCode: f.bar.screw, operNumber: 1, unitPrice: 2, depotId: d1 },
  ]);
  // In the other depot: outside a one-depot flow.
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-06' }, [
    { barCode: f.bar.screw, operNumber: 6, unitPrice: 1, depotId: f.depot2 },
  ]);
}, 120_000);
afterAll(async () => t.close());

describe('成本价流水 (stockPriceFlag) under 出入库管理', () => {
  it('商品流水 leaves the purchase and sale bills out; the cost view lists them, signed as they move stock', async () => {
    expect(await flowOf({ depotIds: f.depot1 })).toEqual(['03-03 其它入库 3']);
    expect(await flowOf({ depotIds: f.depot1, stockPriceFlag: 'false' })).toEqual(['03-03 其它入库 3']);
    expect(await flowOf({ depotIds: f.depot1, stockPriceFlag: 'true' })).toEqual([
      '03-05 销售退货入库 1',
      '03-04 销售出库 -4',
      '03-03 其它入库 3',
      '03-02 采购入库 10',
    ]);
    // Every depot; the period and the number filter the bills' lines as they do the ledger's.
    expect(await flowOf({ stockPriceFlag: 'true', beginTime: '2026-03-04', endTime: '2026-03-06' })).toEqual([
      '03-06 采购入库 6',
      '03-05 销售退货入库 1',
      '03-04 销售出库 -4',
    ]);
    const sale = await t.db
      .selectFrom('depot_head')
      .select('number')
      .where('tenant_id', '=', f.tenantId)
      .where('prefix', '=', 'XSCK')
      .executeTakeFirstOrThrow();
    expect(await flowOf({ stockPriceFlag: 'true', number: sale.number })).toEqual(['03-04 销售出库 -4']);
    const costView = ok(
      await get('/depotItem/findDetailByDepotIdsAndMaterialId', {
        materialId: f.material.screw,
        depotIds: f.depot1,
        stockPriceFlag: 'true',
        currentPage: 1,
        pageSize: 2,
      }),
    );
    expect(costView.total).toBe(4);
    expect(costView.totalRow).toEqual({ basicNumber: '10' });
    const saleRow = costView.rows.find((r: Record<string, unknown>) => r.type === '销售退货入库');
    expect(saleRow).toMatchObject({ unitPrice: '2', allPrice: '2', depotId: Number(f.depot1) });
  });

  it('without 出入库管理 the ledger already holds them: both views list each line once', async () => {
    await setConfig(t, f, { in_out_manage_flag: '0' });
    const later = await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-20' }, [
      { barCode: f.bar.screw, operNumber: 2, unitPrice: 1, depotId: f.depot1 },
    ]);
    expect(later.id).toBeGreaterThan(0);
    const plain = await flowOf({ depotIds: f.depot1 });
    expect(plain).toEqual(['03-20 采购入库 2', '03-03 其它入库 3']);
    // The cost view with 出入库管理 off is the stock flow.
    expect(await flowOf({ depotIds: f.depot1, stockPriceFlag: 'true' })).toEqual(plain);
    // Turned on again, the purchase posted while it was off is listed once, from its line.
    await setConfig(t, f, { in_out_manage_flag: '1' });
    expect(await flowOf({ depotIds: f.depot1, stockPriceFlag: 'true' })).toEqual([
      '03-20 采购入库 2',
      '03-05 销售退货入库 1',
      '03-04 销售出库 -4',
      '03-03 其它入库 3',
      '03-02 采购入库 10',
    ]);
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(later.id) } }));
  });

  it('under 强审核 only audited purchase and sale bills are listed', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    const draft = await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-21', status: '0' }, [
      { barCode: f.bar.screw, operNumber: 9, unitPrice: 1, depotId: f.depot1 },
    ]);
    // The bills above were saved before 强审核 as audited ('1'); the draft is not.
    const listed = await flowOf({ depotIds: f.depot1, stockPriceFlag: 'true' });
    expect(listed).not.toContain('03-21 采购入库 9');
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(draft.id) } }));
    expect((await flowOf({ depotIds: f.depot1, stockPriceFlag: 'true' }))[0]).toBe('03-21 采购入库 9');
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(draft.id) } }));
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(draft.id) } }));
    await setConfig(t, f, { force_approval_flag: '0' });
  });

  it('exports the cost view under its own title, with the purchase and sale lines and the 合计', async () => {
    const res = await download(t, '/depotItem/exportDetailByDepotIdsAndMaterialId', f.token, {
      materialId: f.material.screw,
      depotIds: f.depot1,
      stockPriceFlag: 'true',
      beginTime: '2026-03-01',
      endTime: '2026-03-31',
    });
    expect(res.status).toBe(200);
    const rows = await readRows(res.buffer);
    expect(rows[0]?.[0]).toBe('成本价流水  单据日期：2026-03-01 至 2026-03-31');
    expect(rows[1]).toEqual(['单据编号', '类型', '条码', '名称', '仓库名称', '数量', '单价', '金额', '日期']);
    expect(rows.slice(2, -1).map((r) => `${r[1]} ${r[5]}`)).toEqual(['销售退货入库 1', '销售出库 -4', '其它入库 3', '采购入库 10']);
    expect(rows.at(-1)?.[0]).toBe('合计');
    expect(rows.at(-1)?.[5]).toBe('10');
  });

  it('refuses a stockPriceFlag that is not true or false', async () => {
    const res = await get('/depotItem/findDetailByDepotIdsAndMaterialId', {
      materialId: f.material.screw,
      stockPriceFlag: 'yes',
      currentPage: 1,
      pageSize: 10,
    });
    expect(res.status).toBe(400);
  });
});

describe("the product form's stock per depot /depot/getAllListWithStock", () => {
  it("every enabled depot with the product's current and opening stock and safety levels; zeros for a new product", async () => {
    await sql`insert into material_initial_stock (tenant_id, material_id, depot_id, number, low_safe_stock, high_safe_stock)
      values (${f.tenantId}, ${f.material.screw}, ${f.depot2}, 5, 2, 90)`.execute(t.db);
    const rows = ok<Array<Record<string, unknown>>>(await get('/depot/getAllListWithStock', { mId: f.material.screw }));
    const of = (depot: string) => rows.find((r) => r.id === Number(depot));
    // Depot 1: 3 from the other receipt (the purchase and sales bills move no stock under 出入库管理); depot 2: nothing moved.
    expect(of(f.depot1)).toMatchObject({ name: expect.any(String), currentStock: '3', initStock: '0', lowSafeStock: null, highSafeStock: null });
    expect(of(f.depot2)).toMatchObject({ currentStock: '0', initStock: '5', lowSafeStock: '2', highSafeStock: '90' });
    const blank = ok<Array<Record<string, unknown>>>(await get('/depot/getAllListWithStock', { mId: 0 }));
    expect(blank.find((r) => r.id === Number(f.depot2))).toMatchObject({ currentStock: '0', initStock: '0', lowSafeStock: null, highSafeStock: null });
  });

  it('answers 403 without the product page', async () => {
    const role = await createRole(t, f.tenantId, unique('无商品'), [{ url: '/report/account_report', btnStr: '' }]);
    const login = unique('nostock');
    await createUser(t, f.tenantId, login, role);
    expect((await get('/depot/getAllListWithStock', { mId: f.material.screw }, await sessionFor(t, login))).status).toBe(403);
  });
});

describe('欠款详情 spreadsheet /depotHead/debtExport', () => {
  it("streams the partner's bills still owing with the totals; a supplier's columns say 已付/待付", async () => {
    const query = { organId: f.customer, beginTime: '2026-03-01', endTime: '2026-03-31' };
    const listed = ok(await get('/depotHead/debtList', { ...query, currentPage: 1, pageSize: 50 }));
    // The sale leaves 8 owing, the return −2.
    expect(listed.rows.map((r: Record<string, unknown>) => r.needDebt)).toEqual(['-2', '8']);
    const res = await download(t, '/depotHead/debtExport', f.token, query);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readRows(res.buffer);
    expect(rows[0]?.[0]).toBe('欠款详情  单据日期：2026-03-01 至 2026-03-31');
    expect(rows[1]).toEqual(['单据编号', '往来单位', '商品信息', '单据日期', '操作员', '本单欠款', '已收欠款', '待收欠款']);
    expect(rows.slice(2, -1).map((r) => [r[0], r[5], r[6], r[7]])).toEqual(
      listed.rows.map((r: Record<string, unknown>) => [r.number, r.needDebt, r.finishDebt, r.debt]),
    );
    expect(rows.at(-1)).toEqual(['合计', null, null, null, null, '6', '0', '6'].map((v) => v ?? ''));
    const vendor = await download(t, '/depotHead/debtExport', f.token, { organId: f.supplier });
    const vendorRows = await readRows(vendor.buffer);
    expect(vendorRows[1]?.slice(5)).toEqual(['本单欠款', '已付欠款', '待付欠款']);
  });

  it('needs the statement page of the partner type', async () => {
    const role = await createRole(t, f.tenantId, unique('只供应商对账'), [{ url: '/report/vendor_account', btnStr: '' }]);
    const login = unique('vendoronly');
    await createUser(t, f.tenantId, login, role);
    const token = await sessionFor(t, login);
    expect((await download(t, '/depotHead/debtExport', token, { organId: f.customer })).status).toBe(403);
    expect((await download(t, '/depotHead/debtExport', token, { organId: f.supplier })).status).toBe(200);
  });
});

describe('账户统计 / 账户流水 spreadsheets', () => {
  let accountName: string;
  beforeAll(async () => {
    // Account 2 (opening 1000): a sale paid 30 into it, then a purchase paying 12 out of it.
    await bill({ ...SALE_OUT, organId: f.customer, accountId: f.account2, changeAmount: '30', operTime: '2026-03-10 09:00:00' }, [
      { barCode: f.bar.screw, operNumber: 15, unitPrice: 2, depotId: f.depot1 },
    ]);
    await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account2, changeAmount: '-12', operTime: '2026-03-11 09:00:00' }, [
      { barCode: f.bar.screw, operNumber: 12, unitPrice: 1, depotId: f.depot1 },
    ]);
    accountName = (await t.db.selectFrom('account').select('name').where('id', '=', f.account2).executeTakeFirstOrThrow()).name;
  });

  it('账户流水: the export holds the rows of the page, newest first with the balance after each, under the account and period', async () => {
    const query = { accountId: f.account2, beginTime: '2026-03-01', endTime: '2026-03-31' };
    const listed = ok(await get('/account/findAccountInOutList', { ...query, currentPage: 1, pageSize: 10 }));
    expect(listed.rows.map((r: Record<string, unknown>) => [r.type, r.changeAmount, r.balance])).toEqual([
      ['采购入库', '-12', '1018'],
      ['销售出库', '30', '1030'],
    ]);
    const res = await download(t, '/account/exportAccountInOutList', f.token, query);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readRows(res.buffer);
    expect(rows[0]?.[0]).toBe(`账户流水 - ${accountName}  单据日期：2026-03-01 至 2026-03-31`);
    expect(rows[1]).toEqual(['单据编号', '类型', '单位信息', '金额', '余额', '单据日期', '备注']);
    expect(rows.slice(2).map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual(
      listed.rows.map((r: Record<string, unknown>) => [r.number, r.type, r.changeAmount, r.balance, r.operTime]),
    );
    // The page's second page continues the first.
    const second = ok(await get('/account/findAccountInOutList', { ...query, currentPage: 2, pageSize: 1 }));
    expect(second).toMatchObject({ total: 2, rows: [expect.objectContaining({ balance: '1030' })] });
    expect((await download(t, '/account/exportAccountInOutList', f.token, { accountId: '999999999' })).status).toBe(404);
  });

  it('账户统计: the export is titled like the other reports, with the report columns, the rows and a 合计 row over every match', async () => {
    const res = await download(t, '/account/exportListWithBalance', f.token, { name: accountName });
    expect(res.status).toBe(200);
    const rows = await readRows(res.buffer);
    const stats = ok(await get('/account/getStatistics', { name: accountName }));
    expect(stats.allCurrentAmount).toBe('1018');
    expect(rows[0]?.[0]).toBe('账户统计');
    expect(rows[1]).toEqual(['名称', '编号', '期初金额', '本月发生额', '当前余额']);
    expect(rows.slice(2, -1).map((r) => [r[0], r[2], r[4]])).toEqual([[accountName, '1000', '1018']]);
    expect(rows.at(-1)).toEqual(['合计', '', '1000', String(stats.allMonthAmount), '1018']);
  });

  it('账户统计: the 合计 of the page and of the sheet cover every account of the filters, as getStatistics', async () => {
    // Both fixture accounts (现金…, 银行…) end with the fixture's tag; a page of one still totals both.
    const tag = accountName.replace(/^银行/, '');
    const stats = ok(await get('/account/getStatistics', { name: tag }));
    const page = ok(await get('/account/listWithBalance', { name: tag, serialNo: '', currentPage: 1, pageSize: 1 }));
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(2);
    expect(page.totalRow).toEqual({ initialAmount: '2000', thisMonthAmount: stats.allMonthAmount, currentAmount: stats.allCurrentAmount });
    const rows = await readRows((await download(t, '/account/exportListWithBalance', f.token, { name: tag })).buffer);
    expect(rows).toHaveLength(2 + 2 + 1);
    expect(rows.at(-1)).toEqual(['合计', '', '2000', String(stats.allMonthAmount), String(stats.allCurrentAmount)]);
  });

  it('导出 needs 账户统计 (a report: no buttons) or 结算账户 with its 导出 button', async () => {
    const tokenWith = async (grants: Array<{ url: string; btnStr: string }>) => {
      const login = unique('acct');
      await createUser(t, f.tenantId, login, await createRole(t, f.tenantId, unique('账户'), grants));
      return sessionFor(t, login);
    };
    const exports = async (token: string) => [
      (await download(t, '/account/exportListWithBalance', token, {})).status,
      (await download(t, '/account/exportAccountInOutList', token, { accountId: f.account2 })).status,
    ];
    expect(await exports(await tokenWith([{ url: '/report/account_report', btnStr: '' }]))).toEqual([200, 200]);
    expect(await exports(await tokenWith([{ url: '/system/account', btnStr: '1,3' }]))).toEqual([200, 200]);
    expect(await exports(await tokenWith([{ url: '/system/account', btnStr: '1' }]))).toEqual([403, 403]);
    expect(await exports(await tokenWith([{ url: '/report/material_stock', btnStr: '' }]))).toEqual([403, 403]);
  });
});
