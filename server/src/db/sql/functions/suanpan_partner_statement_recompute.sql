-- partner_statement: a tenant's totals recomputed from its bills and finance documents (the repair's reference,
-- POST /depotHead/repairStatementTotals).
create or replace function suanpan_partner_statement_recompute(tenant bigint)
returns table(organ_id bigint, trade character varying, debt numeric, return_debt numeric, settled numeric) language sql stable
as $fn$
  select m.organ_id, m.trade::varchar, sum(m.debt), sum(m.return_debt), sum(m.settled)
  from (
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then (h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount)) else 0 end as return_debt,
    0::numeric as settled
  from depot_head h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH') union all
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from account_item i join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')) m
  where m.tenant_id = tenant
  group by m.organ_id, m.trade
$fn$;
