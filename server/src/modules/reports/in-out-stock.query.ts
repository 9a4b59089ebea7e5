import { Decimal } from 'decimal.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { bigUnitText } from '../material/material-list.query.js';
import { materialFields, materialRow, materialWhere, num, productColumns, type MaterialFilter } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';
import { costJoin, costOf, masked } from './stock-report.query.js';

type Db = Kysely<Database>;

// 进销存统计 (reports.md §9), from the stock days (migration 0025)

export interface InOutStockFilter extends MaterialFilter {
  depots: string[] | null;
  beginTime: string;
  endTime: string;
}

/** 进销存统计's spreadsheet columns: the screen's, 扩展1-3 headed with the tenant's titles (the scope's `extraTitles`). */
export const inOutStockColumns = (extras: readonly string[]): readonly ExportColumn[] => [
  ...productColumns(extras),
  { key: 'unitName', label: '单位' },
  { key: 'unitPrice', label: '成本价', format: 'number' },
  { key: 'prevSum', label: '上期结存数量', format: 'number' },
  { key: 'inSum', label: '入库数量', format: 'number' },
  { key: 'outSum', label: '出库数量', format: 'number' },
  { key: 'thisSum', label: '本期结存数量', format: 'number' },
  { key: 'thisAllPrice', label: '结存金额', format: 'number' },
];

// Calendar arithmetic on `YYYY-MM-DD` texts (the routes' day format), without time zones.
const ymd = (d: string): [number, number, number] => [Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10))];
const dayOf = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
const nextMonth = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);
/** The day after `d`. */
export function nextDay(d: string): string {
  const [y, m, day] = ymd(d);
  if (day < daysIn(y, m)) return dayOf(y, m, day + 1);
  const [ny, nm] = nextMonth(y, m);
  return dayOf(ny, nm, 1);
}

/**
 * Where a period edge `d` cuts the kept months (migration 0035): everything from `d` on = the months from `month` on
 * (`monthNo` orders them) + `sign` × the days of `days` (inclusive); everything before `d` = the months before `month`
 * − `sign` × those days. The month of `d` is taken whole or not at all, whichever leaves fewer days to read: its days
 * from `d` to its end are added (sign +1, `month` = the next one), or its days before `d` are taken off (sign −1).
 */
export interface MonthCut {
  month: string;
  monthNo: number;
  days: [string, string] | null;
  sign: 1 | -1;
}

export function monthCut(d: string): MonthCut {
  const [y, m, day] = ymd(d);
  const [ny, nm] = nextMonth(y, m);
  const last = daysIn(y, m);
  if (day === 1 || last - day + 1 >= day - 1)
    return { month: dayOf(y, m, 1), monthNo: y * 12 + m, days: day === 1 ? null : [dayOf(y, m, 1), dayOf(y, m, day - 1)], sign: -1 };
  return { month: dayOf(ny, nm, 1), monthNo: ny * 12 + nm, days: [d, dayOf(y, m, last)], sign: 1 };
}

/** The first day of the month after the one of `d`. */
const monthAfter = (d: string): string => {
  const [y, m] = ymd(d);
  const [ny, nm] = nextMonth(y, m);
  return dayOf(ny, nm, 1);
};

/**
 * The cut after a period ending on `end`: at the next day — or, when nothing moved in the end's month after the end
 * (`quietAfterEnd`, as for any period ending today), at the next month's first day: the end month's kept row then holds
 * exactly its movements up to the end, and none of its days need reading.
 */
export const endCut = (end: string, quietAfterEnd: boolean): MonthCut => monthCut(quietAfterEnd ? monthAfter(end) : nextDay(end));

/** How 进销存统计 reads a period (`periodPlan`). */
export interface PeriodPlan {
  /** Forward from the first movement (else back from now). */
  fromStart: boolean;
  /** Every depot: nothing moved in the end's month after the end (`endCut`). */
  quietAfterEnd: boolean;
}

/**
 * What a period reads, per product: `mid` (material_id, in_qty, out_qty) — the in and out of the period's core —,
 * `rest` rows at its edges (material_id, a_in, a_out, n) and `side` rows (material_id, n), each summed per product:
 * `a_in`/`a_out` add to the period's in/out, `n` is the net movement on the side of the period the report reads (after
 * the end back from now; before the first day forward, opening stock included). The side, the most rows, is summed on
 * its own: one sum per product instead of three.
 */
