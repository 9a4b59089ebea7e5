-- bill_day: a tenant's days recomputed from its bills (the repair's reference, POST /depotHead/repairBillDays).
create or replace function suanpan_bill_day_recompute(tenant bigint)
returns table(day date, prefix character varying, creator bigint, status character, bills bigint, discount_last_money numeric, total_price numeric, discount_money numeric, change_amount numeric, back_amount numeric, other_money numeric, deposit numeric, debt numeric, last_debt numeric, last_deposit numeric) language sql stable
as $fn$
  select c.day, c.prefix, c.creator, c.status, count(*), sum(c.discount_last_money), sum(c.total_price), sum(c.discount_money), sum(c.change_amount), sum(c.back_amount), sum(c.other_money), sum(c.deposit), sum(c.debt), sum(c.last_debt), sum(c.last_deposit)
  from (
  select h.tenant_id, h.oper_time::date as day, h.prefix, h.creator, h.status, h.discount_last_money, h.total_price, h.discount_money, h.change_amount, h.back_amount, h.other_money, h.deposit, h.debt, h.last_debt, h.last_deposit
  from depot_head h where not h.delete_flag) c
  where c.tenant_id = tenant
  group by c.day, c.prefix, c.creator, c.status
$fn$;
