import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, depotUser, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { download, readRows } from '../basic/spreadsheet.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockFixture, type Line, type StockFixture } from '../stock/stock-fixtures.js';

// The stock reports against figures worked out by hand from the bills below (an independent computation), on a
// fixture with purchases, sales, returns, a transfer, assembly, an edited and a deleted bill, opening stock, and a
// bill under 强审核 before and after its audit. Every read is limited to the fixture's two depots.

let t: TestApp;
let f: StockFixture;
let depots: string;
const MARCH = { beginTime: '2026-03-01', endTime: '2026-03-31' };

const bill = async (info: Record<string, unknown>, rows: Line[]) => ok<{ id: number; number: string }>(await postBill(t, f, info, rows));
const get = (url: string, query: Record<string, string | number | boolean>, token = f.token) => t.call('GET', url, { token, query });
const rowOf = (rows: Array<Record<string, unknown>>, materialId: string) => rows.find((r) => String(r.materialId ?? r.mid) === materialId);

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  depots = `${f.depot1},${f.depot2}`;
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', move_avg_price_flag: '0', depot_flag: '0' });
  const d1 = f.depot1;
  const d2 = f.depot2;
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-02-10' }, [
    { barCode: f.bar.screw, operNumber: 100, unitPrice: 1, depotId: d1 },
  ]);
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-02-11' }, [
    { barCode: f.bar.part, operNumber: 4, unitPrice: 10, depotId: d2 },
  ]);
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-05' }, [
    { barCode: f.bar.nutBox, operNumber: 2, unitPrice: 6, depotId: d1 },
  ]);
  await bill({ ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2026-03-06' }, [
    { barCode: f.bar.screw, operNumber: 30, unitPrice: 2, depotId: d1 },
  ]);
  await bill({ type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, operTime: '2026-03-07' }, [
    { barCode: f.bar.screw, operNumber: 5, unitPrice: 2, depotId: d1 },
  ]);
  await bill({ type: '出库', subType: '调拨', operTime: '2026-03-08' }, [{ barCode: f.bar.screw, operNumber: 20, depotId: d1, anotherDepotId: d2 }]);
  await bill({ type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1, operTime: '2026-03-09' }, [
    { barCode: f.bar.screw, operNumber: 10, unitPrice: 1, depotId: d1 },
  ]);
  await bill({ type: '其它', subType: '组装单', operTime: '2026-03-10' }, [
    { barCode: f.bar.kit, operNumber: 1, depotId: d2 },
    { barCode: f.bar.part, operNumber: 2, depotId: d2 },
  ]);
  await bill({ type: '出库', subType: '其它', organId: f.customer, operTime: '2026-04-05' }, [{ barCode: f.bar.screw, operNumber: 7, depotId: d1 }]);
  // Edited: 3 on the 12th becomes 4 on the 13th (the old effect is taken back on its own day).
  const edited = await bill({ type: '入库', subType: '其它', organId: f.supplier, operTime: '2026-03-12' }, [
    { barCode: f.bar.screw, operNumber: 3, depotId: d2 },
  ]);
  ok(
    await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
      token: f.token,
      body: {
        info: JSON.stringify({ id: edited.id, organId: f.supplier, operTime: '2026-03-13' }),
        rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: 4, depotId: d2 }]),
      },
    }),
  );
  // Deleted: counts nowhere.
  const deleted = await bill({ type: '入库', subType: '其它', organId: f.supplier, operTime: '2026-03-14' }, [
    { barCode: f.bar.screw, operNumber: 50, depotId: d1 },
  ]);
  ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(deleted.id) } }));
  // Opening stock: 8 screws in depot 2 (as the product form writes it: a current-stock delta and an 'opening' ledger row).
  await sql`insert into stock_current (tenant_id, material_id, depot_id, quantity) values (${f.tenantId}, ${f.material.screw}, ${d2}, 8)
    on conflict (tenant_id, material_id, depot_id) do update set quantity = stock_current.quantity + 8`.execute(t.db);
  await sql`insert into stock_movement (tenant_id, material_id, depot_id, quantity, kind, oper_time) values (${f.tenantId}, ${f.material.screw}, ${d2}, 8, 'opening', '2026-05-01 10:00:00')`.execute(
    t.db,
  );
  await sql`insert into material_initial_stock (tenant_id, material_id, depot_id, number) values (${f.tenantId}, ${f.material.screw}, ${d2}, 8)`.execute(t.db);
}, 120_000);
afterAll(async () => t.close());

