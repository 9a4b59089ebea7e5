/**
 * Indexes of the bill-line reports (统计, 明细, 汇总, 调拨明细) at a million lines (docs/performance.md, "Reports").
 * Those reports choose the bills of some kinds in a period and read their lines. With only
 * `depot_head_time_idx`, every bill of the period was read and three in four thrown away by kind; and with the
 * lines reachable only through their heap rows, the planner preferred reading all million lines and hashing them
 * to the period's bills (0.5–1.5 s a request).
 *
 * - `depot_head_kind_time_idx`: the bills of a kind in a period, one index range per kind.
 * - `depot_item_header_idx` now carries what the reports read of a line (product, barcode row, depots, quantities,
 *   amount), so a bill's lines come from the index alone (an index-only scan of a few entries per bill) and the
 *   planner joins the period's bills to their lines instead of reading every line. Same key and predicate as
 *   before, so the bill editor's and posting's reads of a bill's lines use it as they did.
 */
export const up = /* sql */ `
create index depot_head_kind_time_idx on depot_head (tenant_id, prefix, oper_time) where not delete_flag;
drop index depot_item_header_idx;
create index depot_item_header_idx on depot_item (tenant_id, header_id, line_no)
  include (material_id, material_extend_id, depot_id, another_depot_id, basic_number, oper_number, all_price) where not delete_flag;
`;
