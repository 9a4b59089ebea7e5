import { expect } from 'vitest';
import { partnerBalances } from '../../src/modules/basic/partner-balance.query.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import type { ApiResponse, TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, receive, SALE_OUT, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

export interface FinanceFixture extends StockFixture {
  /** A user whose role holds every finance page with 编辑, 审核, 反审核, 导出 (`token` is the demo user's, for bills and balances). */
  fin: string;
  incomeItem: string;
  expenseItem: string;
}

const ALL = '1,2,7,3';
const PAGES = ['/financial/item_in', '/financial/item_out', '/financial/money_in', '/financial/money_out', '/financial/giro', '/financial/advance_in'];

export async function financeFixture(t: TestApp): Promise<FinanceFixture> {
  const f = await stockFixture(t);
  const role = await createRole(t, f.tenantId, unique('财务'), [...PAGES.map((url) => ({ url, btnStr: ALL }))]);
  const login = unique('fin');
  await createUser(t, f.tenantId, login, role);
  const item = async (type: string) =>
    String(
      (
        await t.db
          .insertInto('in_out_item')
          .values({ tenant_id: f.tenantId, name: unique(type), type })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  return { ...f, fin: await sessionFor(t, login), incomeItem: await item('收入'), expenseItem: await item('支出') };
}

/** Posts a finance document as the reference client does: `info` and `rows` as JSON text. */
export function postFinance(
  t: TestApp,
  f: FinanceFixture,
  info: Record<string, unknown>,
  rows: Array<Record<string, unknown>>,
  options: { token?: string; headers?: Record<string, string>; update?: boolean } = {},
): Promise<ApiResponse> {
  return t.call(options.update ? 'PUT' : 'POST', options.update ? '/accountHead/updateAccountHeadAndDetail' : '/accountHead/addAccountHeadAndDetail', {
    token: options.token ?? f.fin,
    body: { info: JSON.stringify(info), rows: JSON.stringify(rows) },
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** An account's current balance as /account/listWithBalance shows it. */
export async function balanceOf(t: TestApp, f: FinanceFixture, accountId: string): Promise<string> {
  const data = ok<{ rows: Array<{ id: number; currentAmount: string }> }>(
    await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name: '', serialNo: '', currentPage: 1, pageSize: 1000 } }),
  );
  return String(data.rows.find((a) => String(a.id) === accountId)?.currentAmount);
}

/** A partner's receivable, payable and prepayment now. */
export async function partnerOf(t: TestApp, f: FinanceFixture, id: string) {
  return (await partnerBalances(t.db, t.balances, f.tenantId, [id])).get(id);
}

/** A credit bill's trade: a sale to the customer (收款 settles it) or a purchase from the supplier (付款 settles it). */
export type CreditTrade = 'sale' | 'buy';
const CREDIT_TRADES = {
  sale: { kind: SALE_OUT, partner: (f: FinanceFixture) => f.customer },
  buy: { kind: PURCHASE_IN, partner: (f: FinanceFixture) => f.supplier },
};

/**
 * The body of a sale of `qty` screws at 2 to the customer, nothing paid (with `id`: an edit of that sale to it); of a
 * purchase from the supplier for trade `buy`; with `partner`, to or from that partner.
 */
export function creditBillBody(f: FinanceFixture, qty: number, id?: number, trade: CreditTrade = 'sale', partner = CREDIT_TRADES[trade].partner(f)) {
  return {
    info: JSON.stringify({
      ...(id ? { id } : {}),
      ...CREDIT_TRADES[trade].kind,
      organId: partner,
      accountId: f.account1,
      changeAmount: '0',
      totalPrice: String(qty * 2),
      debt: String(qty * 2),
    }),
    rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: String(qty), unitPrice: '2', depotId: f.depot1 }]),
  };
}

/** A sale of `qty` screws at 2 to the customer, `paid` of it paid now: the rest is its debt. */
export async function creditSale(t: TestApp, f: FinanceFixture, qty: number, paid: string, customer = f.customer): Promise<{ id: number; number: string }> {
  const total = String(qty * 2);
  return ok(
    await postBill(
      t,
      f,
      { ...SALE_OUT, organId: customer, accountId: f.account1, changeAmount: paid, totalPrice: total, debt: String(qty * 2 - Number(paid)) },
      [{ barCode: f.bar.screw, operNumber: String(qty), unitPrice: '2', depotId: f.depot1 }],
      undefined,
      f.token,
    ),
  );
}

export async function stockUp(t: TestApp, f: FinanceFixture) {
  await receive(t, f, f.bar.screw, 10000);
}

export async function lastDebtOf(t: TestApp, id: number): Promise<string> {
  const row = await t.db.selectFrom('depot_head').select('last_debt').where('id', '=', String(id)).executeTakeFirstOrThrow();
  return String(Number(row.last_debt));
}

export function refusedWith(res: ApiResponse, status: number, code?: number): string {
  expect(res.status, res.text).toBe(status);
  if (code !== undefined) expect(res.body.code).toBe(code);
  return String(res.body.data?.message ?? '');
}
