import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The kept days that differ from the tenant's documents now (`suanpan_account_day_recompute`, migration 0028);
 * a kept day whose money nets to nothing (its documents deleted) equals a missing one.
 */
const DIFF = (tenantId: string) => sql`
  select coalesce(r.account_id, d.account_id) as account_id, coalesce(r.day, d.day) as day, coalesce(r.audited, d.audited) as audited,
    r.in_amount, r.out_amount
  from suanpan_account_day_recompute(${tenantId}) r
  full join (select account_id, day, audited, in_amount, out_amount from account_day where tenant_id = ${tenantId}) d
    on d.account_id = r.account_id and d.day = r.day and d.audited = r.audited
  where coalesce(r.in_amount, 0) <> coalesce(d.in_amount, 0) or coalesce(r.out_amount, 0) <> coalesce(d.out_amount, 0)`;

/** How many account days differ from a recomputation (0 unless a row was changed outside the app). */
export async function accountDayDrift(db: Kysely<Database>, tenantId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${DIFF(tenantId)}) d`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The repair (修正账户日汇总): sets the tenant's account days to the recomputation and answers how many it changed.
 * The table is locked against writes first (postings wait for the repair), so no posting interleaves with it.
 */
export async function repairAccountDays(trx: Kysely<Database>, tenantId: string): Promise<number> {
  await sql`lock table account_day in share row exclusive mode`.execute(trx);
  const { rows } = await sql<{ n: string }>`
    with diff as (${DIFF(tenantId)}),
    fixed as (
      insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
      select ${tenantId}, account_id, day, audited, coalesce(in_amount, 0), coalesce(out_amount, 0) from diff
      order by account_id, day, audited
      on conflict (tenant_id, account_id, day, audited) do update set in_amount = excluded.in_amount, out_amount = excluded.out_amount
    )
    select count(*) as n from diff`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
