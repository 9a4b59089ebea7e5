/**
 * Stock by day, for the period reports (进销存统计, its per-depot drill-down): per (tenant, product, depot, day) the
 * base quantity that came in and went out, so a period is answered from the days of the period alone instead of
 * re-summing every ledger row of history (docs/performance.md, "Reports").
 *
 * The table is kept by a statement trigger on the stock ledger (`stock_movement`, append-only): every statement that
 * appends ledger rows — bill posting, its reversal (un-audit, edit, delete), opening stock — adds them to their days,
 * set-based, in the same transaction; no posting code knows about it and none can forget it. Rows are upserted in key
 * order; their (product, depot) stock rows are already locked by the same posting, so postings do not deadlock here.
 *
 * Direction: a bill row with a positive quantity is an "in", a negative one an "out"; a reversal row takes back what
 * its bill row did (negative reversal of an in lowers `in_qty`). Opening stock (kind 'opening', dated whenever the
 * product form was saved) belongs before every period: its day is `-infinity` and it counts in `in_qty`, signed.
 * Hence Σ (in_qty − out_qty) of a (product, depot) over all days = its current stock.
 * `suanpan_stock_day_rebuild(tenant)` recomputes a tenant's rows from the ledger (the repair command).
 */
export const up = /* sql */ `
create table stock_day (
  tenant_id bigint not null,
  material_id bigint not null,
  depot_id bigint not null,
  day date not null,
  in_qty numeric(24,6) not null default 0,
  out_qty numeric(24,6) not null default 0,
  primary key (tenant_id, material_id, depot_id, day)
);
-- A period over every product: the days of the period, in one range of this index.
create index stock_day_period_idx on stock_day (tenant_id, day, material_id, depot_id) include (in_qty, out_qty);
select suanpan_isolate_tenant_table('stock_day');

create function suanpan_stock_day_add() returns trigger language plpgsql as $fn$
begin
  insert into stock_day (tenant_id, material_id, depot_id, day, in_qty, out_qty)
  select tenant_id, material_id, depot_id, day, sum(i), sum(o)
  from (
    select n.tenant_id, n.material_id, n.depot_id,
      case when n.kind = 'opening' then '-infinity'::date else n.oper_time::date end as day,
      case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then n.quantity else 0 end as i,
      case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then 0 else -n.quantity end as o
    from new_rows n
  ) m
  group by tenant_id, material_id, depot_id, day
  order by tenant_id, material_id, depot_id, day
  on conflict (tenant_id, material_id, depot_id, day) do update
    set in_qty = stock_day.in_qty + excluded.in_qty, out_qty = stock_day.out_qty + excluded.out_qty;
  return null;
end
$fn$;

create trigger stock_movement_day after insert on stock_movement
  referencing new table as new_rows for each statement execute function suanpan_stock_day_add();

create function suanpan_stock_day_rebuild(tenant bigint) returns void language plpgsql as $fn$
begin
  delete from stock_day where tenant_id = tenant;
  insert into stock_day (tenant_id, material_id, depot_id, day, in_qty, out_qty)
  select tenant_id, material_id, depot_id, day, sum(i), sum(o)
  from (
    select n.tenant_id, n.material_id, n.depot_id,
      case when n.kind = 'opening' then '-infinity'::date else n.oper_time::date end as day,
      case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then n.quantity else 0 end as i,
      case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then 0 else -n.quantity end as o
    from stock_movement n where n.tenant_id = tenant
  ) m
  group by tenant_id, material_id, depot_id, day
  order by tenant_id, material_id, depot_id, day;
end
$fn$;

select suanpan_stock_day_rebuild(t.tenant_id) from (select distinct tenant_id from stock_movement) t;
`;
