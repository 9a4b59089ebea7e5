-- partner_statement from goods bills (depot_head): what a live trade bill naming a partner leaves owing
-- (discount_last_money + other_money − deposit − |change_amount|; XSCK/XSTH sale, CGRK/CGTH buy), old rows taken back
-- and new added, zero deltas left out.
create or replace function suanpan_partner_statement_bills()
returns trigger language plpgsql
as $fn$
begin
  if tg_op = 'INSERT' then
  insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
  select tenant_id, organ_id, trade, sum(s * debt), sum(s * return_debt), sum(s * settled)
  from (select 1 as s, p.* from (
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as return_debt,
    0::numeric as settled
  from new_rows h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH')) p) d
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
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as return_debt,
    0::numeric as settled
  from old_rows h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH')) m) d
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
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as return_debt,
    0::numeric as settled
  from old_rows h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH')) m union all select 1 as s, p.* from (
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as return_debt,
    0::numeric as settled
  from new_rows h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH')) p) d
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
