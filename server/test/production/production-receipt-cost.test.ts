import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, receive, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { kitOrder, kitReceipt, ORDER, RECEIPT } from './production-fixtures.js';

// Issue 34 item 4: a 生产入库's 金额 is the cost its posting books — the editor asks /productionIn/cost before saving, a
// draft stores that figure, posting prices the lines again at the costs of the moment and the bill's 金额 is the value
// the product entered with; the lists count a production document's 数量 as what it makes, not finished + raw.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  // 100 screws at 1.00 and 20 spanners at 10.00; then 强审核, so a receipt saved is a draft until audited.
  await receive(t, f, f.bar.screw, 100, f.depot1, '1');
  await receive(t, f, f.bar.part, 20, f.depot1, '10');
  await setConfig(t, f, { force_approval_flag: '1' });
});
afterAll(async () => t.close());

const listRow = async (kind: object, number: string) =>
  ok<{ rows: Array<Record<string, string>> }>(
    await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify({ ...kind, number }), currentPage: 1, pageSize: 10 } }),
  ).rows[0]!;
const lines = async (id: number) =>
  (
    await t.db
      .selectFrom('depot_item')
      .select(['material_type', 'unit_price', 'all_price'])
      .where('header_id', '=', String(id))
      .where('delete_flag', '=', false)
      .orderBy('line_no')
      .execute()
  ).map((l) => [l.material_type, Number(l.unit_price), Number(l.all_price)]);
const kitCost = async () =>
  Number(
    (await t.db.selectFrom('material_cost').select('value').where('material_id', '=', f.material.kit).where('tenant_id', '=', f.tenantId).executeTakeFirst())
      ?.value ?? 0,
  );
const preview = (rows: object[]) => t.call('POST', '/productionIn/cost', { token: f.token, body: { rows } });
const setStatus = (id: number, status: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: String(id) } });

describe('生产入库 cost figures', () => {
  it('the editor’s figures, the draft’s and the posted bill’s 金额 are the cost posting books', async () => {
    const o = await kitOrder(t, f, 10);
    // Before saving: 4 kits take 16 screws (16.00) and 4 spanners (40.00) → 56.00, 14.00 a kit.
    const asked = ok(
      await preview([
        { barCode: f.bar.kit, operNumber: '4', mType: '成品' },
        { barCode: f.bar.screw, operNumber: '16', mType: '原料' },
        { barCode: f.bar.part, operNumber: '4', mType: '原料' },
        // A line still being typed costs nothing and refuses nothing.
        { barCode: '', operNumber: '' },
      ]),
    );
    expect(asked).toEqual({
      rows: [
        { unitPrice: '14', allPrice: '56' },
        { unitPrice: '1', allPrice: '16' },
        { unitPrice: '10', allPrice: '40' },
        { unitPrice: '0', allPrice: '0' },
      ],
      totalPrice: '56',
    });
    // Saved under 强审核 (a draft: nothing posted yet), with prices the client made up and a 价税合计 left over from an
    // earlier cost (the editor's display, priced again while the clerk typed): the draft shows the cost of now.
    const id = ok(
      await kitReceipt(t, f, o.number, 4, [
        { barCode: f.bar.screw, operNumber: '16', depotId: f.depot1, mType: '原料', unitPrice: '99', allPrice: '1584', taxLastMoney: '7' },
        { barCode: f.bar.part, operNumber: '4', depotId: f.depot1, mType: '原料' },
      ]),
    ).id as number;
    const number = (await t.db.selectFrom('depot_head').select('number').where('id', '=', String(id)).executeTakeFirstOrThrow()).number;
    expect(await lines(id)).toEqual([
      ['成品', 14, 56],
      ['原料', 1, 16],
      ['原料', 10, 40],
    ]);
    expect((await listRow(RECEIPT, number)).totalPrice).toBe('56');

    // Spanners bought dearer before the audit: 20 more at 22.00 → 16.00 each. Posting values at that cost.
    await setConfig(t, f, { force_approval_flag: '0' });
    await receive(t, f, f.bar.part, 20, f.depot1, '22');
    await setConfig(t, f, { force_approval_flag: '1' });
    const before = await kitCost();
    ok(await setStatus(id, '1'));
    const booked = (await kitCost()) - before;
    expect(booked).toBe(80); // 16 × 1.00 + 4 × 16.00
    expect(await lines(id)).toEqual([
      ['成品', 20, 80],
      ['原料', 1, 16],
      ['原料', 16, 64],
    ]);
    // The bill's 金额 (list and 合计) is exactly what the product entered with.
    expect(Number((await listRow(RECEIPT, number)).totalPrice)).toBe(booked);
    // The detail lines the view and the editor read show the same figures.
    const detail = ok<{ rows: Array<Record<string, string>> }>(
      await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: id } }),
    ).rows;
    expect(detail.map((r) => [r.mType, r.unitPrice, r.allPrice])).toEqual([
      ['成品', '20', '80'],
      ['原料', '1', '16'],
      ['原料', '16', '64'],
    ]);
  });

  it('counts a production document’s 数量 as what it makes, its components apart', async () => {
    const o = await kitOrder(t, f, 3);
    // 3 kits, 12 screws, 3 spanners: the order makes 3.
    expect((await listRow(ORDER, o.number)).materialCount).toBe('3');
  });

  it('refuses a unit the product does not have, naming the line; two 成品 lines', async () => {
    const wrongUnit = await preview([
      { barCode: f.bar.kit, operNumber: '1', mType: '成品' },
      { barCode: f.bar.nutPiece, operNumber: '1', unit: '吨', mType: '原料' },
    ]);
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.data.field).toBe('rows.1.unit');
    const twoMade = await preview([
      { barCode: f.bar.kit, operNumber: '1', mType: '成品' },
      { barCode: f.bar.kit, operNumber: '1', mType: '成品' },
    ]);
    expect(twoMade.status).toBe(422);
  });
});