interface PeriodRead {
  mid: RawBuilder<unknown> | null;
  rest: RawBuilder<unknown>[];
  side: RawBuilder<unknown>[];
}

/**
 * Every depot, from the kept months (migration 0035) and the days at the period's edges. With c1 = the cut at the first
 * day and c2 = the cut after the end (`endCut`): in/out = the months from c1 to c2 + s1 × c1's days − s2 × c2's days;
 * after the end = the months from c2 on + s2 × c2's days; before the first day = the months before c1 − s1 × c1's
 * days — the months of a side past the cut's year as whole years (migration 0036). A one-month period reads one month row per product and at most half a month of days per edge. When both cuts
 * fall on the same month (a period inside one month), the period's own days are fewer than the two edges' days and
 * give its in/out directly. (c2 is never before c1: a later day of a month never cuts it before an earlier one.)
 */
function monthRead(t: string, f: InOutStockFilter, { fromStart, quietAfterEnd }: PeriodPlan): PeriodRead {
  const [c1, c2] = [monthCut(f.beginTime), endCut(f.endTime, quietAfterEnd)];
  const rest: RawBuilder<unknown>[] = [];
  const signed = (sign: number, v: RawBuilder<unknown>) => (sign === 0 ? sql`0` : sign > 0 ? v : sql`-${v}`);
  /** The days [from, to] with `a` × their in/out to the period's and `n` × their net to the side. */
  const days = (range: [string, string] | null, a: number, n: number) => {
    if (range)
      rest.push(sql`select d.material_id, ${signed(a, sql`d.in_qty`)}, ${signed(a, sql`d.out_qty`)}, ${signed(n, sql`(d.in_qty - d.out_qty)`)}
        from stock_day d where d.tenant_id = ${t} and d.day >= ${range[0]}::date and d.day <= ${range[1]}::date`);
  };
  let mid: RawBuilder<unknown> | null = null;
  if (c2.monthNo === c1.monthNo) {
    days([f.beginTime, f.endTime], 1, 0);
    if (fromStart) days(c1.days, 0, -c1.sign);
    else days(c2.days, 0, c2.sign);
  } else {
    mid =
      c2.monthNo - c1.monthNo === 1
        ? sql`select s.material_id, s.in_qty, s.out_qty from stock_month s where s.tenant_id = ${t} and s.month = ${c1.month}::date`
        : sql`select s.material_id, sum(s.in_qty) as in_qty, sum(s.out_qty) as out_qty from stock_month s
          where s.tenant_id = ${t} and s.month >= ${c1.month}::date and s.month < ${c2.month}::date group by s.material_id`;
    days(c1.days, c1.sign, fromStart ? -c1.sign : 0);
    days(c2.days, -c2.sign, fromStart ? 0 : c2.sign);
  }
  return { mid, rest, side: fromStart ? sideBefore(t, c1) : sideAfter(t, c2) };
}

const yearStart = (y: number) => dayOf(y, 1, 1);

/** Everything moved from the cut's month on: the rest of its year in months, then whole years (migration 0036). */
function sideAfter(t: string, c: MonthCut): RawBuilder<unknown>[] {
  const [y, m] = ymd(c.month);
  const next = m === 1 ? y : y + 1;
  return [
    ...(m === 1
      ? []
      : [
          sql`select s.material_id, s.in_qty - s.out_qty from stock_month s
            where s.tenant_id = ${t} and s.month >= ${c.month}::date and s.month < ${yearStart(next)}::date`,
        ]),
    sql`select s.material_id, s.net from stock_year s where s.tenant_id = ${t} and s.year >= ${yearStart(next)}::date`,
  ];
}

/** Everything moved before the cut's month: whole years (opening stock in year -infinity), then its year's months. */
function sideBefore(t: string, c: MonthCut): RawBuilder<unknown>[] {
  const [y, m] = ymd(c.month);
  return [
    sql`select s.material_id, s.net from stock_year s where s.tenant_id = ${t} and s.year < ${yearStart(y)}::date`,
    ...(m === 1
      ? []
      : [
          sql`select s.material_id, s.in_qty - s.out_qty from stock_month s
            where s.tenant_id = ${t} and s.month >= ${yearStart(y)}::date and s.month < ${c.month}::date`,
        ]),
  ];
}

/**
 * Which side of the period 进销存统计 reads over every depot: the one with fewer kept rows per product — back from now,
 * the current stock, the months left in the year of the cut after the end and the whole years after it; forward, the
 * opening stock, the months of the first day's year before it and the whole years before it (`sideAfter`,
 * `sideBefore`). `first` is the tenant's first movement day, `today` the session's business day.
 */