describe('进销存统计 /depotItem/getInOutStock', () => {
  it('opening, in, out and closing per product over both depots, with totals over the whole set', async () => {
    const data = ok(await get('/depotItem/getInOutStock', { depotIds: depots, ...MARCH, currentPage: 1, pageSize: 50 }));
    // screw: before March 100 purchased + 8 opening; in = return 5 + transfer into depot 2 20 + edited 4; out = sale 30 + transfer 20 + purchase return 10.
    expect(rowOf(data.rows, f.material.screw)).toMatchObject({ prevSum: '108', inSum: '29', outSum: '60', thisSum: '77', unitPrice: '1', thisAllPrice: '77' });
    expect(rowOf(data.rows, f.material.nut)).toMatchObject({
      prevSum: '0',
      inSum: '24',
      outSum: '0',
      thisSum: '24',
      unitName: '个[多单位]',
      bigUnitStock: '2箱',
    });
    expect(rowOf(data.rows, f.material.kit)).toMatchObject({ prevSum: '0', inSum: '1', outSum: '0', thisSum: '1' });
    expect(rowOf(data.rows, f.material.part)).toMatchObject({ prevSum: '4', inSum: '0', outSum: '2', thisSum: '2' });
    expect(data.total).toBe(4);
    // 77 + 24 + 1 + 2 pieces; value 77×1 + 24×0.5 + 1×50 + 2×10.
    expect(data.totalRow).toMatchObject({ prevSum: '112', inSum: '54', outSum: '62', thisSum: '104', thisAllPrice: '159' });
    const page2 = ok(await get('/depotItem/getInOutStock', { depotIds: depots, ...MARCH, currentPage: 2, pageSize: 3 }));
    expect(page2.rows).toHaveLength(1);
    expect(page2.totalRow).toEqual(data.totalRow);
  });

  it('exports every row of the list in its order and the 合计 row, read in one statement (readOnce)', async () => {
    const query = { depotIds: depots, ...MARCH, column: 'thisSum', order: 'descend' };
    const listed = ok(await get('/depotItem/getInOutStock', { ...query, currentPage: 1, pageSize: 50 }));
    const res = await download(t, '/depotItem/exportInOutStock', f.token, query);
    expect(res.status).toBe(200);
    const rows = await readRows(res.buffer);
    expect(rows[0]?.[0]).toBe('进销存统计  单据日期：2026-03-01 至 2026-03-31');
    expect(rows.slice(2, -1).map((r) => [r[0], r[12], r[13], r[14], r[15], r[16]])).toEqual(
      listed.rows.map((r: Record<string, unknown>) => [r.barCode, r.prevSum, r.inSum, r.outSum, r.thisSum, r.thisAllPrice]),
    );
    const tr = listed.totalRow as Record<string, string>;
    expect(rows.at(-1)?.slice(12, 17)).toEqual([tr.prevSum, tr.inSum, tr.outSum, tr.thisSum, tr.thisAllPrice]);
    expect(rows.at(-1)?.[0]).toBe('合计');
  });

  it('one depot: the transfer is an out of depot 1; the day after the period is not in it', async () => {
    const one = ok(await get('/depotItem/getInOutStock', { depotIds: f.depot1, ...MARCH, materialParam: '螺丝', currentPage: 1, pageSize: 50 }));
    expect(rowOf(one.rows, f.material.screw)).toMatchObject({ prevSum: '100', inSum: '5', outSum: '60', thisSum: '45' });
    const two = ok(await get('/depotItem/getInOutStock', { depotIds: f.depot2, ...MARCH, currentPage: 1, pageSize: 50 }));
    expect(rowOf(two.rows, f.material.screw)).toMatchObject({ prevSum: '8', inSum: '24', outSum: '0', thisSum: '32' });
    const april = ok(
      await get('/depotItem/getInOutStock', { depotIds: f.depot1, beginTime: '2026-04-01', endTime: '2026-04-30', currentPage: 1, pageSize: 50 }),
    );
    expect(rowOf(april.rows, f.material.screw)).toMatchObject({ prevSum: '45', inSum: '0', outSum: '7', thisSum: '38' });
  });

  it('closing totals as of the end day; per-depot drill-down for the period', async () => {
    const totals = ok(await get('/depotItem/getInOutStockCountMoney', { depotIds: depots, endTime: '2026-03-31' }));
    expect(totals).toEqual({ totalStock: '104', totalCount: '159', showStockPrice: true });
    const byDepot = ok(await get('/depotItem/getMaterialDepotStockByParam', { materialId: f.material.screw, depotIds: depots, ...MARCH, unitPrice: '1.5' }));
    expect(byDepot.rows.map((r: Record<string, unknown>) => [String(r.depotId), r.prevSum, r.inSum, r.outSum, r.currentNumber, r.allPrice])).toEqual([
      [f.depot1, '100', '5', '60', '45', '67.5'],
      [f.depot2, '8', '24', '0', '32', '48'],
    ]);
  });

  it('refuses a period without dates, with the field named', async () => {
    const res = await get('/depotItem/getInOutStock', { depotIds: depots, beginTime: '2026-03-01', currentPage: 1, pageSize: 10 });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('endTime');
  });
});

