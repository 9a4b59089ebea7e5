-- stock_month and stock_total: adds each statement's new ledger rows to their (month, product) over every depot
-- (the direction rule of stock_day) and to the product's total; a product netting to zero in the statement (a transfer)
-- writes no total.
create or replace function suanpan_stock_month_add()
returns trigger language plpgsql
as $fn$
begin
  insert into stock_month (tenant_id, month, material_id, in_qty, out_qty)
  select n.tenant_id, case when n.kind = 'opening' then '-infinity'::date else date_trunc('month', n.oper_time::date::timestamp)::date end as month, n.material_id, sum(case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then n.quantity else 0 end) as in_qty, sum(case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then 0 else -n.quantity end) as out_qty
  from new_rows n
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (tenant_id, month, material_id) do update
    set in_qty = stock_month.in_qty + excluded.in_qty, out_qty = stock_month.out_qty + excluded.out_qty;
  insert into stock_total (tenant_id, material_id, quantity)
  select n.tenant_id, n.material_id, sum(n.quantity) from new_rows n
  group by 1, 2 having sum(n.quantity) <> 0
  order by 1, 2
  on conflict (tenant_id, material_id) do update set quantity = stock_total.quantity + excluded.quantity;
  return null;
end
$fn$;