export function forwardIsShorter(f: { beginTime: string; endTime: string }, first: string, today: string, quietAfterEnd = false): boolean {
  const [c1, c2] = [monthCut(f.beginTime), endCut(f.endTime, quietAfterEnd)];
  const no = (d: string) => ymd(d)[0] * 12 + ymd(d)[1];
  const [y1, y2, firstYear, todayYear] = [ymd(c1.month)[0], ymd(c2.month)[0], ymd(first)[0], ymd(today)[0]];
  const next = ymd(c2.month)[1] === 1 ? y2 : y2 + 1;
  // Only months and years that can hold movements count: from the first movement's month to today's.
  const back = 1 + Math.max(0, Math.min(next * 12 + 1, no(today) + 1) - c2.monthNo) + Math.max(0, todayYear - next + 1);
  const forward = 1 + Math.max(0, c1.monthNo - Math.max(y1 * 12 + 1, no(first))) + Math.max(0, y1 - firstYear);
  return forward < back;
}

/**
 * How 进销存统计 reads a period: forward from the first movement or back from now — over every depot by the kept rows
 * either side reads (`forwardIsShorter`), over a depot set by its stock days (`readsFromStart`) —, and over every depot
 * whether anything moved in the end's month after the end (one probe of the day index).
 */
export async function periodPlan(db: Db, tenantId: string, f: { depots: string[] | null; beginTime: string; endTime: string }): Promise<PeriodPlan> {
  if (f.depots !== null) return { fromStart: await readsFromStart(db, tenantId, f.beginTime), quietAfterEnd: false };
  const { rows } = await sql<{ first: string | null; today: string; moved_after_end: boolean }>`
    select min(day)::text as first, localtimestamp::date::text as today,
      exists (select 1 from stock_day a where a.tenant_id = ${tenantId} and a.day > ${f.endTime}::date and a.day < ${monthAfter(f.endTime)}::date)
        as moved_after_end
    from stock_day where tenant_id = ${tenantId} and day > '-infinity'::date`.execute(db);
  const r = rows[0];
  const quietAfterEnd = r?.moved_after_end === false;
  return { fromStart: r?.first ? forwardIsShorter(f, r.first, r.today, quietAfterEnd) : false, quietAfterEnd };
}

/** A depot set, from its stock days: in/out = the days of the period; the side = the days after it (or before it). */
function dayRead(t: string, f: InOutStockFilter, { fromStart }: PeriodPlan): PeriodRead {
  const depots = inDepots('d.depot_id', f.depots);
  const [begin, end] = [sql`${f.beginTime}::date`, sql`${f.endTime}::date`];
  return {
    mid: sql`select d.material_id, sum(d.in_qty) as in_qty, sum(d.out_qty) as out_qty from stock_day d
      where d.tenant_id = ${t} and d.day >= ${begin} and d.day <= ${end} and ${depots} group by d.material_id`,
    rest: [],
    side: [
      sql`select d.material_id, d.in_qty - d.out_qty from stock_day d
        where d.tenant_id = ${t} and ${fromStart ? sql`d.day < ${begin}` : sql`d.day > ${end}`} and ${depots}`,
    ],
  };
}

/**
 * Opening, in, out and closing of each product in the depot set for a period, reading one side of the period only.
 * Read back from now (`fromStart` false): closing = current stock − what moved after the end; opening = closing − in
 * + out. Read forward from the first movement (`fromStart` true): opening = what moved before the first day (opening
 * stock included); closing = opening + in − out. Both are the same figures (Σ of all movements = current stock); the
 * caller takes the side with fewer days (`readsFromStart`), so an old period does not read all the history after it.
 * In/out are the period's movements by direction (bills, their reversals, transfers both ways, assembly roles).
 * Every depot (the default) reads the kept months and per-product totals (migration 0035) and the days only at the
 * period's edges (`monthRead`); a depot set reads its stock days and current-stock rows. Products whose four figures
 * are all zero are left out. The row is narrow (the figures, cost and barcode); the product's columns are read for the
 * page's rows only (`rows`).
 */
