import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { auditedSql, kindsSql, reportSigned } from './bill-kinds.js';

/**
 * Dashboard figures (reports.md §12), set-based: goods bills of type 入库/出库 with at least one live
 * line; audited only (status 1/2/3) under 强审核; the role's creator scope. Buy = 采购 − 采购退货 and
 * Sale = 销售 − 销售退货 on the after-discount amount; Retail = 零售 − 零售退货 on the line total.
 */
export interface DashboardFilter {
  tenantId: string;
  creators: string[] | null;
  auditedOnly: boolean;
}

const SIGNED = {
  buy: reportSigned('buy', sql`h.discount_last_money`),
  sale: reportSigned('sale', sql`h.discount_last_money`),
  retail: reportSigned('retail', sql`h.total_price`),
};

function where(f: DashboardFilter, from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<unknown> {
  const conds = [
    sql`h.tenant_id = ${f.tenantId}`,
    sql`not h.delete_flag`,
    kindsSql((k) => k.report !== null),
    sql`h.oper_time >= ${from}`,
    sql`h.oper_time <= ${to}`,
    sql`exists (select 1 from depot_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag)`,
  ];
  if (f.auditedOnly) conds.push(auditedSql('h.status'));
  if (f.creators) conds.push(sql`h.creator in (${sql.join(f.creators)})`);
  return sql.join(conds, sql` and `);
}

/**
 * The kept days of the bills (`bill_day`, migration 0029: per day, kind, creator and audited, the live bills'
 * amounts) from `from` to `to`, as `h` with the bill columns the figures read.
 */
function days(f: DashboardFilter, from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<unknown> {
  const conds = [sql`h.tenant_id = ${f.tenantId}`, kindsSql((k) => k.report !== null), sql`h.day >= (${from})::date`, sql`h.day <= (${to})::date`];
  if (f.auditedOnly) conds.push(sql`h.audited`);
  if (f.creators) conds.push(sql`h.creator in (${sql.join(f.creators)})`);
  return sql`select h.day, h.prefix, h.discount_last_money, h.total_price, false as now_part from bill_day h where ${sql.join(conds, sql` and `)}`;
}

export type Figures = Record<'buy' | 'sale' | 'retail', string>;

/**
 * today / yesterday / month / year figures in one query; zeros when there is no bill. The year's days come from
 * `bill_day`; 本月 ends now, so today's part of it is read from today's bills up to this moment.
 */
export async function periodFigures(db: Kysely<Database>, f: DashboardFilter): Promise<Record<'today' | 'yesterday' | 'month' | 'year', Figures>> {
  const periods = {
    today: sql`not h.now_part and h.day >= current_date`,
    yesterday: sql`not h.now_part and h.day = current_date - 1`,
    month: sql`(h.now_part or (h.day >= date_trunc('month', localtimestamp)::date and h.day < current_date))`,
    year: sql`not h.now_part`,
  };
  const cols = Object.entries(periods).flatMap(([p, cond]) =>
    Object.entries(SIGNED).map(([k, expr]) => sql`coalesce(sum(${expr}) filter (where ${cond}), 0)::text as ${sql.ref(`${p}_${k}`)}`),
  );
  // `oper_time >= current_date` compares a timestamp with a date, an operator PostgreSQL does not mark leakproof: under
  // the tenant role's row security it may not use the index and read every bill (71 ms instead of 2.5 ms).
  const year = days(f, sql`date_trunc('year', localtimestamp)`, sql`date_trunc('year', localtimestamp) + interval '1 year' - interval '1 day'`);
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(cols)} from (
      ${year}
      union all
      select h.oper_time::date, h.prefix, h.discount_last_money, h.total_price, true from depot_head h where ${where(f, sql`current_date::timestamp`, sql`localtimestamp`)}
    ) h`.execute(db);
  const row = rows[0] ?? {};
  const pick = (p: string): Figures => ({
    buy: trimDecimal(row[`${p}_buy`] ?? '0'),
    sale: trimDecimal(row[`${p}_sale`] ?? '0'),
    retail: trimDecimal(row[`${p}_retail`] ?? '0'),
  });
  return { today: pick('today'), yesterday: pick('yesterday'), month: pick('month'), year: pick('year') };
}

/** The current month and the five before it, ascending, with zero months included. */
export async function sixMonths(db: Kysely<Database>, f: DashboardFilter): Promise<Array<{ month: string } & Figures>> {
  const start = sql`date_trunc('month', localtimestamp) - interval '5 months'`;
  const { rows } = await sql<{ month: string; buy: string; sale: string; retail: string }>`
    with months as (select to_char(m, 'YYYY-MM') as month from generate_series(${start}, date_trunc('month', localtimestamp), interval '1 month') m),
    sums as (
      select to_char(h.day, 'YYYY-MM') as month, sum(${SIGNED.buy}) as buy, sum(${SIGNED.sale}) as sale, sum(${SIGNED.retail}) as retail
      from (${days(f, start, sql`current_date`)}) h group by 1
    )
    select months.month, coalesce(sums.buy, 0)::text as buy, coalesce(sums.sale, 0)::text as sale, coalesce(sums.retail, 0)::text as retail
    from months left join sums using (month) order by months.month`.execute(db);
  return rows.map((r) => ({ month: r.month, buy: trimDecimal(r.buy), sale: trimDecimal(r.sale), retail: trimDecimal(r.retail) }));
}
