import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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
