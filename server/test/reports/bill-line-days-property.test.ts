import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../src/app/auth/session.js';
import { billLineDayDrift } from '../../src/modules/stock/bill-line-day.repository.js';
import { allocationDetailSource, inOutDetailSource } from '../../src/modules/reports/line-detail.query.js';
import { depotSet, reportScope } from '../../src/modules/reports/report-scope.js';
import { listSummary, type ListSource } from '../../src/platform/list/list-source.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type Line, type StockFixture } from '../stock/stock-fixtures.js';
import { rng } from '../support/seeded-random.js';
import { walkBillHistory } from './bill-history.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of bills of every kind the document layer
// saves, the line days (bill_line_day, migration 0041) equal a recomputation from the lines, and 入库明细 / 出库明细 /
// 调拨明细's count and 合计 read from them through HTTP equal the same reports summed over their lines (the statement
// every other filter uses) — with 强审核 off and on, 出入库管理 on, as the owner and as a 个人数据 role with a price limit.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

type Query = Record<string, string>;
type Summary = { total: number; totalRow?: Record<string, string> | null };

/** 明细 searches whose filters are all on the line days' keys, and one (a depot) that is not. */
function searches(creator: string): Array<{ url: string; query: Query; days: boolean }> {
  const detail = '/depotHead/findInOutDetail';
  const allocation = '/depotHead/findAllocationDetail';
  return [
    { url: detail, query: { type: '入库' }, days: true },
    { url: detail, query: { type: '出库' }, days: true },
    { url: detail, query: { type: '出库', beginTime: '2026-03-01', endTime: '2026-05-31' }, days: true },
    { url: detail, query: { type: '入库', beginTime: '2026-02-14' }, days: true },
    { url: detail, query: { type: '入库', endTime: '2026-04-12', creator }, days: true },
    { url: detail, query: { type: '出库', creator }, days: true },
    { url: allocation, query: {}, days: true },
    { url: allocation, query: { beginTime: '2026-01-01', endTime: '2026-06-30' }, days: true },
    { url: detail, query: { type: '出库', depotId: String(f.depot1) }, days: false },
  ];
}

/** The same report's source built in-process for the caller (as the service builds it). */
async function sourceOf(token: string, url: string, q: Query): Promise<ListSource> {
  const session = (await findSession(t.db, token))!;
  const scope = await reportScope(t.db, session);
  const filter = { beginTime: q.beginTime, endTime: q.endTime, creator: q.creator ? Number(q.creator) : undefined };
  if (url.endsWith('findAllocationDetail'))
    return allocationDetailSource(scope, { ...filter, sources: depotSet(scope, undefined), targets: depotSet(scope, undefined) });
  const depots = depotSet(scope, q.depotId ? [q.depotId] : undefined);
  return inOutDetailSource(scope, q.type as '入库' | '出库', { ...filter, depots });
}

/** Each search's count and 合计 through HTTP equal the lines summed; the key-only ones read the line days. */
async function reportsMatch(label: string, token: string, creator: string) {
  for (const s of searches(creator)) {
    const what = `${label} ${s.url} ${JSON.stringify(s.query)}`;
    const source = await sourceOf(token, s.url, s.query);
    expect(Boolean(source.keptSummary), `${what} reads the line days`).toBe(s.days);
    const fromLines = await listSummary(t.db, { ...source, keptSummary: undefined });
    const page = ok<Summary & { operNumberTotal: string; allPriceTotal: string }>(
      await t.call('GET', s.url, { token, query: { currentPage: '1', pageSize: '2', ...s.query } }),
    );
    expect({ total: page.total, operNumberTotal: page.operNumberTotal, allPriceTotal: page.allPriceTotal }, what).toEqual({
      total: fromLines.total,
      operNumberTotal: fromLines.totalRow?.operNumberTotal,
      allPriceTotal: fromLines.totalRow?.allPriceTotal,
    });
    // The totals the page does not show (税额, 价税合计) too, in-process.
    expect(await listSummary(t.db, source), what).toEqual(fromLines);
  }
}

