import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, receive, setConfig, stockOf } from '../stock/stock-fixtures.js';
import { balanceOf, financeFixture, postFinance, type FinanceFixture } from './finance-fixtures.js';

// Transfers in opposite directions between the same accounts and depots at the same moment (issue 33 item 8): many
// pairs at once, through every step of their life (saved, edited, audited, un-audited, deleted). No deadlock may
// reach the user — every writer takes its rows in one order (account days by key, stock by material then depot). On
// PostgreSQL the requests really run side by side; the embedded database takes them in turn.

const PAIRS = 8;

let t: TestApp;
let f: FinanceFixture;
let account3: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0' });
  account3 = String((await t.db.insertInto('account').values({ tenant_id: f.tenantId, name: '第三账户' }).returning('id').executeTakeFirstOrThrow()).id);
});
afterAll(async () => t.close());

const all200 = (answers: ApiResponse[]) => expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.text}`)).toEqual([]);
const ids = (answers: ApiResponse[]) => answers.map((a) => ok<{ id: number }>(a).id);
const setStatus = (base: string, token: string, id: number, status: '0' | '1') =>
  t.call('POST', `${base}/batchSetStatus`, { token, body: { status, ids: String(id) } });
const remove = (base: string, token: string, id: number) => t.call('DELETE', `${base}/delete`, { token, query: { id } });

describe('opposite transfers at the same moment', () => {
  it('转账 A→B and B→A (and A→B,C against C→B,A), many pairs at once, saved, edited, audited, un-audited, deleted: all answer 200', async () => {
    const transfer = (from: string, to: string[], amount: number, id?: number) =>
      postFinance(
        t,
        f,
        { ...(id ? { id } : {}), type: '转账', accountId: from, totalPrice: String(-amount * to.length) },
        to.map((accountId) => ({ accountId, eachAmount: String(amount) })),
        { update: id !== undefined },
      );
    const accounts = [f.account1, f.account2, account3];
    const before = await Promise.all(accounts.map((a) => balanceOf(t, f, a)));
    // Per pair: one way and the other, with the lines' accounts in opposite orders too.
    const pairs = Array.from({ length: PAIRS }, (_, i) =>
      i % 2 === 0
        ? [
            [f.account1, [f.account2]],
            [f.account2, [f.account1]],
          ]
        : [
            [f.account1, [f.account2, account3]],
            [account3, [f.account2, f.account1]],
          ],
    ).flat() as Array<[string, string[]]>;

    const saved = await Promise.all(pairs.map(([from, to]) => transfer(from, to, 3)));
    all200(saved);
    const docs = ids(saved);
    all200(await Promise.all(pairs.map(([from, to], i) => transfer(from, to, 5, docs[i]))));
    all200(await Promise.all(docs.map((id) => setStatus('/accountHead', f.fin, id, '1'))));
    all200(await Promise.all(docs.map((id) => setStatus('/accountHead', f.fin, id, '0'))));
    all200(await Promise.all(docs.map((id) => remove('/accountHead', f.fin, id))));

    expect(await Promise.all(accounts.map((a) => balanceOf(t, f, a)))).toEqual(before);
  });

  it('调拨 depot 1→2 and 2→1 of two products (lines in opposite orders), many pairs at once, saved, edited, un-audited, deleted: all answer 200', async () => {
    for (const depot of [f.depot1, f.depot2]) {
      await receive(t, f, f.bar.screw, 1000, depot);
      await receive(t, f, f.bar.nutPiece, 1000, depot);
    }
    const stock = () =>
      Promise.all(
        [f.material.screw, f.material.nut].flatMap((m) => [f.depot1, f.depot2].map(async (d) => [await stockOf(t, f, m, d), await ledgerOf(t, f, m, d)])),
      );
    const before = await stock();
    const move = (from: string, to: string, qty: number, reversed: boolean, id?: number) => {
      const lines = [f.bar.screw, f.bar.nutPiece].map((barCode) => ({ barCode, operNumber: String(qty), unitPrice: '1', depotId: from, anotherDepotId: to }));
      const info = { ...(id ? { id } : {}), type: '出库', subType: '调拨', status: '1' };
      const rows = reversed ? lines.reverse() : lines;
      return id
        ? t.call('PUT', '/depotHead/updateDepotHeadAndDetail', { token: f.token, body: { info: JSON.stringify(info), rows: JSON.stringify(rows) } })
        : postBill(t, f, info, rows);
    };
    const pairs = Array.from({ length: PAIRS }, () => [
      [f.depot1, f.depot2, false],
      [f.depot2, f.depot1, true],
    ]).flat() as Array<[string, string, boolean]>;

    const saved = await Promise.all(pairs.map(([from, to, reversed]) => move(from, to, 2, reversed)));
    all200(saved);
    const bills = ids(saved);
    // An audited bill is un-audited before it is edited or deleted.
    all200(await Promise.all(bills.map((id) => setStatus('/depotHead', f.token, id, '0'))));
    all200(await Promise.all(pairs.map(([from, to, reversed], i) => move(from, to, 3, reversed, bills[i]))));
    all200(await Promise.all(bills.map((id) => setStatus('/depotHead', f.token, id, '0'))));
    all200(await Promise.all(bills.map((id) => remove('/depotHead', f.token, id))));

    // Stock where it started, and equal to its ledger, in both depots.
    expect(await stock()).toEqual(before);
    for (const [current, ledger] of await stock()) expect(current).toBe(ledger);
  });
});
