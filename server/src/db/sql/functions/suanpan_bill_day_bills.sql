-- bill_day from goods bills (depot_head): per (day, kind, creator, status) the number of live bills and the sums the
-- lists' 合计 and the dashboard read; the old rows taken back and the new added, keys that do not change left out.
create or replace function suanpan_bill_day_bills()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into bill_day (tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit)
  select tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit from (
  select tenant_id, day, prefix, creator, status, sum(s) as bills, sum(s * discount_last_money) as discount_last_money, sum(s * total_price) as total_price, sum(s * discount_money) as discount_money, sum(s * change_amount) as change_amount, sum(s * back_amount) as back_amount, sum(s * other_money) as other_money, sum(s * deposit) as deposit, sum(s * debt) as debt, sum(s * last_debt) as last_debt, sum(s * last_deposit) as last_deposit
  from (select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.discount_last_money, r.total_price, r.discount_money, r.change_amount, r.back_amount, r.other_money, r.deposit, r.debt, r.last_debt, r.last_deposit
  from new_rows r where not r.delete_flag) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * discount_last_money) <> 0 or sum(s * total_price) <> 0 or sum(s * discount_money) <> 0 or sum(s * change_amount) <> 0 or sum(s * back_amount) <> 0 or sum(s * other_money) <> 0 or sum(s * deposit) <> 0 or sum(s * debt) <> 0 or sum(s * last_debt) <> 0 or sum(s * last_deposit) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set bills = bill_day.bills + excluded.bills, discount_last_money = bill_day.discount_last_money + excluded.discount_last_money, total_price = bill_day.total_price + excluded.total_price, discount_money = bill_day.discount_money + excluded.discount_money, change_amount = bill_day.change_amount + excluded.change_amount, back_amount = bill_day.back_amount + excluded.back_amount, other_money = bill_day.other_money + excluded.other_money, deposit = bill_day.deposit + excluded.deposit, debt = bill_day.debt + excluded.debt, last_debt = bill_day.last_debt + excluded.last_debt, last_deposit = bill_day.last_deposit + excluded.last_deposit;
  elsif tg_op = 'DELETE' then
  insert into bill_day (tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit)
  select tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit from (
  select tenant_id, day, prefix, creator, status, sum(s) as bills, sum(s * discount_last_money) as discount_last_money, sum(s * total_price) as total_price, sum(s * discount_money) as discount_money, sum(s * change_amount) as change_amount, sum(s * back_amount) as back_amount, sum(s * other_money) as other_money, sum(s * deposit) as deposit, sum(s * debt) as debt, sum(s * last_debt) as last_debt, sum(s * last_deposit) as last_deposit
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.discount_last_money, r.total_price, r.discount_money, r.change_amount, r.back_amount, r.other_money, r.deposit, r.debt, r.last_debt, r.last_deposit
  from old_rows r where not r.delete_flag) m) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * discount_last_money) <> 0 or sum(s * total_price) <> 0 or sum(s * discount_money) <> 0 or sum(s * change_amount) <> 0 or sum(s * back_amount) <> 0 or sum(s * other_money) <> 0 or sum(s * deposit) <> 0 or sum(s * debt) <> 0 or sum(s * last_debt) <> 0 or sum(s * last_deposit) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set bills = bill_day.bills + excluded.bills, discount_last_money = bill_day.discount_last_money + excluded.discount_last_money, total_price = bill_day.total_price + excluded.total_price, discount_money = bill_day.discount_money + excluded.discount_money, change_amount = bill_day.change_amount + excluded.change_amount, back_amount = bill_day.back_amount + excluded.back_amount, other_money = bill_day.other_money + excluded.other_money, deposit = bill_day.deposit + excluded.deposit, debt = bill_day.debt + excluded.debt, last_debt = bill_day.last_debt + excluded.last_debt, last_deposit = bill_day.last_deposit + excluded.last_deposit;
  else
  insert into bill_day (tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit)
  select tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money, change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit from (
  select tenant_id, day, prefix, creator, status, sum(s) as bills, sum(s * discount_last_money) as discount_last_money, sum(s * total_price) as total_price, sum(s * discount_money) as discount_money, sum(s * change_amount) as change_amount, sum(s * back_amount) as back_amount, sum(s * other_money) as other_money, sum(s * deposit) as deposit, sum(s * debt) as debt, sum(s * last_debt) as last_debt, sum(s * last_deposit) as last_deposit
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.discount_last_money, r.total_price, r.discount_money, r.change_amount, r.back_amount, r.other_money, r.deposit, r.debt, r.last_debt, r.last_deposit
  from old_rows r where not r.delete_flag) m union all select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.discount_last_money, r.total_price, r.discount_money, r.change_amount, r.back_amount, r.other_money, r.deposit, r.debt, r.last_debt, r.last_deposit
  from new_rows r where not r.delete_flag) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * discount_last_money) <> 0 or sum(s * total_price) <> 0 or sum(s * discount_money) <> 0 or sum(s * change_amount) <> 0 or sum(s * back_amount) <> 0 or sum(s * other_money) <> 0 or sum(s * deposit) <> 0 or sum(s * debt) <> 0 or sum(s * last_debt) <> 0 or sum(s * last_deposit) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set bills = bill_day.bills + excluded.bills, discount_last_money = bill_day.discount_last_money + excluded.discount_last_money, total_price = bill_day.total_price + excluded.total_price, discount_money = bill_day.discount_money + excluded.discount_money, change_amount = bill_day.change_amount + excluded.change_amount, back_amount = bill_day.back_amount + excluded.back_amount, other_money = bill_day.other_money + excluded.other_money, deposit = bill_day.deposit + excluded.deposit, debt = bill_day.debt + excluded.debt, last_debt = bill_day.last_debt + excluded.last_debt, last_deposit = bill_day.last_deposit + excluded.last_deposit;
  end if;
  return null;
end
$fn$;
