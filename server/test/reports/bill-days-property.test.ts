import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSigned } from '../../src/modules/stock/bill-kinds.js';
import { billDayDrift } from '../../src/modules/stock/bill-day.repository.js';
import { periodFigures, sixMonths, type DashboardFilter } from '../../src/modules/stock/dashboard.query.js';
import { findSession } from '../../src/app/auth/session.js';
import { billListing } from '../../src/modules/stock/bill-query.service.js';
import { billSource } from '../../src/modules/stock/bill-list.source.js';
import { parseBillSearch } from '../../src/modules/stock/bill-search.js';
import { listSummary } from '../../src/platform/list/list-source.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { walkBillHistory } from './bill-history.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { rng } from '../support/seeded-random.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of trade bills, the bill days (bill_day,
// migrations 0029 and 0040) equal a recomputation from the bills, the dashboard figures read from them equal the live
// bills with a live line summed in JS by period, and the bill lists' count and 合计 read from them (/depotHead/list through
// HTTP) equal the same lists summed over their bills — with 强审核 off and on, under a creator scope and a price limit.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

type Period = 'today' | 'yesterday' | 'month' | 'year';

/** The figures from the bills themselves (reports.md §12): live bills with a live line, by period, signed by kind. */
async function fromBills(filter: DashboardFilter) {
  const { rows } = await sql<{ at: string; buy: string; sale: string; retail: string; status: string; creator: string; today: string; now: string }>`
    select h.oper_time::text as at, h.status, h.creator::text, ${reportSigned('buy', sql`h.discount_last_money`)}::text as buy,
      ${reportSigned('sale', sql`h.discount_last_money`)}::text as sale, ${reportSigned('retail', sql`h.total_price`)}::text as retail,
      current_date::text as today, localtimestamp::text as now
    from depot_head h
    where h.tenant_id = ${filter.tenantId} and not h.delete_flag and to_char(h.oper_time, 'YYYY') = to_char(localtimestamp, 'YYYY')
      and exists (select 1 from depot_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag)`.execute(t.db);
  const zero = () => ({ buy: new Decimal(0), sale: new Decimal(0), retail: new Decimal(0) });
  const out: Record<Period, ReturnType<typeof zero>> = { today: zero(), yesterday: zero(), month: zero(), year: zero() };
  const months = new Map<string, ReturnType<typeof zero>>();
  for (const r of rows) {
    if (filter.auditedOnly && !['1', '2', '3'].includes(r.status)) continue;
    if (filter.creators && !filter.creators.includes(r.creator)) continue;
    const day = r.at.slice(0, 10);
    const yesterday = new Date(Date.parse(`${r.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const periods: Period[] = ['year'];
    if (day >= r.today) periods.push('today');
    if (day === yesterday) periods.push('yesterday');
    if (day.slice(0, 7) === r.today.slice(0, 7) && r.at <= r.now) periods.push('month');
    for (const p of periods) for (const k of ['buy', 'sale', 'retail'] as const) out[p][k] = out[p][k].plus(r[k]);
    if (day <= r.today) {
      const m = months.get(day.slice(0, 7)) ?? zero();
      for (const k of ['buy', 'sale', 'retail'] as const) m[k] = m[k].plus(r[k]);
      months.set(day.slice(0, 7), m);
    }
  }
  const text = (x: ReturnType<typeof zero>) => ({ buy: x.buy.toFixed(), sale: x.sale.toFixed(), retail: x.retail.toFixed() });
  return { periods: Object.fromEntries(Object.entries(out).map(([p, x]) => [p, text(x)])), months: (m: string) => text(months.get(m) ?? zero()) };
}

async function check(label: string, filter: DashboardFilter) {
  const want = await fromBills(filter);
  expect(await periodFigures(t.db, filter), label).toEqual(want.periods);
  for (const m of await sixMonths(t.db, filter)) expect({ buy: m.buy, sale: m.sale, retail: m.retail }, `${label} ${m.month}`).toEqual(want.months(m.month));
}

/** Searches of the bill list whose filters are all on the bill days' keys, at dates of the history. */
function daySearches(today: string, creator: string): Array<Record<string, string>> {
  const sale = { type: '出库', subType: '销售' };
  const month = today.slice(0, 8);
  return [
    sale,
    { type: '入库', subType: '采购' },
    { type: '入库', subType: '零售退货', status: '0' },
    { type: '入库' },
    {},
    { ...sale, status: '1,2,3' },
    { ...sale, beginTime: `${month}01`, endTime: today },
    { type: '出库', beginTime: today, endTime: `${today} 10:00:00` },
    { beginTime: `${Number(today.slice(0, 4)) - 1}-12-30`, endTime: `${Number(today.slice(0, 4)) - 1}-12-30`, status: '0' },
    { ...sale, creator },
    { type: '入库', subType: '其它', creator, status: '1' },
  ];
}

/**
 * The list's count and 合计 through HTTP (from the bill days) equal the same list's bills summed (the statement every
 * other filter uses), for the caller `token`.
 */
async function listsMatch(label: string, token: string, searches: ReadonlyArray<Record<string, string>>) {
  const session = (await findSession(t.db, token))!;
  for (const search of searches) {
    const json = JSON.stringify(search);
    const listing = await billListing(t.db, session, parseBillSearch(json));
    expect(listing.days, `${label} ${json} reads the bill days`).not.toBeNull();
    const fromBills = await listSummary(t.db, billSource(listing.where, { ...listing, days: null }));
    const page = ok<{ total: number; totalRow: Record<string, string> }>(
      await t.call('GET', '/depotHead/list', { token, query: { currentPage: 1, pageSize: 2, search: json } }),
    );
    expect({ total: page.total, totalRow: page.totalRow }, `${label} ${json}`).toEqual(fromBills);
  }
}

describe('bill days under random bill histories', () => {
  it('equal a recomputation, and the dashboard figures equal the bills summed, with 强审核 off and on', async () => {
    const random = rng(20261128);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const { today, now } = (await sql<{ today: string; now: string }>`select current_date::text as today, to_char(localtimestamp, 'HH24') as now`.execute(t.db))
      .rows[0]!;
    const year = today.slice(0, 4);
    const month = today.slice(5, 7);
    // Today (before and after this hour), yesterday, this month, earlier this year, last year.
    const day = () =>
      pick([
        `${today} 00:30:00`,
        `${today} 23:30:00`,
        new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10) + ' 12:00:00',
        `${year}-${month}-01 09:00:00`,
        `${year}-0${1 + Math.floor(random() * 6)}-1${Math.floor(random() * 9)} 10:00:00`,
        `${Number(year) - 1}-12-30 10:00:00`,
      ]);
    expect(now).toMatch(/^\d\d$/);
    const line = (qty: number) => [{ barCode: f.bar.screw, operNumber: qty, unitPrice: 3, depotId: f.depot1 }];
    const kinds = [
      { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1 },
      { type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1 },
      { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1 },
      { type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1 },
      { type: '出库', subType: '零售', organId: f.member, accountId: f.account1 },
      { type: '入库', subType: '零售退货', organId: f.member, accountId: f.account1 },
      { type: '入库', subType: '其它', organId: f.supplier },
    ];
    ok(await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, status: '1' }, line(1000)));
    // A second creator whose role sees its own bills only (个人数据) and not the sales' money (price limit 6).
    const pages = ['purchase_in', 'purchase_back', 'sale_out', 'sale_back', 'retail_out', 'retail_back', 'other_in'];
    const role = await createRole(
      t,
      f.tenantId,
      unique('个人'),
      pages.map((p) => ({ url: `/bill/${p}`, btnStr: '1' })),
      '个人数据',
    );
    await t.db.updateTable('role').set({ price_limit: '6' }).where('id', '=', role).execute();
    const clerkLogin = unique('clerk');
    await createUser(t, f.tenantId, clerkLogin, role);
    const clerk = await sessionFor(t, clerkLogin);
    const money = () => pick(['0', '0', '5', '12.345678']);
    const checkLists = async (label: string) => {
      const searches = daySearches(today, String((await findSession(t.db, clerk))!.userId));
      await listsMatch(`${label} owner`, f.token, searches);
      await listsMatch(`${label} 个人数据`, clerk, searches);
    };
    // 零售 is paid in full; 采购 and 销售 may leave a debt and add other fees.
    const paid = (kind: (typeof kinds)[number]) => (kind.accountId && !kind.subType.startsWith('零售') ? { changeAmount: money(), otherMoney: money() } : {});
    const { done } = await walkBillHistory(t, f, {
      steps: 70,
      kinds,
      pick,
      info: (kind) => ({ ...kind, ...paid(kind), operTime: day() }),
      lines: () => line(1 + Math.floor(random() * 9)),
      tokens: [f.token, clerk],
      before: async (step) => {
        if (step !== 35) return;
        await checkLists('强审核 off');
        await setConfig(t, f, { force_approval_flag: '1' });
      },
      after: async (action, step) => expect(await billDayDrift(t.db, f.tenantId), `after ${action} at step ${step}`).toBe(0),
    });
    expect(done).toBeGreaterThan(30);
    await checkLists('强审核 on');
    await setConfig(t, f, { force_approval_flag: '0' });
    expect(ok<{ changed: number }>(await t.call('POST', '/depotHead/repairBillDays', { token: f.token, body: {} })).changed).toBe(0);
    const creator = String((await t.db.selectFrom('depot_head').select('creator').where('tenant_id', '=', f.tenantId).executeTakeFirstOrThrow()).creator);
    for (const auditedOnly of [false, true]) {
      await check(`强审核 ${auditedOnly ? 'on' : 'off'}`, { tenantId: f.tenantId, creators: null, auditedOnly });
      await check(`creator scope, 强审核 ${auditedOnly ? 'on' : 'off'}`, { tenantId: f.tenantId, creators: [creator], auditedOnly });
    }
    const nobody = await periodFigures(t.db, { tenantId: f.tenantId, creators: ['999999'], auditedOnly: false });
    expect(nobody.year).toEqual({ buy: '0', sale: '0', retail: '0' });
  }, 300_000);

  it('the repair restores a damaged day and then finds nothing to change', async () => {
    const repair = () => t.call('POST', '/depotHead/repairBillDays', { token: f.token, body: {} });
    await sql`update bill_day set total_price = total_price + 1 where tenant_id = ${f.tenantId} and day = (select max(day) from bill_day where tenant_id = ${f.tenantId})`.execute(
      t.db,
    );
    expect(ok<{ changed: number }>(await repair()).changed).toBeGreaterThanOrEqual(1);
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
  });
});
