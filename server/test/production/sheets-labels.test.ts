import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// Label, certificate and production sheets (issue 13 item 6, spec §7.5): labels with a real barcode / QR image per
// block, certificates one per selection, the product sheet, the 生产流转卡 with the order's barcode and the 原料用量核对
// (showRawMaterialUpdate) against what a receipt consumed.

let t: TestApp;
let f: StockFixture;
let saleOrder: { id: number; number: string };
let production: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await t.db.updateTable('system_config').set({ company_name: '锦纶纺织有限公司' }).where('tenant_id', '=', f.tenantId).execute();
  await t.db.updateTable('material').set({ standard: '40支', color: '藏青', brand: '锦纶' }).where('id', '=', f.material.screw).execute();
  saleOrder = ok(
    await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, status: '1' }, [
      { barCode: f.bar.screw, operNumber: '10', unitPrice: '2' },
      { barCode: f.bar.part, operNumber: '3', unitPrice: '15' },
    ]),
  );
  production = ok(
    await postBill(t, f, { type: '其它', subType: '生产订单', status: '1', deliveryTime: '2026-12-10' }, [
      { barCode: f.bar.kit, operNumber: '5', depotId: f.depot2, mType: '成品' },
      { barCode: f.bar.screw, operNumber: '20', unitUsage: '4', lossRate: '0', depotId: f.depot1, mType: '原料' },
    ]),
  );
  // 2 of 5 kits received; they used 9 screws (8 expected) and 1 spanner the order did not plan.
  ok(
    await postBill(t, f, { type: '入库', subType: '生产入库', linkNumber: production.number }, [
      { barCode: f.bar.kit, operNumber: '2', mType: '成品' },
      { barCode: f.bar.screw, operNumber: '9', depotId: f.depot1, mType: '原料' },
      { barCode: f.bar.part, operNumber: '1', depotId: f.depot1, mType: '原料' },
    ]),
  );
});
afterAll(async () => t.close());

