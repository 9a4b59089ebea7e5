import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadExtras } from './material-list.query.js';
import { barcodeRowsOf, nextBarCodes } from './material-lookup.query.js';

type Db = Kysely<Database>;

/** 复制新增: a live product as an add body — same fields, barcode rows with fresh barcodes and no ids, no opening stock. */
export async function materialCopy(db: Db, tenantId: string, id: number) {
  const m = await db
    .selectFrom('material')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!m) return undefined;
  const rows = await barcodeRowsOf(db, tenantId, m.id);
  const [, ...fresh] = await nextBarCodes(db, tenantId, rows.length);
  const attribute = (m.attribute ?? {}) as Record<string, string[] | undefined>;
  return {
    name: m.name,
    standard: m.standard,
    model: m.model,
    color: m.color,
    brand: m.brand,
    mnemonic: m.mnemonic,
    categoryId: m.category_id === null ? null : Number(m.category_id),
    unit: m.unit,
    unitId: m.unit_id === null ? null : Number(m.unit_id),
    expiryNum: m.expiry_num,
    weight: m.weight,
    position: m.position,
    mfrs: m.mfrs,
    otherField1: m.other_field1,
    otherField2: m.other_field2,
    otherField3: m.other_field3,
    enableSerialNumber: m.enable_serial_number ? '1' : '0',
    enableBatchNumber: m.enable_batch_number ? '1' : '0',
    remark: m.remark,
    imgName: m.img_name,
    manySku: attribute.manySku ?? null,
    skuOne: attribute.skuOne ?? null,
    skuTwo: attribute.skuTwo ?? null,
    skuThree: attribute.skuThree ?? null,
    meList: rows.map((r, i) => ({ ...r, id: undefined, barCode: fresh[i] ?? r.barCode })),
  };
}

/** A live product's stock, opening stock and safety levels in every live depot (undefined when there is no such product). */
export async function materialDepotStock(db: Db, tenantId: string, materialId: number) {
  const rows = await sql<{ depot_id: string; depot_name: string; quantity: string | null; init: string | null; low: string | null; high: string | null }>`
    select d.id as depot_id, d.name as depot_name, c.quantity, i.number as init, i.low_safe_stock as low, i.high_safe_stock as high
    from depot d
    join material m on m.tenant_id = d.tenant_id and m.id = ${materialId} and not m.delete_flag
    left join stock_current c on c.tenant_id = d.tenant_id and c.depot_id = d.id and c.material_id = m.id
    left join material_initial_stock i on i.tenant_id = d.tenant_id and i.depot_id = d.id and i.material_id = m.id
    where d.tenant_id = ${tenantId} and not d.delete_flag order by d.sort nulls last, d.id`.execute(db);
  const extras = await loadExtras(db, tenantId, [materialId]);
  if (!extras.has(materialId)) return undefined;
  const trim = (v: string | null) => (v === null ? null : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
  return rows.rows.map((r) => ({
    depotId: Number(r.depot_id),
    depotName: r.depot_name,
    currentNumber: trim(r.quantity) ?? '0',
    initStock: trim(r.init) ?? '0',
    lowSafeStock: trim(r.low),
    highSafeStock: trim(r.high),
  }));
}
