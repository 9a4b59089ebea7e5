import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The stock days a tenant's ledger gives (migration 0025's rule, written once more here as the check): per
 * (product, depot, day) the "in" and "out" base quantities; opening stock on day -infinity.
 */
const recomputed = (tenantId: string) => sql`
  select material_id, depot_id, day, sum(i) as in_qty, sum(o) as out_qty
  from (
    select n.material_id, n.depot_id,
      case when n.kind = 'opening' then '-infinity'::date else n.oper_time::date end as day,
      case when n.kind = 'opening' or (n.kind = 'bill' and n.quantity > 0) or (n.kind = 'reversal' and n.quantity < 0) then n.quantity else 0 end as i,
      case when n.kind = 'opening' or (n.kind = 'bill' and n.quantity > 0) or (n.kind = 'reversal' and n.quantity < 0) then 0 else -n.quantity end as o
    from stock_movement n where n.tenant_id = ${tenantId}
  ) m group by material_id, depot_id, day`;

const DIFF = (tenantId: string) => sql`
  select coalesce(l.material_id, s.material_id) as material_id, coalesce(l.depot_id, s.depot_id) as depot_id, coalesce(l.day, s.day) as day,
    l.in_qty, l.out_qty
  from (${recomputed(tenantId)}) l
  full join (select material_id, depot_id, day, in_qty, out_qty from stock_day where tenant_id = ${tenantId}) s
    on s.material_id = l.material_id and s.depot_id = l.depot_id and s.day = l.day
  where l.in_qty is distinct from s.in_qty or l.out_qty is distinct from s.out_qty`;

/** How many stock-day rows differ from a recomputation from the ledger (0 unless a row was damaged outside the app). */
export async function stockDayDrift(db: Kysely<Database>, tenantId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${DIFF(tenantId)}) d`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The repair: sets the tenant's stock days to the recomputation from the ledger and answers how many rows it
 * changed. The tenant's current-stock rows are locked first, in the order postings lock them, so no posting
 * interleaves with the repair.
 */
export async function repairStockDays(trx: Kysely<Database>, tenantId: string): Promise<number> {
  await sql`select 1 from stock_current where tenant_id = ${tenantId} order by material_id, depot_id for update`.execute(trx);
  const { rows } = await sql<{ n: string }>`
    with diff as (${DIFF(tenantId)}),
    gone as (
      delete from stock_day d using diff
      where d.tenant_id = ${tenantId} and d.material_id = diff.material_id and d.depot_id = diff.depot_id and d.day = diff.day and diff.in_qty is null
    ),
    fixed as (
      insert into stock_day (tenant_id, material_id, depot_id, day, in_qty, out_qty)
      select ${tenantId}, material_id, depot_id, day, in_qty, out_qty from diff where in_qty is not null
      order by material_id, depot_id, day
      on conflict (tenant_id, material_id, depot_id, day) do update set in_qty = excluded.in_qty, out_qty = excluded.out_qty
    )
    select count(*) as n from diff`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
