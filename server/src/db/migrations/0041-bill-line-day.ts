/**
 * Bill lines by day (`bill_line_day`), for 入库明细 / 出库明细 / 调拨明细's count and 合计: per (tenant, day, kind,
 * creator, status) — the keys of `bill_day` (migration 0040) — the number of live lines and the sums of the figures the
 * 合计 reads (数量 `oper_number`, 金额 `all_price`, 税额 `tax_money`, 价税合计 `tax_last_money`), so a 明细 filtered only
 * by period, 操作员 (or the role's creator scope and 部门) sums day rows instead of every line of the period
 * (docs/performance.md, "明细's count and 合计 from line days"). 强审核 (audited statuses) and 出入库管理 (kinds) are on
 * the keys too. The lines carry their bill's kind, time, status and creator (migration 0033).
 *
 * Kept like `bill_day`: statement triggers on `depot_item` take back what the old rows counted and add what the new
 * rows count, upserted in key order, in the writing transaction; a delta of zero (a 盘点 book quantity, a line's
 * remark) writes nothing — and now neither does `bill_day`'s own trigger (a head's `stock_applied`, its remark): its
 * needless upsert of a row made an audit and a new bill of the same day deadlock.
 *
 * Lock order: a statement first takes the `bill_day` rows of the keys it changes (in key order, an empty row where there
 * is none yet), then the line days', so every writer takes a day's bill row before its line row — a new bill inserts
 * its head before its lines, while an audit or a delete changes the lines first (the head's trigger moves them; removal
 * marks them first). Edits and deletes take their bill days before any stock row (`lockBillDays`).
 *
 * A line missing its bill's columns (a drift of 0033, which its repair fixes) is not counted until repaired.
 * `suanpan_bill_line_day_recompute(tenant)` gives a tenant's days from its lines (the repair command's reference).
 */
const KEYS = ['tenant_id', 'day', 'prefix', 'creator', 'status'];
const KEY = KEYS.join(', ');

/** A kept day table: its count column, its summed figures, and the rows of a statement it counts (alias `r`). */
interface Kept {
  table: string;
  count: string;
  figures: readonly string[];
  live: string;
}
const BILL_DAY: Kept = {
  table: 'bill_day',
  count: 'bills',
  figures: [
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
  ],
  live: 'not r.delete_flag',
};
const LINE_DAY: Kept = {
  table: 'bill_line_day',
  count: 'lines',
  figures: ['oper_number', 'all_price', 'tax_money', 'tax_last_money'],
  live: 'not r.delete_flag and r.prefix is not null and r.oper_time is not null and r.creator is not null and r.status is not null',
};

const counted = (k: Kept, rows: string) => /* sql */ `
  select r.tenant_id, r.oper_time::date as day, r.prefix, r.creator, r.status, ${k.figures.map((m) => `r.${m}`).join(', ')}
  from ${rows} r where ${k.live}`;

/** The statement's change per key, the keys whose figures do not change left out. */
const delta = (k: Kept, minus: string | null, plus: string | null) => /* sql */ `
  select ${KEY}, sum(s) as ${k.count}, ${k.figures.map((m) => `sum(s * ${m}) as ${m}`).join(', ')}
  from (${[minus && `select -1 as s, m.* from (${counted(k, minus)}) m`, plus && `select 1 as s, p.* from (${counted(k, plus)}) p`].filter(Boolean).join(' union all ')}) d
  group by ${KEY}
  having sum(s) <> 0 or ${k.figures.map((m) => `sum(s * ${m}) <> 0`).join(' or ')}`;

const upsert = (k: Kept, minus: string | null, plus: string | null) => /* sql */ `
  insert into ${k.table} (${KEY}, ${k.count}, ${k.figures.join(', ')})
  select ${KEY}, ${k.count}, ${k.figures.join(', ')} from (${delta(k, minus, plus)}) c
  order by ${KEY}
  on conflict (${KEY}) do update
    set ${[k.count, ...k.figures].map((m) => `${m} = ${k.table}.${m} + excluded.${m}`).join(', ')}`;

/**
 * The line days' change, after the statement's bill days are locked in key order — upserted, not selected, so a day
 * with no bill row yet gets an empty one, locked now.
 */
const lineDays = (minus: string | null, plus: string | null) => /* sql */ `
  insert into bill_day (${KEY})
  select ${KEY} from (${delta(LINE_DAY, minus, plus)}) c
  order by ${KEY}
  on conflict (${KEY}) do update set bills = bill_day.bills;
  ${upsert(LINE_DAY, minus, plus)}`;

const triggerFunction = (name: string, apply: (minus: string | null, plus: string | null) => string) => /* sql */ `
create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${apply(null, 'new_rows')};
  elsif tg_op = 'DELETE' then
    ${apply('old_rows', null)};
  else
    ${apply('old_rows', 'new_rows')};
  end if;
  return null;
end
$fn$;`;

export const up = /* sql */ `
create table bill_line_day (
  tenant_id bigint not null,
  day date not null,
  prefix varchar(10) not null,
  creator bigint not null,
  status char(1) not null,
  lines bigint not null default 0,
  ${LINE_DAY.figures.map((m) => `${m} numeric not null default 0`).join(',\n  ')},
  primary key (${KEY})
);
select suanpan_isolate_tenant_table('bill_line_day');

${triggerFunction('suanpan_bill_day_bills', (minus, plus) => upsert(BILL_DAY, minus, plus))}
${triggerFunction('suanpan_bill_line_day_lines', lineDays)}

create trigger depot_item_line_day_ins after insert on depot_item referencing new table as new_rows for each statement execute function suanpan_bill_line_day_lines();
create trigger depot_item_line_day_upd after update on depot_item referencing old table as old_rows new table as new_rows for each statement execute function suanpan_bill_line_day_lines();
create trigger depot_item_line_day_del after delete on depot_item referencing old table as old_rows for each statement execute function suanpan_bill_line_day_lines();

create function suanpan_bill_line_day_recompute(tenant bigint)
returns table (day date, prefix varchar, creator bigint, status char(1), lines bigint, ${LINE_DAY.figures.map((m) => `${m} numeric`).join(', ')}) language sql stable as $fn$
  select c.day, c.prefix, c.creator, c.status, count(*), ${LINE_DAY.figures.map((m) => `sum(c.${m})`).join(', ')}
  from (${counted(LINE_DAY, 'depot_item')}) c
  where c.tenant_id = tenant
  group by c.day, c.prefix, c.creator, c.status
$fn$;

insert into bill_line_day (${KEY}, lines, ${LINE_DAY.figures.join(', ')})
select t.tenant_id, r.*
from (select distinct tenant_id from depot_head) t cross join lateral suanpan_bill_line_day_recompute(t.tenant_id) r
order by 1, 2, 3, 4, 5;
`;
