-- stock_year: adds each statement's new ledger rows to their (year, product) net quantity over every depot; a
-- product netting to zero in the statement writes nothing (a missing row means zero).
create or replace function suanpan_stock_year_add()
returns trigger language plpgsql
as $fn$
begin
  insert into stock_year (tenant_id, year, material_id, net)
  select n.tenant_id, case when n.kind = 'opening' then '-infinity'::date else date_trunc('year', n.oper_time::date::timestamp)::date end as year, n.material_id, sum(n.quantity) as net
  from new_rows n
  group by 1, 2, 3 having sum(n.quantity) <> 0
  order by 1, 2, 3
  on conflict (tenant_id, year, material_id) do update set net = stock_year.net + excluded.net;
  return null;
end
$fn$;
