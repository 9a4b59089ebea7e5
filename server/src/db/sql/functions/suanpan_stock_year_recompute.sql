-- stock_year: a tenant's rows recomputed from the ledger (the repair's reference, POST /material/repairStockDays).
create or replace function suanpan_stock_year_recompute(tenant bigint)
returns table(year date, material_id bigint, net numeric) language sql stable
as $fn$
  select y.year, y.material_id, y.net from (
  select n.tenant_id, case when n.kind = 'opening' then '-infinity'::date else date_trunc('year', n.oper_time::date::timestamp)::date end as year, n.material_id, sum(n.quantity) as net
  from stock_movement n where n.tenant_id = tenant group by 1, 2, 3) y
$fn$;