describe('商品库存 /material/getListWithStock', () => {
  it('current stock, opening stock, cost, value and weight; zero rows hidden unless asked; totals over all rows', async () => {
    const data = ok(await get('/material/getListWithStock', { depotIds: depots, currentPage: 1, pageSize: 50 }));
    expect(rowOf(data.rows, f.material.screw)).toMatchObject({ currentStock: '70', initialStock: '8', purchaseDecimal: '1', currentStockPrice: '70' });
    expect(rowOf(data.rows, f.material.serial)).toBeUndefined();
    // 70 screws + 24 nuts + 1 kit + 2 parts; value 70 + 12 + 50 + 20.
    expect(data).toMatchObject({ total: 4, currentStock: '97', currentStockPrice: '152', showStockPrice: true, moveAvgPriceFlag: false });
    const all = ok(await get('/material/getListWithStock', { depotIds: depots, zeroStock: '1', currentPage: 1, pageSize: 5 }));
    expect(all.total).toBeGreaterThan(4);
    const sorted = ok(await get('/material/getListWithStock', { depotIds: depots, column: 'currentStock', order: 'descend', currentPage: 1, pageSize: 2 }));
    expect(sorted.rows.map((r: Record<string, unknown>) => r.currentStock)).toEqual(['70', '24']);
  });

  it('exports the whole filtered set with a title row and the 合计 row', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/material/exportListWithStock`,
      query: { depotIds: depots },
      headers: { 'x-access-token': f.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('商品库存');
    expect(sheet.getRow(2).getCell(1).value).toBe('条码');
    expect(sheet.rowCount).toBe(2 + 4 + 1);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('合计');
    expect(last.getCell(13).value).toBe(97);
  });
});

describe('商品流水 /depotItem/findDetailByDepotIdsAndMaterialId', () => {
  it('lists the lines that count now, newest first, with the transfer on both sides; edited and deleted bills once / never', async () => {
    const data = ok(
      await get('/depotItem/findDetailByDepotIdsAndMaterialId', { materialId: f.material.screw, depotIds: depots, currentPage: 1, pageSize: 50 }),
    );
    const seen = data.rows.map((r: Record<string, unknown>) => `${String(r.operTime).slice(5, 10)} ${String(r.type)} ${String(r.basicNumber)}`);
    expect(seen).toEqual([
      '04-05 其它出库 -7',
      '03-13 其它入库 4',
      '03-09 采购退货出库 -10',
      '03-08 调拨出库 20',
      '03-08 调拨出库 -20',
      '03-07 销售退货入库 5',
      '03-06 销售出库 -30',
      '02-10 采购入库 100',
    ]);
    const transferIn = data.rows.find((r: Record<string, unknown>) => r.basicNumber === '20');
    expect(transferIn.depotName).toMatch(/\[调入\]$/);
    expect(data.totalRow).toEqual({ basicNumber: '62' });
    const march = ok(
      await get('/depotItem/findDetailByDepotIdsAndMaterialId', { materialId: f.material.screw, depotIds: f.depot1, ...MARCH, currentPage: 1, pageSize: 2 }),
    );
    expect(march.total).toBe(4);
    expect(march.rows).toHaveLength(2);
  });
});

describe('强审核: only audited bills count, from the audit on', () => {
  it('a draft counts nowhere; audited it counts in its period; un-audited it leaves again', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    const draft = await bill({ type: '入库', subType: '其它', organId: f.supplier, operTime: '2026-03-15', status: '0' }, [
      { barCode: f.bar.screw, operNumber: 9, depotId: f.depot2 },
    ]);
    const inOf = async () =>
      rowOf(ok(await get('/depotItem/getInOutStock', { depotIds: depots, ...MARCH, currentPage: 1, pageSize: 50 })).rows, f.material.screw)?.inSum;
    expect(await inOf()).toBe('29');
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(draft.id) } }));
    expect(await inOf()).toBe('38');
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(draft.id) } }));
    expect(await inOf()).toBe('29');
    await setConfig(t, f, { force_approval_flag: '0' });
  });
});

describe('stock days', () => {
  it('always equal a recomputation from the ledger; the repair restores a damaged row', async () => {
    const repair = () => t.call('POST', '/material/repairStockDays', { token: f.token, body: {} });
    expect(ok(await repair()).changed).toBe(0);
    await sql`update stock_day set in_qty = in_qty + 1 where tenant_id = ${f.tenantId} and material_id = ${f.material.screw} and day = '2026-03-07'`.execute(
      t.db,
    );
    await sql`delete from stock_day where tenant_id = ${f.tenantId} and material_id = ${f.material.kit}`.execute(t.db);
    // The months, per-product totals (migration 0035) and years (0036) over every depot are repaired by the same command.
    await sql`update stock_month set out_qty = out_qty + 1 where tenant_id = ${f.tenantId} and material_id = ${f.material.screw} and month = '2026-03-01'`.execute(
      t.db,
    );
    await sql`delete from stock_total where tenant_id = ${f.tenantId} and material_id = ${f.material.part}`.execute(t.db);
    await sql`update stock_year set net = net - 1 where tenant_id = ${f.tenantId} and material_id = ${f.material.screw} and year = '2026-01-01'`.execute(t.db);
    expect(ok(await repair()).changed).toBe(5);
    expect(ok(await repair()).changed).toBe(0);
  });
});

describe('库存预警 /depotItem/findStockWarningCount', () => {
  it('pairs below the low or above the high level with the suggested quantities', async () => {
    await sql`update stock_current set low_safe_stock = 50 where tenant_id = ${f.tenantId} and material_id = ${f.material.screw} and depot_id = ${f.depot1}`.execute(
      t.db,
    );
    await sql`update stock_current set high_safe_stock = 10 where tenant_id = ${f.tenantId} and material_id = ${f.material.nut} and depot_id = ${f.depot1}`.execute(
      t.db,
    );
    const data = ok(await get('/depotItem/findStockWarningCount', { depotId: f.depot1, currentPage: 1, pageSize: 50 }));
    expect(rowOf(data.rows, f.material.screw)).toMatchObject({ currentNumber: '38', lowSafeStock: '50', lowCritical: '12', highCritical: null });
    expect(rowOf(data.rows, f.material.nut)).toMatchObject({ currentNumber: '24', highSafeStock: '10', highCritical: '14', lowCritical: null });
    expect(data.total).toBe(2);
  });
});

describe('scopes', () => {
  it('a restricted user sees only granted depots, no cost under price limit 7, and their own creator scope', async () => {
    const role = await createRole(
      t,
      f.tenantId,
      unique('报表员'),
      [
        { url: '/report/material_stock', btnStr: '' },
        { url: '/report/in_out_stock_report', btnStr: '' },
      ],
      '个人数据',
    );
    await t.db.updateTable('role').set({ price_limit: '7' }).where('id', '=', role).execute();
    const { userId: user, token } = await depotUser(t, f.tenantId, role, [f.depot2]);
    await setConfig(t, f, { depot_flag: '1' });
    const data = ok(await get('/material/getListWithStock', { depotIds: depots, currentPage: 1, pageSize: 50 }, token));
    expect(rowOf(data.rows, f.material.screw)).toMatchObject({ currentStock: '32', purchaseDecimal: null, currentStockPrice: null });
    expect(data).toMatchObject({ showStockPrice: false, currentStockPrice: null });
    expect(data.totalRow.currentStockPrice).toBeUndefined();
    expect(ok(await get('/depotHead/getCreatorByCurrentUser', {}, token))).toBe(user);
    expect(ok(await get('/depotHead/getCreatorByCurrentUser', {}))).toBe('');
    expect((await get('/depotItem/findStockWarningCount', { currentPage: 1, pageSize: 10 }, token)).status).toBe(403);
    await setConfig(t, f, { depot_flag: '0' });
  });
});
