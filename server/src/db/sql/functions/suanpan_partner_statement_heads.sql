-- partner_statement from a finance document's head (account_head, update only): when its kind, partner or deletion
-- changes, its current lines' settlement moves from the old key to the new.
create or replace function suanpan_partner_statement_heads()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
  select tenant_id, organ_id, trade, sum(s * debt), sum(s * return_debt), sum(s * settled)
  from (select 1 as s, p.* from (
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from account_item i join new_rows h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')) p) d
  group by tenant_id, organ_id, trade
  having sum(s * debt) <> 0 or sum(s * return_debt) <> 0 or sum(s * settled) <> 0
  order by tenant_id, organ_id, trade
  on conflict (tenant_id, organ_id, trade) do update
    set debt = partner_statement.debt + excluded.debt, return_debt = partner_statement.return_debt + excluded.return_debt,
      settled = partner_statement.settled + excluded.settled;
  elsif tg_op = 'DELETE' then
  insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
  select tenant_id, organ_id, trade, sum(s * debt), sum(s * return_debt), sum(s * settled)
  from (select -1 as s, m.* from (
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from account_item i join old_rows h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')) m) d
  group by tenant_id, organ_id, trade
  having sum(s * debt) <> 0 or sum(s * return_debt) <> 0 or sum(s * settled) <> 0
  order by tenant_id, organ_id, trade
  on conflict (tenant_id, organ_id, trade) do update
    set debt = partner_statement.debt + excluded.debt, return_debt = partner_statement.return_debt + excluded.return_debt,
      settled = partner_statement.settled + excluded.settled;
  else
  insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
  select tenant_id, organ_id, trade, sum(s * debt), sum(s * return_debt), sum(s * settled)
  from (select -1 as s, m.* from (
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from account_item i join old_rows h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')) m union all select 1 as s, p.* from (
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from account_item i join new_rows h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')) p) d
  group by tenant_id, organ_id, trade
  having sum(s * debt) <> 0 or sum(s * return_debt) <> 0 or sum(s * settled) <> 0
  order by tenant_id, organ_id, trade
  on conflict (tenant_id, organ_id, trade) do update
    set debt = partner_statement.debt + excluded.debt, return_debt = partner_statement.return_debt + excluded.return_debt,
      settled = partner_statement.settled + excluded.settled;
  end if;
  return null;
end
$fn$;
