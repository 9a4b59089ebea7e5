/**
 * The bill days (`bill_day`, migration 0029) also answer the bill lists' count and 合计 (单据列表, `/depotHead/list`):
 * per (tenant, day, kind, creator, status) the number of live bills and the sums of every money column the list's
 * 合计 reads, so a list filtered only by kind, whole days, creator and status sums days instead of its bills
 * (docs/performance.md, "Bill lists' count and 合计 from bill days"). The status replaces `audited` in the key (the
 * lists filter by status); `audited` stays, generated from it, for the dashboard.
 *
 * The table is made anew and back-filled set-based from the bills; the triggers and the recomputation (the repair
 * command's reference) are replaced by ones that keep the new columns. Same rules as before: statement triggers on
 * `depot_head` take back what the old rows counted and add what the new rows count, upserted in key order.
 */
const MONEY = [
  'discount_last_money',
  'total_price',
  'discount_money',
  'change_amount',
  'back_amount',
  'other_money',
  'deposit',
  'debt',
  'last_debt',
  'last_deposit',
];
const KEY = 'tenant_id, day, prefix, creator, status';

const counted = (rows: string) => /* sql */ `
  select h.tenant_id, h.oper_time::date as day, h.prefix, h.creator, h.status, ${MONEY.map((m) => `h.${m}`).join(', ')}
  from ${rows} h where not h.delete_flag`;

const apply = (minus: string | null, plus: string | null) => /* sql */ `
  insert into bill_day (${KEY}, bills, ${MONEY.join(', ')})
  select ${KEY}, sum(s), ${MONEY.map((m) => `sum(s * ${m})`).join(', ')}
  from (${[minus && `select -1 as s, m.* from (${minus}) m`, plus && `select 1 as s, p.* from (${plus}) p`].filter(Boolean).join(' union all ')}) d
  group by ${KEY}
  order by ${KEY}
  on conflict (${KEY}) do update
    set bills = bill_day.bills + excluded.bills, ${MONEY.map((m) => `${m} = bill_day.${m} + excluded.${m}`).join(', ')}`;

export const up = /* sql */ `
drop trigger depot_head_bill_day_ins on depot_head;
drop trigger depot_head_bill_day_upd on depot_head;
drop trigger depot_head_bill_day_del on depot_head;
drop function suanpan_bill_day_bills();
drop function suanpan_bill_day_recompute(bigint);
drop table bill_day;

create table bill_day (
  tenant_id bigint not null,
  day date not null,
  prefix varchar(10) not null,
  creator bigint not null,
  status char(1) not null,
  audited boolean not null generated always as (status in ('1', '2', '3')) stored,
  bills bigint not null default 0,
  ${MONEY.map((m) => `${m} numeric(24,6) not null default 0`).join(',\n  ')},
  primary key (${KEY})
);
select suanpan_isolate_tenant_table('bill_day');

create function suanpan_bill_day_bills() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${apply(null, counted('new_rows'))};
  elsif tg_op = 'DELETE' then
    ${apply(counted('old_rows'), null)};
  else
    ${apply(counted('old_rows'), counted('new_rows'))};
  end if;
  return null;
end
$fn$;

create trigger depot_head_bill_day_ins after insert on depot_head referencing new table as new_rows for each statement execute function suanpan_bill_day_bills();
create trigger depot_head_bill_day_upd after update on depot_head referencing old table as old_rows new table as new_rows for each statement execute function suanpan_bill_day_bills();
create trigger depot_head_bill_day_del after delete on depot_head referencing old table as old_rows for each statement execute function suanpan_bill_day_bills();

create function suanpan_bill_day_recompute(tenant bigint)
returns table (day date, prefix varchar, creator bigint, status char(1), bills bigint, ${MONEY.map((m) => `${m} numeric`).join(', ')}) language sql stable as $fn$
  select c.day, c.prefix, c.creator, c.status, count(*), ${MONEY.map((m) => `sum(c.${m})`).join(', ')}
  from (${counted('depot_head')}) c
  where c.tenant_id = tenant
  group by c.day, c.prefix, c.creator, c.status
$fn$;

insert into bill_day (${KEY}, bills, ${MONEY.join(', ')})
select t.tenant_id, r.*
from (select distinct tenant_id from depot_head) t cross join lateral suanpan_bill_day_recompute(t.tenant_id) r
order by 1, 2, 3, 4, 5;
`;
