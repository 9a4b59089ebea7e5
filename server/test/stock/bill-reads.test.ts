import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenant, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;
let other: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  const login = unique('billreads');
  await registerTenant(t, login);
  other = await stockFixture(t, login);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

const get = (url: string, query: Record<string, string | number>, token = f.token) => t.call('GET', url, { token, query });
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An audited purchase receipt of 3 screws. */
async function receipt() {
  return ok<{ id: number; number: string }>(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
      { barCode: f.bar.screw, operNumber: '3', unitPrice: '2', depotId: f.depot1 },
    ]),
  );
}

describe('reading one bill', () => {
  it('printData gives the bill, its lines with their footer and the letterhead; another tenant reads not found', async () => {
    const bill = await receipt();
    const print = ok(await get('/depotHead/printData', { id: bill.id }));
    expect(print.title).toBe('采购入库');
    expect(print.bill.number).toBe(bill.number);
    expect(print.rows).toHaveLength(1);
    expect(print.footer).toBeTypeOf('object');
    expect(print).toHaveProperty('company');
    expect((await get('/depotHead/printData', { id: bill.id }, other.token)).status).toBe(404);
  });

  it("getDetailByNumber adds the partner's facts to the bill, and answers {} for a number the caller cannot see", async () => {
    const bill = await receipt();
    const found = ok(await get('/depotHead/getDetailByNumber', { number: bill.number }));
    expect(found).toMatchObject({ number: bill.number, depotHeadType: '采购' });
    expect(found).toHaveProperty('contacts');
    expect(found).toHaveProperty('creatorName');
    expect(ok(await get('/depotHead/getDetailByNumber', { number: bill.number }, other.token))).toEqual({});
  });

  it('getBillListByLinkNumber lists the returns made from a bill', async () => {
    const bill = await receipt();
    const [line] = ok<{ rows: Array<{ id: number }> }>(await get('/depotItem/getDetailList', { headerId: bill.id })).rows;
    const back = ok<{ number: string }>(
      await postBill(t, f, { type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1, linkNumber: bill.number }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot1, linkId: line?.id },
      ]),
    );
    const returns = ok<Array<{ number: string }>>(await get('/depotHead/getBillListByLinkNumber', { number: bill.number }));
    expect(returns.map((r) => r.number)).toEqual([back.number]);
    expect(ok(await get('/depotHead/getBillListByLinkNumber', { number: bill.number }, other.token))).toEqual([]);
  });

  it('the near-delivery lists hold open orders due within the days asked, soonest first', async () => {
    const order = (deliveryTime: string) =>
      postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, accountId: f.account1, status: '1', deliveryTime }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '5' },
      ]).then((r) => ok<{ number: string }>(r));
    const later = await order(inDays(3));
    const soon = await order(today());
    const far = await order(inDays(30));
    const near = ok<{ rows: Array<{ number: string }>; total: number }>(
      await get('/depotHead/getNearDeliveryOrderList', { days: 7, currentPage: 1, pageSize: 10 }),
    );
    const numbers = near.rows.map((r) => r.number);
    expect(numbers.indexOf(soon.number)).toBeLessThan(numbers.indexOf(later.number));
    expect(numbers.indexOf(soon.number)).toBeGreaterThanOrEqual(0);
    expect(numbers).not.toContain(far.number);
    expect(near.total).toBe(near.rows.length);
    expect(ok(await get('/depotHead/getNearPurchaseDeliveryOrderList', { days: 7, currentPage: 1, pageSize: 10 })).rows).toEqual([]);
  });
});
