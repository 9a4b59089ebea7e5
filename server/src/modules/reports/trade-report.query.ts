import { kindsWhere, type TradeTrend } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { kindsSql } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';
import { materialRow, num, productColumns, showable, unitName } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';
import { and, lineConds, type LineFilter } from './bill-line-conditions.js';
import type { LineSum } from './line-sums.js';

// 采购统计 / 销售统计 / 零售统计 (reports.md §3–§5): per barcode, over the bill lines of the period.

export type Trade = 'buy' | 'sale' | 'retail';

/** The figures of each trade report after the product's columns: presented key and title. */
const TRADE_FIGURES: Record<Trade, ReadonlyArray<[string, string]>> = {
  buy: [
    ['inSum', '采购数量'],
    ['inSumPrice', '采购金额'],
    ['outSum', '退货数量'],
    ['outSumPrice', '退货金额'],
    ['inOutSumPrice', '实际采购金额'],
  ],
  sale: [
    ['outSum', '销售数量'],
    ['outSumPrice', '销售金额'],
    ['inSum', '退货数量'],
    ['inSumPrice', '退货金额'],
    ['outInSumPrice', '实际销售金额'],
  ],
  retail: [
    ['outSum', '零售数量'],
    ['outSumPrice', '零售金额'],
    ['inSum', '退货数量'],
    ['inSumPrice', '退货金额'],
    ['outInSumPrice', '实际零售金额'],
  ],
};

/** A trade report's spreadsheet columns: the screen's, 扩展1-3 headed with the tenant's titles (the scope's `extraTitles`). */
export function tradeColumns(trade: Trade, extras: readonly string[]): readonly ExportColumn[] {
  return [
    ...productColumns(extras),
    { key: 'materialUnit', label: '单位' },
    ...TRADE_FIGURES[trade].map(([key, label]) => ({ key, label, format: 'number' as const })),
  ];
}

/**
 * The lines of a trade report and how it splits them: `forward` = the trade (采购 / 销售 / 零售), `back` = its returns,
 * with the period, the scopes and the filters of reports.md §0; `priceHidden` when price limits 4/5/6 hide the trade's
 * money. The table (`tradeSource`) and its trend (`tradeTrend`) read the same lines.
 */
function tradeLines(scope: ReportScope, trade: Trade, f: LineFilter & { depots: string[] | null }) {
  const masked = maskedPrefixes(scope.priceLimits);
  return {
    conds: [...lineConds(scope, f, (k) => k.report === trade, { inOutManage: false }), inDepots('i.depot_id', f.depots)],
    forward: kindsSql((k) => k.report === trade && !k.returns, 'i.prefix'),
    back: kindsSql((k) => k.report === trade && k.returns, 'i.prefix'),
    priceHidden: kindsWhere((k) => k.report === trade).some((p) => masked.includes(p)),
  };
}

/**
 * Per barcode row: the trade's quantities (base units) and line amounts (pre-tax, before the header's discount) and
 * those of its returns in the period. Purchase: in = 采购, out = 采购退货; sales and retail: out = the sale, in = the
 * return. 出入库管理 does not apply; 分配客户权限 does for sales.
 */
