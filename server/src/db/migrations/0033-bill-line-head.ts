/**
 * The bill-line reports (采购/销售/零售统计, 入库/出库明细, 入库/出库汇总, 调拨明细) read a period's lines of some kinds.
 * They found them through the bills: the period's bills by `depot_head_kind_time_idx`, then each bill's lines by
 * `depot_item_header_idx` — a probe per bill (≈ 3 buffers), 5,500–18,000 bills for three months, and for the 出库 kinds
 * (70 % of bills) the planner read all million lines instead (docs/performance.md, "Reports").
 *
 * Each line now carries its bill's kind, time, status, creator and partner (`prefix`, `oper_time`, `status`,
 * `creator`, `organ_id`: always equal to its head's), and `depot_item_kind_time_idx` lays the live lines out by
 * (tenant, kind, time) with every figure the reports sum: a period of some kinds is one index range read index-only;
 * `depot_item_time_idx` gives the newest lines of a period first (a page of 明细, without sorting the period).
 * Kept by triggers in the writing transaction:
 * - before a line is inserted (or moved to another bill), it takes its head's values;
 * - after a head's kind, time, status, creator or partner changes, its lines take the new values.
 * Lines are soft-deleted with their head (platform/document/removal.ts), so the reports need not read the head to
 * leave deleted bills out; the triggers make it a rule for every writer (the jshERP import brings lines as their
 * source had them): a line inserted under a deleted head, or live when its head is deleted, is deleted too.
 * `suanpan_bill_line_head_drift(tenant)` names the lines that differ from their head (the repair's reference).
 */
const HEAD = ['prefix', 'oper_time', 'status', 'creator', 'organ_id'];
const tuple = (alias: string) => `(${HEAD.map((c) => `${alias}.${c}`).join(', ')})`;

export const up = /* sql */ `
alter table depot_item
  add column prefix varchar(10),
  add column oper_time timestamp(0),
  add column status char(1),
  add column creator bigint,
  add column organ_id bigint;

create function suanpan_bill_line_head() returns trigger language plpgsql as $fn$
begin
  select ${HEAD.map((c) => `h.${c}`).join(', ')}, new.delete_flag or h.delete_flag
  into ${HEAD.map((c) => `new.${c}`).join(', ')}, new.delete_flag
  from depot_head h where h.tenant_id = new.tenant_id and h.id = new.header_id;
  return new;
end
$fn$;

create trigger depot_item_head_ins before insert or update of header_id on depot_item
  for each row execute function suanpan_bill_line_head();

create function suanpan_bill_head_lines() returns trigger language plpgsql as $fn$
begin
  update depot_item i set ${HEAD.map((c) => `${c} = new.${c}`).join(', ')}, delete_flag = i.delete_flag or new.delete_flag
  where i.tenant_id = new.tenant_id and i.header_id = new.id
    and (${tuple('i')} is distinct from ${tuple('new')} or (new.delete_flag and not i.delete_flag));
  return null;
end
$fn$;

create trigger depot_head_lines_upd after update of ${HEAD.join(', ')}, delete_flag on depot_head
  for each row when (${tuple('old')} is distinct from ${tuple('new')} or (new.delete_flag and not old.delete_flag))
  execute function suanpan_bill_head_lines();

create function suanpan_bill_line_head_drift(tenant bigint)
returns table (id bigint) language sql stable as $fn$
  select i.id from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where i.tenant_id = tenant and (${tuple('i')} is distinct from ${tuple('h')} or (h.delete_flag and not i.delete_flag))
$fn$;

update depot_item i set ${HEAD.map((c) => `${c} = h.${c}`).join(', ')}, delete_flag = i.delete_flag or h.delete_flag
from depot_head h where h.tenant_id = i.tenant_id and h.id = i.header_id;

create index depot_item_kind_time_idx on depot_item (tenant_id, prefix, oper_time)
  include (status, creator, organ_id, material_id, material_extend_id, depot_id, another_depot_id, basic_number, oper_number, all_price,
    tax_money, tax_last_money)
  where not delete_flag;
-- The newest lines of a period, whatever their kinds (明细's default page): walked backwards, ten entries.
create index depot_item_time_idx on depot_item (tenant_id, oper_time, id) include (prefix) where not delete_flag;
`;
