import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from '../stock/stock-fixtures.js';
import { kitOrder, kitReceipt, RECEIPT } from './production-fixtures.js';

// Production bills written at the same time as the stock bills of their materials (on PostgreSQL concurrently; PGlite
// takes them in turn). A 生产入库 moves three stock rows (the kit into depot 2, screws and spanners out of depot 1), their
// costs and its order's progress; sales, purchases, edits, audits and deletes of other bills touch the same rows in
// other line orders. None may deadlock, and stock must still equal the ledger.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await receive(t, f, f.bar.screw, 100_000, f.depot1, '1');
  await receive(t, f, f.bar.part, 20_000, f.depot1, '10');
});
afterAll(async () => t.close());

const setStatus = (id: number, status: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: String(id) } });

describe('production bills under concurrent posting', () => {
  it('receipts, edits, audits and deletes of receipts, sales and purchases of their materials, all at once: no deadlock, stock equals the ledger', async () => {
    const order = await kitOrder(t, f, 10_000);
    const receipt = async (quantity: number) => ok<{ id: number }>(await kitReceipt(t, f, order.number, quantity)).id;
    // The sale takes the spanner before the screw and the kit: the other line order from the receipt's.
    const sale = () =>
      postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '20', depotId: f.depot1 },
        { barCode: f.bar.screw, operNumber: '2', unitPrice: '2', depotId: f.depot1 },
        { barCode: f.bar.kit, operNumber: '1', unitPrice: '50', depotId: f.depot2 },
      ]);
    const purchase = () =>
      postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '3', unitPrice: '11', depotId: f.depot1 },
        { barCode: f.bar.screw, operNumber: '5', unitPrice: '1', depotId: f.depot1 },
      ]);
    const edit = (id: number, quantity: number) =>
      t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id, ...RECEIPT, linkNumber: order.number }),
          rows: JSON.stringify([{ barCode: f.bar.kit, operNumber: String(quantity) }]),
        },
      });
    const remove = (id: number) => t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id } });
    // Kits in depot 2 for the sales to take.
    await receipt(50);
    for (let round = 0; round < 10; round += 1) {
      const [edited, audited, removed] = [await receipt(2), await receipt(2), await receipt(2)];
      const answers = await Promise.all([
        kitReceipt(t, f, order.number, 3),
        sale(),
        edit(edited, 4),
        setStatus(audited, '1'),
        purchase(),
        remove(removed),
        kitReceipt(t, f, order.number, 1),
        sale(),
      ]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    for (const [material, depot] of [
      [f.material.kit, f.depot2],
      [f.material.screw, f.depot1],
      [f.material.part, f.depot1],
    ] as const)
      expect(await stockOf(t, f, material, depot)).toBe(await ledgerOf(t, f, material, depot));
  });
});
