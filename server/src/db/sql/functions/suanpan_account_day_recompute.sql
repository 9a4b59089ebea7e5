-- account_day: a tenant's days recomputed from its bills, shares and finance documents (the repair's reference,
-- POST /account/repairAccountDays).
create or replace function suanpan_account_day_recompute(tenant bigint)
returns table(account_id bigint, day date, audited boolean, in_amount numeric, out_amount numeric) language sql stable
as $fn$
  select m.account_id, m.day, m.audited, sum(greatest(m.amount, 0)), sum(greatest(-m.amount, 0))
  from (
  select h.tenant_id, h.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * h.change_amount as amount
  from depot_head h
  where not h.delete_flag and h.account_id is not null and h.change_amount <> 0 and h.pay_type <> '预付款' union all
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from depot_head_account x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款' union all
  select h.tenant_id, h.account_id, h.bill_time::date as day, h.status = '1' as audited, h.money_direction * h.change_amount as amount
  from account_head h
  where not h.delete_flag and h.account_id is not null and h.change_amount <> 0 union all
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from account_item i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0) m
  where m.tenant_id = tenant
  group by m.account_id, m.day, m.audited
$fn$;
