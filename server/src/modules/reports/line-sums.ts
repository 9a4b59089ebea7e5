import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Σ of the lines' (`depot_item i`) base quantity or amount, of the lines satisfying `when` if given: exact, six decimals. */
export type LineSum = (column: 'basic_number' | 'all_price', when?: RawBuilder<unknown>) => RawBuilder<unknown>;

const only = (when?: RawBuilder<unknown>) => (when ? sql` filter (where ${when})` : sql``);

/** The integers in millionths each line keeps (migration 0038): PostgreSQL adds them several times faster than numerics. */
const microSum: LineSum = (column, when) => sql`(coalesce(sum(${sql.ref(`i.${column}_micro`)})${only(when)}, 0) * 0.000001)`;
const numericSum: LineSum = (column, when) => sql`coalesce(sum(${sql.ref(`i.${column}`)})${only(when)}, 0)`;

/**
 * How the bill-line reports add the tenant's line figures: the integers, unless one of its lines holds a value too
 * large for them (≥ 9·10¹², migration 0039's index of such lines), when they add the numerics.
 */
export async function lineSumOf(db: Kysely<Database>, tenantId: string): Promise<LineSum> {
  const { rows } = await sql<{ large: boolean }>`
    select exists (select 1 from depot_item where tenant_id = ${tenantId} and (basic_number_micro is null or all_price_micro is null)) as large`.execute(db);
  return rows[0]?.large ? numericSum : microSum;
}
