import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMovements } from '../../src/modules/basic/account-balance.query.js';
import { accountDayDrift } from '../../src/modules/basic/account-day.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { financeFixture, postFinance, type FinanceFixture } from '../finance/finance-fixtures.js';
import { ok, postBill, setConfig } from '../stock/stock-fixtures.js';
import { rng } from '../support/seeded-random.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of goods bills (single account and
// multi-account) and finance documents of every kind, the money kept per account and day (account_day, migration
// 0028) equals a recomputation from the documents, and the balances and 本月发生额 that 账户统计 reads from it equal
// the account movements (the union 账户流水 reads) summed in JS — with 强审核 on and off.

let t: TestApp;
let f: FinanceFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', multi_account_flag: '1' });
});
afterAll(async () => t.close());

type Doc = { kind: 'bill' | 'finance'; id: number; status: string; make: () => [Record<string, unknown>, Array<Record<string, unknown>>] };

/** Balance and this month's movement per account, from the movements 账户流水 reads (the sources), summed in JS. */
async function expectedBalances(): Promise<Map<string, { current: Decimal; month: Decimal }>> {
  const { rows } = await sql<{ account_id: string; amount: string; oper_time: string }>`
    select m.account_id::text, m.amount::text, m.oper_time::text from (${accountMovements(t.balances, f.tenantId)}) m`.execute(t.db);
  const accounts = await t.db.selectFrom('account').select(['id', 'initial_amount']).where('tenant_id', '=', f.tenantId).execute();
  const monthStart = (await sql<{ m: string }>`select to_char(localtimestamp, 'YYYY-MM') as m`.execute(t.db)).rows[0]!.m;
  const out = new Map(accounts.map((a) => [String(a.id), { current: new Decimal(String(a.initial_amount ?? 0)), month: new Decimal(0) }]));
  for (const r of rows) {
    const a = out.get(r.account_id)!;
    a.current = a.current.plus(r.amount);
    if (r.oper_time.startsWith(monthStart)) a.month = a.month.plus(r.amount);
  }
  return out;
}

async function check(label: string) {
  const want = await expectedBalances();
  const listed = ok<{ rows: Array<{ id: number; currentAmount: string; thisMonthAmount: string }> }>(
    await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name: '', serialNo: '', currentPage: 1, pageSize: 100 } }),
  );
  for (const r of listed.rows) {
    const w = want.get(String(r.id))!;
    expect({ current: r.currentAmount, month: r.thisMonthAmount }, `${label} account ${r.id}`).toEqual({
      current: w.current.toFixed(),
      month: w.month.toFixed(),
    });
  }
  // 账户统计's 合计 row and /account/getStatistics, over every account and over the accounts a name keeps.
  const names = await t.db.selectFrom('account').select(['id', 'name']).where('tenant_id', '=', f.tenantId).where('delete_flag', '=', false).execute();
  for (const name of ['', '现金', '银行']) {
    const kept = names.filter((a) => a.name.includes(name)).map((a) => want.get(String(a.id))!);
    const sum = (k: 'current' | 'month') => kept.reduce((s, a) => s.plus(a[k]), new Decimal(0)).toFixed();
    const stats = ok(await t.call('GET', '/account/getStatistics', { token: f.token, query: { name } }));
    expect(stats, `${label} getStatistics ${name}`).toEqual({ allCurrentAmount: sum('current'), allMonthAmount: sum('month') });
    const report = ok<{ totalRow: Record<string, string> }>(
      await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name, serialNo: '', currentPage: 1, pageSize: 1 } }),
    );
    expect(report.totalRow, `${label} 合计 ${name}`).toMatchObject({ currentAmount: sum('current'), thisMonthAmount: sum('month') });
  }
}

