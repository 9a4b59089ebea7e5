import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import type { ImportRow } from './material-import.validate.js';
import { mnemonicOf } from './mnemonic.js';
import { saveOpeningStock } from './opening-stock.service.js';

type Trx = Transaction<Database>;

/** Column arrays for one `insert … select from unnest(…)`: one statement however many rows. */
const pick = <T>(rows: readonly ImportRow[], f: (r: ImportRow) => T) => rows.map(f);

/**
 * Writes validated rows set-based: product ids are drawn from the identity sequence up front so
 * products, barcode rows and opening stock can be inserted by array without per-row queries.
 */
export async function writeImport(trx: Trx, session: Session, rows: readonly ImportRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = session.tenantId;
  const ids = (await sql<{ id: string }>`select nextval(pg_get_serial_sequence('material', 'id'))::text as id from generate_series(1, ${rows.length})`.execute(trx)).rows.map((r) => r.id);
  await sql`insert into material (tenant_id, id, name, standard, model, color, brand, category_id, weight, expiry_num, unit, unit_id, mnemonic,
      enabled, enable_serial_number, enable_batch_number, position, mfrs, other_field1, other_field2, other_field3, remark)
    select ${t}, * from unnest(${ids}::bigint[], ${pick(rows, (r) => r.name)}::varchar[], ${pick(rows, (r) => r.standard)}::varchar[],
      ${pick(rows, (r) => r.model)}::varchar[], ${pick(rows, (r) => r.color)}::varchar[], ${pick(rows, (r) => r.brand)}::varchar[],
      ${pick(rows, (r) => r.categoryId)}::bigint[], ${pick(rows, (r) => r.weight)}::numeric[], ${pick(rows, (r) => r.expiryNum)}::integer[],
      ${pick(rows, (r) => r.unit)}::varchar[], ${pick(rows, (r) => r.unitId)}::bigint[], ${pick(rows, (r) => mnemonicOf(r.name))}::varchar[],
      ${pick(rows, (r) => r.enabled)}::boolean[], ${pick(rows, (r) => r.serial)}::boolean[], ${pick(rows, (r) => r.batch)}::boolean[],
      ${pick(rows, (r) => r.position)}::varchar[], ${pick(rows, (r) => r.fields[0])}::varchar[], ${pick(rows, (r) => r.fields[1])}::varchar[],
      ${pick(rows, (r) => r.fields[2])}::varchar[], ${pick(rows, (r) => r.fields[3])}::varchar[], ${pick(rows, (r) => r.remark)}::varchar[])`.execute(trx);

  // Fresh statistics before the rows that reference the new products: without them the foreign-key
  // checks of the next inserts plan sequential scans of the just-grown table (quadratic on 10,000 rows).
  await sql`analyze material`.execute(trx);
  // Base rows are the defaults; a bigger unit's prices are the base prices × its ratio (the reference's import does the same).
  const times = (price: string | null, ratio: string | null) => (price === null || ratio === null ? null : new Decimal(price).times(ratio).toFixed());
  const lines = rows.flatMap((r, i) => {
    const base = { material: ids[i] ?? '', code: r.baseBarcode, unit: r.baseUnit, sku: r.sku, prices: r.prices, isDefault: true };
    if (!r.otherBarcode || !r.otherUnit) return [base];
    return [base, { material: ids[i] ?? '', code: r.otherBarcode, unit: r.otherUnit, sku: null, prices: r.prices.map((p) => times(p, r.ratio)) as ImportRow['prices'], isDefault: false }];
  });
  const col = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
  await sql`insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, sku, purchase_decimal, commodity_decimal, wholesale_decimal, low_decimal, default_flag, create_serial, update_serial)
    select ${t}, v.*, ${session.loginName}, ${session.loginName} from unnest(${col((l) => l.material)}::bigint[], ${col((l) => l.code)}::varchar[], ${col((l) => l.unit)}::varchar[],
      ${col((l) => l.sku)}::varchar[], ${col((l) => l.prices[0])}::numeric[], ${col((l) => l.prices[1])}::numeric[], ${col((l) => l.prices[2])}::numeric[],
      ${col((l) => l.prices[3])}::numeric[], ${col((l) => l.isDefault)}::boolean[]) as v`.execute(trx);

  await sql`analyze material_extend`.execute(trx);
  await saveOpeningStock(trx, t, session.userId, rows.flatMap((r, i) => r.stock.map((s) => ({ materialId: ids[i] ?? '', depotId: s.depotId, number: s.quantity }))));
}
