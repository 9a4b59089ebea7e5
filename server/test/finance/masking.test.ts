import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, setConfig } from '../stock/stock-fixtures.js';
import { creditSale, financeFixture, postFinance, refusedWith, stockUp, type FinanceFixture } from './finance-fixtures.js';

// Price masking on finance documents: 屏蔽单据销售价 (6) hides what 收款单 show (they settle sales); other kinds stay.

let t: TestApp;
let f: FinanceFixture;
let masked: string;
let receiptId: number;

const PAGES = ['/financial/money_in', '/financial/item_out'];

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0', minus_stock_flag: '0' });
  await stockUp(t, f);
  const sale = await creditSale(t, f, 10, '0');
  receiptId = ok<{ id: number }>(
    await postFinance(t, f, { type: '收款', organId: f.customer, accountId: f.account1, discountMoney: '1' }, [{ billNumber: sale.number, eachAmount: '8' }]),
  ).id;
  ok(await postFinance(t, f, { type: '支出', accountId: f.account1 }, [{ inOutItemId: f.expenseItem, eachAmount: '3' }]));
  const role = await createRole(
    t,
    f.tenantId,
    unique('屏蔽销售价'),
    PAGES.map((url) => ({ url, btnStr: '1,2,7,3' })),
  );
  await t.db.updateTable('role').set({ price_limit: '6' }).where('id', '=', role).execute();
  const login = unique('masked');
  await createUser(t, f.tenantId, login, role);
  masked = await sessionFor(t, login);
}, 120_000);
afterAll(async () => t.close());

describe('price masking on finance documents', () => {
  it('shows a 收款单 with every amount 0 to a role hiding sale prices — list, 合计, info, lines, 选择单据', async () => {
    const open = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountHead/list', { token: f.fin, query: { search: JSON.stringify({ type: '收款' }), currentPage: 1, pageSize: 10 } }),
    );
    expect(open.rows.find((r) => r.id === receiptId)).toMatchObject({ totalPrice: '8', discountMoney: '1', changeAmount: '7' });
    const hidden = ok<{ rows: Array<Record<string, unknown>>; totalRow: Record<string, unknown> }>(
      await t.call('GET', '/accountHead/list', { token: masked, query: { search: JSON.stringify({ type: '收款' }), currentPage: 1, pageSize: 10 } }),
    );
    expect(hidden.rows.find((r) => r.id === receiptId)).toMatchObject({ totalPrice: '0', discountMoney: '0', changeAmount: '0' });
    expect(hidden.totalRow).toMatchObject({ totalPrice: '0', discountMoney: '0', changeAmount: '0' });
    const info = ok<{ info: Record<string, unknown> }>(await t.call('GET', '/accountHead/info', { token: masked, query: { id: receiptId } }));
    expect(info.info).toMatchObject({ totalPrice: '0', changeAmount: '0' });
    const lines = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountItem/getDetailList', { token: masked, query: { headerId: receiptId } }),
    );
    expect(lines.rows[0]).toMatchObject({ needDebt: '0', finishDebt: '0', eachAmount: '0' });
    const bills = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountHead/debtBills', { token: masked, query: { type: '收款', organId: f.customer, currentPage: 1, pageSize: 100 } }),
    );
    expect(bills.rows.length).toBeGreaterThan(0);
    for (const b of bills.rows) expect([b.needDebt, b.finishDebt, b.restDebt]).toEqual(['0', '0', '0']);
  });

  it('leaves an expense as it is, and refuses editing a masked document (saving the zeros would undo its settlement)', async () => {
    const expenses = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountHead/list', { token: masked, query: { search: JSON.stringify({ type: '支出' }), currentPage: 1, pageSize: 10 } }),
    );
    expect(expenses.rows.some((r) => r.changeAmount === '3')).toBe(true);
    const edit = await postFinance(
      t,
      f,
      { id: receiptId, type: '收款', organId: f.customer, accountId: f.account1 },
      [{ billNumber: 'QiChu', eachAmount: '0' }],
      {
        token: masked,
        update: true,
      },
    );
    expect(refusedWith(edit, 422, 9500017)).toContain('屏蔽');
  });
});
