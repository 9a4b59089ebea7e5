import { formatMessage, MATERIAL_ERR, type MaterialExtendRowInput } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { conflict, notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { existingRowId } from './material-rules.js';

type Trx = Transaction<Database>;

/** A barcode already used by another live row of the tenant → 8000005 naming it. */
export async function assertBarcodesFree(trx: Trx, tenantId: string, barCodes: readonly string[], exceptMaterialId?: string): Promise<void> {
  if (barCodes.length === 0) return;
  let q = trx
    .selectFrom('material_extend')
    .select('bar_code')
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('bar_code', 'in', [...barCodes]);
  if (exceptMaterialId) q = q.where('material_id', '<>', exceptMaterialId);
  const hit = await q.limit(1).executeTakeFirst();
  if (hit) throw barcodeTaken(hit.bar_code);
}

export function barcodeTaken(barCode: string) {
  return conflict(MATERIAL_ERR.barcodeExists, formatMessage(MATERIAL_ERR.barcodeExists.message, barCode), 'barCode');
}

/** The unique index decides races between concurrent saves: its violation reads as 8000005. */
export async function translateBarcodeRace<T>(work: () => Promise<T>, barCodes: readonly string[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; constraint?: string; message?: string };
    if (e.code === '23505' && `${e.constraint ?? ''}${e.message ?? ''}`.includes('material_extend_barcode_uq')) {
      throw barcodeTaken(barCodes[0] ?? '');
    }
    throw error;
  }
}

const priceOrNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/**
 * Writes a product's barcode rows as posted: rows missing from the list are soft-deleted, known
 * rows updated (one statement), new rows inserted (one statement); the default row is the one
 * flagged, else the first. Returns the ids in the posted order.
 */
export async function saveBarcodeRows(
  trx: Trx,
  session: Session,
  materialId: string,
  rows: readonly MaterialExtendRowInput[],
  isNew: boolean,
): Promise<string[]> {
  const tenantId = session.tenantId;
  const current = isNew
    ? []
    : await trx
        .selectFrom('material_extend')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('material_id', '=', materialId)
        .where('delete_flag', '=', false)
        .forUpdate()
        .execute();
  const currentIds = new Set(current.map((r) => Number(r.id)));
  const kept = rows.map((r) => existingRowId(r.id)).filter((id): id is number => id !== undefined);
  for (const id of kept) if (!currentIds.has(id)) throw notFound(`条码行${id}不存在或不属于该商品`, 'meList');
  const removed = [...currentIds].filter((id) => !kept.includes(id)).map(String);
  const defaultIndex = Math.max(
    0,
    rows.findIndex((r) => r.defaultFlag === true || r.defaultFlag === '1'),
  );
  if (!isNew) {
    // Defaults and removed barcodes are released first so the unique indexes see the final state.
    let release = trx.updateTable('material_extend').set({ default_flag: false }).where('tenant_id', '=', tenantId).where('material_id', '=', materialId);
    if (removed.length) release = release.set({ delete_flag: sql<boolean>`(id in (${sql.join(removed.map((id) => sql`${id}::bigint`))}) or delete_flag)` });
    await release.execute();
  }
  const who = session.loginName;
  const updates = rows.map((r, i) => ({ r, i, id: existingRowId(r.id) })).filter((x) => x.id !== undefined);
  if (updates.length) {
    const col = <T>(pick: (x: (typeof updates)[number]) => T) => updates.map(pick);
    await sql`update material_extend e set bar_code = v.bar_code, commodity_unit = v.unit, sku = v.sku,
        purchase_decimal = v.p1, commodity_decimal = v.p2, wholesale_decimal = v.p3, low_decimal = v.p4,
        default_flag = v.is_default, update_serial = ${who}, updated_at = localtimestamp(3)
      from unnest(${col((x) => String(x.id))}::bigint[], ${col((x) => x.r.barCode)}::varchar[], ${col((x) => x.r.commodityUnit)}::varchar[],
        ${col((x) => x.r.sku ?? null)}::varchar[], ${col((x) => priceOrNull(x.r.purchaseDecimal))}::numeric[], ${col((x) => priceOrNull(x.r.commodityDecimal))}::numeric[],
        ${col((x) => priceOrNull(x.r.wholesaleDecimal))}::numeric[], ${col((x) => priceOrNull(x.r.lowDecimal))}::numeric[], ${col((x) => x.i === defaultIndex)}::boolean[])
        as v(id, bar_code, unit, sku, p1, p2, p3, p4, is_default)
      where e.tenant_id = ${tenantId} and e.id = v.id`.execute(trx);
  }
  const inserts = rows.map((r, i) => ({ r, i })).filter((x) => existingRowId(x.r.id) === undefined);
  const insertedIds = new Map<number, string>();
  if (inserts.length) {
    const out = await trx
      .insertInto('material_extend')
      .values(
        inserts.map(({ r, i }) => ({
          tenant_id: tenantId,
          material_id: materialId,
          bar_code: r.barCode,
          commodity_unit: r.commodityUnit,
          sku: r.sku || null,
          purchase_decimal: priceOrNull(r.purchaseDecimal),
          commodity_decimal: priceOrNull(r.commodityDecimal),
          wholesale_decimal: priceOrNull(r.wholesaleDecimal),
          low_decimal: priceOrNull(r.lowDecimal),
          default_flag: i === defaultIndex,
          create_serial: who,
          update_serial: who,
        })),
      )
      .returning('id')
      .execute();
    inserts.forEach((x, k) => insertedIds.set(x.i, out[k]?.id ?? ''));
  }
  return rows.map((r, i) => String(existingRowId(r.id) ?? insertedIds.get(i)));
}
