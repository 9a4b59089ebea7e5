import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The kept bill days that differ from the tenant's bills now (`suanpan_bill_day_recompute`, migration 0029); zero equals missing. */
const DIFF = (tenantId: string) => sql`
  select coalesce(r.day, d.day) as day, coalesce(r.prefix, d.prefix) as prefix, coalesce(r.creator, d.creator) as creator,
    coalesce(r.audited, d.audited) as audited, r.discount_last_money, r.total_price
  from suanpan_bill_day_recompute(${tenantId}) r
  full join (select day, prefix, creator, audited, discount_last_money, total_price from bill_day where tenant_id = ${tenantId}) d
    on d.day = r.day and d.prefix = r.prefix and d.creator = r.creator and d.audited = r.audited
  where coalesce(r.discount_last_money, 0) <> coalesce(d.discount_last_money, 0) or coalesce(r.total_price, 0) <> coalesce(d.total_price, 0)`;

/** How many bill days differ from a recomputation (0 unless a row was changed outside the app). */
export async function billDayDrift(db: Kysely<Database>, tenantId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${DIFF(tenantId)}) d`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The repair (修正单据日汇总): the tenant's bill days set to the recomputation; answers how many it changed. Writes wait for it. */
export async function repairBillDays(trx: Kysely<Database>, tenantId: string): Promise<number> {
  await sql`lock table bill_day in share row exclusive mode`.execute(trx);
  const { rows } = await sql<{ n: string }>`
    with diff as (${DIFF(tenantId)}),
    fixed as (
      insert into bill_day (tenant_id, day, prefix, creator, audited, discount_last_money, total_price)
      select ${tenantId}, day, prefix, creator, audited, coalesce(discount_last_money, 0), coalesce(total_price, 0) from diff
      order by day, prefix, creator, audited
      on conflict (tenant_id, day, prefix, creator, audited) do update
        set discount_last_money = excluded.discount_last_money, total_price = excluded.total_price
    )
    select count(*) as n from diff`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
