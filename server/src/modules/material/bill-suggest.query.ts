import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { textSearches, type TextSearch } from './material-list.query.js';
import { barcodeRowColumns, BARCODE_ROW_FROM, type BarcodeRow } from './material-lookup.query.js';
import type { StockIn } from './stock-scope.js';

/** A prefix pattern (`abc%`) with `%` and `_` of the text taken literally. */
const prefixPattern = (text: string) => likePattern(text).slice(1);

/**
 * How many of the newest products and barcode rows are tried first for a text's beginning: a prefix that many
 * products share (a barcode's country and maker digits, a brand) is found there at once, where reading all its
 * matches would read most of the catalogue; a rarer one falls back to its index, whose matches are then few.
 */
const RECENT = 500;

/**
 * The newest `limit` products found by one search of the text (material-list.query.ts), read by its index. Run as
 * the schema owner for the acting tenant (migration 0047): as the tenant role, row-level security keeps `like`,
 * `ilike` and the pieces' `@>` — operators not marked leakproof — from every index, and each search read every product.
 */
function productsMatching(tenantId: string, s: TextSearch, limit: number, byIndex: boolean) {
  return sql<{ id: string }>`(select m.id from suanpan_products_matching(${tenantId}, ${s.columns}::text[], ${s.operator}, ${s.pattern},
    ${s.piece}, ${limit}, ${byIndex}) as m(id))`;
}

/** The newest `limit` products with a live barcode found by the search, as productsMatching. */
function barcodesMatching(tenantId: string, s: Omit<TextSearch, 'columns'>, limit: number) {
  return sql<{ id: string }>`(select m.id from suanpan_barcodes_matching(${tenantId}, ${s.operator}, ${s.pattern}, ${s.piece}, ${limit}) as m(id))`;
}

/**
 * The ids of the products among which the dropdown's first `limit` rows are, whatever the catalogue's size: the
 * product of the barcode that is exactly the text, the newest `limit` products whose barcode, name or 助记码 begins
 * with it and — only while those are fewer than `limit` — the newest `limit` of each index that finds the text
 * inside (textSearches). The ranking (exact → begins → newest) never needs more: a product left out is
 * older than `limit` others of its own rank. Every branch stops at `limit` rows, so a word shared by thousands of
 * products costs about what a rare one costs; a barcode's first digits are a range of their prefix index
 * (migration 0045). The exact barcode and the newest rows are read as the caller; the searches by index as the owner
 * (productsMatching).
 */
export function suggestIds(tenantId: string, text: string, limit: number): RawBuilder<{ id: string }> {
  const starts = prefixPattern(text);
  const live = sql`join material p on p.tenant_id = x.tenant_id and p.id = x.material_id and not p.delete_flag and p.enabled`;
  const codeBegins = sql<SqlBool>`x.bar_code like ${starts}`;
  const nameBegins = sql<SqlBool>`(p.name ilike ${starts} or p.mnemonic ilike ${starts})`;
  const { products, barcodes } = textSearches(text);
  // Each search that begins the text reads its matches from the index (a rare prefix: the newest 500 did not hold
  // enough); told of the limit, the planner may walk every product backwards instead, hoping for matches among the
  // newest that the recent rows have just shown are not there.
  const begins = [
    barcodesMatching(tenantId, { operator: 'like', pattern: starts, piece: null }, limit),
    productsMatching(tenantId, { columns: ['name', 'mnemonic'], operator: 'ilike', pattern: starts, piece: null }, limit, true),
  ];
  const inside = [...products.map((s) => productsMatching(tenantId, s, limit, false)), barcodesMatching(tenantId, barcodes, limit)];
  return sql<{ id: string }>`with recent as (
      (select x.material_id as id from material_extend x where x.tenant_id = ${tenantId} and x.bar_code = ${text} and not x.delete_flag)
      union all (select x.material_id from (select tenant_id, material_id, bar_code from material_extend
        where tenant_id = ${tenantId} and not delete_flag order by material_id desc limit ${RECENT}) x ${live}
        where ${codeBegins} order by x.material_id desc limit ${limit})
      union all (select p.id from (select id, name, mnemonic from material where tenant_id = ${tenantId} and not delete_flag and enabled
        order by id desc limit ${RECENT}) p where ${nameBegins} order by p.id desc limit ${limit})
    ),
    found as (select count(distinct id) as n from recent),
    begins as (
      select id from recent
      union select id from (${sql.join(begins, sql` union all `)}) older where (select n from found) < ${limit}
    )
    select id from begins
    union select id from (${sql.join(inside, sql` union all `)}) i where (select count(*) from begins) < ${limit}`;
}

/**
 * The 条码 cell's suggestions as a clerk types: barcode rows of enabled products whose name, 规格, 型号, 助记码 or
 * any barcode contains the text. Ranked for typing: the barcode that is exactly the text, then rows whose barcode,
 * name or 助记码 begins with it, then the newest products. No count: a dropdown shows the first few, and counting
 * every match is what a longer text is for.
 */
export async function suggestRows(db: Kysely<Database>, tenantId: string, text: string, stockIn: StockIn, limit: number): Promise<BarcodeRow[]> {
  const starts = prefixPattern(text);
  const { rows } = await sql<BarcodeRow>`select ${barcodeRowColumns(stockIn)} ${BARCODE_ROW_FROM}
    where e.tenant_id = ${tenantId} and not e.delete_flag and m.enabled and m.id = any(array(${suggestIds(tenantId, text, limit)}))
    order by (e.bar_code = ${text}) desc,
      (e.bar_code like ${starts} or m.name ilike ${starts} or coalesce(m.mnemonic, '') ilike ${starts}) desc,
      m.id desc, e.default_flag desc, e.id
    limit ${limit}`.execute(db);
  return rows;
}
