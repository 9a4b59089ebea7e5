import { FINANCE_KINDS, FINANCE_PREFIXES, kindsWhere } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerStatementDrift } from '../../src/modules/reports/partner-statement.repository.js';
import { unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { financeFixture, partnerOf, postFinance, type FinanceFixture } from '../finance/finance-fixtures.js';
import { ok, postBill, setConfig } from '../stock/stock-fixtures.js';
import { rng } from '../support/seeded-random.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of sales, purchases and their returns and of
// 收款 / 付款 documents (against bills and against the opening balance), moving bills between partners, and of direct
// statements on the tables (a bill or receipt written, changed or removed outside the app), the kept all-time totals
// per partner (partner_statement, migration 0034) equal a recomputation from the documents — so dropping any of its
// nine triggers fails here — and 客户对账 / 供应商对账 equal reports.md §10 worked out in JS from the documents' rows,
// for periods whose edges fall on bills (a bill at the first day's 00:00:00 belongs to the period), and the partner
// lists' 累计应收 / 应付 equal the all-time closing balance.

let t: TestApp;
let f: FinanceFixture;
const customers: string[] = [];
const vendors: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', customer_flag: '0' });
  const partner = async (type: '客户' | '供应商', opening: string) =>
    String(
      (
        await t.db
          .insertInto('supplier')
          .values({
            tenant_id: f.tenantId,
            supplier: unique(`对账${type}`),
            type,
            ...(type === '客户' ? { begin_need_get: opening } : { begin_need_pay: opening }),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  customers.push(await partner('客户', '500'), await partner('客户', '0'));
  vendors.push(await partner('供应商', '800'), await partner('供应商', '0'));
});
afterAll(async () => t.close());

type Make = () => [Record<string, unknown>, Array<Record<string, unknown>>];
type Doc = { kind: 'bill' | 'finance'; id: number; status: string; make: Make };

const time = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`);

/** reports.md §10 in JS from the rows as stored: every partner of the type, keyed by id. */
async function expected(type: '客户' | '供应商', beginTime: string, endTime: string) {
  const trade = type === '客户' ? 'sale' : 'buy';
  const begin = `${beginTime} 00:00:00`;
  const end = `${endTime} 23:59:59`;
  const partners = await t.db
    .selectFrom('supplier')
    .select(['id', 'begin_need_get', 'begin_need_pay'])
    .where('tenant_id', '=', f.tenantId)
    .where('type', '=', type)
    .where('delete_flag', '=', false)
    .where('enabled', '=', true)
    .execute();
  const out = new Map(
    partners.map((p) => [
      String(p.id),
      { pre: new Decimal(String(type === '客户' ? p.begin_need_get : p.begin_need_pay)), debt: new Decimal(0), back: new Decimal(0) },
    ]),
  );
  const { rows: bills } = await sql<{ organ_id: string; prefix: string; at: string; owed: string }>`
    select organ_id::text, prefix, ${time('oper_time')} as at,
      (discount_last_money + other_money - deposit - abs(change_amount))::text as owed
    from depot_head where tenant_id = ${f.tenantId} and not delete_flag and organ_id is not null`.execute(t.db);
  for (const b of bills) {
    const p = out.get(b.organ_id);
    const kind = kindsWhere((k) => k.report === trade && !k.returns).includes(b.prefix as never)
      ? 1
      : kindsWhere((k) => k.report === trade && !!k.returns).includes(b.prefix as never)
        ? -1
        : 0;
    if (!p || kind === 0 || b.at > end) continue;
    const owed = new Decimal(b.owed).times(kind);
    if (b.at < begin) p.pre = p.pre.plus(owed);
    else p.debt = p.debt.plus(owed);
  }
  const settling = FINANCE_PREFIXES.filter((x) => FINANCE_KINDS[x].settlesReport === trade) as string[];
  const { rows: lines } = await sql<{ organ_id: string; prefix: string; at: string; amount: string }>`
    select h.organ_id::text, h.prefix, ${time('h.bill_time')} as at, i.each_amount::text as amount
    from account_item i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = ${f.tenantId} and not i.delete_flag and not h.delete_flag and h.organ_id is not null`.execute(t.db);
  for (const l of lines) {
    const p = out.get(l.organ_id);
    if (!p || !settling.includes(l.prefix) || l.at > end) continue;
    if (l.at < begin) p.pre = p.pre.minus(l.amount);
    else p.back = p.back.plus(l.amount);
  }
  return new Map(
    [...out].map(([id, p]) => [
      id,
      { preNeed: p.pre.toFixed(), debtMoney: p.debt.toFixed(), backMoney: p.back.toFixed(), allNeed: p.pre.plus(p.debt).minus(p.back).toFixed() },
    ]),
  );
}

const PERIODS: ReadonlyArray<[string, string]> = [
  ['2026-03-01', '2026-03-31'],
  ['2026-02-01', '2026-05-31'],
  ['2026-04-01', '2026-04-01'],
  ['2000-01-01', '2099-12-31'],
  // A last day before the first: nothing in the period, the opening up to the last day's end.
  ['2026-05-01', '2026-03-31'],
];

async function check(label: string) {
  for (const type of ['客户', '供应商'] as const) {
    for (const [beginTime, endTime] of PERIODS) {
      const want = await expected(type, beginTime, endTime);
      const data = ok<{ rows: Array<Record<string, unknown>>; total: number; firstMoney: string; lastMoney: string }>(
        await t.call('GET', '/depotHead/getStatementAccount', {
          token: f.token,
          query: { supplierType: type, beginTime, endTime, currentPage: 1, pageSize: 500 },
        }),
      );
      const got = new Map(data.rows.map((r) => [String(r.id), { preNeed: r.preNeed, debtMoney: r.debtMoney, backMoney: r.backMoney, allNeed: r.allNeed }]));
      expect(got, `${label} ${type} ${beginTime}…${endTime}`).toEqual(want);
      const sum = (k: 'preNeed' | 'allNeed') => [...want.values()].reduce((s, r) => s.plus(r[k]), new Decimal(0)).toFixed();
      expect({ firstMoney: data.firstMoney, lastMoney: data.lastMoney }, `${label} ${type} totals`).toEqual({
        firstMoney: sum('preNeed'),
        lastMoney: sum('allNeed'),
      });
      const owing = ok<{ total: number }>(
        await t.call('GET', '/depotHead/getStatementAccount', {
          token: f.token,
          query: { supplierType: type, beginTime, endTime, hasDebt: '1', currentPage: 1, pageSize: 1 },
        }),
      );
      expect(owing.total, `${label} ${type} 有欠款`).toBe([...want.values()].filter((r) => r.allNeed !== '0').length);
    }
    // The partner lists' 累计应收 / 应付 are the closing balance over all time.
    const always = await expected(type, '2000-01-01', '2099-12-31');
    for (const id of type === '客户' ? customers : vendors) {
      const balance = await partnerOf(t, f, id);
      expect(type === '客户' ? balance?.allNeedGet : balance?.allNeedPay, `${label} ${type} ${id} 累计`).toBe(always.get(id)!.allNeed);
    }
  }
}

describe('partner statement totals under random document histories', () => {
  it('the triggers follow the catalogue: the trade kinds and settling finance kinds are the ones migration 0034 names', () => {
    expect([kindsWhere((k) => k.report === 'sale' && !k.returns), kindsWhere((k) => k.report === 'sale' && !!k.returns)]).toEqual([['XSCK'], ['XSTH']]);
    expect([kindsWhere((k) => k.report === 'buy' && !k.returns), kindsWhere((k) => k.report === 'buy' && !!k.returns)]).toEqual([['CGRK'], ['CGTH']]);
    expect(FINANCE_PREFIXES.filter((p) => FINANCE_KINDS[p].settlesReport)).toEqual(['SK', 'FK']);
    expect([FINANCE_KINDS.SK.settlesReport, FINANCE_KINDS.FK.settlesReport]).toEqual(['sale', 'buy']);
  });

  it('equal a recomputation, and the statements equal §10 worked out from the documents', async () => {
    const random = rng(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    // Days around the March period's edges, with bills exactly at a first day's 00:00:00 and a last day's 23:59:59.
    const day = () =>
      pick([
        '2026-02-28 23:59:59',
        '2026-03-01 00:00:00',
        '2026-03-15 10:00:00',
        '2026-03-31 23:59:59',
        '2026-04-01 00:00:00',
        '2026-04-20 09:30:00',
        '2026-01-10 08:00:00',
        '2026-06-02 16:00:00',
      ]);
    const money = () => String(1 + Math.floor(random() * 30));
    const line = (qty: number) => [{ barCode: f.bar.screw, operNumber: qty, unitPrice: 2, depotId: f.depot1 }];
    const credit = (qty: number) => ({ changeAmount: String(Math.floor(random() * qty)), otherMoney: pick(['0', '0', '3']) });
    const bills: Make[] = [
      () => [{ type: '出库', subType: '销售', organId: pick(customers), accountId: f.account1, operTime: day(), ...credit(8) }, line(4)],
      () => [{ type: '入库', subType: '销售退货', organId: pick(customers), accountId: f.account1, operTime: day(), ...credit(2) }, line(1)],
      () => [{ type: '入库', subType: '采购', organId: pick(vendors), accountId: f.account2, operTime: day(), ...credit(10) }, line(5)],
      () => [{ type: '出库', subType: '采购退货', organId: pick(vendors), accountId: f.account2, operTime: day(), ...credit(2) }, line(1)],
    ];
    // Settlements of the opening balances (QiChu): the partners with one have plenty left.
    const finance: Make[] = [
      () => [{ type: '收款', organId: customers[0], accountId: f.account1, billTime: day() }, [{ billNumber: 'QiChu', eachAmount: money() }]],
      () => [{ type: '付款', organId: vendors[0], accountId: f.account2, billTime: day() }, [{ billNumber: 'QiChu', eachAmount: money() }]],
    ];
    ok(await postBill(t, f, { type: '入库', subType: '采购', organId: vendors[1], accountId: f.account1, status: '1' }, line(1000)));
    const docs: Doc[] = [];
    const RAW = ['bill insert', 'receipt insert', 'bill update', 'receipt update', 'bill delete', 'receipt delete'] as const;
    const raw: Array<{ table: 'bill' | 'receipt'; id: string }> = [];
    let done = 0;
    let rawDone = 0;
    const drift = async (what: string) => expect(await partnerStatementDrift(t.db, f.tenantId), what).toBe(0);

    for (let step = 0; step < 150; step += 1) {
      if (step % 30 === 29) await check(`step ${step}`);
      const action =
        docs.length < 3 ? 'post' : pick(['post', 'post', 'settle', 'edit', 'edit', 'edit', 'audit', 'unaudit', 'unaudit', 'delete', 'delete', 'raw'] as const);
      if (action === 'post') {
        const kind = pick(['bill', 'bill', 'finance'] as const);
        const make = kind === 'bill' ? pick(bills) : pick(finance);
        const [info, rows] = make();
        const status = pick(['0', '1']);
        const res =
          kind === 'bill' ? await postBill(t, f, { ...info, status }, rows as never, undefined, f.token) : await postFinance(t, f, { ...info, status }, rows);
        expect(res.status, res.text).toBe(200);
        docs.push({ kind, id: res.body.data.id as number, status, make });
        done += 1;
        await drift(`after posting ${JSON.stringify(info)}`);
        continue;
      }
      if (action === 'settle') {
        // A receipt or payment of 1 against a live sale or purchase (refused when the bill owes less).
        const owing = await t.db
          .selectFrom('depot_head')
          .select(['id', 'number', 'organ_id', 'prefix'])
          .where('tenant_id', '=', f.tenantId)
          .where('id', 'in', ['0', ...docs.filter((d) => d.kind === 'bill').map((d) => String(d.id))])
          .where('prefix', 'in', ['XSCK', 'CGRK'])
          .where('delete_flag', '=', false)
          .execute();
        const head = owing.length ? pick(owing) : undefined;
        if (!head) continue;
        const type = head.prefix === 'XSCK' ? '收款' : '付款';
        const res = await postFinance(t, f, { type, organId: head.organ_id, accountId: f.account1, billTime: day() }, [
          { billNumber: head.number, eachAmount: '1' },
        ]);
        expect([200, 422], res.text).toContain(res.status);
        if (res.status === 200) {
          const [info, rows] = [{ type, organId: head.organ_id, accountId: f.account1, billTime: day() }, [{ billNumber: 'QiChu', eachAmount: '1' }]];
          // Its edit settles the opening balance instead (of a partner with one: the receipt moves to it).
          const make: Make = () => [{ ...info, organId: type === '收款' ? customers[0] : vendors[0] }, rows];
          docs.push({ kind: 'finance', id: res.body.data.id as number, status: '0', make });
          done += 1;
        }
        await drift(`after settling bill ${head.id}`);
        continue;
      }
      if (action === 'raw') {
        // Statements the app does not issue, in turn: a bill and a receipt written, changed and removed directly (a
        // purge, a hand fix) — each keeping the document's own figures (debt, total) as the app would.
        const which = RAW[rawDone % RAW.length]!;
        const mine = raw.filter((x) => which.startsWith(x.table));
        const r = mine.length ? pick(mine) : undefined;
        const at = day();
        if (which === 'bill insert') {
          const { id } = await sql<{ id: string }>`
            insert into depot_head (tenant_id, type, sub_type, prefix, number, oper_time, organ_id, creator, money_direction, total_price,
              discount_last_money, other_money, change_amount, debt)
            values (${f.tenantId}, '出库', '销售', 'XSCK', ${`RAW${step}`}, ${at}, ${pick(customers)}, ${f.userId}, 1, 9, 9, 1, 2, 8)
            returning id`
            .execute(t.db)
            .then((x) => x.rows[0]!);
          raw.push({ table: 'bill', id });
        } else if (which === 'receipt insert') {
          const { id } = await sql<{ id: string }>`
            insert into account_head (tenant_id, type, prefix, number, bill_time, organ_id, creator, account_id, money_direction, total_price, change_amount)
            values (${f.tenantId}, '付款', 'FK', ${`RAWF${step}`}, ${at}, ${pick(vendors)}, ${f.userId}, ${f.account2}, -1, 7, 7)
            returning id`
            .execute(t.db)
            .then((x) => x.rows[0]!);
          await sql`insert into account_item (tenant_id, header_id, line_no, each_amount) values (${f.tenantId}, ${id}, 1, 4), (${f.tenantId}, ${id}, 2, 3)`.execute(
            t.db,
          );
          raw.push({ table: 'receipt', id });
        } else if (!r) {
          continue;
        } else if (which === 'bill update') {
          await sql`update depot_head set other_money = other_money + 2, debt = debt + 2, oper_time = ${at}, organ_id = ${pick(customers)} where id = ${r.id}`.execute(
            t.db,
          );
        } else if (which === 'receipt update') {
          await sql`update account_item set each_amount = each_amount + 1 where header_id = ${r.id} and line_no = 1`.execute(t.db);
          // The head moves to the other vendor with its lines (the app's edit replaces the lines instead).
          await sql`update account_head set bill_time = ${at}, total_price = total_price + 1,
            organ_id = (case when organ_id = ${vendors[0]}::bigint then ${vendors[1]} else ${vendors[0]} end)::bigint where id = ${r.id}`.execute(t.db);
        } else if (which === 'bill delete') {
          await sql`delete from depot_head where id = ${r.id}`.execute(t.db);
          raw.splice(raw.indexOf(r), 1);
        } else {
          await sql`delete from account_item where header_id = ${r.id} and line_no = 2`.execute(t.db);
          await sql`delete from account_item where header_id = ${r.id}`.execute(t.db);
          await sql`delete from account_head where id = ${r.id}`.execute(t.db);
          raw.splice(raw.indexOf(r), 1);
        }
        rawDone += 1;
        await drift(`after a direct ${which}`);
        continue;
      }
      const d = pick(docs);
      const base = d.kind === 'bill' ? '/depotHead' : '/accountHead';
      let res: { status: number; text: string } | undefined;
      if (action === 'edit' && d.status === '0') {
        // An edit may move the document to another partner of its type.
        const [info, rows] = d.make();
        res =
          d.kind === 'bill'
            ? await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
                token: f.token,
                body: { info: JSON.stringify({ ...info, id: d.id }), rows: JSON.stringify(rows) },
              })
            : await postFinance(t, f, { ...info, id: d.id }, rows, { update: true });
      } else if (action === 'audit' || action === 'unaudit') {
        const status = action === 'audit' ? '1' : '0';
        if (d.status === status) continue;
        res = await t.call('POST', `${base}/batchSetStatus`, { token: d.kind === 'bill' ? f.token : f.fin, body: { status, ids: String(d.id) } });
        if (res.status === 200) d.status = status;
      } else if (action === 'delete' && d.status === '0') {
        res =
          d.kind === 'bill'
            ? await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(d.id) } })
            : await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: d.id } });
        if (res.status === 200) docs.splice(docs.indexOf(d), 1);
      }
      if (!res) continue;
      // A bill with settlements may refuse an edit or a delete; anything else must succeed.
      if (d.kind === 'finance') expect(res.status, res.text).toBe(200);
      else expect([200, 400, 422], res.text).toContain(res.status);
      if (res.status === 200) done += 1;
      await drift(`after ${action} of ${d.kind} ${d.id}`);
    }
    expect(done).toBeGreaterThan(60);
    expect(rawDone).toBeGreaterThanOrEqual(RAW.length);
    expect(ok<{ changed: number }>(await t.call('POST', '/depotHead/repairStatementTotals', { token: f.token, body: {} })).changed).toBe(0);
    await check('end');
  }, 300_000);

  it('the repair restores a damaged or lost total and then finds nothing to change', async () => {
    const repair = () => t.call('POST', '/depotHead/repairStatementTotals', { token: f.token, body: {} });
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
    await sql`update partner_statement set debt = debt + 1 where tenant_id = ${f.tenantId} and organ_id = ${customers[0]} and trade = 'sale'`.execute(t.db);
    await sql`delete from partner_statement where tenant_id = ${f.tenantId} and organ_id = ${vendors[0]} and trade = 'buy'`.execute(t.db);
    expect(await partnerStatementDrift(t.db, f.tenantId)).toBe(2);
    expect(ok<{ changed: number }>(await repair()).changed).toBe(2);
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
    await check('after the repair');
    // A user without the 客户信息 page's 编辑 may not run it.
    expect((await t.call('POST', '/depotHead/repairStatementTotals', { token: f.fin, body: {} })).status).toBe(403);
  });
});
