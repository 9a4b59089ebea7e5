import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPage } from '../../src/platform/list/list-source.js';
import type { ReportScope } from '../../src/modules/reports/report-scope.js';
import { stockDayDrift } from '../../src/modules/reports/stock-day.repository.js';
import { endCut, forwardIsShorter, inOutStockSource, monthCut, nextDay } from '../../src/modules/reports/in-out-stock.query.js';
import { loadFlags } from '../../src/platform/tenant-config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { rng } from '../support/seeded-random.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of every stock-moving kind, the stock days,
// months and per-product totals (migrations 0025, 0035) equal a recomputation from the ledger after every step, and
// 进销存统计 for any period — a depot set (the days) and every depot (the months, the days at the edges, the totals),
// read forward and back — and 商品库存 equal the figures summed in JS from the raw ledger rows (bill and reversal rows
// taken by the direction of the line they belong to).

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '1', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

interface Ledger {
  material_id: string;
  depot_id: string;
  kind: string;
  quantity: string;
  day: string;
  bill_item_id: string | null;
}

/** 进销存 figures of one product over both depots from the raw ledger: prev, in, out, closing. */
function expected(rows: Ledger[], materialId: string, begin: string, end: string) {
  // A line's direction is the sign of its first ('bill') row; its reversals take back the same direction.
  const direction = new Map<string, number>();
  for (const r of rows)
    if (r.kind === 'bill' && r.bill_item_id && !direction.has(`${r.bill_item_id}|${r.depot_id}`))
      direction.set(`${r.bill_item_id}|${r.depot_id}`, Math.sign(Number(r.quantity)));
  let prev = new Decimal(0);
  let inn = new Decimal(0);
  let out = new Decimal(0);
  for (const r of rows.filter((x) => x.material_id === materialId)) {
    const q = new Decimal(r.quantity);
    if (r.kind === 'opening' || r.day < begin) {
      prev = prev.plus(q);
      continue;
    }
    if (r.day > end) continue;
    const dir = r.kind === 'opening' ? 1 : (direction.get(`${r.bill_item_id}|${r.depot_id}`) ?? Math.sign(q.toNumber()));
    if (dir > 0) inn = inn.plus(q);
    else out = out.minus(q);
  }
  return { prevSum: prev.toFixed(), inSum: inn.toFixed(), outSum: out.toFixed(), thisSum: prev.plus(inn).minus(out).toFixed() };
}

