import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig } from '../stock/stock-fixtures.js';
import {
  balanceOf,
  creditSale,
  creditBillBody,
  financeFixture,
  lastDebtOf,
  partnerOf,
  postFinance,
  refusedWith,
  stockUp,
  type FinanceFixture,
} from './finance-fixtures.js';

let t: TestApp;
let f: FinanceFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0', minus_stock_flag: '0' });
  await stockUp(t, f);
});
afterAll(async () => t.close());

const receipt = (rows: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  postFinance(t, f, { type: '收款', organId: f.customer, accountId: f.account1, ...extra }, rows);

describe('收款单 settling sales', () => {
  it('settles a credit sale in two parts: 最终欠款, the receivable and the account follow each receipt, edit and delete', async () => {
    const sale = await creditSale(t, f, 50, '20'); // 100, paid 20: owes 80
    expect(await lastDebtOf(t, sale.id)).toBe('80');
    const get0 = Number((await partnerOf(t, f, f.customer))?.allNeedGet);
    const acc0 = Number(await balanceOf(t, f, f.account1));

    const first = ok<{ id: number }>(await receipt([{ billNumber: sale.number, eachAmount: '30' }], { discountMoney: '2', changeAmount: '28' }));
    expect(await lastDebtOf(t, sale.id)).toBe('50');
    expect(Number((await partnerOf(t, f, f.customer))?.allNeedGet)).toBe(get0 - 30);
    // The discount reduces only the cash: the bill is credited 30, the account receives 28.
    expect(Number(await balanceOf(t, f, f.account1))).toBe(acc0 + 28);

    const picker = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountHead/debtBills', { token: f.fin, query: { type: '收款', organId: f.customer, currentPage: 1, pageSize: 50 } }),
    );
    expect(picker.rows.find((r) => r.number === sale.number)).toMatchObject({ needDebt: '80', finishDebt: '30', restDebt: '50' });

    const over = refusedWith(await receipt([{ billNumber: sale.number, eachAmount: '50.01' }]), 422, 9500011);
    expect(over).toBe(`抱歉，单据${sale.number}还欠50.00元，本次不能结算50.01元`);
    const second = ok<{ id: number }>(await receipt([{ billNumber: sale.number, eachAmount: '50' }]));
    expect(await lastDebtOf(t, sale.id)).toBe('0');
    expect(picker.rows.length).toBeGreaterThan(0);
    const lines = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountItem/getDetailList', { token: f.fin, query: { headerId: second.id } }),
    );
    expect(lines.rows[0]).toMatchObject({ billNumber: sale.number, needDebt: '80', finishDebt: '30', eachAmount: '50' });

    // Editing the first receipt down to 10 gives 20 back to the bill; deleting it gives the rest back.
    ok(
      await postFinance(t, f, { id: first.id, type: '收款', organId: f.customer, accountId: f.account1 }, [{ billNumber: sale.number, eachAmount: '10' }], {
        update: true,
      }),
    );
    expect(await lastDebtOf(t, sale.id)).toBe('20');
    ok(await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: first.id } }));
    expect(await lastDebtOf(t, sale.id)).toBe('30');
    expect(Number((await partnerOf(t, f, f.customer))?.allNeedGet)).toBe(get0 - 50);
    // Audit and un-audit keep it (settlements count whatever their status).
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(second.id) } }));
    expect(await lastDebtOf(t, sale.id)).toBe('30');
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '0', ids: String(second.id) } }));
    expect(await lastDebtOf(t, sale.id)).toBe('30');
    const found = ok<Array<{ id: number }>>(await t.call('GET', '/accountHead/getFinancialBillNoByBillId', { token: f.fin, query: { billId: sale.id } }));
    expect(found.map((r) => r.id)).toEqual([second.id]);
  });

  it("refuses another customer's bill, a purchase, an unknown number and the same bill twice", async () => {
    const sale = await creditSale(t, f, 5, '0');
    const other = String(
      (
        await t.db
          .insertInto('supplier')
          .values({ tenant_id: f.tenantId, supplier: `另一客户${Date.now()}`, type: '客户' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(refusedWith(await receipt([{ billNumber: sale.number, eachAmount: '1' }], { organId: other }), 400)).toContain(`单据${sale.number}不存在`);
    expect(refusedWith(await receipt([{ billNumber: 'XX404', eachAmount: '1' }]), 400)).toContain('单据XX404不存在');
    refusedWith(
      await receipt([
        { billNumber: sale.number, eachAmount: '1' },
        { billNumber: sale.number, eachAmount: '1' },
      ]),
      400,
    );
    expect(refusedWith(await receipt([{ billNumber: sale.number, eachAmount: '1' }], { organId: f.supplier }), 400)).toBe('客户不存在');
    expect(refusedWith(await receipt([{ billNumber: sale.number, eachAmount: '1' }], { organId: undefined }), 400)).toBe('请选择客户');
  });

  it('a sales return is settled by paying money back (negative amounts in its own sense)', async () => {
    const back = ok<{ id: number; number: string }>(
      await postBill(t, f, { type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, changeAmount: '0', totalPrice: '10', debt: '10' }, [
        { barCode: f.bar.screw, operNumber: '5', unitPrice: '2', depotId: f.depot1 },
      ]),
    );
    refusedWith(await receipt([{ billNumber: back.number, eachAmount: '4' }]), 400);
    refusedWith(await receipt([{ billNumber: back.number, eachAmount: '-11' }]), 422, 9500011);
    ok(await receipt([{ billNumber: back.number, eachAmount: '-4' }]));
    expect(await lastDebtOf(t, back.id)).toBe('6');
  });

  it('settles the opening balance (期初) up to what is left of it', async () => {
    const customer = String(
      (
        await t.db
          .insertInto('supplier')
          .values({ tenant_id: f.tenantId, supplier: `期初客户${Date.now()}`, type: '客户', begin_need_get: '100' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    ok(await receipt([{ billNumber: 'QiChu', eachAmount: '60' }], { organId: customer }));
    const rest = ok<{ needDebt: string; finishDebt: string; eachAmount: string }>(
      await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: f.token, query: { organId: customer } }),
    );
    expect(rest).toMatchObject({ needDebt: '100', finishDebt: '60', eachAmount: '40' });
    expect(refusedWith(await receipt([{ billNumber: 'QiChu', eachAmount: '41' }], { organId: customer }), 422, 9500012)).toContain('期初欠款还剩40.00元');
    ok(await receipt([{ eachAmount: '40' }], { organId: customer }));
    expect((await partnerOf(t, f, customer))?.allNeedGet).toBe('0');
    const listed = ok<{ total: number }>(
      await t.call('GET', '/accountHead/list', {
        token: f.fin,
        query: { search: JSON.stringify({ type: '收款', number: 'QiChu', organId: customer }), currentPage: 1, pageSize: 10 },
      }),
    );
    expect(listed.total).toBe(2);
  });
});

describe('goods bills a receipt settled', () => {
  it('cannot be deleted, nor edited below what was received; an edit above it keeps the settlement in 最终欠款', async () => {
    const sale = await creditSale(t, f, 10, '0'); // owes 20
    ok(await receipt([{ billNumber: sale.number, eachAmount: '12' }]));
    const edit = (qty: number) => t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: creditBillBody(f, qty, sale.id) });
    expect(refusedWith(await edit(5), 422, 9500016)).toContain(sale.number);
    ok(await edit(8));
    expect(await lastDebtOf(t, sale.id)).toBe('4');
    expect(refusedWith(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: sale.id } }), 422, 9500015)).toContain(sale.number);
    // A batch with an unsettled bill beside it is refused whole, naming the settled one: the other stays too.
    const other = await creditSale(t, f, 1, '0');
    const batch = await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: `${other.id},${sale.id}` } });
    expect(refusedWith(batch, 422, 9500015)).toContain(sale.number);
    const kept = await t.db
      .selectFrom('depot_head')
      .select('delete_flag')
      .where('id', 'in', [String(other.id), String(sale.id)])
      .execute();
    expect(kept.map((r) => r.delete_flag)).toEqual([false, false]);
  });
});

