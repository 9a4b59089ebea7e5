-- stock_month: a tenant's rows recomputed from the ledger (the repair's reference, POST /material/repairStockDays).
create or replace function suanpan_stock_month_recompute(tenant bigint)
returns table(month date, material_id bigint, in_qty numeric, out_qty numeric) language sql stable
as $fn$
  select m.month, m.material_id, m.in_qty, m.out_qty from (
  select n.tenant_id, case when n.kind = 'opening' then '-infinity'::date else date_trunc('month', n.oper_time::date::timestamp)::date end as month, n.material_id, sum(case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then n.quantity else 0 end) as in_qty, sum(case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then 0 else -n.quantity end) as out_qty
  from stock_movement n where n.tenant_id = tenant group by 1, 2, 3) m
$fn$;
