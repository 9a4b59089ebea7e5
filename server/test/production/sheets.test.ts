import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// Styled sheets (issue 13 item 6, spec §7.5): each bill sheet opened and its company line, title, merged header,
// borders, print area and values checked; the generic exportExcelByParam; permissions and tenancy.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;
let saleOrder: { id: number; number: string };
let production: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await t.db.updateTable('system_config').set({ company_name: '锦纶纺织有限公司', company_tel: '0571-1234567' }).where('tenant_id', '=', f.tenantId).execute();
  await registerTenant(t, 'sheet-other');
  other = await stockFixture(t, 'sheet-other');
  saleOrder = ok(
    await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, status: '1', deliveryTime: '2026-12-20', remark: '加急' }, [
      { barCode: f.bar.screw, operNumber: '10', unitPrice: '2', taxRate: '13' },
      { barCode: f.bar.part, operNumber: '3', unitPrice: '15' },
    ]),
  );
  production = ok(
    await postBill(t, f, { type: '其它', subType: '生产订单', status: '1', planStartDate: '2026-12-01', deliveryTime: '2026-12-10' }, [
      { barCode: f.bar.kit, operNumber: '5', depotId: f.depot2, mType: '成品' },
      { barCode: f.bar.screw, operNumber: '20', unitUsage: '4', lossRate: '2', depotId: f.depot1, mType: '原料' },
    ]),
  );
});
afterAll(async () => t.close());

async function sheetCall(t: TestApp, url: string, token: string, opts: { query?: Record<string, string>; body?: unknown } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}${url}`,
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.body ? { payload: opts.body as Record<string, unknown> } : {}),
    headers: { 'x-access-token': token },
  });
}

async function open(payload: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb;
}

const merges = (ws: ExcelJS.Worksheet) => (ws.model as unknown as { merges: string[] }).merges;

describe('bill sheets', () => {
  it('销售订单: company, title, merged header block, bordered lines with 合计, print area and page setup', async () => {
    const res = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOrder', f.token, { query: { headerId: String(saleOrder.id), organId: f.customer } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`销售订单_${saleOrder.number}`));
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('锦纶纺织有限公司');
    expect(ws.getCell('A2').value).toBe('销售订单');
    expect(merges(ws)).toEqual(expect.arrayContaining(['A1:N1', 'A2:N2']));
    const texts = ws.getRows(3, 3)!.flatMap((r) => (r.values as ExcelJS.CellValue[]).map(String));
    expect(texts).toEqual(expect.arrayContaining([`单据编号：${saleOrder.number}`, '交货日期：2026-12-20']));
    const header = ws.getRow(6);
    expect(header.getCell(1).value).toBe('序号');
    expect(header.getCell(8).value).toBe('数量');
    expect(header.getCell(1).border.top?.style).toBe('thin');
    const line = ws.getRow(7);
    expect([line.getCell(2).value, line.getCell(3).value, line.getCell(8).value, line.getCell(10).value, line.getCell(11).value]).toEqual([
      f.bar.screw,
      '螺丝',
      10,
      20,
      13,
    ]);
    expect(line.getCell(14).border.right?.style).toBe('thin');
    const totals = ws.getRow(9);
    expect([totals.getCell(1).value, totals.getCell(8).value, totals.getCell(10).value]).toEqual(['合计', 13, 65]);
    const notes = ws.getColumn(1).values.map(String);
    expect(notes).toEqual(expect.arrayContaining(['备注：加急']));
    // Saved audited: the sheet names who audited it, as the printed bill does.
    const auditor = await t.db.selectFrom('app_user').select('username').where('id', '=', f.userId).executeTakeFirstOrThrow();
    const everything = ws.getRows(1, ws.rowCount)!.flatMap((r) => (r.values as ExcelJS.CellValue[]).map(String));
    expect(everything).toEqual(expect.arrayContaining([`审核：${auditor.username}`]));
    expect(ws.pageSetup.printArea).toBe(`A1:N${ws.rowCount}`);
    expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', paperSize: 9, fitToWidth: 1, printTitlesRow: '6:6' });
  });

  it('生产订单 by number: role, usage, loss and depot per line', async () => {
    const res = await sheetCall(t, '/systemConfig/exportExcelByParamProductionOrder', f.token, { query: { number: production.number } });
    expect(res.statusCode, res.body).toBe(200);
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    expect(ws.getCell('A2').value).toBe('生产订单');
    const rows = [] as ExcelJS.CellValue[][];
    ws.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1)));
    const screw = rows.find((r) => r[2] === f.bar.screw)!;
    expect([screw[1], screw[8], screw[9], screw[10]]).toEqual(['原料', 4, 2, 20]);
    expect(rows.find((r) => r[2] === f.bar.kit)![1]).toBe('成品');
  });

  it('a bill of another kind, another tenant or a wrong partner reads as missing; export needs the 导出 button', async () => {
    const wrongKind = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOut', f.token, { query: { headerId: String(saleOrder.id) } });
    expect(wrongKind.statusCode).toBe(404);
    const foreign = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOrder', other.token, { query: { headerId: String(saleOrder.id) } });
    expect(foreign.statusCode).toBe(404);
    const partner = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOrder', f.token, {
      query: { headerId: String(saleOrder.id), organId: f.supplier },
    });
    expect(partner.statusCode).toBe(404);
    const none = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOrder', f.token, { query: {} });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('headerId');
    const viewer = await createRole(t, f.tenantId, '订单查看', [{ url: '/bill/sale_order', btnStr: '1' }]);
    await createUser(t, f.tenantId, 'sheet-viewer', viewer);
    const refused = await sheetCall(t, '/systemConfig/exportExcelByParamSaleOrder', await sessionFor(t, 'sheet-viewer'), {
      query: { headerId: String(saleOrder.id) },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('exportExcelByParam', () => {
  it('writes the sent title, tip (red with *), headers and rows with borders and a print area', async () => {
    const res = await sheetCall(t, '/systemConfig/exportExcelByParam', f.token, {
      body: {
        title: '商品库存',
        head: '名称,数量',
        tip: '* 截至今日',
        list: [
          ['螺丝', 3],
          ['扳手', null],
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ws = (await open(res.rawPayload)).worksheets[0]!;
    expect([ws.getCell('A1').value, ws.getCell('A2').value, ws.getCell('A3').value]).toEqual(['锦纶纺织有限公司', '商品库存', '* 截至今日']);
    expect(ws.getCell('A3').font.color?.argb).toBe('FFFF0000');
    expect([ws.getCell('A4').value, ws.getCell('B4').value, ws.getCell('A5').value, ws.getCell('B5').value]).toEqual(['名称', '数量', '螺丝', 3]);
    expect(ws.getCell('B6').border.bottom?.style).toBe('thin');
    expect(ws.pageSetup.printArea).toBe('A1:B6');
  });

  it('refuses a sheet without headers or with rows that are not arrays', async () => {
    const blank = await sheetCall(t, '/systemConfig/exportExcelByParam', f.token, { body: { title: 'x', head: '', list: [] } });
    expect(blank.statusCode).toBe(400);
    const flat = await sheetCall(t, '/systemConfig/exportExcelByParam', f.token, { body: { title: 'x', head: 'a', list: ['a'] } });
    expect(flat.statusCode).toBe(400);
    expect(flat.body).toContain('list');
  });
});
