import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A bill line's copy of its bill's kind, time, status, creator and partner (migration 0033: `depot_item.prefix`,
 * `oper_time`, `status`, `creator`, `organ_id`, kept equal to the head's by triggers), which lays the lines out by
 * (kind, time) for the bill-line reports. `suanpan_bill_line_head_drift(tenant)` names the lines that differ.
 */

/** How many of the tenant's lines differ from their head (0 unless a row was changed outside the app). */
export async function billLineHeadDrift(db: Kysely<Database>, tenantId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from suanpan_bill_line_head_drift(${tenantId})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The repair (修正单据明细): the tenant's lines that differ from their head take the head's values (and a live line of a
 * deleted head is deleted with it); answers how many
 * it changed. Line writes wait for it (a head's change reaches its lines by updating them), so none interleaves.
 */
export async function repairBillLines(trx: Kysely<Database>, tenantId: string): Promise<number> {
  await sql`lock table depot_item in share row exclusive mode`.execute(trx);
  const { rows } = await sql<{ n: string }>`
    with fixed as (
      update depot_item i set prefix = h.prefix, oper_time = h.oper_time, status = h.status, creator = h.creator, organ_id = h.organ_id,
        delete_flag = i.delete_flag or h.delete_flag
      from depot_head h
      where i.tenant_id = ${tenantId} and h.tenant_id = i.tenant_id and h.id = i.header_id
        and ((i.prefix, i.oper_time, i.status, i.creator, i.organ_id) is distinct from (h.prefix, h.oper_time, h.status, h.creator, h.organ_id)
          or (h.delete_flag and not i.delete_flag))
      returning 1)
    select count(*) as n from fixed`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
