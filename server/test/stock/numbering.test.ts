import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenant, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { postFinance } from '../finance/finance-fixtures.js';
import { ok, postBill, stockFixture, type StockFixture } from './stock-fixtures.js';

// Numbers without gaps (issue 34 item 3): opening a form proposes the next number without taking it; the save
// assigns it from the kind's counter in its own transaction, so saved numbers are continuous per kind.

let t: TestApp;
let f: StockFixture;
const REQUEST = { type: '其它', subType: '请购单' };

const propose = async (prefix = 'QGD') =>
  ok<{ defaultNumber: string; number: string }>(await t.call('GET', '/sequence/buildNumber', { token: f.token, query: { prefix } }));
const save = (number: string, defaultNumber?: string, barCode = f.bar.screw) =>
  postBill(t, f, { ...REQUEST, number, ...(defaultNumber ? { defaultNumber } : {}) }, [{ barCode, operNumber: '1' }]);
const serial = (n: string) => Number(n.slice(3));

beforeAll(async () => {
  t = await createTestApp();
  // A tenant of its own: its counters start at 1 whatever other files have saved.
  const login = unique('numbers');
  await registerTenant(t, login);
  f = await stockFixture(t, login);
});
afterAll(async () => t.close());

describe('bill numbers', () => {
  it('opening and cancelling forms takes no number: the next save gets the number shown', async () => {
    const opened = [await propose(), await propose(), await propose()];
    expect(new Set(opened.map((p) => p.number)).size).toBe(1);
    const [shown] = opened;
    expect(ok(await save(shown!.number, shown!.number)).number).toBe(shown!.number);
    expect(serial((await propose()).number)).toBe(serial(shown!.number) + 1);
    // The prefix-less reference call proposes without taking either.
    const shared = ok<{ defaultNumber: string }>(await t.call('GET', '/sequence/buildNumber', { token: f.token }));
    expect(ok<{ defaultNumber: string }>(await t.call('GET', '/sequence/buildNumber', { token: f.token })).defaultNumber).toBe(shared.defaultNumber);
  });

  it('a refused save takes no number', async () => {
    const shown = await propose();
    const refused = await save(shown.number, shown.number, 'NO-SUCH-CODE');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await propose()).number).toBe(shown.number);
    expect(ok(await save(shown.number, shown.number)).number).toBe(shown.number);
  });

  it('concurrent saves of forms opened on the same proposal get consecutive numbers, none lost or repeated', async () => {
    const shown = await propose();
    // The proposal comes back as defaultNumber: whole (this web app) or its digits (buildNumber's defaultNumber).
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => save(shown.number, i % 2 ? shown.number : shown.defaultNumber)));
    const numbers = results.map((r) => ok<{ number: string }>(r).number).sort();
    const first = serial(shown.number);
    expect(numbers.map(serial)).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
    expect((await propose()).number).toBe(`QGD${String(first + 8).padStart(11, '0')}`);
  });

  it('a number the user types is kept; one ahead of the counter moves the counter past it; a taken one is refused', async () => {
    const shown = await propose();
    const ahead = `QGD${String(serial(shown.number) + 2).padStart(11, '0')}`;
    expect(ok(await save(ahead)).number).toBe(ahead);
    expect((await propose()).number).toBe(`QGD${String(serial(ahead) + 1).padStart(11, '0')}`);
    const own = `自编-${Date.now()}`;
    expect(ok(await save(own, shown.number)).number).toBe(own);
    const taken = await save(own);
    expect([taken.status, taken.body.code]).toEqual([409, 8500022]);
    // Each kind keeps its own series.
    expect((await propose('CGDD')).number).toBe('CGDD00000000001');
  });

  it('the reference client’s finance numbers (its prefix + the prefix-less proposal, no defaultNumber) are numbered at save, one after another', async () => {
    // jshERP's client fills a 收入单's billNo with 'SR' + buildNumber's defaultNumber and sends nothing else to tell it
    // was proposed; the prefix-less proposal is only read, so every new form shows the same one.
    const item = await t.db
      .insertInto('in_out_item')
      .values({ tenant_id: f.tenantId, name: unique('房租'), type: '收入' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shared = async () => ok<{ defaultNumber: string }>(await t.call('GET', '/sequence/buildNumber', { token: f.token })).defaultNumber;
    const income = async () =>
      postFinance(t, { ...f, fin: f.token, incomeItem: '', expenseItem: '' }, { type: '收入', accountId: f.account1, billNo: `SR${await shared()}` }, [
        { inOutItemId: String(item.id), eachAmount: '5' },
      ]);
    const numbers = [ok<{ billNo: string }>(await income()).billNo, ok<{ billNo: string }>(await income()).billNo];
    expect(numbers.map(serial)).toEqual([serial(numbers[0]!), serial(numbers[0]!) + 1]);
  });
});
