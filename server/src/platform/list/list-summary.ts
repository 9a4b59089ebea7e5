import type { ListData } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * A figure the list's 合计 row shows: the sum of `expression` over every row the filters keep, not
 * over the page. The expression is SQL over the list source's filtered set `b` (a column, or a sum of columns).
 */
export interface TotalColumn {
  key: string;
  expression: RawBuilder<unknown>;
}

export type ListSummary = Pick<ListData<unknown>, 'total' | 'totalRow'>;

// numeric stays numeric: the sum leaves the database as a decimal string without trailing zeros.
const sumOf = (column: TotalColumn): RawBuilder<string> => sql<string>`trim_scale(coalesce(sum(${column.expression}), 0))::text`;

/** The count and the totals as one aggregate's select list: `select ${summarySql(totals)} from (…) b`. */
export function summarySql(totals: readonly TotalColumn[]): RawBuilder<unknown> {
  return sql.join([sql`count(*) as total`, ...totals.map((c) => sql`${sumOf(c)} as ${sql.ref(c.key)}`)]);
}

/**
 * The count and the totals as window figures over the whole result (`list_count`, `list_total_<i>`), so one
 * statement that returns the rows also returns the 合计 row on each of them (an export read through a cursor).
 */
export function windowSummarySql(totals: readonly TotalColumn[]): RawBuilder<unknown> {
  return sql.join([
    sql`count(*) over () as list_count`,
    ...totals.map((c, i) => sql`trim_scale(coalesce(sum(${c.expression}) over (), 0))::text as ${sql.ref(`list_total_${i}`)}`),
  ]);
}

/** The summary a row of a `windowSummarySql` statement carries (none: the result was empty). */
export function readWindowSummary(row: Record<string, unknown> | undefined, totals: readonly TotalColumn[]): ListSummary {
  return readSummary(row && { total: row.list_count, ...Object.fromEntries(totals.map((c, i) => [c.key, row[`list_total_${i}`]])) }, totals);
}

/** The envelope's `total` and, when the list declares totals, its `totalRow`. */
export function readSummary(row: Record<string, unknown> | undefined, totals: readonly TotalColumn[]): ListSummary {
  const total = Number(row?.total ?? 0);
  if (totals.length === 0) return { total };
  return { total, totalRow: Object.fromEntries(totals.map((c) => [c.key, String(row?.[c.key] ?? '0')])) };
}