describe('付款单 settling purchases', () => {
  it('pays a purchase on credit and reduces the payable', async () => {
    const buy = ok<{ id: number; number: string }>(
      await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account2, changeAmount: '0', totalPrice: '30', debt: '30' }, [
        { barCode: f.bar.screw, operNumber: '30', unitPrice: '1', depotId: f.depot1 },
      ]),
    );
    const pay0 = Number((await partnerOf(t, f, f.supplier))?.allNeedPay);
    const acc0 = Number(await balanceOf(t, f, f.account2));
    const paid = ok<{ billNo: string }>(
      await postFinance(t, f, { type: '付款', organId: f.supplier, accountId: f.account2, totalPrice: '-25', changeAmount: '-25' }, [
        { billNumber: buy.number, eachAmount: '25' },
      ]),
    );
    expect(paid.billNo).toMatch(/^FK/);
    expect(await lastDebtOf(t, buy.id)).toBe('5');
    expect(Number((await partnerOf(t, f, f.supplier))?.allNeedPay)).toBe(pay0 - 25);
    expect(Number(await balanceOf(t, f, f.account2))).toBe(acc0 - 25);
    refusedWith(
      await postFinance(t, f, { type: '付款', organId: f.supplier, accountId: f.account2 }, [{ billNumber: buy.number, eachAmount: '6' }]),
      422,
      9500011,
    );
  });
});

describe('concurrent receipts for one bill', () => {
  it('lets only one of two receipts that together settle more than the bill owes through', async () => {
    const sale = await creditSale(t, f, 10, '0'); // owes 20
    const results = await Promise.all([receipt([{ billNumber: sale.number, eachAmount: '15' }]), receipt([{ billNumber: sale.number, eachAmount: '15' }])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.data.message).toContain(sale.number);
    expect(await lastDebtOf(t, sale.id)).toBe('5');
  });
});
