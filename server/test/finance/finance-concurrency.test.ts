import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setConfig } from '../stock/stock-fixtures.js';
import { balanceOf, financeFixture, postFinance, type FinanceFixture } from './finance-fixtures.js';

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
});
