/**
 * 最终欠款 (last_debt) and 剩余订金 (last_deposit) are stored on the bill so the lists can filter and
 * show them by index; bill posting keeps them current in the same transaction as the change that moves
 * them (saving a bill, deleting a linked bill — the reference forgot the latter), from the one
 * definition in modules/stock/bill-outstanding.ts. Existing bills are filled from that definition here.
 * The debt filters (有欠款 / 最终欠款) pick few bills of a kind, so each gets a partial index; the
 * salesman filter reads the comma list of person ids as an array (GIN), the link-number filters are
 * substring searches (trigram GIN, as the bill number already has).
 */
export const up = /* sql */ `
alter table depot_head
  add column last_debt numeric(24,6) not null default 0,
  add column last_deposit numeric(24,6) not null default 0;

update depot_head set last_debt = debt where debt <> 0;

update depot_head h set last_deposit = h.change_amount - coalesce((
  select sum(d.deposit) from depot_head d where d.tenant_id = h.tenant_id and d.link_head_id = h.id and not d.delete_flag), 0)
where h.prefix in ('CGDD', 'XSDD');

create index depot_head_debt_idx on depot_head (tenant_id, prefix, id desc) where not delete_flag and debt > 0;
create index depot_head_last_debt_idx on depot_head (tenant_id, prefix, id desc) where not delete_flag and last_debt > 0;
create index depot_head_sales_man_idx on depot_head using gin (string_to_array(sales_man, ','));
create index depot_head_link_number_trgm on depot_head using gin (link_number gin_trgm_ops);
create index depot_head_link_apply_trgm on depot_head using gin (link_apply gin_trgm_ops);
`;
