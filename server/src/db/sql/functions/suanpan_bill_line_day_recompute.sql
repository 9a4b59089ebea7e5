-- bill_line_day: a tenant's days recomputed from its lines (the repair's reference, POST /depotItem/repairBillLineDays).
create or replace function suanpan_bill_line_day_recompute(tenant bigint)
returns table(day date, prefix character varying, creator bigint, status character, lines bigint, oper_number numeric, all_price numeric, tax_money numeric, tax_last_money numeric) language sql stable
as $fn$
  select c.day, c.prefix, c.creator, c.status, count(*), sum(c.oper_number), sum(c.all_price), sum(c.tax_money), sum(c.tax_last_money)
  from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from depot_item r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) c
  where c.tenant_id = tenant
  group by c.day, c.prefix, c.creator, c.status
$fn$;
