/**
 * Goods bills by day, for the dashboard's figures (首页: today, yesterday, this month, this year, six months): per
 * (tenant, day, kind, creator, audited) the live bills' after-discount amount (`discount_last_money`) and line total
 * (`total_price`), so the figures sum days instead of every bill of the year (docs/performance.md, "Reports").
 * The creator is in the key because the role's data scope filters by it; `audited` (status 1/2/3) because 强审核 can
 * change at any time. A live bill always has live lines once its transaction ends (saving refuses an empty bill;
 * deleting removes both), so the dashboard's "with a live line" needs no column here.
 *
 * Kept by statement triggers on `depot_head` (edited, not appended): each statement takes back what its old rows
 * counted and adds what its new rows count, upserted in key order, in the same transaction.
 * `suanpan_bill_day_recompute(tenant)` gives a tenant's days from its bills (the repair command's reference).
 */
const counted = (rows: string) => /* sql */ `
  select h.tenant_id, h.oper_time::date as day, h.prefix, h.creator, h.status in ('1', '2', '3') as audited,
    h.discount_last_money, h.total_price
  from ${rows} h where not h.delete_flag`;

const apply = (minus: string | null, plus: string | null) => /* sql */ `
  insert into bill_day (tenant_id, day, prefix, creator, audited, discount_last_money, total_price)
  select tenant_id, day, prefix, creator, audited, sum(s * discount_last_money), sum(s * total_price)
  from (${[minus && `select -1 as s, m.* from (${minus}) m`, plus && `select 1 as s, p.* from (${plus}) p`].filter(Boolean).join(' union all ')}) d
  group by tenant_id, day, prefix, creator, audited
  order by tenant_id, day, prefix, creator, audited
  on conflict (tenant_id, day, prefix, creator, audited) do update
    set discount_last_money = bill_day.discount_last_money + excluded.discount_last_money, total_price = bill_day.total_price + excluded.total_price`;

export const up = /* sql */ `
create table bill_day (
  tenant_id bigint not null,
  day date not null,
  prefix varchar(10) not null,
  creator bigint not null,
  audited boolean not null,
  discount_last_money numeric(24,6) not null default 0,
  total_price numeric(24,6) not null default 0,
  primary key (tenant_id, day, prefix, creator, audited)
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
returns table (day date, prefix varchar, creator bigint, audited boolean, discount_last_money numeric, total_price numeric) language sql stable as $fn$
  select c.day, c.prefix, c.creator, c.audited, sum(c.discount_last_money), sum(c.total_price)
  from (${counted('depot_head')}) c
  where c.tenant_id = tenant
  group by c.day, c.prefix, c.creator, c.audited
$fn$;

insert into bill_day (tenant_id, day, prefix, creator, audited, discount_last_money, total_price)
select t.tenant_id, r.day, r.prefix, r.creator, r.audited, r.discount_last_money, r.total_price
from (select distinct tenant_id from depot_head) t cross join lateral suanpan_bill_day_recompute(t.tenant_id) r
order by 1, 2, 3, 4, 5;
`;
