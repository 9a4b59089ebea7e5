-- account_day from finance document lines (account_item): each line's each_amount on its account, on its document's
-- day and audited flag (the head re-read), taken back for old rows and added for new.
create or replace function suanpan_account_day_items()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select 1 as s, p.* from (
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from new_rows i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0) p) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  elsif tg_op = 'DELETE' then
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select -1 as s, m.* from (
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from old_rows i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0) m) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  else
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (select -1 as s, m.* from (
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from old_rows i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0) m union all select 1 as s, p.* from (
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from new_rows i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0) p) d
  group by tenant_id, account_id, day, audited
  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount;
  end if;
  return null;
end
$fn$;