describe('account days under random document histories', () => {
  it('equal a recomputation, and 账户统计 equals the movements summed, with 强审核 off and on', async () => {
    const random = rng(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const today = (await sql<{ d: string }>`select to_char(localtimestamp, 'YYYY-MM-DD') as d`.execute(t.db)).rows[0]!.d;
    // Some documents fall in the current month (本月发生额), the others earlier in the year.
    const day = () =>
      random() < 0.3 ? `${today} 0${1 + Math.floor(random() * 8)}:00:00` : `2026-0${1 + Math.floor(random() * 6)}-1${Math.floor(random() * 9)} 10:00:00`;
    const money = () => String(1 + Math.floor(random() * 40));
    const [a1, a2] = [f.account1, f.account2];
    const line = (qty: number) => [{ barCode: f.bar.screw, operNumber: qty, unitPrice: 2, depotId: f.depot1 }];
    const bills: Array<() => [Record<string, unknown>, Array<Record<string, unknown>>]> = [
      () => [{ type: '入库', subType: '采购', organId: f.supplier, accountId: pick([a1, a2]), operTime: day() }, line(5)],
      () => [{ type: '出库', subType: '销售', organId: f.customer, accountId: pick([a1, a2]), operTime: day(), changeAmount: '6' }, line(4)],
      () => [{ type: '入库', subType: '销售退货', organId: f.customer, accountId: a2, operTime: day() }, line(1)],
      () => [{ type: '出库', subType: '采购退货', organId: f.supplier, accountId: a1, operTime: day() }, line(1)],
      () => [
        { type: '出库', subType: '销售', organId: f.customer, accountIdList: [a1, a2], accountMoneyList: ['4', '6'], changeAmount: '10', operTime: day() },
        line(5),
      ],
    ];
    const finance: Array<() => [Record<string, unknown>, Array<Record<string, unknown>>]> = [
      () => {
        const m = money();
        return [{ type: '收入', accountId: pick([a1, a2]), billTime: day(), totalPrice: m }, [{ inOutItemId: f.incomeItem, eachAmount: m }]];
      },
      () => {
        const m = money();
        return [{ type: '支出', accountId: pick([a1, a2]), billTime: day(), totalPrice: `-${m}` }, [{ inOutItemId: f.expenseItem, eachAmount: m }]];
      },
      () => {
        const m = money();
        const [from, to] = pick([
          [a1, a2],
          [a2, a1],
        ]);
        return [{ type: '转账', accountId: from, billTime: day(), totalPrice: `-${m}` }, [{ accountId: to, eachAmount: m }]];
      },
      () => {
        const m = money();
        return [{ type: '收预付款', organId: f.member, billTime: day(), totalPrice: m }, [{ accountId: pick([a1, a2]), eachAmount: m }]];
      },
    ];
    ok(await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: a1, status: '1' }, line(1000)));
    const docs: Doc[] = [];
    let done = 0;
    for (let step = 0; step < 60; step += 1) {
      const action = docs.length < 3 ? 'post' : pick(['post', 'post', 'edit', 'audit', 'unaudit', 'delete'] as const);
      if (action === 'post') {
        const kind = pick(['bill', 'finance'] as const);
        const make = kind === 'bill' ? pick(bills) : pick(finance);
        const [info, rows] = make();
        const status = pick(['0', '1']);
        const res =
          kind === 'bill' ? await postBill(t, f, { ...info, status }, rows as never, undefined, f.token) : await postFinance(t, f, { ...info, status }, rows);
        expect(res.status, res.text).toBe(200);
        docs.push({ kind, id: res.body.data.id as number, status, make });
        done += 1;
        expect(await accountDayDrift(t.db, f.tenantId), `after posting ${JSON.stringify(info)}`).toBe(0);
        continue;
      }
      const d = pick(docs);
      const base = d.kind === 'bill' ? '/depotHead' : '/accountHead';
      if (action === 'edit' && d.status === '0') {
        const [info, rows] = d.make();
        const res =
          d.kind === 'bill'
            ? await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
                token: f.token,
                body: { info: JSON.stringify({ ...info, id: d.id }), rows: JSON.stringify(rows) },
              })
            : await postFinance(t, f, { ...info, id: d.id }, rows, { update: true });
        expect(res.status, res.text).toBe(200);
        done += 1;
      } else if (action === 'audit' || action === 'unaudit') {
        const status = action === 'audit' ? '1' : '0';
        if (d.status === status) continue;
        const res = await t.call('POST', `${base}/batchSetStatus`, { token: d.kind === 'bill' ? f.token : f.fin, body: { status, ids: String(d.id) } });
        expect(res.status, res.text).toBe(200);
        d.status = status;
        done += 1;
      } else if (action === 'delete' && d.status === '0') {
        const res =
          d.kind === 'bill'
            ? await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(d.id) } })
            : await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: d.id } });
        expect(res.status, res.text).toBe(200);
        docs.splice(docs.indexOf(d), 1);
        done += 1;
      }
      expect(await accountDayDrift(t.db, f.tenantId), `after ${action} of ${d.kind} ${d.id}`).toBe(0);
      if (step % 15 === 14) await check(`step ${step}`);
    }
    expect(done).toBeGreaterThan(40);
    expect(ok<{ changed: number }>(await t.call('POST', '/account/repairAccountDays', { token: f.token, body: {} })).changed).toBe(0);
    await check('强审核 off');
    await setConfig(t, f, { force_approval_flag: '1' });
    await check('强审核 on');
    await setConfig(t, f, { force_approval_flag: '0' });
  }, 300_000);

  it('a change that moves no money leaves its account days unwritten; one that moves money writes them', async () => {
    // Migration 0042: the triggers leave out the keys whose figures do not change (a head's remark, its stock flag), so
    // such an update neither rewrites nor locks the day row. `xmin` names the transaction that last wrote a row.
    const sale = ok<{ id: number }>(
      await postBill(t, f, { type: '出库', subType: '销售', organId: f.customer, accountId: f.account2, changeAmount: '7', operTime: '2025-03-03 10:00:00' }, [
        { barCode: f.bar.screw, operNumber: 1, unitPrice: 9, depotId: f.depot1 },
      ]),
    );
    const row = async () =>
      (
        await sql<{ xmin: string; in_amount: string }>`select xmin::text, trim_scale(in_amount)::text as in_amount from account_day
          where tenant_id = ${f.tenantId} and account_id = ${f.account2} and day = '2025-03-03' and not audited`.execute(t.db)
      ).rows;
    const before = await row();
    expect(before).toEqual([{ xmin: expect.any(String), in_amount: '7' }]);
    await sql`update depot_head set remark = 'no money', stock_applied = not stock_applied where tenant_id = ${f.tenantId} and id = ${sale.id}`.execute(t.db);
    await sql`update depot_head set stock_applied = not stock_applied where tenant_id = ${f.tenantId} and id = ${sale.id}`.execute(t.db);
    expect(await row()).toEqual(before);
    await sql`update depot_head set change_amount = 8 where tenant_id = ${f.tenantId} and id = ${sale.id}`.execute(t.db);
    const after = await row();
    expect(after).toEqual([{ xmin: expect.any(String), in_amount: '8' }]);
    expect(after[0]!.xmin).not.toBe(before[0]!.xmin);
    expect(await accountDayDrift(t.db, f.tenantId)).toBe(0);
  });

  it('the repair restores a damaged or lost day and then finds nothing to change', async () => {
    const repair = () => t.call('POST', '/account/repairAccountDays', { token: f.token, body: {} });
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
    const [some] = (await sql<{ day: string }>`select day::text from account_day where tenant_id = ${f.tenantId} and in_amount > 0 limit 1`.execute(t.db)).rows;
    await sql`update account_day set in_amount = in_amount + 1 where tenant_id = ${f.tenantId} and day = ${some!.day}::date and in_amount > 0`.execute(t.db);
    await sql`delete from account_day where tenant_id = ${f.tenantId} and account_id = ${f.account2} and out_amount > 0
      and day = (select min(day) from account_day where tenant_id = ${f.tenantId} and account_id = ${f.account2} and out_amount > 0)`.execute(t.db);
    expect(ok<{ changed: number }>(await repair()).changed).toBeGreaterThanOrEqual(2);
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
    await check('after the repair');
    // Another user without the product page's 编辑 may not run it.
    expect((await t.call('POST', '/account/repairAccountDays', { token: f.fin, body: {} })).status).toBe(403);
  });
});
