import type { TestApp } from '../support/test-app.js';
import { ok, postBill, type Line, type StockFixture } from '../stock/stock-fixtures.js';

export const ORDER = { type: '其它', subType: '生产订单' };
export const RECEIPT = { type: '入库', subType: '生产入库' };

/** An order (audited unless `status` says otherwise) for `quantity` kits into depot 2: 4 screws and 1 spanner each, from depot 1. */
export async function kitOrder(t: TestApp, fx: StockFixture, quantity: number, status = '1'): Promise<{ id: number; number: string }> {
  const res = ok(
    await postBill(t, fx, { ...ORDER, status }, [
      { barCode: fx.bar.kit, operNumber: String(quantity), depotId: fx.depot2, mType: '成品' },
      { barCode: fx.bar.screw, operNumber: String(quantity * 4), unitUsage: '4', depotId: fx.depot1, mType: '原料' },
      { barCode: fx.bar.part, operNumber: String(quantity), unitUsage: '1', depotId: fx.depot1, mType: '原料' },
    ]),
  );
  return { id: res.id as number, number: res.number as string };
}

/** A 生产入库 of `quantity` kits against order `number` (its components proposed from the order unless given). */
export const kitReceipt = (t: TestApp, fx: StockFixture, number: string, quantity: string | number, components: Line[] = [], extra = {}) =>
  postBill(t, fx, { ...RECEIPT, linkNumber: number, ...extra }, [{ barCode: fx.bar.kit, operNumber: String(quantity) }, ...components]);