function inOutStockBase(scope: ReportScope, f: InOutStockFilter, plan: PeriodPlan): RawBuilder<unknown> {
  const t = scope.tenantId;
  const cost = costOf(scope);
  const fromStart = plan.fromStart;
  const read = f.depots === null ? monthRead(t, f, plan) : dayRead(t, f, plan);
  const edges = read.rest.length > 0;
  const plus = (...terms: RawBuilder<unknown>[]) => (terms.length ? sql`(${sql.join(terms, sql` + `)})` : sql`0`);
  const inQty = plus(...(read.mid ? [sql`coalesce(mid.in_qty, 0)`] : []), ...(edges ? [sql`coalesce(r.a_in, 0)`] : []));
  const outQty = plus(...(read.mid ? [sql`coalesce(mid.out_qty, 0)`] : []), ...(edges ? [sql`coalesce(r.a_out, 0)`] : []));
  const net = plus(sql`coalesce(sd.n, 0)`, ...(edges ? [sql`coalesce(r.n, 0)`] : []));
  const current =
    f.depots === null
      ? sql`left join stock_total cur on cur.tenant_id = m.tenant_id and cur.material_id = m.id`
      : sql`left join (select c.material_id, sum(c.quantity) as quantity from stock_current c
          where c.tenant_id = ${t} and ${inDepots('c.depot_id', f.depots)} group by c.material_id) cur on cur.material_id = m.id`;
  // Forward: the side is what came before (the opening); back: closing = current stock − what moved after the end. The
  // read side's figure (`side`) is computed once per product and the other derived from it: numerics are slow to add.
  const figures = fromStart
    ? { side: sql`${net}`, prev: sql`q.side`, this: sql`(q.side + q.in_sum - q.out_sum)` }
    : { side: sql`coalesce(cur.quantity, 0) - ${net}`, prev: sql`(q.side - q.in_sum + q.out_sum)`, this: sql`q.side` };
  return sql`
    select q.material_id, q.bar_code, q.cost, ${figures.prev} as prev_sum, q.in_sum, q.out_sum, ${figures.this} as this_sum,
      ${figures.this} * q.cost as this_all_price
    from (
      select m.id as material_id, e.bar_code, ${cost} as cost, ${figures.side} as side, ${inQty} as in_sum, ${outQty} as out_sum
      from material m
      join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id and e.default_flag and not e.delete_flag
      ${costJoin}
      ${fromStart ? sql`` : current}
      ${read.mid ? sql`left join (${read.mid}) mid on mid.material_id = m.id` : sql``}
      ${
        edges
          ? sql`left join (select x.material_id, sum(x.a_in) as a_in, sum(x.a_out) as a_out, sum(x.n) as n
        from (${sql.join(read.rest, sql` union all `)}) x(material_id, a_in, a_out, n) group by x.material_id) r on r.material_id = m.id`
          : sql``
      }
      left join (select y.material_id, sum(y.n) as n
        from (${sql.join(read.side, sql` union all `)}) y(material_id, n) group by y.material_id) sd on sd.material_id = m.id
      where ${materialWhere(t, f)}
      -- The figures once per product (not flattened into the filter below, which would compute them twice).
      offset 0) q
    -- All four figures zero: with nothing in or out, opening and closing are the side's figure.
    where q.side <> 0 or q.in_sum <> 0 or q.out_sum <> 0`;
}

/**
 * Whether a period starting on `beginTime` has fewer stock days before it (since the tenant's first movement) than
 * after it (up to today, in the business zone of the session): then 进销存统计 reads forward from the start.
 */
async function readsFromStart(db: Db, tenantId: string, beginTime: string): Promise<boolean> {
  const { rows } = await sql<{ from_start: boolean | null }>`
    select (${beginTime}::date - min(day)) < (localtimestamp::date - ${beginTime}::date) as from_start
    from stock_day where tenant_id = ${tenantId} and day > '-infinity'::date`.execute(db);
  return rows[0]?.from_start === true;
}