describe('line days under random bill histories of every kind', () => {
  it('equal a recomputation after every step, and 明细’s count and 合计 equal the lines summed', async () => {
    const random = rng(20261128);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const day = () => `2026-0${1 + Math.floor(random() * 6)}-1${Math.floor(random() * 9)} ${pick(['00:00:00', '12:00:00', '23:59:59'])}`;
    const d1 = f.depot1;
    const d2 = f.depot2;
    const qty = () => pick(['1', '2.5', '7', '0.000001', '12.345678']);
    const lines = (kind: Kind): Line[] => {
      const n = 1 + Math.floor(random() * 3);
      if (kind.subType === '调拨') return [{ barCode: f.bar.screw, operNumber: qty(), unitPrice: 1.5, depotId: d1, anotherDepotId: d2 }];
      if (kind.subType === '组装单' || kind.subType === '拆卸单')
        return [
          { barCode: f.bar.kit, operNumber: 1, depotId: d2 },
          { barCode: f.bar.part, operNumber: n, depotId: d2 },
        ];
      return Array.from({ length: n }, (_, i) => ({
        barCode: i % 2 ? f.bar.nutBox : f.bar.screw,
        operNumber: qty(),
        unitPrice: pick([2, 3.333333]),
        taxRate: pick([0, 13]),
        depotId: pick([d1, d2]),
      }));
    };
    type Kind = { type: string; subType: string; organId?: string; accountId?: string; page: string };
    const kinds: Kind[] = [
      { type: '其它', subType: '采购订单', organId: f.supplier, page: 'purchase_order' },
      { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, page: 'purchase_in' },
      { type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1, page: 'purchase_back' },
      { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1, page: 'sale_out' },
      { type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, page: 'sale_back' },
      { type: '出库', subType: '零售', organId: f.member, accountId: f.account1, page: 'retail_out' },
      { type: '入库', subType: '零售退货', organId: f.member, accountId: f.account1, page: 'retail_back' },
      { type: '入库', subType: '其它', organId: f.supplier, page: 'other_in' },
      { type: '出库', subType: '其它', organId: f.customer, page: 'other_out' },
      { type: '出库', subType: '调拨', page: 'allocation_out' },
      { type: '其它', subType: '组装单', page: 'assemble' },
      { type: '其它', subType: '拆卸单', page: 'disassemble' },
    ];
    // A second creator whose role sees its own bills only (个人数据) and not the sales' money (price limit 6).
    const grants = [
      ...kinds.map((k) => ({ url: `/bill/${k.page}`, btnStr: '1' })),
      ...['in_detail', 'out_detail', 'allocation_detail'].map((p) => ({ url: `/report/${p}`, btnStr: '' })),
    ];
    const role = await createRole(t, f.tenantId, unique('个人'), grants, '个人数据');
    await t.db.updateTable('role').set({ price_limit: '6' }).where('id', '=', role).execute();
    const clerkLogin = unique('clerk');
    await createUser(t, f.tenantId, clerkLogin, role);
    const clerk = await sessionFor(t, clerkLogin);
    const clerkId = String((await findSession(t.db, clerk))!.userId);
    const check = async (label: string) => {
      await reportsMatch(`${label} owner`, f.token, clerkId);
      await reportsMatch(`${label} 个人数据`, clerk, clerkId);
    };
    const info = (kind: Kind) => {
      const { page: _page, ...rest } = kind;
      return { ...rest, operTime: day() };
    };
    const { done, seen } = await walkBillHistory(t, f, {
      steps: 80,
      kinds,
      pick,
      info,
      lines,
      tokens: [f.token, clerk],
      before: async (step) => {
        if (step !== 40) return;
        await check('强审核 off');
        await setConfig(t, f, { force_approval_flag: '1' });
      },
      after: async (action, step) => expect(await billLineDayDrift(t.db, f.tenantId), `after ${action} at step ${step}`).toBe(0),
    });
    expect(done).toBeGreaterThan(40);
    expect(seen).toBe(kinds.length);
    await check('强审核 on');
    await setConfig(t, f, { in_out_manage_flag: '1' });
    await check('强审核 and 出入库管理 on');
    await setConfig(t, f, { force_approval_flag: '0', in_out_manage_flag: '0' });
    expect(ok<{ changed: number }>(await t.call('POST', '/depotItem/repairBillLineDays', { token: f.token, body: {} })).changed).toBe(0);
  }, 300_000);

  it('simultaneous posts, edits moving bills between two days both ways, audits and deletes: none fails, nothing lost', async () => {
    // 其它出库 without a partner: the bill days, line days and stock rows only (no account or partner totals).
    const sale = { type: '出库', subType: '其它' };
    const days = ['2026-07-01 10:00:00', '2026-07-02 10:00:00'];
    const line = (n: number) => [{ barCode: f.bar.screw, operNumber: n, unitPrice: 2, depotId: f.depot1 }];
    const post = async (i: number, status = '0') => {
      const res = await postBill(t, f, { ...sale, operTime: days[i % 2], status }, line(1 + i));
      expect(res.status, res.text).toBe(200);
      return res.body.data.id as number;
    };
    for (let round = 0; round < 3; round += 1) {
      const ids: number[] = [];
      for (let i = 0; i < 8; i += 1) ids.push(await post(i));
      const edit = (id: number, i: number) =>
        t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
          token: f.token,
          body: { info: JSON.stringify({ ...sale, id, operTime: days[i % 2] }), rows: JSON.stringify(line(2 + i)) },
        });
      const results = await Promise.all([
        // Bills 0–3 change day (0 and 2: day 1 → 2; 1 and 3: day 2 → 1), 4–5 are audited, 6–7 deleted, four more posted.
        ...ids.slice(0, 4).map((id, i) => edit(id, i + 1)),
        t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(ids[4]) } }),
        t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(ids[5]) } }),
        t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(ids[6]) } }),
        t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(ids[7]) } }),
        ...[0, 1, 2, 3].map((i) => postBill(t, f, { ...sale, operTime: days[i % 2], status: String(i % 2) }, line(i + 1))),
      ]);
      for (const res of results) expect(res.status, res.text).toBe(200);
      expect(await billLineDayDrift(t.db, f.tenantId), `round ${round}`).toBe(0);
    }
  }, 120_000);

  it('the repair restores a damaged day and then finds nothing to change', async () => {
    const repair = () => t.call('POST', '/depotItem/repairBillLineDays', { token: f.token, body: {} });
    await sql`update bill_line_day set all_price = all_price + 1, lines = lines + 1
      where tenant_id = ${f.tenantId} and day = (select max(day) from bill_line_day where tenant_id = ${f.tenantId})`.execute(t.db);
    expect(await billLineDayDrift(t.db, f.tenantId)).toBeGreaterThanOrEqual(1);
    expect(ok<{ changed: number }>(await repair()).changed).toBeGreaterThanOrEqual(1);
    expect(ok<{ changed: number }>(await repair()).changed).toBe(0);
    expect(await billLineDayDrift(t.db, f.tenantId)).toBe(0);
  });
});
