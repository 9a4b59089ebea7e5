import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addPartner, ok, setConfig } from '../stock/stock-fixtures.js';
import { balanceOf, creditBillBody, financeFixture, partnerOf, postFinance, stockUp, type CreditTrade, type FinanceFixture } from './finance-fixtures.js';

// Finance documents written at the same time on PostgreSQL (PGlite takes them in turn).

let t: TestApp;
let f: FinanceFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0' });
  await stockUp(t, f);
});
afterAll(async () => t.close());

/** A new credit bill of `qty` screws, nothing paid: a sale to the customer, a purchase from the supplier (`buy`), or with `partner`. */
const newCreditBill = (qty: number, trade: CreditTrade = 'sale', partner?: string) =>
  t.call('POST', '/depotHead/addDepotHeadAndDetail', { token: f.token, body: creditBillBody(f, qty, undefined, trade, partner) });
/** A 收款 / 付款 (`type`) of 1 from account 2 against bill `settled` of `partner`. */
const settle = (type: string, partner: string, settled: { number: string }) =>
  postFinance(t, f, { type, organId: partner, accountId: f.account2, changeAmount: '1', totalPrice: '1' }, [{ billNumber: settled.number, eachAmount: '1' }]);
/** An edit of credit bill `id` to `qty` screws. */
const editCreditBill = (id: number, qty: number, trade: CreditTrade = 'sale', partner?: string) =>
  t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: creditBillBody(f, qty, id, trade, partner) });

describe('finance documents under concurrent saving', () => {
  it('opposite transfers between the same two accounts, saved and edited at once, all go through (no deadlock)', async () => {
    // A transfer moves its head account's day and then its line's: A→B takes A first, B→A takes B first. Each takes
    // all its account days in key order before writing.
    const transfer = (from: string, to: string, amount: number, id?: number) =>
      postFinance(
        t,
        f,
        { ...(id ? { id } : {}), type: '转账', accountId: from, totalPrice: String(-amount) },
        [{ accountId: to, eachAmount: String(amount) }],
        {
          update: id !== undefined,
        },
      );
    const [a, b] = [await balanceOf(t, f, f.account1), await balanceOf(t, f, f.account2)];
    for (let round = 0; round < 10; round += 1) {
      const [ab, ba] = await Promise.all([transfer(f.account1, f.account2, 3), transfer(f.account2, f.account1, 3)]);
      const answers = await Promise.all([
        transfer(f.account1, f.account2, 5),
        transfer(f.account2, f.account1, 5),
        transfer(f.account1, f.account2, 3, ab.body.data.id as number),
        transfer(f.account2, f.account1, 3, ba.body.data.id as number),
      ]);
      for (const res of [ab, ba, ...answers]) expect(res.status, res.text).toBe(200);
    }
    // Every transfer went both ways as often: the balances are where they started.
    expect([await balanceOf(t, f, f.account1), await balanceOf(t, f, f.account2)]).toEqual([a, b]);
  });

  it.each([
    { settling: '收款', trade: 'sale', partner: 'customer' },
    { settling: '付款', trade: 'buy', partner: 'supplier' },
  ] as const)(
    '$settling against credit bills, deleted drafts of it, edits of other bills of the same partner and day, and new bills, all at once: no deadlock',
    async ({ settling, trade, partner }: { settling: string; trade: CreditTrade; partner: 'customer' | 'supplier' }) => {
      // A 收款 / 付款 (saved or deleted) writes its partner's statement and then its bills' debts (their bill days); an edit
      // of another bill of that partner and day takes its bill day and then the statement. Different accounts, so no
      // account day orders them: each takes its bill days and statements in that order before its first write. And the
      // document holds its partner's row (lockMembers) while an edit's head update checks it (its foreign key): for no
      // key update.
      const bill = async () => ok<{ id: number; number: string }>(await newCreditBill(3, trade));
      const remove = (id: number) => t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id } });
      for (let round = 0; round < 10; round += 1) {
        const [x, y, z, w, v] = [await bill(), await bill(), await bill(), await bill(), await bill()];
        const drafted = ok<{ id: number }>(await settle(settling, f[partner], v)).id;
        const answers = await Promise.all([
          settle(settling, f[partner], x),
          editCreditBill(y.id, 4, trade),
          settle(settling, f[partner], z),
          remove(drafted),
          editCreditBill(w.id, 5, trade),
          newCreditBill(2, trade),
        ]);
        for (const res of answers) expect(res.status, res.text).toBe(200);
      }
    },
  );

  it('one delete of drafts of two customers, edits of both customers’ sales and new receipts, all at once: no deadlock', async () => {
    // The delete takes both customers' statements (in key order, whatever the order of its ids) before its first write.
    const other = await addPartner(t, f.tenantId, '客户', `客户乙${f.tenantId}`);
    const sale = async (customer: string) => ok<{ id: number; number: string }>(await newCreditBill(3, 'sale', customer));
    const receipt = (customer: string, settled: { number: string }) => settle('收款', customer, settled);
    for (let round = 0; round < 10; round += 1) {
      const [a1, a2, a3, b1, b2, b3] = [
        await sale(f.customer),
        await sale(f.customer),
        await sale(f.customer),
        await sale(other),
        await sale(other),
        await sale(other),
      ];
      const drafts = [ok<{ id: number }>(await receipt(other, b1)).id, ok<{ id: number }>(await receipt(f.customer, a1)).id];
      const answers = await Promise.all([
        receipt(f.customer, a2),
        editCreditBill(b2.id, 4, 'sale', other),
        t.call('DELETE', '/accountHead/deleteBatch', { token: f.fin, query: { ids: drafts.join(',') } }),
        editCreditBill(a3.id, 4, 'sale', f.customer),
        receipt(other, b3),
      ]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
  });

  it('收预付款 top-ups and their deletes, prepaid retail sales of the member, their edits and deletes, all at once: no deadlock, the advance adds up', async () => {
    // A top-up moves its account's day and the member's advance; a prepaid sale moves the member's advance, its stock and
    // its bill day; both hold the member's row (lockMembers) from before their first write.
    const member = f.member;
    const RETAIL = { type: '出库', subType: '零售', organId: member, payType: '预付款', accountId: f.account1 };
    const screws = (qty: number) => JSON.stringify([{ barCode: f.bar.screw, operNumber: String(qty), unitPrice: '2', depotId: f.depot1 }]);
    const sale = (qty: number) =>
      t.call('POST', '/depotHead/addDepotHeadAndDetail', { token: f.token, body: { info: JSON.stringify(RETAIL), rows: screws(qty) } });
    const edit = (id: number, qty: number) =>
      t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: { info: JSON.stringify({ id, ...RETAIL }), rows: screws(qty) } });
    const topUp = (amount: number) =>
      postFinance(t, f, { type: '收预付款', organId: member, totalPrice: String(amount) }, [{ accountId: f.account1, eachAmount: String(amount) }]);
    ok(await topUp(1000));
    for (let round = 0; round < 10; round += 1) {
      const [edited, removed] = [ok<{ id: number }>(await sale(5)).id, ok<{ id: number }>(await sale(5)).id];
      const drafted = ok<{ id: number }>(await topUp(7)).id;
      const answers = await Promise.all([
        topUp(20),
        sale(3),
        edit(edited, 4),
        t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: removed } }),
        t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: drafted } }),
        topUp(5),
      ]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    // Each round: top-ups of 20 and 5 (the 7 deleted), sales of 3 and of 5 edited to 4 (the other deleted), at 2 a screw.
    expect((await partnerOf(t, f, member))?.advanceIn).toBe(String(1000 + 10 * (25 - 2 * 7)));
  });
});
