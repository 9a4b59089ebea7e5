import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';

/** Bill counts and amounts per day, kind, creator and status (migrations 0029, 0040), recomputed by `suanpan_bill_day_recompute`. */
const BILL_DAY: KeptSummary = {
  table: 'bill_day',
  recompute: 'suanpan_bill_day_recompute',
  keys: ['day', 'prefix', 'creator', 'status'],
  figures: [
    'bills',
    'discount_last_money',
    'total_price',
    'discount_money',
    'change_amount',
    'back_amount',
    'other_money',
    'deposit',
    'debt',
    'last_debt',
    'last_deposit',
  ],
};

/** How many bill days differ from a recomputation (0 unless a row was changed outside the app). */
export const billDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, BILL_DAY, tenantId);

/** The repair (修正单据日汇总): the tenant's bill days set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairBillDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, BILL_DAY, tenantId);

/**
 * Locks the bill days of bills `ids` — each one's day row as it stands and, for an edit or a status change, the row of
 * its new status (`to.status`) on its new day (`to.operTime`, or its own day) — in key order, before the first write of
 * a delete, an edit or a 审核 / 反审核 (an empty row made for a day that has none yet): every writer then takes a day's
 * bill row before any stock row and before the line days' (migration 0041), as a new bill does (its head first).
 * Deleting and editing withdraw the stock first and mark the old lines deleted before the head changes, so without it
 * a delete or an edit and a new bill of the same day, kind, creator and status could deadlock; a batch audit moves its
 * bills' lines one head at a time, so two batches over the same days in opposite orders could.
 */
export async function lockBillDays(trx: Kysely<Database>, tenantId: string, ids: readonly string[], to?: { operTime?: string; status: string }): Promise<void> {
  if (ids.length === 0) return;
  const day = to?.operTime === undefined ? sql`h.oper_time::date` : sql`${to.operTime}::timestamp::date`;
  const moved = to
    ? sql`union select h.tenant_id, ${day}, h.prefix, h.creator, ${to.status}::char(1) from depot_head h
        where h.tenant_id = ${tenantId} and h.id in (${sql.join([...ids])})`
    : sql``;
  // Upserted, not selected: a row the edit is about to create is created (empty) and locked now, not later. Each key
  // once (distinct): bills of one day, kind, creator and status share a row, and an upsert may not touch a row twice.
  await sql`insert into bill_day (tenant_id, day, prefix, creator, status)
    select distinct h.tenant_id, h.oper_time::date, h.prefix, h.creator, h.status from depot_head h
    where h.tenant_id = ${tenantId} and h.id in (${sql.join([...ids])})
    ${moved}
    order by 1, 2, 3, 4, 5
    on conflict (tenant_id, day, prefix, creator, status) do update set bills = bill_day.bills`.execute(trx);
}
