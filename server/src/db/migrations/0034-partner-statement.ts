/**
 * What each partner's trade bills and settlements amount to over its whole history, for 客户对账 / 供应商对账
 * (`/depotHead/getStatementAccount`, reports.md §10) and 待收款 / 待付款: per (tenant, partner, trade) — trade `sale`
 * for a customer's statement, `buy` for a vendor's — what the trade's bills left owing (`debt`), what its returns left
 * owing (`return_debt`) and what the finance lines settling it paid (`settled`). A statement's opening balance is then
 * this total less what moved from its first day on, so a request reads the bills of its period (and after), not every
 * bill of the tenant's history (docs/performance.md, "Reports").
 *
 * The rule is the statement's (modules/reports/statement.query.ts), written once more here for the triggers:
 * - a live goods bill of a trade kind naming a partner counts `discount_last_money + other_money − deposit −
 *   |change_amount|` — 销售出库 (XSCK) as sale debt, 销售退货 (XSTH) as sale return, 采购入库 (CGRK) / 采购退货 (CGTH)
 *   likewise for buy (the catalogue's kinds with report sale/buy; server/test/reports/partner-statement-property.test.ts
 *   checks the lists still agree);
 * - each live line of a live finance document naming a partner settles its `each_amount`: 收款 (SK) the sale trade,
 *   付款 (FK) the buy trade, with or without a bill;
 * - document status is ignored (as the statement ignores it), and the day too: the totals are all-time.
 *
 * Statement triggers on depot_head, account_head and account_item take back what the old rows counted (`old_rows`)
 * and add what the new rows count (`new_rows`) in the posting transaction, upserting in key order, as `account_day`
 * (migration 0028) does; a head's change re-reads its current lines and a line's change its current head. A delta of
 * zero (an audit, a remark) writes nothing. A finance head counts only through its lines, which reference it (a
 * foreign key, not deferrable): a head is inserted before any line and deleted after all of them, so only its update
 * can move a total — account_head has no insert or delete trigger here. `suanpan_partner_statement_recompute(tenant)`
 * gives a tenant's totals from its documents (the repair's reference).
 *
 * The statement reads the period's bills by `depot_head_kind_time_idx` (tenant, prefix, oper_time) as it is: carrying
 * the partner and the money columns in it halved the buffers (≈ 900 → 400 for three months of sales) but not the time,
 * and would widen the index every bill-line report reads.
 */
const owed = `(h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount))`;

const bills = (rows: string) => /* sql */ `
  select h.tenant_id, h.organ_id, case when h.prefix in ('XSCK', 'XSTH') then 'sale' else 'buy' end as trade,
    case when h.prefix in ('XSCK', 'CGRK') then ${owed} else 0 end as debt,
    case when h.prefix in ('XSTH', 'CGTH') then ${owed} else 0 end as return_debt,
    0::numeric as settled
  from ${rows} h
  where not h.delete_flag and h.organ_id is not null and h.prefix in ('XSCK', 'XSTH', 'CGRK', 'CGTH')`;

const settlements = (heads: string, items: string) => /* sql */ `
  select h.tenant_id, h.organ_id, case when h.prefix = 'SK' then 'sale' else 'buy' end as trade,
    0::numeric as debt, 0::numeric as return_debt, i.each_amount as settled
  from ${items} i join ${heads} h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and h.organ_id is not null and h.prefix in ('SK', 'FK')`;

const ALL = [bills('depot_head'), settlements('account_head', 'account_item')].join(' union all ');

/** The delta of one statement: what the new rows count minus what the old rows counted, upserted per key in key order. */
const apply = (minus: string | null, plus: string | null) => /* sql */ `
  insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
  select tenant_id, organ_id, trade, sum(s * debt), sum(s * return_debt), sum(s * settled)
  from (${[minus && `select -1 as s, m.* from (${minus}) m`, plus && `select 1 as s, p.* from (${plus}) p`].filter(Boolean).join(' union all ')}) d
  group by tenant_id, organ_id, trade
  having sum(s * debt) <> 0 or sum(s * return_debt) <> 0 or sum(s * settled) <> 0
  order by tenant_id, organ_id, trade
  on conflict (tenant_id, organ_id, trade) do update
    set debt = partner_statement.debt + excluded.debt, return_debt = partner_statement.return_debt + excluded.return_debt,
      settled = partner_statement.settled + excluded.settled`;

function triggerFunction(name: string, side: (rows: string) => string): string {
  return /* sql */ `
create function ${name}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${apply(null, side('new_rows'))};
  elsif tg_op = 'DELETE' then
    ${apply(side('old_rows'), null)};
  else
    ${apply(side('old_rows'), side('new_rows'))};
  end if;
  return null;
end
$fn$;`;
}

const SIDES: ReadonlyArray<[table: string, fn: string, side: (rows: string) => string]> = [
  ['depot_head', 'suanpan_partner_statement_bills', (r) => bills(r)],
  ['account_head', 'suanpan_partner_statement_heads', (r) => settlements(r, 'account_item')],
  ['account_item', 'suanpan_partner_statement_items', (r) => settlements('account_head', r)],
];

export const up = /* sql */ `
create table partner_statement (
  tenant_id bigint not null,
  organ_id bigint not null,
  trade varchar(4) not null check (trade in ('sale', 'buy')),
  debt numeric(24,6) not null default 0,
  return_debt numeric(24,6) not null default 0,
  settled numeric(24,6) not null default 0,
  primary key (tenant_id, organ_id, trade)
);
select suanpan_isolate_tenant_table('partner_statement');

${SIDES.map(([, fn, side]) => triggerFunction(fn, side)).join('\n')}

${SIDES.map(
  ([table, fn]) => `
${table === 'account_head' ? '' : `create trigger ${table}_partner_statement_ins after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}();`}
create trigger ${table}_partner_statement_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();
${table === 'account_head' ? '' : `create trigger ${table}_partner_statement_del after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}();`}`,
).join('\n')}

-- The totals a tenant's documents give now: the repair's reference (modules/reports/partner-statement.repository.ts).
create function suanpan_partner_statement_recompute(tenant bigint)
returns table (organ_id bigint, trade varchar, debt numeric, return_debt numeric, settled numeric) language sql stable as $fn$
  select m.organ_id, m.trade::varchar, sum(m.debt), sum(m.return_debt), sum(m.settled)
  from (${ALL}) m
  where m.tenant_id = tenant
  group by m.organ_id, m.trade
$fn$;

insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
select t.tenant_id, r.organ_id, r.trade, r.debt, r.return_debt, r.settled
from (select distinct tenant_id from supplier) t cross join lateral suanpan_partner_statement_recompute(t.tenant_id) r
order by 1, 2, 3;
`;