function call(url: string, opts: { query?: Record<string, string>; body?: unknown; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}${url}`,
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.body ? { payload: opts.body as Record<string, unknown> } : {}),
    headers: { 'x-access-token': opts.token ?? f.token },
  });
}

async function sheetOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

const values = (ws: ExcelJS.Worksheet) => {
  const out: string[] = [];
  ws.eachRow((r) => r.eachCell((c) => c.type !== ExcelJS.ValueType.Merge && out.push(c.text)));
  return out;
};
const merges = (ws: ExcelJS.Worksheet) => (ws.model as unknown as { merges: string[] }).merges;

describe('labels', () => {
  it('商品标签 from a bill: a bordered block per line with its barcode image, quantity and partner', async () => {
    const ws = await sheetOf(await call('/systemConfig/exportExcelByParamMaterialLabels', { query: { headerId: String(saleOrder.id) } }));
    expect(ws.getImages()).toHaveLength(2);
    expect(ws.getCell('A1').value).toBe('锦纶纺织有限公司');
    expect(merges(ws)).toEqual(expect.arrayContaining(['A1:B1', 'D1:E1']));
    expect(values(ws)).toEqual(expect.arrayContaining(['螺丝', '40支', '藏青', '10 个', '扳手', '3 个']));
    expect(ws.getCell('A1').border.top?.style).toBe('medium');
    expect(ws.getCell('B2').border.right?.style).toBe('medium');
    expect(ws.getCell('A2').border.bottom?.style).toBe('thin');
    expect(ws.pageSetup.printArea).toMatch(/^A1:E\d+$/);
  });

  it('小标签 and 织带标 of a product: one label per barcode, three or two across, barcode or QR code', async () => {
    const small = await sheetOf(await call('/systemConfig/exportExcelByParamMaterialLabelsm', { query: { id: f.material.nut } }));
    expect(small.getImages()).toHaveLength(2);
    expect(small.getCell('A1').value).toBe('螺母');
    expect(small.getCell('D1').value).toBe('螺母');
    expect(small.pageSetup.printArea).toMatch(/^A1:H\d+$/);
    const tape = await sheetOf(await call('/systemConfig/exportExcelByParamWeaveTapeLabel', { query: { id: f.material.screw, organId: f.customer } }));
    expect(tape.getImages()).toHaveLength(1);
    expect(tape.getCell('A1').value).toBe('锦纶');
    expect(values(tape)).toEqual(expect.arrayContaining([f.bar.screw, '藏青']));
  });

  it('refusals: nothing named (400), an unknown product (404), no 导出 on the bill kind or no products page (403)', async () => {
    expect((await call('/systemConfig/exportExcelByParamMaterialLabels', { query: {} })).statusCode).toBe(400);
    expect((await call('/systemConfig/exportExcelByParamMaterialLabels', { query: { id: '987654321' } })).statusCode).toBe(404);
    const clerk = await createRole(t, f.tenantId, '订单导出无', [
      { url: '/bill/sale_order', btnStr: '1' },
      { url: '/bill/sale_out', btnStr: '1,3' },
    ]);
    await createUser(t, f.tenantId, 'label-clerk', clerk);
    const token = await sessionFor(t, 'label-clerk');
    expect((await call('/systemConfig/exportExcelByParamMaterialLabels', { query: { headerId: String(saleOrder.id) }, token })).statusCode).toBe(403);
    expect((await call('/systemConfig/exportExcelByParamMaterialLabels', { query: { id: f.material.screw }, token })).statusCode).toBe(403);
  });
});

describe('certificates and product sheet', () => {
  it('合格证: one block per selection with its QR code, the product facts and what was sent', async () => {
    const ws = await sheetOf(
      await call('/systemConfig/exportCertificate', {
        body: {
          selectedCertificates: [
            { barCode: f.bar.screw, batchNumber: 'B2611', quantity: '120', executiveStandard: 'FZ/T 73020', inspector: '质检03', date: '2026-11-26' },
            { barCode: f.bar.part, quantity: 5 },
          ],
        },
      }),
    );
    expect(ws.getImages()).toHaveLength(2);
    expect([ws.getCell('A1').value, ws.getCell('D1').value]).toEqual(['产品合格证', '产品合格证']);
    expect(values(ws)).toEqual(expect.arrayContaining(['螺丝', '40支', '藏青', 'B2611', '120 个', 'FZ/T 73020', '质检03', '2026-11-26', '扳手', '5 个']));
    expect(values(ws)).toContain('检验合格 锦纶纺织有限公司');
  });

  it('合格证 refuses an unknown barcode and an empty selection (400)', async () => {
    const unknown = await call('/systemConfig/exportCertificate', { body: { selectedCertificates: [{ barCode: 'NO-SUCH' }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('NO-SUCH');
    expect((await call('/systemConfig/exportCertificate', { body: { selectedCertificates: [] } })).statusCode).toBe(400);
  });

  it('商品资料: the product block and its barcode rows with prices', async () => {
    const ws = await sheetOf(await call('/systemConfig/exportExcelByParamMaterial', { query: { id: f.material.nut } }));
    expect(ws.getCell('A2').value).toBe('商品资料');
    const bars = values(ws);
    expect(bars).toEqual(expect.arrayContaining(['名称：螺母', f.bar.nutPiece, f.bar.nutBox, '箱']));
    expect(ws.pageSetup.printArea).toBe(`A1:H${ws.rowCount}`);
  });
});

describe('production sheets', () => {
  it('生产流转卡: order header, steps to sign, components and the order number as a barcode', async () => {
    const ws = await sheetOf(await call('/systemConfig/exportProductionFlow', { query: { number: production.number } }));
    expect(ws.getCell('A2').value).toBe('生产流转卡');
    expect(ws.getImages()).toHaveLength(1);
    const all = values(ws);
    expect(all).toEqual(expect.arrayContaining([`生产订单号：${production.number}`, '产品：工具箱', '数量：5 个', '领料', '成品入库']));
    expect(all.some((v) => v.startsWith('用料1：螺丝') && v.includes('需用 20 个'))).toBe(true);
  });

  it('showRawMaterialUpdate: planned, expected for the received share, consumed, difference and still to draw', async () => {
    const ws = await sheetOf(await call('/systemConfig/showRawMaterialUpdate', { query: { headerId: String(production.id) } }));
    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1)));
    const screw = rows.find((r) => r[1] === f.bar.screw)!;
    // 20 planned; 2 of 5 received → 8 expected; 9 consumed → +1; 11 still to draw.
    expect(screw.slice(5, 12)).toEqual([4, 0, 20, 8, 9, 1, 11]);
    const spanner = rows.find((r) => r[1] === f.bar.part)!;
    expect(spanner.slice(7, 12)).toEqual([0, 0, 1, 1, 0]);
    expect(values(ws)).toContain('已入库：2');
  });

  it('a sales order is not a production order (404)', async () => {
    expect((await call('/systemConfig/exportProductionFlow', { query: { headerId: String(saleOrder.id) } })).statusCode).toBe(404);
  });
});