describe('stock days under random bill histories', () => {
  it('equal the ledger recomputed, and 进销存统计 equals the raw ledger summed for random periods', async () => {
    const random = rng(20261126);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    // Two years, so that a side of a period is read as months and whole years too (migration 0036).
    const day = () =>
      `${2025 + Math.floor(random() * 2)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const depots = [f.depot1, f.depot2];
    const kinds = [
      { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, price: true },
      { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1, price: true },
      { type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, price: true },
      { type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1, price: true },
      { type: '入库', subType: '其它', organId: f.supplier },
      { type: '出库', subType: '其它', organId: f.customer },
      { type: '出库', subType: '调拨', transfer: true },
      { type: '其它', subType: '组装单', assembly: true },
      { type: '其它', subType: '拆卸单', assembly: true },
    ] as const;
    const lines = (k: (typeof kinds)[number]) => {
      const depotId = pick(depots);
      if ('assembly' in k) {
        return [
          { barCode: f.bar.kit, operNumber: 1 + Math.floor(random() * 3), depotId },
          { barCode: f.bar.part, operNumber: 1 + Math.floor(random() * 5), depotId },
        ];
      }
      const line: Record<string, unknown> = { barCode: pick([f.bar.screw, f.bar.nutBox, f.bar.part]), operNumber: 1 + Math.floor(random() * 9), depotId };
      if ('price' in k) line.unitPrice = 2;
      if ('transfer' in k) line.anotherDepotId = depots.find((d) => d !== depotId);
      return [line as { barCode: string; operNumber: number; depotId: string }];
    };
    const bills: Array<{ id: number; status: string }> = [];
    for (let step = 0; step < 40; step += 1) {
      const action = bills.length === 0 ? 'post' : pick(['post', 'post', 'edit', 'audit', 'unaudit', 'delete'] as const);
      if (action === 'post') {
        const k = pick(kinds);
        const { price: _p, transfer: _t, assembly: _a, ...info } = k as Record<string, unknown>;
        const status = pick(['0', '1']);
        const res = ok<{ id: number }>(await postBill(t, f, { ...info, operTime: day(), status }, lines(k)));
        bills.push({ id: res.id, status });
        continue;
      }
      const b = pick(bills);
      if (action === 'edit' && b.status === '0') {
        const info = await t.call('GET', '/depotHead/info', { token: f.token, query: { id: b.id } });
        const subType = info.body.data.info.subType as string;
        const k = kinds.find((x) => x.subType === subType)!;
        const { price: _p, transfer: _t, assembly: _a, ...rest } = k as Record<string, unknown>;
        ok(
          await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
            token: f.token,
            body: { info: JSON.stringify({ ...rest, id: b.id, operTime: day() }), rows: JSON.stringify(lines(k)) },
          }),
        );
      } else if (action === 'audit' || action === 'unaudit') {
        const status = action === 'audit' ? '1' : '0';
        const res = await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: String(b.id) } });
        if (res.status === 200 && res.body.code === 200) b.status = status;
      } else if (action === 'delete' && b.status === '0') {
        ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(b.id) } }));
        bills.splice(bills.indexOf(b), 1);
      }
      expect(await stockDayDrift(t.db, f.tenantId), `step ${step}: ${action}`).toBe(0);
    }
    expect(ok<{ changed: number }>(await t.call('POST', '/material/repairStockDays', { token: f.token, body: {} })).changed).toBe(0);

    const { rows } = await sql<Ledger>`
      select material_id::text, depot_id::text, kind, quantity::text, oper_time::date::text as day, bill_item_id::text
      from stock_movement where tenant_id = ${f.tenantId} order by id`.execute(t.db);
    const inSet = rows.filter((r) => depots.map(String).includes(r.depot_id));
    // The report reads from the nearer side of the period (now or the first movement); both sides are checked for
    // every period, through the source, and the endpoint's choice as well — for the two depots (the stock days) and
    // for every depot (the kept months and totals, the days at the period's edges).
    const scope: ReportScope = {
      tenantId: f.tenantId,
      userId: '0',
      creators: null,
      depots: null,
      customerRestricted: false,
      flags: await loadFlags(t.db, f.tenantId),
      priceLimits: new Set(),
      showStockPrice: true,
      extraTitles: ['扩展1', '扩展2', '扩展3'],
    };
    // Periods whose edges cut the months every way: whole months, a day, the first or second half of a month, across
    // a month's end, several months, and random ones.
    const periods: Array<[string, string]> = [
      ['2026-03-01', '2026-03-31'],
      ['2026-02-10', '2026-02-12'],
      ['2026-02-20', '2026-02-25'],
      ['2026-04-16', '2026-04-16'],
      ['2026-03-28', '2026-04-03'],
      ['2026-01-31', '2026-05-01'],
      ['2026-01-01', '2026-06-30'],
      ['2026-02-27', '2026-03-02'],
      ['2025-11-15', '2026-02-10'],
      ['2025-12-01', '2025-12-31'],
      ['2025-01-01', '2025-12-31'],
      ['2025-06-20', '2025-07-05'],
    ];
    for (let i = 0; i < 6; i += 1) periods.push([day(), day()].sort() as [string, string]);
    // Periods ending on the last movement day and after it in the same month: nothing moved in that month after the end,
    // so every depot reads the end's month whole (\`endCut\`).
    const last = rows.map((r) => r.day).reduce((a, b) => (b > a ? b : a));
    periods.push([`${last.slice(0, 8)}01`, last], [rows[0]!.day < last ? rows[0]!.day : last, `${last.slice(0, 8)}28`], [last, last]);
    /** Nothing moved in the month of `end` after it (what the endpoint's probe asks the stock days). */
    const quietAfterEnd = (end: string) => !rows.some((r) => r.day > end && r.day.slice(0, 7) === end.slice(0, 7));
    for (const [a, b] of periods) {
      for (const set of [depots.map(String), null]) {
        const ledger = set ? inSet : rows;
        const answers = [
          ok<{ rows: Array<Record<string, unknown>> }>(
            await t.call('GET', '/depotItem/getInOutStock', {
              token: f.token,
              query: { ...(set ? { depotIds: set.join(',') } : {}), beginTime: a, endTime: b, currentPage: 1, pageSize: 50 },
            }),
          ).rows,
        ];
        for (const fromStart of [true, false]) {
          const plan = { fromStart, quietAfterEnd: set === null && quietAfterEnd(b) };
          answers.push((await listPage(t.db, inOutStockSource(scope, { depots: set, beginTime: a, endTime: b }, plan), { currentPage: 1, pageSize: 50 })).rows);
        }
        for (const [n, got] of answers.entries())
          for (const m of [f.material.screw, f.material.nut, f.material.part, f.material.kit]) {
            const want = expected(ledger, m, a, b);
            const row = got.find((r) => String(r.materialId) === m);
            const label = `${m} ${a}..${b} ${set ? 'two depots' : 'every depot'} (${['endpoint', 'from the start', 'from now'][n]})`;
            if (Object.values(want).every((v) => v === '0')) expect(row, label).toBeUndefined();
            else expect(row && { prevSum: row.prevSum, inSum: row.inSum, outSum: row.outSum, thisSum: row.thisSum }, label).toEqual(want);
          }
      }
      // 合计 of every depot as of the end: Σ closing over the products.
      const totals = ok<{ totalStock: string }>(await t.call('GET', '/depotItem/getInOutStockCountMoney', { token: f.token, query: { endTime: b } }));
      const closing = [f.material.screw, f.material.nut, f.material.part, f.material.kit].reduce(
        (s, m) => s.plus(expected(rows, m, a, b).thisSum),
        new Decimal(0),
      );
      expect(totals.totalStock, `合计 ${b}`).toBe(closing.toFixed());
    }
    // 商品库存 over every depot (the kept per-product totals) and over the two depots: Σ of the ledger per product.
    for (const set of [depots.map(String), null]) {
      const data = ok<{ rows: Array<Record<string, unknown>>; currentStock: string }>(
        await t.call('GET', '/material/getListWithStock', {
          token: f.token,
          query: { ...(set ? { depotIds: set.join(',') } : {}), zeroStock: '1', currentPage: 1, pageSize: 50 },
        }),
      );
      let sum = new Decimal(0);
      for (const m of [f.material.screw, f.material.nut, f.material.part, f.material.kit]) {
        const want = (set ? inSet : rows).filter((r) => r.material_id === m).reduce((s, r) => s.plus(r.quantity), new Decimal(0));
        sum = sum.plus(want);
        expect(data.rows.find((r) => String(r.materialId) === m)?.currentStock, `商品库存 ${m} ${set ? 'two depots' : 'every depot'}`).toBe(want.toFixed());
      }
      expect(data.currentStock).toBe(sum.toFixed());
    }
  }, 300_000);

  it('cuts a month where fewer days are left to read, and reads the side with fewer kept rows', () => {
    expect(monthCut('2026-03-01')).toEqual({ month: '2026-03-01', monthNo: 2026 * 12 + 3, days: null, sign: -1 });
    expect(monthCut('2026-03-10')).toEqual({ month: '2026-03-01', monthNo: 2026 * 12 + 3, days: ['2026-03-01', '2026-03-09'], sign: -1 });
    expect(monthCut('2026-03-27')).toEqual({ month: '2026-04-01', monthNo: 2026 * 12 + 4, days: ['2026-03-27', '2026-03-31'], sign: 1 });
    expect(monthCut('2026-12-31')).toEqual({ month: '2027-01-01', monthNo: 2027 * 12 + 1, days: ['2026-12-31', '2026-12-31'], sign: 1 });
    // After an end with nothing moved later in its month: the next month whole; else the cut at the next day.
    expect(endCut('2026-12-06', true)).toEqual({ month: '2027-01-01', monthNo: 2027 * 12 + 1, days: null, sign: -1 });
    expect(endCut('2026-12-06', false)).toEqual(monthCut('2026-12-07'));
    // The bench's two years up to 2026-11-27: last month reads back, the oldest month forward, a month in the middle back.
    const side = (beginTime: string, endTime: string) => (forwardIsShorter({ beginTime, endTime }, '2024-11-28', '2026-11-27') ? 'forward' : 'back');
    expect([side('2026-10-27', '2026-11-27'), side('2024-12-01', '2024-12-31'), side('2025-11-01', '2025-11-30')]).toEqual(['back', 'forward', 'back']);
    expect([nextDay('2024-02-28'), nextDay('2024-02-29'), nextDay('2026-02-28'), nextDay('2026-12-31')]).toEqual([
      '2024-02-29',
      '2024-03-01',
      '2026-03-01',
      '2027-01-01',
    ]);
  });
});
