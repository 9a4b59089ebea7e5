import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { trimNum } from '../../platform/resource/row-mapping.js';

type Db = Kysely<Database>;

/** `is not distinct from` compares blanks as equal, so '' and null name the same (empty) field. */
const same = (column: string, value: string | undefined) => sql<boolean>`coalesce(${sql.ref(column)}, '') = ${value ?? ''}`;

/** Whether a live barcode row other than `exceptId` holds the barcode. */
export async function barcodeInUse(db: Db, tenantId: string, barCode: string, exceptId: number): Promise<boolean> {
  const hit = await db
    .selectFrom('material_extend')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('bar_code', '=', barCode)
    .where('id', '<>', String(exceptId))
    .executeTakeFirst();
  return hit !== undefined;
}

/** The id of a live product of the tenant, or undefined. */
export async function liveMaterialId(db: Db, tenantId: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('material')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return row?.id;
}

/** The live barcode row with this barcode, in the API shape. */
export async function barcodeRowByCode(db: Db, tenantId: string, barCode: string) {
  const r = await db
    .selectFrom('material_extend')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bar_code', '=', barCode)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: Number(r.id),
    materialId: Number(r.material_id),
    barCode: r.bar_code,
    commodityUnit: r.commodity_unit,
    sku: r.sku,
    purchaseDecimal: trimNum(r.purchase_decimal),
    commodityDecimal: trimNum(r.commodity_decimal),
    wholesaleDecimal: trimNum(r.wholesale_decimal),
    lowDecimal: trimNum(r.low_decimal),
    defaultFlag: r.default_flag ? '1' : '0',
  };
}

/** The fields of the product form that make two products the same one. */
export interface IdenticalMaterial {
  id: number;
  name: string;
  model?: string | undefined;
  color?: string | undefined;
  standard?: string | undefined;
  mfrs?: string | undefined;
  otherField1?: string | undefined;
  otherField2?: string | undefined;
  otherField3?: string | undefined;
  unit?: string | undefined;
  unitId?: number | undefined;
}

/** Whether another live product has the same name, fields and unit (blank and null alike). */
export async function identicalMaterialExists(db: Db, tenantId: string, q: IdenticalMaterial): Promise<boolean> {
  const hit = await db
    .selectFrom('material')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('id', '<>', String(q.id))
    .where('name', '=', q.name)
    .where(same('model', q.model))
    .where(same('color', q.color))
    .where(same('standard', q.standard))
    .where(same('mfrs', q.mfrs))
    .where(same('other_field1', q.otherField1))
    .where(same('other_field2', q.otherField2))
    .where(same('other_field3', q.otherField3))
    .where(q.unitId ? sql<boolean>`unit_id = ${q.unitId}` : same('unit', q.unit))
    .executeTakeFirst();
  return hit !== undefined;
}
