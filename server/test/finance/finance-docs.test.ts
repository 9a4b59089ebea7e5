import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, setConfig } from '../stock/stock-fixtures.js';
import { balanceOf, financeFixture, postFinance, refusedWith, type FinanceFixture } from './finance-fixtures.js';

let t: TestApp;
let f: FinanceFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0' });
});
afterAll(async () => t.close());

const list = (search: Record<string, unknown>, token = f.fin) =>
  t.call('GET', '/accountHead/list', { token, query: { search: JSON.stringify(search), currentPage: 1, pageSize: 50 } });

describe('收入单 / 支出单: lifecycle and formulas', () => {
  it('saves an income with its items, moves the account, lists it with totals, reads it and its lines', async () => {
    const before = await balanceOf(t, f, f.account1);
    const saved = ok<{ id: number; billNo: string; status: string }>(
      await postFinance(t, f, { type: '收入', accountId: f.account1, billTime: '2026-11-20 10:00:00', totalPrice: '80.5', remark: '房租收入' }, [
        { inOutItemId: f.incomeItem, eachAmount: '50.25' },
        { inOutItemId: f.incomeItem, eachAmount: 30.25, remark: '押金' },
      ]),
    );
    expect(saved.billNo).toMatch(/^SR\d{11}$/);
    expect(saved.status).toBe('0');
    expect(await balanceOf(t, f, f.account1)).toBe(String(Number(before) + 80.5));
    const page = ok<{ rows: Array<Record<string, unknown>>; total: number; totalRow: Record<string, string> }>(
      await list({ type: '收入', billNo: saved.billNo }),
    );
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      billNo: saved.billNo,
      totalPrice: '80.5',
      changeAmount: '80.5',
      status: '0',
      remark: '房租收入',
      billTimeStr: '2026-11-20 10:00:00',
    });
    expect(page.totalRow).toMatchObject({ totalPrice: '80.5', changeAmount: '80.5' });
    const info = ok<{ info: Record<string, unknown> }>(await t.call('GET', '/accountHead/info', { token: f.fin, query: { id: saved.id } }));
    expect(info.info).toMatchObject({ id: saved.id, type: '收入', accountId: Number(f.account1) });
    const lines = ok<{ total: number; rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/accountItem/getDetailList', { token: f.fin, query: { headerId: saved.id } }),
    );
    expect(lines.rows.map((r) => [r.inOutItemId, r.eachAmount, r.remark])).toEqual([
      [Number(f.incomeItem), '50.25', null],
      [Number(f.incomeItem), '30.25', '押金'],
    ]);
    expect(ok(await t.call('GET', '/accountHead/getDetailByNumber', { token: f.fin, query: { billNo: saved.billNo } }))).toMatchObject({ id: saved.id });
    expect(ok(await t.call('GET', '/accountHead/getDetailByNumber', { token: f.fin, query: { billNo: 'NOPE' } }))).toEqual({});
  });

  it('an expense takes money out; the item must be an expense item; the total is checked', async () => {
    const before = await balanceOf(t, f, f.account2);
    ok(await postFinance(t, f, { type: '支出', accountId: f.account2, totalPrice: '-12' }, [{ inOutItemId: f.expenseItem, eachAmount: '12' }]));
    expect(await balanceOf(t, f, f.account2)).toBe(String(Number(before) - 12));
    expect(refusedWith(await postFinance(t, f, { type: '支出', accountId: f.account2 }, [{ inOutItemId: f.incomeItem, eachAmount: '5' }]), 400)).toContain(
      '支出项目不存在',
    );
    expect(
      refusedWith(await postFinance(t, f, { type: '支出', accountId: f.account2, totalPrice: '6' }, [{ inOutItemId: f.expenseItem, eachAmount: '5' }]), 400),
    ).toBe('合计金额计算不正确，应为5.00');
    expect(refusedWith(await postFinance(t, f, { type: '支出', accountId: f.account2 }, []), 422, 9500003)).toBe('单据明细不能为空');
    expect(refusedWith(await postFinance(t, f, { type: '支出' }, [{ inOutItemId: f.expenseItem, eachAmount: '5' }]), 400)).toBe('结算账户不能为空');
    expect(refusedWith(await postFinance(t, f, { type: '支出', accountId: f.account2 }, [{ inOutItemId: f.expenseItem, eachAmount: '-5' }]), 400)).toBe(
      '第1行金额不正确',
    );
  });

  it('audits, refuses editing and deleting an audited document, un-audits, edits and deletes a draft', async () => {
    const { id, billNo } = ok<{ id: number; billNo: string }>(
      await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '10' }]),
    );
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(id) } }));
    refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(id) } }), 422, 9500007);
    refusedWith(
      await postFinance(t, f, { id, type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '11' }], { update: true }),
      422,
      9500010,
    );
    refusedWith(await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id } }), 422, 9500004);
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '0', ids: String(id) } }));
    refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '0', ids: String(id) } }), 422, 9500008);
    const before = await balanceOf(t, f, f.account1);
    const edited = ok<{ billNo: string }>(
      await postFinance(t, f, { id, type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '15' }], { update: true }),
    );
    expect(edited.billNo).toBe(billNo);
    expect(await balanceOf(t, f, f.account1)).toBe(String(Number(before) + 5));
    ok(await t.call('DELETE', '/accountHead/deleteBatch', { token: f.fin, query: { ids: `${id}` } }));
    expect(await balanceOf(t, f, f.account1)).toBe(String(Number(before) - 10));
    refusedWith(await t.call('GET', '/accountHead/info', { token: f.fin, query: { id } }), 404);
    const log = await t.db.selectFrom('operation_log').select('content').where('tenant_id', '=', f.tenantId).where('content', 'like', `%${billNo}%`).execute();
    expect(log.map((l) => l.content)).toEqual(
      expect.arrayContaining([`新增${billNo}`, `[审核]${billNo}`, `[反审核]${billNo}`, `修改${billNo}`, `删除${billNo}`]),
    );
  });

  it('under 强审核 only audited documents move the account', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const before = await balanceOf(t, f, f.account1);
      const { id } = ok<{ id: number }>(await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '7' }]));
      expect(await balanceOf(t, f, f.account1)).toBe(before);
      ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(id) } }));
      expect(await balanceOf(t, f, f.account1)).toBe(String(Number(before) + 7));
      const saved = ok<{ status: string }>(
        await postFinance(t, f, { type: '收入', accountId: f.account1, status: '1' }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }]),
      );
      expect(saved.status).toBe('1');
      expect(await balanceOf(t, f, f.account1)).toBe(String(Number(before) + 8));
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });
});

