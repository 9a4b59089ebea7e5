import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../src/app/auth/session.js';
import { billListing } from '../../src/modules/stock/bill-query.service.js';
import { billSource } from '../../src/modules/stock/bill-list.source.js';
import { parseBillSearch } from '../../src/modules/stock/bill-search.js';
import { listSummary } from '../../src/platform/list/list-source.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

// Two users post sale-outs on one day at the same time (on PostgreSQL concurrently; PGlite takes them in turn) while the
// bill list of that day is read over and over: its count and 合计 come from the bill days (bill_day, migration 0040) that
// each posting transaction adds to. Every read must be a state some set of committed bills gives (the count and the sums
// of the same bills, never one without the other), the count never goes back, and afterwards the list equals its bills
// summed.

let t: TestApp;
let f: StockFixture;
let clerk: string;
const PER_USER = 12;
// One user's bills are worth 3 each, the other's 5: a read of n bills summing s holds (s − 3n) / 2 of the second user's.
const PRICE = { owner: 3, clerk: 5 } as const;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
  const role = await createRole(t, f.tenantId, unique('销售'), [{ url: '/bill/sale_out', btnStr: '1' }]);
  const login = unique('seller');
  await createUser(t, f.tenantId, login, role);
  clerk = await sessionFor(t, login);
});
afterAll(async () => t.close());

