import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { textMatchIds } from './material-list.query.js';
import { barcodeRowColumns, BARCODE_ROW_FROM, type BarcodeRow } from './material-lookup.query.js';

/** A prefix pattern (`abc%`) with `%` and `_` of the text taken literally. */
const prefixPattern = (text: string) => likePattern(text).slice(1);

/**
 * The 条码 cell's suggestions as a clerk types: barcode rows of enabled products whose name, 规格, 型号, 助记码 or
 * any barcode contains the text (the product list's indexes, textMatchIds). Ranked for typing: the barcode that
 * is exactly the text, then rows whose barcode, name or 助记码 begins with it, then the newest products. No count:
 * a dropdown shows the first few, and counting every match is what a longer text is for.
 */
export async function suggestRows(db: Kysely<Database>, tenantId: string, text: string, depotId: number | undefined, limit: number): Promise<BarcodeRow[]> {
  const starts = prefixPattern(text);
  const { rows } = await sql<BarcodeRow>`select ${barcodeRowColumns(depotId)} ${BARCODE_ROW_FROM}
    where e.tenant_id = ${tenantId} and not e.delete_flag and m.enabled and m.id = any(array${textMatchIds(tenantId, text)})
    order by (e.bar_code = ${text}) desc,
      (e.bar_code like ${starts} or m.name ilike ${starts} or coalesce(m.mnemonic, '') ilike ${starts}) desc,
      m.id desc, e.default_flag desc, e.id
    limit ${limit}`.execute(db);
  return rows;
}
