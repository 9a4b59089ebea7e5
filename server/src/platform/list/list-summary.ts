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

/**
 * The count and the totals as one aggregate's select list: `select ${summarySql(totals)} from (…) b`. `rowsOf` is how
 * many rows of the list one row of `b` stands for (kept sums: their count column; default one each).
 */
export function summarySql(totals: readonly TotalColumn[], rowsOf?: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql.join([sql`${countSql(rowsOf)} as total`, ...totals.map((c) => sql`${sumOf(c)} as ${sql.ref(c.key)}`)]);
}

/** How many list rows the rows of `b` stand for: one each, or `rowsOf` each (kept sums). */
export const countSql = (rowsOf?: RawBuilder<unknown>): RawBuilder<unknown> => (rowsOf ? sql`coalesce(sum(${rowsOf}), 0)` : sql`count(*)`);

/**
 * The count and the totals as columns every row of a statement carries (`list_count`, `list_total_<i>`): the select
 * list of one summary row over the filtered set, cross-joined to the rows (a page or an export read through a
 * cursor), so the set is computed once for both.
 */
export function carriedSummarySql(totals: readonly TotalColumn[]): RawBuilder<unknown> {
  return sql.join([sql`count(*) as list_count`, ...totals.map((c, i) => sql`${sumOf(c)} as ${sql.ref(`list_total_${i}`)}`)]);
}

/** The summary a row of a `carriedSummarySql` statement carries (none: the result was empty). */
export function readCarriedSummary(row: Record<string, unknown> | undefined, totals: readonly TotalColumn[]): ListSummary {
  return readSummary(row && { total: row.list_count, ...Object.fromEntries(totals.map((c, i) => [c.key, row[`list_total_${i}`]])) }, totals);
}

/** The envelope's `total` and, when the list declares totals, its `totalRow`. */
export function readSummary(row: Record<string, unknown> | undefined, totals: readonly TotalColumn[]): ListSummary {
  const total = Number(row?.total ?? 0);
  if (totals.length === 0) return { total };
  return { total, totalRow: Object.fromEntries(totals.map((c) => [c.key, String(row?.[c.key] ?? '0')])) };
}
