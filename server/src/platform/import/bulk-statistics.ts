import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Refreshes the planner's statistics of tables a bulk load has just grown, inside the load's transaction, before
 * it inserts rows that reference them (their foreign-key checks are planned from these statistics). Runs as the
 * tables' owner through migration 0023's function, since requests act as the tenant role.
 */
export async function refreshStatistics(trx: Kysely<Database>, tables: ReadonlyArray<keyof Database & string>): Promise<void> {
  await sql`select suanpan_refresh_statistics(${[...tables]}::text[])`.execute(trx);
}
