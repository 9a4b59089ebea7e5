-- account_day from a goods bill's multi-account shares (depot_head_account): the shares' old amounts taken back, the
-- new ones added, on their bill's day and audited flag (the bill re-read).
create or replace function suanpan_account_day_shares()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select 1 as s, p.* from (
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from new_rows x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款') p) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  elsif tg_op = 'DELETE' then
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select -1 as s, m.* from (
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from old_rows x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款') m) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  else
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select -1 as s, m.* from (
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from old_rows x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款') m union all select 1 as s, p.* from (
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from new_rows x join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款') p) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  end if;
  return null;
end
$fn$;