describe('bill days under concurrent posting', () => {
  it("two users posting sale-outs on one day: the list's count and 合计 are never torn and end equal to the bills", async () => {
    const today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.db)).rows[0]!.d;
    const search = JSON.stringify({ type: '出库', subType: '销售', beginTime: today, endTime: today });
    const session = (await findSession(t.db, f.token))!;
    const listing = await billListing(t.db, session, parseBillSearch(search));
    expect(listing.days, 'the list reads the bill days').not.toBeNull();
    const read = async () =>
      ok<{ total: number; totalRow: Record<string, string> }>(
        await t.call('GET', '/depotHead/list', { token: f.token, query: { currentPage: 1, pageSize: 1, search } }),
      );
    const before = await read();
    const post = async (who: keyof typeof PRICE) => {
      for (let i = 0; i < PER_USER; i += 1) {
        const res = await postBill(
          t,
          f,
          { ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: `${today} 10:00:00`, changeAmount: '0' },
          [{ barCode: f.bar.screw, operNumber: 1, unitPrice: PRICE[who], depotId: f.depot1 }],
          undefined,
          who === 'owner' ? f.token : clerk,
        );
        expect(res.status, res.text).toBe(200);
      }
    };
    let posting = true;
    const seen: Array<{ total: number; totalRow: Record<string, string> }> = [];
    // Each read gives the event loop a turn first: on PGlite a read completes in promise callbacks alone, and a reader
    // that never let timers and I/O callbacks run starved the postings (and the test's own timeout) for good.
    const reader = (async () => {
      while (posting) {
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(await read());
      }
    })();
    await Promise.all([post('owner'), post('clerk')]).finally(() => {
      posting = false;
    });
    await reader;
    const after = await read();
    seen.push(after);

    // 单据金额 (totalPrice) and 欠款 (debt: nothing paid) are the bills' prices: both move with the count, together.
    const grew = (s: { totalRow: Record<string, string> }, key: string) => new Decimal(s.totalRow[key]!).minus(before.totalRow[key]!);
    let last = before.total;
    for (const s of seen) {
      const n = s.total - before.total;
      const money = grew(s, 'totalPrice');
      expect(grew(s, 'debt').eq(money), `torn: ${JSON.stringify(s)}`).toBe(true);
      const second = money.minus(3 * n).div(2);
      expect(second.isInteger() && second.gte(0) && second.lte(Math.min(n, PER_USER)) && n - second.toNumber() <= PER_USER, `torn: ${JSON.stringify(s)}`).toBe(
        true,
      );
      expect(s.total).toBeGreaterThanOrEqual(last);
      last = s.total;
    }
    expect(after.total - before.total).toBe(2 * PER_USER);
    expect(grew(after, 'totalPrice').eq(PER_USER * (PRICE.owner + PRICE.clerk))).toBe(true);
    expect({ total: after.total, totalRow: after.totalRow }).toEqual(await listSummary(t.db, billSource(listing.where, { ...listing, days: null })));
    const bills = await sql<{ n: string; money: string }>`select count(*)::text as n, trim_scale(coalesce(sum(total_price), 0))::text as money from depot_head
      where tenant_id = ${f.tenantId} and not delete_flag and type = '出库' and sub_type = '销售' and oper_time::date = ${today}::date`.execute(t.db);
    expect({ n: Number(bills.rows[0]!.n), money: bills.rows[0]!.money }).toEqual({ n: after.total, money: after.totalRow.totalPrice });
  });

  it('two batch audits of bills of the same two days, in opposite day orders, both go through (no deadlock)', async () => {
    // A batch audit moves its bills' lines one head at a time (each head's lines, then their line days): batch A holds day
    // 1's rows when it reaches day 2, batch B the other way round. Both take their bill days in key order first.
    const day = async (back: number) => (await sql<{ d: string }>`select (current_date - ${back}::int)::text as d`.execute(t.db)).rows[0]!.d;
    const [day1, day2] = [await day(1), await day(2)];
    const draft = async (d: string) => {
      const res = await postBill(t, f, { type: '入库', subType: '其它', operTime: `${d} 09:00:00` }, [
        { barCode: f.bar.screw, operNumber: 1, unitPrice: 1, depotId: f.depot1 },
      ]);
      expect(res.status, res.text).toBe(200);
      return res.body.data.id as number;
    };
    const audit = (ids: number[]) => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: ids.join(',') } });
    for (let round = 0; round < 20; round += 1) {
      // Made in this order, each batch's heads are updated in it: A = day 1 then day 2, B = day 2 then day 1.
      const [a1, b1, a2, b2] = [await draft(day1), await draft(day2), await draft(day2), await draft(day1)];
      const answers = await Promise.all([audit([a1, a2]), audit([b1, b2])]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    const drift = await sql<{ n: string }>`select count(*)::text as n from depot_head where tenant_id = ${f.tenantId} and not delete_flag
      and type = '入库' and sub_type = '其它' and status = '0'`.execute(t.db);
    expect(drift.rows[0]!.n).toBe('0');
  });

  it('new part-paid sales, edits and deletes of part-paid sales of one day, customer and product, all at once: no deadlock', async () => {
    // A new bill takes its head's kept rows (account day, bill day, the customer's statement) and then its stock; an edit
    // or a delete withdraws its stock first and changes its head last, so each takes its head's rows before any stock
    // (lockBillSummaries). The owner's bills share one account and bill day; the clerk's share only the customer's
    // statement and the stock with the owner's, so they meet on that row alone.
    await receive(t, f, f.bar.screw, 1000);
    const sale = (qty: number, account: string, id?: number) => ({
      info: JSON.stringify({ ...(id ? { id } : {}), ...SALE_OUT, organId: f.customer, accountId: account, changeAmount: String(qty * 5) }),
      rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: qty, unitPrice: 7, depotId: f.depot1 }]),
    });
    const post = (qty: number, token = f.token, account = f.account1) =>
      t.call('POST', '/depotHead/addDepotHeadAndDetail', { token, body: sale(qty, account) });
    const edit = (id: number, qty: number) => t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: sale(qty, f.account1, id) });
    const remove = (id: number) => t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id } });
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [ok(await post(1)).id as number, ok(await post(1)).id as number];
      const answers = await Promise.all([post(1), edit(a, 2), post(2, clerk, f.account2), remove(b), post(1, clerk, f.account2)]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
  });

  it('new multi-account sales and edits of multi-account sales of the same accounts and day, all at once: no deadlock', async () => {
    // A new bill's shares (depot_head_account) follow its head: their account days would be written after the head's bill
    // day, while an edit takes every account day before its bill day. A new bill with shares takes their account days
    // right after its number, before its head.
    await receive(t, f, f.bar.screw, 1000);
    const sale = (qty: number, id?: number) => ({
      info: JSON.stringify({
        ...(id ? { id } : {}),
        ...SALE_OUT,
        organId: f.customer,
        accountIdList: [f.account1, f.account2],
        accountMoneyList: [String(qty * 2), String(qty * 3)],
        changeAmount: String(qty * 5),
      }),
      rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: qty, unitPrice: 7, depotId: f.depot1 }]),
    });
    const post = (qty: number, token = f.token) => t.call('POST', '/depotHead/addDepotHeadAndDetail', { token, body: sale(qty) });
    const edit = (id: number, qty: number) => t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: sale(qty, id) });
    const remove = (id: number) => t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id } });
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [ok(await post(1)).id as number, ok(await post(1)).id as number];
      const answers = await Promise.all([post(1), edit(a, 2), post(2, clerk), remove(b), post(1)]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    const shares = await sql<{
      n: string;
    }>`select count(*)::text as n from depot_head_account x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
      where h.tenant_id = ${f.tenantId} and not h.delete_flag and h.account_id is null and h.sub_type = '销售'`.execute(t.db);
    expect(Number(shares.rows[0]!.n)).toBeGreaterThanOrEqual(2 * 4 * 10);
  });

  it('edits moving part-paid sales to the other account and customer while new sales post to both, all at once: no deadlock', async () => {
    // An edit takes the kept rows of where its bill stands and of where it goes (lockBillSummaries' `to`): both accounts'
    // days and both customers' statements, in key order, as the new bills on either side take theirs.
    await receive(t, f, f.bar.screw, 1000);
    const other = ok<{ id: number }>(await t.call('POST', '/supplier/add', { token: f.token, body: { supplier: unique('客户乙'), type: '客户' } })).id;
    const sides = [
      { account: f.account1, customer: f.customer },
      { account: f.account2, customer: String(other) },
    ] as const;
    const sale = (side: 0 | 1, qty: number, id?: number) => ({
      info: JSON.stringify({
        ...(id ? { id } : {}),
        ...SALE_OUT,
        organId: sides[side].customer,
        accountId: sides[side].account,
        changeAmount: String(qty * 5),
      }),
      rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: qty, unitPrice: 7, depotId: f.depot1 }]),
    });
    const post = (side: 0 | 1, token = f.token) => t.call('POST', '/depotHead/addDepotHeadAndDetail', { token, body: sale(side, 1) });
    const edit = (id: number, side: 0 | 1) => t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: sale(side, 2, id) });
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [ok(await post(0)).id as number, ok(await post(1)).id as number];
      const answers = await Promise.all([post(0), edit(a, 1), post(1, clerk), edit(b, 0), post(0, clerk), post(1)]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    const moved = await sql<{ n: string }>`select count(*)::text as n from depot_head
      where tenant_id = ${f.tenantId} and not delete_flag and organ_id = ${other} and account_id = ${f.account2} and sub_type = '销售'`.execute(t.db);
    expect(Number(moved.rows[0]!.n)).toBe(10 * 3);
  });
});
