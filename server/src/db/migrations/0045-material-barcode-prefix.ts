/**
 * The 条码 cell's dropdown (findForBill, issue 34) ranks barcodes that begin with the typed text first and reads
 * them before anything else: a clerk typing a barcode's first digits. The trigram index finds such a prefix only
 * through trigrams of digits that nearly every barcode holds ('000', '692'), reading long posting lists (~20 ms at
 * 100,000 barcodes); the unique barcode index cannot serve `like 'x%'` under the database's collation (C.UTF-8 is
 * not "C" to the planner). A pattern-ops index reads the prefix as a range, with the product id beside it.
 */
export const up = /* sql */ `
create index material_extend_barcode_prefix on material_extend (tenant_id, bar_code varchar_pattern_ops) include (material_id) where not delete_flag;
`;
