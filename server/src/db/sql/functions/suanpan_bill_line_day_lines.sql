-- bill_line_day from bill lines (depot_item): per bill_day key the number of live lines and their 数量/金额/税额/价税合计;
-- first takes the statement's bill_day rows in key order (an empty one where missing), so every writer locks a day's
-- bill row before its line row.
create or replace function suanpan_bill_line_day_lines()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into bill_day (tenant_id, day, prefix, creator, status)
  select tenant_id, day, prefix, creator, status from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from new_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update set bills = bill_day.bills;
  insert into bill_line_day (tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money)
  select tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from new_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set lines = bill_line_day.lines + excluded.lines, oper_number = bill_line_day.oper_number + excluded.oper_number, all_price = bill_line_day.all_price + excluded.all_price, tax_money = bill_line_day.tax_money + excluded.tax_money, tax_last_money = bill_line_day.tax_last_money + excluded.tax_last_money;
  elsif tg_op = 'DELETE' then
  insert into bill_day (tenant_id, day, prefix, creator, status)
  select tenant_id, day, prefix, creator, status from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from old_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) m) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update set bills = bill_day.bills;
  insert into bill_line_day (tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money)
  select tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from old_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) m) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set lines = bill_line_day.lines + excluded.lines, oper_number = bill_line_day.oper_number + excluded.oper_number, all_price = bill_line_day.all_price + excluded.all_price, tax_money = bill_line_day.tax_money + excluded.tax_money, tax_last_money = bill_line_day.tax_last_money + excluded.tax_last_money;
  else
  insert into bill_day (tenant_id, day, prefix, creator, status)
  select tenant_id, day, prefix, creator, status from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from old_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) m union all select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from new_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update set bills = bill_day.bills;
  insert into bill_line_day (tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money)
  select tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money from (
  select tenant_id, day, prefix, creator, status, sum(s) as lines, sum(s * oper_number) as oper_number, sum(s * all_price) as all_price, sum(s * tax_money) as tax_money, sum(s * tax_last_money) as tax_last_money
  from (select -1 as s, m.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from old_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) m union all select 1 as s, p.* from (
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, r.oper_number, r.all_price, r.tax_money, r.tax_last_money
  from new_rows r where not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null) p) d
  group by tenant_id, day, prefix, creator, status
  having sum(s) <> 0 or sum(s * oper_number) <> 0 or sum(s * all_price) <> 0 or sum(s * tax_money) <> 0 or sum(s * tax_last_money) <> 0) c
  order by tenant_id, day, prefix, creator, status
  on conflict (tenant_id, day, prefix, creator, status) do update
    set lines = bill_line_day.lines + excluded.lines, oper_number = bill_line_day.oper_number + excluded.oper_number, all_price = bill_line_day.all_price + excluded.all_price, tax_money = bill_line_day.tax_money + excluded.tax_money, tax_last_money = bill_line_day.tax_last_money + excluded.tax_last_money;
  end if;
  return null;
end
$fn$;
