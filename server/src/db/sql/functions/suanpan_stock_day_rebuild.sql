-- stock_day: a tenant's rows recomputed from the ledger (migration 0025's back-fill). The repair
-- (POST /material/repairStockDays) compares with its own recomputation in modules/reports/stock-day.repository.ts.
create or replace function suanpan_stock_day_rebuild(tenant bigint)
returns void language plpgsql
as $fn$
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
