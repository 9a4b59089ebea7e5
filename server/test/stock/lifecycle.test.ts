import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalances } from '../../src/modules/basic/account-balance.query.js';
import { partnerBalances } from '../../src/modules/basic/partner-balance.query.js';
import { createRole, createUser, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
});
afterAll(async () => t.close());

const status = async (id: number) =>
  (await t.db.selectFrom('depot_head').select(['status', 'purchase_status']).where('id', '=', String(id)).executeTakeFirstOrThrow()).status;
const setStatus = (ids: number[], s: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: s, ids: ids.join(',') } });
const lines = async (id: number) =>
  ok<{ rows: Array<Record<string, any>> }>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: id, forPrefix: 'CGRK' } }))
    .rows;

describe('lifecycle', () => {
  it('under 强审核 stock moves only at audit and returns at un-audit; audited bills cannot be edited or deleted', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    const id = await receive(t, f, f.bar.part, 5);
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('0');
    expect((await setStatus([id], '1')).status).toBe(200);
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('5');
    expect((await setStatus([id], '1')).body.code).toBe(8500012);
    expect((await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(id) } })).body.code).toBe(8500011);
    const edit = await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
      token: f.token,
      body: {
        info: JSON.stringify({ id, organId: f.supplier, accountId: f.account1 }),
        rows: JSON.stringify([{ barCode: f.bar.part, operNumber: '1', depotId: f.depot1 }]),
      },
    });
    expect(edit.body.code).toBe(8500023);
    // An audited sale beyond stock is refused at audit, naming the bill.
    const sale = ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '6', unitPrice: '15', depotId: f.depot1 },
      ]),
    );
    const refused = await setStatus([sale.id], '1');
    expect(refused.body.code).toBe(80000029);
    expect(refused.body.data.message).toContain(sale.number);
    expect((await setStatus([id], '0')).status).toBe(200);
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('0');
    expect(await ledgerOf(t, f, f.material.part, f.depot1)).toBe('0');
    await setConfig(t, f, { force_approval_flag: '0' });
  });

  it('deleting a draft restores stock; editing re-posts by delta', async () => {
    const id = await receive(t, f, f.bar.kit, 3);
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('3');
    ok(
      await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id, organId: f.supplier, accountId: f.account1 }),
          rows: JSON.stringify([{ barCode: f.bar.kit, operNumber: '7', unitPrice: '1', depotId: f.depot2 }]),
        },
      }),
    );
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('0');
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('7');
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(id) } }));
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('0');
    expect(await ledgerOf(t, f, f.material.kit, f.depot2)).toBe('0');
  });

  it('a purchase order received in two parts becomes 部分 then 完成; deleting a receipt recomputes', async () => {
    const order = ok(
      await postBill(t, f, { type: '其它', subType: '采购订单', organId: f.supplier, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '10', unitPrice: '1' },
      ]),
    );
    const [orderLine] = await lines(order.id);
    const link = (qty: string) =>
      postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, linkNumber: order.number }, [
        { barCode: f.bar.screw, operNumber: qty, unitPrice: '1', depotId: f.depot1, linkId: orderLine!.id },
      ]);
    const first = ok(await link('4'));
    expect(await status(order.id)).toBe('3');
    expect((await lines(order.id))[0]?.finishNumber).toBe('4');
    expect((await link('7')).body.code).toBe(85000014);
    const second = ok(await link('6'));
    expect(await status(order.id)).toBe('2');
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(second.id) } }));
    expect(await status(order.id)).toBe('3');
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(first.id) } }));
    expect(await status(order.id)).toBe('1');
    // The supplier payable follows the receipts' debt.
    const unpaid = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, changeAmount: '0' }, [
        { barCode: f.bar.screw, operNumber: '5', unitPrice: '2', depotId: f.depot1 },
      ]),
    );
    expect(unpaid.id).toBeGreaterThan(0);
    const balance = (await partnerBalances(t.db, t.balances, f.tenantId, [f.supplier])).get(f.supplier);
    expect(balance?.allNeedPay).toBe('10');
  });

  it('强制结单 closes a partly received purchase order; deleteBatch removes drafts and their stock', async () => {
    const order = ok(
      await postBill(t, f, { type: '其它', subType: '采购订单', organId: f.supplier, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '8', unitPrice: '1' },
      ]),
    );
    const [orderLine] = await lines(order.id);
    const receipt = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, linkNumber: order.number }, [
        { barCode: f.bar.screw, operNumber: '3', unitPrice: '1', depotId: f.depot2, linkId: orderLine!.id },
      ]),
    );
    expect(await status(order.id)).toBe('3');
    ok(await t.call('POST', '/depotHead/forceCloseBatch', { token: f.token, body: { ids: String(order.id) } }));
    expect(ok(await t.call('GET', '/depotHead/info', { token: f.token, query: { id: order.id } })).info).toMatchObject({ status: '2', closeReason: 'force' });
    const before = await stockOf(t, f, f.material.screw, f.depot2);
    const draft = await receive(t, f, f.bar.screw, 2);
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: `${receipt.id},${draft}` } }));
    expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe(String(Number(before) - 3));
    expect((await t.call('GET', '/depotHead/info', { token: f.token, query: { id: draft } })).status).toBe(404);
  });

  it('finish closes a partially delivered sales order; cancel voids an untouched one', async () => {
    await receive(t, f, f.bar.nutPiece, 10);
    const order = ok(
      await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, status: '1', changeAmount: '5', accountId: f.account2 }, [
        { barCode: f.bar.nutPiece, operNumber: '5', unitPrice: '1' },
      ]),
    );
    const [line] = ok<{ rows: Array<Record<string, any>> }>(
      await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: order.id } }),
    ).rows;
    ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: order.number, deposit: '5', changeAmount: '0' }, [
        { barCode: f.bar.nutPiece, operNumber: '2', unitPrice: '1', depotId: f.depot1, linkId: line!.id },
      ]),
    );
    expect(await status(order.id)).toBe('3');
    expect((await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: String(order.id) } })).body.code).toBe(8500042);
    ok(await t.call('POST', '/depotHead/finishSaleOrder', { token: f.token, body: { ids: String(order.id) } }));
    const closed = ok(await t.call('GET', '/depotHead/info', { token: f.token, query: { id: order.id } })).info;
    expect(closed).toMatchObject({ status: '2', closeReason: 'finish', lastDeposit: '0', finishDeposit: '5' });
    const untouched = ok(
      await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, status: '1' }, [
        { barCode: f.bar.nutPiece, operNumber: '1', unitPrice: '1' },
      ]),
    );
    ok(await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: String(untouched.id) } }));
    expect(await status(untouched.id)).toBe('2');
    // The order deposit reached the account: 1000 opening + 5.
    expect((await accountBalances(t.db, f.tenantId, [f.account2])).get(f.account2)?.currentAmount).toBe('1005');
  });

  it('lists filter by kind and mask money by the role price limit; a personal role sees only its own bills', async () => {
    const rows = ok<{ rows: Array<Record<string, any>>; total: number }>(
      await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify({ type: '出库', subType: '销售' }) } }),
    );
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.rows.every((r) => r.subType === '销售')).toBe(true);
    const role = await createRole(t, f.tenantId, 'masked', [{ url: '/bill/sale_out', btnStr: '1' }], '个人数据');
    await t.db.updateTable('role').set({ price_limit: '6' }).where('id', '=', role).execute();
    await createUser(t, f.tenantId, 'maskeduser', role);
    const token = await sessionFor(t, 'maskeduser');
    expect(
      ok<{ total: number }>(await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify({ subType: '销售', type: '出库' }) } })).total,
    ).toBe(0);
    await receive(t, f, f.bar.screw, 1);
    ok(
      await postBill(
        t,
        f,
        { ...SALE_OUT, organId: f.customer, accountId: f.account1 },
        [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot1 }],
        undefined,
        token,
      ),
    );
    const own = ok<{ rows: Array<Record<string, any>> }>(
      await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify({ subType: '销售', type: '出库' }) } }),
    );
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0]).toMatchObject({ totalPrice: '0', changeAmount: '0' });
    expect((await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify({ subType: '采购', type: '入库' }) } })).status).toBe(403);
  });

  it('dashboard figures are real sums, zero-safe, and masked per role', async () => {
    const stats = ok<Record<string, string>>(await t.call('GET', '/depotHead/getBuyAndSaleStatistics', { token: f.token }));
    expect(Object.keys(stats)).toHaveLength(12);
    expect(Number(stats.todaySale)).toBeGreaterThan(0);
    expect(Number(stats.todayBuy)).toBeGreaterThan(0);
    expect(stats.yesterdayBuy).toBe('0');
    const chart = ok<Record<string, Array<{ x: string; y: string }>>>(await t.call('GET', '/depotItem/buyOrSalePrice', { token: f.token }));
    expect(chart.buyPriceList).toHaveLength(6);
    expect(chart.salePriceList?.[5]?.y).toBe(stats.monthSale);
    const role = await createRole(t, f.tenantId, 'dash', [], '全部数据');
    await t.db.updateTable('role').set({ price_limit: '1,3' }).where('id', '=', role).execute();
    await createUser(t, f.tenantId, 'dashuser', role);
    const masked = ok<Record<string, string>>(await t.call('GET', '/depotHead/getBuyAndSaleStatistics', { token: await sessionFor(t, 'dashuser') }));
    expect(masked).toMatchObject({ todayBuy: '***', todaySale: '***' });
    expect(masked.todayRetailSale).not.toBe('***');
    expect(ok(await t.call('GET', '/depotHead/getBuyAndSaleStatistics', { token: await sessionFor(t, 'admin') }))).toEqual({});
  });

  it('buildNumber proposes per-kind numbers; an unchanged proposal taken meanwhile is replaced, a typed duplicate refused', async () => {
    const proposal = ok<{ defaultNumber: string; number: string }>(await t.call('GET', '/sequence/buildNumber', { token: f.token, query: { prefix: 'QGD' } }));
    expect(proposal.number).toBe(`QGD${proposal.defaultNumber}`);
    const first = ok(
      await postBill(t, f, { type: '其它', subType: '请购单', number: proposal.number, defaultNumber: proposal.number }, [
        { barCode: f.bar.screw, operNumber: '1' },
      ]),
    );
    expect(first.number).toBe(proposal.number);
    const again = ok(
      await postBill(t, f, { type: '其它', subType: '请购单', number: proposal.number, defaultNumber: proposal.number }, [
        { barCode: f.bar.screw, operNumber: '1' },
      ]),
    );
    expect(again.number).not.toBe(proposal.number);
    const typed = await postBill(t, f, { type: '其它', subType: '请购单', number: proposal.number }, [{ barCode: f.bar.screw, operNumber: '1' }]);
    expect(typed.body.code).toBe(8500022);
  });
});
