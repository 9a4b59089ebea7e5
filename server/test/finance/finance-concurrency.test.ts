import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setConfig } from '../stock/stock-fixtures.js';
import { balanceOf, creditSale, creditSaleBody, financeFixture, postFinance, stockUp, type FinanceFixture } from './finance-fixtures.js';

// Finance documents written at the same time on PostgreSQL (PGlite takes them in turn).

let t: TestApp;
let f: FinanceFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0' });
});
afterAll(async () => t.close());

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

  it('receipts against sales, deleted receipts, edits of other sales of the same customer and day, and new sales, all at once: no deadlock', async () => {
    // A receipt (saved or deleted) writes the customer's statement and then its bills' debts (their bill days); an edit of
    // another sale of that customer and day takes its bill day and then the statement. Different accounts, so no account
    // day orders them: each takes its bill days and statements in that order before its first write. And a receipt holds
    // its customer's row (lockMembers) while an edit's head update checks it (its foreign key): for no key update.
    await stockUp(t, f);
    const edit = (id: number, qty: number) => t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: creditSaleBody(f, qty, id) });
    const receipt = (bill: { number: string }) =>
      postFinance(t, f, { type: '收款', organId: f.customer, accountId: f.account2, changeAmount: '1', totalPrice: '1' }, [
        { billNumber: bill.number, eachAmount: '1' },
      ]);
    const remove = (id: number) => t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id } });
    for (let round = 0; round < 10; round += 1) {
      const [x, y, z, w, v] = [
        await creditSale(t, f, 3, '0'),
        await creditSale(t, f, 3, '0'),
        await creditSale(t, f, 3, '0'),
        await creditSale(t, f, 3, '0'),
        await creditSale(t, f, 3, '0'),
      ];
      const drafted = (await receipt(v)).body.data.id as number;
      const answers = await Promise.all([
        receipt(x),
        edit(y.id, 4),
        receipt(z),
        remove(drafted),
        edit(w.id, 5),
        t.call('POST', '/depotHead/addDepotHeadAndDetail', { token: f.token, body: creditSaleBody(f, 2) }),
      ]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
  });
});
