import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/**
 * One summary kept from the ledger: its rows that differ from the recomputation (`want` null: the row should not
 * exist), and how to set them.
 */
interface Kept {
  diff: (tenantId: string) => RawBuilder<unknown>;
  repair: (tenantId: string) => RawBuilder<{ n: string }>;
}

const DAYS: Kept = {
  diff: (tenantId) => sql`
    select coalesce(l.material_id, s.material_id) as material_id, coalesce(l.depot_id, s.depot_id) as depot_id, coalesce(l.day, s.day) as day,
      l.in_qty, l.out_qty
    from (${recomputed(tenantId)}) l
    full join (select material_id, depot_id, day, in_qty, out_qty from stock_day where tenant_id = ${tenantId}) s
      on s.material_id = l.material_id and s.depot_id = l.depot_id and s.day = l.day
    where l.in_qty is distinct from s.in_qty or l.out_qty is distinct from s.out_qty`,
  repair: (tenantId) => sql`
    with diff as (${DAYS.diff(tenantId)}),
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
    select count(*) as n from diff`,
};

/** Per (month, product) over every depot (migration 0035), against `suanpan_stock_month_recompute`. */
const MONTHS: Kept = {
  diff: (tenantId) => sql`
    select coalesce(l.month, s.month) as month, coalesce(l.material_id, s.material_id) as material_id, l.in_qty, l.out_qty
    from suanpan_stock_month_recompute(${tenantId}) l
    full join (select month, material_id, in_qty, out_qty from stock_month where tenant_id = ${tenantId}) s
      on s.month = l.month and s.material_id = l.material_id
    where l.in_qty is distinct from s.in_qty or l.out_qty is distinct from s.out_qty`,
  repair: (tenantId) => sql`
    with diff as (${MONTHS.diff(tenantId)}),
    gone as (
      delete from stock_month d using diff
      where d.tenant_id = ${tenantId} and d.month = diff.month and d.material_id = diff.material_id and diff.in_qty is null
    ),
    fixed as (
      insert into stock_month (tenant_id, month, material_id, in_qty, out_qty)
      select ${tenantId}, month, material_id, in_qty, out_qty from diff where in_qty is not null
      order by month, material_id
      on conflict (tenant_id, month, material_id) do update set in_qty = excluded.in_qty, out_qty = excluded.out_qty
    )
    select count(*) as n from diff`,
};

/** Per product over every depot (migration 0035), against `suanpan_stock_total_recompute`; a missing row is zero. */
const TOTALS: Kept = {
  diff: (tenantId) => sql`
    select coalesce(l.material_id, s.material_id) as material_id, coalesce(l.quantity, 0) as quantity
    from suanpan_stock_total_recompute(${tenantId}) l
    full join (select material_id, quantity from stock_total where tenant_id = ${tenantId}) s on s.material_id = l.material_id
    where coalesce(l.quantity, 0) <> coalesce(s.quantity, 0)`,
  repair: (tenantId) => sql`
    with diff as (${TOTALS.diff(tenantId)}),
    fixed as (
      insert into stock_total (tenant_id, material_id, quantity)
      select ${tenantId}, material_id, quantity from diff order by material_id
      on conflict (tenant_id, material_id) do update set quantity = excluded.quantity
    )
    select count(*) as n from diff`,
};

/** Per (year, product) over every depot (migration 0036), against `suanpan_stock_year_recompute`; a missing row is zero. */
const YEARS: Kept = {
  diff: (tenantId) => sql`
    select coalesce(l.year, s.year) as year, coalesce(l.material_id, s.material_id) as material_id, coalesce(l.net, 0) as net
    from suanpan_stock_year_recompute(${tenantId}) l
    full join (select year, material_id, net from stock_year where tenant_id = ${tenantId}) s on s.year = l.year and s.material_id = l.material_id
    where coalesce(l.net, 0) <> coalesce(s.net, 0)`,
  repair: (tenantId) => sql`
    with diff as (${YEARS.diff(tenantId)}),
    fixed as (
      insert into stock_year (tenant_id, year, material_id, net)
      select ${tenantId}, year, material_id, net from diff order by year, material_id
      on conflict (tenant_id, year, material_id) do update set net = excluded.net
    )
    select count(*) as n from diff`,
};

/**
 * The stock summaries kept from the ledger: days per depot (0025), months and per-product totals over every depot
 * (0035), years over every depot (0036).
 */
const KEPT = [DAYS, MONTHS, TOTALS, YEARS];

/**
 * How many rows of the stock summaries (days, months, per-product totals, years) differ from a recomputation from the
 * ledger (0 unless a row was damaged outside the app).
 */
export async function stockDayDrift(db: Kysely<Database>, tenantId: string): Promise<number> {
  let n = 0;
  for (const k of KEPT) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from (${k.diff(tenantId)}) d`.execute(db);
    n += Number(rows[0]?.n ?? 0);
  }
  return n;
}

/**
 * The repair: sets the tenant's stock summaries (days, months, per-product totals, years) to the recomputation from the
 * ledger and answers how many rows it changed. The tenant's current-stock rows are locked first, in the order postings
 * lock them, so no posting interleaves with the repair.
 */
export async function repairStockDays(trx: Kysely<Database>, tenantId: string): Promise<number> {
  await sql`select 1 from stock_current where tenant_id = ${tenantId} order by material_id, depot_id for update`.execute(trx);
  let n = 0;
  for (const k of KEPT) {
    const { rows } = await k.repair(tenantId).execute(trx);
    n += Number(rows[0]?.n ?? 0);
  }
  return n;
}