export function inOutStockSource(scope: ReportScope, f: InOutStockFilter, plan: PeriodPlan = { fromStart: false, quietAfterEnd: false }): ListSource {
  return {
    base: inOutStockBase(scope, f, plan),
    columns: inOutStockColumns(scope.extraTitles),
    // An aggregate over the period: a page and its totals, or the export, compute it once (list source `readOnce`).
    readOnce: true,
    // The row is the product's figures; the product's columns are read for the page's rows only.
    key: ['material_id', 'cost', 'prev_sum', 'in_sum', 'out_sum', 'this_sum', 'this_all_price'],
    tiebreak: ['material_id'],
    rows: materialRow(scope.tenantId, 'material_id', sql`k.cost, k.prev_sum, k.in_sum, k.out_sum, k.this_sum, k.this_all_price,`),
    sorts: {
      barCode: sql`b.bar_code`,
      prevSum: sql`b.prev_sum`,
      inSum: sql`b.in_sum`,
      outSum: sql`b.out_sum`,
      thisSum: sql`b.this_sum`,
      ...(scope.showStockPrice ? { thisAllPrice: sql`b.this_all_price` } : {}),
    },
    totals: [
      { key: 'prevSum', expression: sql`b.prev_sum` },
      { key: 'inSum', expression: sql`b.in_sum` },
      { key: 'outSum', expression: sql`b.out_sum` },
      { key: 'thisSum', expression: sql`b.this_sum` },
      ...(scope.showStockPrice ? [{ key: 'thisAllPrice', expression: sql`b.this_all_price` }] : []),
    ],
    present: (rows: Row[]) =>
      rows.map((r) => {
        const m = materialFields(r);
        return {
          ...m,
          materialStandard: m.standard,
          materialModel: m.model,
          materialColor: m.color,
          materialBrand: m.brand,
          materialMfrs: m.mfrs,
          unitPrice: masked(scope, r.cost),
          prevSum: num(r.prev_sum) ?? '0',
          inSum: num(r.in_sum) ?? '0',
          outSum: num(r.out_sum) ?? '0',
          thisSum: num(r.this_sum) ?? '0',
          thisAllPrice: masked(scope, r.this_all_price),
          bigUnitStock: bigUnitText(String(r.this_sum ?? '0'), (r.other_unit as string | null) ?? null, (r.ratio as string | null) ?? null),
        };
      }),
  };
}

/** Per depot of the set: the product's opening, in, out and closing for the period (non-zero closing only). */
export async function materialDepotStockByPeriod(
  db: Db,
  scope: ReportScope,
  q: { materialId: number; depots: string[] | null; beginTime: string; endTime: string; unitPrice?: string | undefined },
) {
  const t = scope.tenantId;
  const { rows } = await sql<{ depot_id: string; depot_name: string; prev: string; in_qty: string; out_qty: string; close: string; cost: string | null }>`
    select d.id as depot_id, d.name as depot_name, c.quantity - coalesce(p.net_from_begin, 0) as prev, coalesce(p.in_qty, 0) as in_qty,
      coalesce(p.out_qty, 0) as out_qty, c.quantity - coalesce(p.net_after_end, 0) as close,
      ${scope.flags.moveAvgPrice ? sql`(select mco.unit_cost from material_cost mco where mco.tenant_id = c.tenant_id and mco.material_id = c.material_id)` : sql`(select x.purchase_decimal from material_extend x where x.tenant_id = c.tenant_id and x.material_id = c.material_id and x.default_flag and not x.delete_flag order by x.id limit 1)`} as cost
    from stock_current c
    join depot d on d.tenant_id = c.tenant_id and d.id = c.depot_id
    left join (
      select s.depot_id,
        sum(s.in_qty) filter (where s.day <= ${q.endTime}::date) as in_qty,
        sum(s.out_qty) filter (where s.day <= ${q.endTime}::date) as out_qty,
        sum(s.in_qty - s.out_qty) as net_from_begin,
        sum(s.in_qty - s.out_qty) filter (where s.day > ${q.endTime}::date) as net_after_end
      from stock_day s where s.tenant_id = ${t} and s.material_id = ${q.materialId} and s.day >= ${q.beginTime}::date
      group by s.depot_id) p on p.depot_id = c.depot_id
    where c.tenant_id = ${t} and c.material_id = ${q.materialId} and ${inDepots('c.depot_id', q.depots)}
      and c.quantity - coalesce(p.net_after_end, 0) <> 0
    order by d.sort nulls last, d.id`.execute(db);
  const out = rows.map((r) => {
    const unitPrice = q.unitPrice ?? num(r.cost) ?? '0';
    return {
      depotId: Number(r.depot_id),
      depotName: r.depot_name,
      prevSum: num(r.prev) ?? '0',
      inSum: num(r.in_qty) ?? '0',
      outSum: num(r.out_qty) ?? '0',
      currentNumber: num(r.close) ?? '0',
      unitPrice: scope.showStockPrice ? unitPrice : null,
      allPrice: scope.showStockPrice ? new Decimal(r.close).times(unitPrice).toFixed() : null,
    };
  });
  return { rows: out, total: out.length };
}
