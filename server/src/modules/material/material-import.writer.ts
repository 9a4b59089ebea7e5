import { sql, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import type { ImportProduct, UnitGroupRef } from './material-import.products.js';
import type { ImportRow } from './material-import.validate.js';
import { mnemonicOf } from './mnemonic.js';
import { saveOpeningStock } from './opening-stock.service.js';
import { refreshStatistics } from '../../platform/import/bulk-statistics.js';

type Trx = Transaction<Database>;

/** The unit groups the sheet needs and the tenant lacks, one insert; answers every group's id by name. */
async function createUnitGroups(trx: Trx, tenantId: string, groups: readonly UnitGroupRef[]): Promise<Map<string, string>> {
  if (groups.length === 0) return new Map();
  const col = <T>(f: (g: UnitGroupRef) => T) => groups.map(f);
  const rows = await sql<{
    id: string;
    name: string;
  }>`insert into unit (tenant_id, name, basic_unit, other_unit, ratio, other_unit_two, ratio_two, other_unit_three, ratio_three)
    select ${tenantId}, * from unnest(${col((g) => g.name)}::varchar[], ${col((g) => g.basicUnit)}::varchar[],
      ${col((g) => g.others[0]?.unit ?? '')}::varchar[], ${col((g) => g.others[0]?.ratio ?? '1')}::numeric[],
      ${col((g) => g.others[1]?.unit ?? null)}::varchar[], ${col((g) => g.others[1]?.ratio ?? null)}::numeric[],
      ${col((g) => g.others[2]?.unit ?? null)}::varchar[], ${col((g) => g.others[2]?.ratio ?? null)}::numeric[])
    returning id::text, name`.execute(trx);
  return new Map(rows.rows.map((r) => [r.name, r.id]));
}

/**
 * Writes checked products set-based: missing unit groups first, then products (ids drawn from the
 * identity sequence up front), every barcode row and the opening stock — a fixed number of
 * statements however many rows.
 */
export async function writeImport(trx: Trx, session: Session, products: readonly ImportProduct[], newGroups: readonly UnitGroupRef[]): Promise<void> {
  if (products.length === 0) return;
  const t = session.tenantId;
  const groupIds = await createUnitGroups(trx, t, newGroups);
  const unitId = (p: ImportProduct) => (p.unitGroup ? (p.unitGroup.id ?? groupIds.get(p.unitGroup.name) ?? null) : null);
  const ids = (
    await sql<{ id: string }>`select nextval(pg_get_serial_sequence('material', 'id'))::text as id from generate_series(1, ${products.length})`.execute(trx)
  ).rows.map((r) => r.id);
  const pick = <T>(f: (r: ImportRow) => T) => products.map((p) => f(p.row));
  await sql`insert into material (tenant_id, id, name, standard, model, color, brand, category_id, weight, expiry_num, unit, unit_id, mnemonic,
      enabled, enable_serial_number, enable_batch_number, position, mfrs, other_field1, other_field2, other_field3, remark, attribute)
    select ${t}, * from unnest(${ids}::bigint[], ${pick((r) => r.name)}::varchar[], ${pick((r) => r.standard)}::varchar[],
      ${pick((r) => r.model)}::varchar[], ${pick((r) => r.color)}::varchar[], ${pick((r) => r.brand)}::varchar[],
      ${pick((r) => r.categoryId)}::bigint[], ${pick((r) => r.weight)}::numeric[], ${pick((r) => r.expiryNum)}::integer[],
      ${products.map((p) => (p.unitGroup ? null : p.row.baseUnit))}::varchar[], ${products.map(unitId)}::bigint[], ${pick((r) => mnemonicOf(r.name))}::varchar[],
      ${pick((r) => r.enabled)}::boolean[], ${pick((r) => r.serial)}::boolean[], ${pick((r) => r.batch)}::boolean[],
      ${pick((r) => r.position)}::varchar[], ${pick((r) => r.fields[0])}::varchar[], ${pick((r) => r.fields[1])}::varchar[],
      ${pick((r) => r.fields[2])}::varchar[], ${pick((r) => r.fields[3])}::varchar[], ${pick((r) => r.remark)}::varchar[],
      ${products.map((p) => p.attribute)}::jsonb[])`.execute(trx);

  // Fresh statistics before the rows that reference the new products: without them the foreign-key
  // checks of the next inserts plan sequential scans of the just-grown table (quadratic on 10,000 rows).
  await refreshStatistics(trx, ['material']);
  const lines = products.flatMap((p, i) => p.barcodes.map((b) => ({ ...b, material: ids[i] ?? '' })));
  const col = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
  await sql`insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, sku, purchase_decimal, commodity_decimal, wholesale_decimal, low_decimal, default_flag, create_serial, update_serial)
    select ${t}, v.*, ${session.loginName}, ${session.loginName} from unnest(${col((l) => l.material)}::bigint[], ${col((l) => l.code)}::varchar[], ${col((l) => l.unit)}::varchar[],
      ${col((l) => l.sku)}::varchar[], ${col((l) => l.prices[0])}::numeric[], ${col((l) => l.prices[1])}::numeric[], ${col((l) => l.prices[2])}::numeric[],
      ${col((l) => l.prices[3])}::numeric[], ${col((l) => l.isDefault)}::boolean[]) as v`.execute(trx);

  await refreshStatistics(trx, ['material_extend']);
  await saveOpeningStock(
    trx,
    t,
    session.userId,
    products.flatMap((p, i) => p.row.stock.map((s) => ({ materialId: ids[i] ?? '', depotId: s.depotId, number: s.quantity }))),
  );
}