describe('转账单', () => {
  it('moves money from the head account to each line account; the same account on both sides is refused by name', async () => {
    const [a1, a2] = [await balanceOf(t, f, f.account1), await balanceOf(t, f, f.account2)];
    ok(await postFinance(t, f, { type: '转账', accountId: f.account1, totalPrice: '-100' }, [{ accountId: f.account2, eachAmount: '100' }]));
    expect(await balanceOf(t, f, f.account1)).toBe(String(Number(a1) - 100));
    expect(await balanceOf(t, f, f.account2)).toBe(String(Number(a2) + 100));
    const name = (await t.db.selectFrom('account').select('name').where('id', '=', f.account1).executeTakeFirstOrThrow()).name;
    expect(refusedWith(await postFinance(t, f, { type: '转账', accountId: f.account1 }, [{ accountId: f.account1, eachAmount: '5' }]), 422, 9500006)).toBe(
      `付款账户:${name}和明细中的账户重复`,
    );
    expect(refusedWith(await postFinance(t, f, { type: '转账', accountId: f.account1 }, [{ eachAmount: '5' }]), 400)).toBe('第1行账户不能为空');
  });
});

describe('账户流水 and /account/getStatistics', () => {
  it("show a transfer's two sides on the two accounts, with the running balance, and count it in the statistics", async () => {
    const name = async (id: string) => (await t.db.selectFrom('account').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
    const [n1, n2] = [await name(f.account1), await name(f.account2)];
    const stats = async (n: string) =>
      ok<{ allCurrentAmount: string }>(await t.call('GET', '/account/getStatistics', { token: f.token, query: { name: n } })).allCurrentAmount;
    const [s1, s2] = [await stats(n1), await stats(n2)];
    const { billNo } = ok<{ billNo: string }>(await postFinance(t, f, { type: '转账', accountId: f.account2 }, [{ accountId: f.account1, eachAmount: '7.5' }]));
    expect(Number(await stats(n1))).toBe(Number(s1) + 7.5);
    expect(Number(await stats(n2))).toBe(Number(s2) - 7.5);
    const flow = async (accountId: string) =>
      ok<{ rows: Array<Record<string, unknown>> }>(
        await t.call('GET', '/account/findAccountInOutList', { token: f.token, query: { currentPage: 1, pageSize: 50, accountId, number: billNo } }),
      ).rows;
    const into = (await flow(f.account1))[0];
    const out = (await flow(f.account2))[0];
    expect(into).toMatchObject({ number: billNo, type: '转账', changeAmount: '7.5', balance: await balanceOf(t, f, f.account1) });
    expect(out).toMatchObject({ number: billNo, changeAmount: '-7.5', balance: await balanceOf(t, f, f.account2) });
  });
});

describe('numbers, idempotency, permissions and tenants', () => {
  it('refuses a number another document has, and answers a repeated Idempotency-Key with the first answer', async () => {
    const first = ok<{ id: number; billNo: string }>(
      await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }], {
        headers: { 'Idempotency-Key': 'fin-key-1' },
      }),
    );
    const again = ok<{ id: number; billNo: string }>(
      await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }], {
        headers: { 'Idempotency-Key': 'fin-key-1' },
      }),
    );
    expect(again).toEqual(first);
    expect(await t.db.selectFrom('account_head').select('id').where('number', '=', first.billNo).execute()).toHaveLength(1);
    refusedWith(
      await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '2' }], {
        headers: { 'Idempotency-Key': 'fin-key-1' },
      }),
      409,
    );
    refusedWith(
      await postFinance(t, f, { type: '收入', accountId: f.account1, billNo: first.billNo }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }]),
      409,
      9500005,
    );
  });

  it("checks each kind's page and buttons on the server, and the role's data scope on the list", async () => {
    const role = await createRole(t, f.tenantId, unique('收入员'), [{ url: '/financial/item_in', btnStr: '1' }], '个人数据');
    const login = unique('srclerk');
    await createUser(t, f.tenantId, login, role);
    const clerk = await sessionFor(t, login);
    ok(await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }], { token: clerk }));
    refusedWith(await postFinance(t, f, { type: '支出', accountId: f.account1 }, [{ inOutItemId: f.expenseItem, eachAmount: '1' }], { token: clerk }), 403);
    refusedWith(
      await postFinance(t, f, { type: '收入', accountId: f.account1, status: '1' }, [{ inOutItemId: f.incomeItem, eachAmount: '1' }], { token: clerk }),
      403,
    );
    refusedWith(await list({ type: '支出' }, clerk), 403);
    const mine = ok<{ rows: Array<{ id: number }>; total: number }>(await list({ type: '收入' }, clerk));
    expect(mine.total).toBe(1);
    const others = ok<{ rows: Array<{ id: number }> }>(await list({ type: '收入' }));
    const foreign = others.rows.find((r) => !mine.rows.some((m) => m.id === r.id));
    expect(foreign).toBeDefined();
    refusedWith(await t.call('GET', '/accountHead/info', { token: clerk, query: { id: foreign?.id ?? 0 } }), 404);
    // Outside the data scope reads as missing, for actions as for reads (docs/decisions.md).
    refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token: clerk, body: { status: '1', ids: String(foreign?.id) } }), 404);
  });

  it("reads another tenant's documents as not found", async () => {
    const { id } = ok<{ id: number }>(await postFinance(t, f, { type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '3' }]));
    const other = await registerTenant(t, unique('fintenant'));
    const token = await sessionFor(
      t,
      (await t.db.selectFrom('app_user').select('login_name').where('id', '=', other.userId).executeTakeFirstOrThrow()).login_name,
    );
    refusedWith(await t.call('GET', '/accountHead/info', { token, query: { id } }), 404);
    refusedWith(await t.call('GET', '/accountItem/getDetailList', { token, query: { headerId: id } }), 404);
    refusedWith(await t.call('DELETE', '/accountHead/delete', { token, query: { id } }), 404);
    refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token, body: { status: '1', ids: String(id) } }), 404);
    refusedWith(
      await postFinance(t, f, { id, type: '收入', accountId: f.account1 }, [{ inOutItemId: f.incomeItem, eachAmount: '3' }], { token, update: true }),
      404,
    );
  });
});