export function tradeSource(scope: ReportScope, trade: Trade, f: LineFilter & { depots: string[] | null }, lineSum: LineSum): ListSource {
  // Price limits 4/5/6 hide the trade's money: its amount columns are null and have no totals.
  const { conds, forward, back, priceHidden } = tradeLines(scope, trade, f);
  // The aggregate of the period's lines (one index range, migration 0033); the barcode and the product's columns are
  // read for the page's rows only.
  const base = sql`
    select a.*
    from (
      select i.material_id, i.material_extend_id,
        ${lineSum('basic_number', forward)} as fwd_qty, ${lineSum('all_price', forward)} as fwd_amount,
        ${lineSum('basic_number', back)} as back_qty, ${lineSum('all_price', back)} as back_amount
      from depot_item i
      where ${and(conds)}
      group by i.material_id, i.material_extend_id) a
    where ${showable(scope.tenantId, 'a.material_id')}`;
  const [inQty, inAmt, outQty, outAmt] =
    trade === 'buy' ? ['fwd_qty', 'fwd_amount', 'back_qty', 'back_amount'] : ['back_qty', 'back_amount', 'fwd_qty', 'fwd_amount'];
  const realKey = trade === 'buy' ? 'inOutSumPrice' : 'outInSumPrice';
  return {
    base,
    columns: tradeColumns(trade, scope.extraTitles),
    // The row is the barcode's; the product and the figures travel to the page's wide row.
    key: ['material_extend_id', 'material_id', 'fwd_qty', 'fwd_amount', 'back_qty', 'back_amount'],
    tiebreak: ['material_extend_id'],
    rows: materialRow(
      scope.tenantId,
      'material_id',
      sql`x.bar_code as line_bar_code, k.fwd_qty, k.fwd_amount, k.back_qty, k.back_amount, x.commodity_unit,`,
      sql`join material_extend x on x.tenant_id = m.tenant_id and x.id = k.material_extend_id`,
    ),
    // An aggregate over the period: a page and its totals, or the export, compute it once (list source `readOnce`).
    readOnce: true,
    sorts: {
      barCode: sql`(select x.bar_code from material_extend x where x.tenant_id = ${scope.tenantId} and x.id = b.material_extend_id)`,
      inSum: sql.ref(`b.${inQty!}`),
      outSum: sql.ref(`b.${outQty!}`),
      inSumPrice: sql.ref(`b.${inAmt!}`),
      outSumPrice: sql.ref(`b.${outAmt!}`),
    },
    totals: [
      { key: 'inSum', expression: sql.ref(`b.${inQty!}`) },
      { key: 'outSum', expression: sql.ref(`b.${outQty!}`) },
      ...(priceHidden
        ? []
        : [
            { key: 'inSumPrice', expression: sql.ref(`b.${inAmt!}`) },
            { key: 'outSumPrice', expression: sql.ref(`b.${outAmt!}`) },
            { key: realKey, expression: sql`b.fwd_amount - b.back_amount` },
          ]),
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        materialId: Number(r.material_id),
        barCode: r.line_bar_code as string,
        materialName: r.material_name as string,
        materialStandard: (r.standard as string | null) ?? null,
        materialModel: (r.model as string | null) ?? null,
        materialColor: (r.color as string | null) ?? null,
        materialBrand: (r.brand as string | null) ?? null,
        materialMfrs: (r.mfrs as string | null) ?? null,
        otherField1: (r.other_field1 as string | null) ?? null,
        otherField2: (r.other_field2 as string | null) ?? null,
        otherField3: (r.other_field3 as string | null) ?? null,
        materialUnit: (r.commodity_unit as string | null) ?? null,
        unitName: unitName(r),
        inSum: num(r[inQty!]) ?? '0',
        outSum: num(r[outQty!]) ?? '0',
        inSumPrice: priceHidden ? null : (num(r[inAmt!]) ?? '0'),
        outSumPrice: priceHidden ? null : (num(r[outAmt!]) ?? '0'),
        [realKey]: priceHidden ? null : (num(minus(r.fwd_amount, r.back_amount)) ?? '0'),
      })),
  };
}

const minus = (a: unknown, b: unknown) => new Decimal(String(a ?? 0)).minus(String(b ?? 0)).toFixed();

/** A trend is drawn by day when its period is at most this many days long, by month otherwise (or with no period). */
export const TREND_DAYS = 100;

const dayCount = (begin: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The trend of a trade report (the chart above 采购/销售/零售统计): its actual amount — the trade's line amounts less its
 * returns', the report's 实际金额 — per day or month of the period, every day or month of it present (zero when
 * nothing moved), over exactly the lines and products the table sums, so the bars add up to its total. With no period,
 * the months from the first line to the last. Nothing when the role may not see the trade's money.
 */
export async function tradeTrend(
  db: Kysely<Database>,
  scope: ReportScope,
  trade: Trade,
  f: LineFilter & { depots: string[] | null },
  lineSum: LineSum,
): Promise<TradeTrend> {
  const { conds, forward, back, priceHidden } = tradeLines(scope, trade, f);
  const unit = f.beginTime && f.endTime && dayCount(f.beginTime, f.endTime) <= TREND_DAYS ? 'day' : 'month';
  if (priceHidden) return { priceHidden, unit, points: [] };
  const step = unit === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
  const bucket = (t: RawBuilder<unknown>) => sql`date_trunc(${unit}, ${t})`;
  const edge = (day: string | undefined, fallback: RawBuilder<unknown>) => (day ? bucket(sql`${day}::timestamp`) : fallback);
  const { rows } = await sql<{ x: string; y: string }>`
    with a as (
      select ${bucket(sql`i.oper_time`)} as bucket, ${lineSum('all_price', forward)} - ${lineSum('all_price', back)} as amount
      from depot_item i
      where ${and(conds)} and ${showable(scope.tenantId, 'i.material_id')}
      group by 1)
    select to_char(g.bucket, ${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as x, trim_scale(coalesce(a.amount, 0))::text as y
    from generate_series(${edge(f.beginTime, sql`(select min(bucket) from a)`)}, ${edge(f.endTime, sql`(select max(bucket) from a)`)}, ${step}) g(bucket)
    left join a on a.bucket = g.bucket
    order by g.bucket`.execute(db);
  return { priceHidden, unit, points: rows };
}
