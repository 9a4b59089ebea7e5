import { sql, type RawBuilder } from 'kysely';

/**
 * Σ of the lines' base quantity or amount (`depot_item i`), optionally of the lines satisfying `when`: exact, in six
 * decimals. It adds the integers in millionths each line keeps (migration 0038: PostgreSQL adds them several times
 * faster than numerics) and, for a line whose value was too large to keep so, the numeric itself.
 */
export function lineSum(column: 'basic_number' | 'all_price', when?: RawBuilder<unknown>): RawBuilder<unknown> {
  const micro = sql.ref(`i.${column}_micro`);
  const exact = sql.ref(`i.${column}`);
  const only = when ? sql` filter (where ${when})` : sql``;
  const large = when ? sql`${micro} is null and ${when}` : sql`${micro} is null`;
  return sql`(coalesce(sum(${micro})${only}, 0) * 0.000001 + coalesce(sum(${exact}) filter (where ${large}), 0))`;
}
