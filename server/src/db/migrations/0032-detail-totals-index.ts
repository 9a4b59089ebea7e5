/**
 * 入库明细 / 出库明细 / 调拨明细 total their lines' 数量, 金额, 税额 and 价税合计 over the whole period. The lines'
 * index (`depot_item_header_idx`, migration 0026) carried the quantity and the amount but not the two tax figures, so
 * the totals read every line's heap row — at a million lines the planner read all of them (a parallel sequential scan,
 * 300 ms of a 3-month 入库明细; docs/performance.md, "Reports"). With the tax figures in the index the period's bills
 * are joined to their lines by an index-only scan, as for the other bill-line reports. Same key and predicate.
 */
export const up = /* sql */ `
drop index depot_item_header_idx;
create index depot_item_header_idx on depot_item (tenant_id, header_id, line_no)
  include (material_id, material_extend_id, depot_id, another_depot_id, basic_number, oper_number, all_price, tax_money, tax_last_money)
  where not delete_flag;
`;
