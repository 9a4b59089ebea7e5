-- stock_day: adds each statement's new ledger rows (stock_movement) to their (product, depot, day), set-based,
-- upserted in key order. A positive bill row is an in, a negative one an out; a reversal takes back its bill row;
-- opening stock is on day -infinity, in in_qty, signed.
create or replace function suanpan_stock_day_add()
returns trigger language plpgsql
as $fn$
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
