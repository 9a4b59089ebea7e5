import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Money per account and day (migration 0028), recomputed by `suanpan_account_day_recompute`. */
const ACCOUNT_DAY: KeptSummary = {
  table: 'account_day',
  recompute: 'suanpan_account_day_recompute',
  keys: ['account_id', 'day', 'audited'],
  figures: ['in_amount', 'out_amount'],
};

/** How many account days differ from a recomputation (0 unless a row was changed outside the app). */
export const accountDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, ACCOUNT_DAY, tenantId);

/** The repair (修正账户日汇总): the tenant's account days set to the recomputation; answers how many it changed. */
export const repairAccountDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, ACCOUNT_DAY, tenantId);

/**
 * Locks the account days `rows` names — a select of (tenant_id, account_id, day, audited), nulls skipped — in key order,
 * before a document's first write, so every writer takes an account's day in one order (goods bills:
 * lockBillSummaries; finance documents: their save). Upserted, not selected: a row not there yet is made empty and
 * locked now (an empty kept row equals a missing one); each key once, as an upsert may not touch a row twice.
 */
export async function lockAccountDays(trx: Kysely<Database>, rows: RawBuilder<unknown>): Promise<void> {
  await sql`insert into account_day (tenant_id, account_id, day, audited)
    select distinct k.* from (${rows}) k(tenant_id, account_id, day, audited)
    where k.account_id is not null
    order by 1, 2, 3, 4
    on conflict (tenant_id, account_id, day, audited) do update set in_amount = account_day.in_amount`.execute(trx);
}
