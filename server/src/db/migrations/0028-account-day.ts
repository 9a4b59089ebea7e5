/**
 * Money by account and day, for 账户统计 (`/account/listWithBalance`, `/account/getStatistics`): per (tenant,
 * account, day, audited) the money that came in and went out, so a balance is the account's days summed instead of
 * every bill and finance document of its history (docs/performance.md, "Reports").
 *
 * The movements are those of the balance sources (stock/bill-balances.query.ts, finance/finance-balances.query.ts),
 * written once more here as the trigger's rule:
 * - a goods bill moves `money_direction × change_amount` on its account, and `money_direction × amount` on each
 *   account of its multi-account list (`depot_head_account`); prepaid retail (预付款) moves no account;
 * - a finance document moves `money_direction × change_amount` on its head account, and each line's `each_amount`
 *   on the line's account (转账 destination, 收预付款 receiving account);
 * - deleted documents and lines move nothing; a movement is on the document's day (`oper_time` / `bill_time`).
 * 强审核 counts only audited documents (bills: status 1/2/3; finance: status 1), and the flag can change at any time:
 * `audited` is part of the key, so a balance under 强审核 sums the audited days and otherwise all of them.
 *
 * The sources are edited, not appended, so statement triggers on all four tables take back what the old rows moved
 * (transition table `old_rows`) and add what the new rows move (`new_rows`), in the same transaction, upserting in
 * key order. A head's change re-reads its current lines/shares and a line's change its current head: each statement
 * changes one table, so the sum of the deltas is always the movements of the current rows.
 * `suanpan_account_day_recompute(tenant)` gives a tenant's days from its documents (the repair command's reference).
 */
// Each movement rule over the rows it reads: a head's own account, or its lines'/shares' accounts joined to heads.
const billHead = (bills: string) => /* sql */ `
  select h.tenant_id, h.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * h.change_amount as amount
  from ${bills} h
  where not h.delete_flag and h.account_id is not null and h.change_amount <> 0 and h.pay_type <> '预付款'`;

const billShares = (bills: string, shares: string) => /* sql */ `
  select h.tenant_id, x.account_id, h.oper_time::date as day, h.status in ('1', '2', '3') as audited, h.money_direction * x.amount as amount
  from ${shares} x join ${bills} h on h.tenant_id = x.tenant_id and h.id = x.head_id
  where not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款'`;

const financeHead = (heads: string) => /* sql */ `
  select h.tenant_id, h.account_id, h.bill_time::date as day, h.status = '1' as audited, h.money_direction * h.change_amount as amount
  from ${heads} h
  where not h.delete_flag and h.account_id is not null and h.change_amount <> 0`;

const financeItems = (heads: string, items: string) => /* sql */ `
  select h.tenant_id, i.account_id, h.bill_time::date as day, h.status = '1' as audited, i.each_amount as amount
  from ${items} i join ${heads} h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0`;

const ALL = [
  billHead('depot_head'),
  billShares('depot_head', 'depot_head_account'),
  financeHead('account_head'),
  financeItems('account_head', 'account_item'),
].join(' union all ');

/**
 * The delta of one statement: what the new rows move minus what the old rows moved, upserted per key in key order;
 * with `skipUnchanged` (migration 0042) the keys whose figures do not change are left out.
 */
const apply = (minus: string | null, plus: string | null, skipUnchanged: boolean) => /* sql */ `
  insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
  select tenant_id, account_id, day, audited, sum(s * greatest(amount, 0)), sum(s * greatest(-amount, 0))
  from (${[minus && `select -1 as s, m.* from (${minus}) m`, plus && `select 1 as s, p.* from (${plus}) p`].filter(Boolean).join(' union all ')}) d
  group by tenant_id, account_id, day, audited${skipUnchanged ? '\n  having sum(s * greatest(amount, 0)) <> 0 or sum(s * greatest(-amount, 0)) <> 0' : ''}
  order by tenant_id, account_id, day, audited
  on conflict (tenant_id, account_id, day, audited) do update
    set in_amount = account_day.in_amount + excluded.in_amount, out_amount = account_day.out_amount + excluded.out_amount`;

/** One trigger function per source table (the other tables are read as they are now); each event names only its transition tables. */
function triggerFunction(name: string, side: (rows: string) => string, skipUnchanged: boolean): string {
  return /* sql */ `
create ${skipUnchanged ? 'or replace ' : ''}function ${name}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${apply(null, side('new_rows'), skipUnchanged)};
  elsif tg_op = 'DELETE' then
    ${apply(side('old_rows'), null, skipUnchanged)};
  else
    ${apply(side('old_rows'), side('new_rows'), skipUnchanged)};
  end if;
  return null;
end
$fn$;`;
}

const SIDES: ReadonlyArray<[table: string, fn: string, side: (rows: string) => string]> = [
  ['depot_head', 'suanpan_account_day_bills', (r) => `${billHead(r)} union all ${billShares(r, 'depot_head_account')}`],
  ['depot_head_account', 'suanpan_account_day_shares', (r) => billShares('depot_head', r)],
  ['account_head', 'suanpan_account_day_heads', (r) => `${financeHead(r)} union all ${financeItems(r, 'account_item')}`],
  ['account_item', 'suanpan_account_day_items', (r) => financeItems('account_head', r)],
];

/** The four trigger functions; `skipUnchanged` (migration 0042): replacing them with ones that write no unchanged key. */
export const accountDayTriggerFunctions = (skipUnchanged: boolean) => SIDES.map(([, fn, side]) => triggerFunction(fn, side, skipUnchanged)).join('\n');

export const up = /* sql */ `
create table account_day (
  tenant_id bigint not null,
  account_id bigint not null,
  day date not null,
  audited boolean not null,
  in_amount numeric(24,6) not null default 0,
  out_amount numeric(24,6) not null default 0,
  primary key (tenant_id, account_id, day, audited)
);
select suanpan_isolate_tenant_table('account_day');

${accountDayTriggerFunctions(false)}

${SIDES.map(
  ([table, fn]) => `
create trigger ${table}_account_day_ins after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_account_day_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();
create trigger ${table}_account_day_del after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}();`,
).join('\n')}

-- The days a tenant's documents give now: the repair's reference (modules/basic/account-day.repository.ts).
create function suanpan_account_day_recompute(tenant bigint)
returns table (account_id bigint, day date, audited boolean, in_amount numeric, out_amount numeric) language sql stable as $fn$
  select m.account_id, m.day, m.audited, sum(greatest(m.amount, 0)), sum(greatest(-m.amount, 0))
  from (${ALL}) m
  where m.tenant_id = tenant
  group by m.account_id, m.day, m.audited
$fn$;

insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
select t.tenant_id, r.account_id, r.day, r.audited, r.in_amount, r.out_amount
from (select distinct tenant_id from account) t cross join lateral suanpan_account_day_recompute(t.tenant_id) r
order by 1, 2, 3, 4;
`;
