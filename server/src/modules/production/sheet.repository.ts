import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { kindsSql } from '../stock/bill-kinds.js';

type Db = Kysely<Database>;

/** The partner's contact facts printed under a bill's header. */
export async function partnerContact(db: Db, tenantId: string, organId: string) {
  return db
    .selectFrom('supplier')
    .select(['contacts', 'telephone', 'phone_num as phoneNum', 'address'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', organId)
    .executeTakeFirst();
}

/** Usage per unit and loss % of a production order's lines, by line id. */
export async function lineUsage(db: Db, tenantId: string, headerId: string) {
  const rows = await db
    .selectFrom('depot_item')
    .select(['id', 'unit_usage', 'loss_rate'])
    .where('tenant_id', '=', tenantId)
    .where('header_id', '=', headerId)
    .where('delete_flag', '=', false)
    .execute();
  return new Map(rows.map((r) => [String(r.id), { unitUsage: r.unit_usage, lossRate: r.loss_rate }]));
}

/** A component of an order against what its receipts consumed (base units). */
export interface RawMaterialUse {
  material_id: string;
  bar_code: string;
  name: string;
  standard: string | null;
  model: string | null;
  unit: string | null;
  unit_usage: string | null;
  loss_rate: string | null;
  planned: string;
  expected: string;
  consumed: string;
}

/**
 * 原料用量核对 of one production order, one statement: per component the order's planned quantity, what the received
 * share of the order should have consumed (planned × received ÷ ordered) and what the live receipts' 原料 lines did
 * consume, including components the receipts took that the order did not plan (planned 0).
 */
export async function rawMaterialUse(db: Db, tenantId: string, orderId: string, orderNumber: string): Promise<RawMaterialUse[]> {
  const receipts = kindsSql((k) => k.production === 'receipt', 'h.prefix');
  const { rows } = await sql<RawMaterialUse>`
    with made as (
      select sum(u.basic_number) as ordered, coalesce((
        select sum(d.basic_number) from depot_item d join depot_head h on h.tenant_id = d.tenant_id and h.id = d.header_id
        where d.tenant_id = ${tenantId} and h.link_number = ${orderNumber} and d.material_type = '成品'
          and not d.delete_flag and not h.delete_flag and ${receipts}
      ), 0) as received
      from depot_item u where u.tenant_id = ${tenantId} and u.header_id = ${orderId} and u.material_type = '成品' and not u.delete_flag
    ), plan as (
      select material_id, min(material_extend_id) as extend_id, sum(basic_number) as planned, max(unit_usage) as unit_usage, max(loss_rate) as loss_rate
      from depot_item where tenant_id = ${tenantId} and header_id = ${orderId} and material_type = '原料' and not delete_flag
      group by material_id
    ), used as (
      select d.material_id, min(d.material_extend_id) as extend_id, sum(d.basic_number) as consumed
      from depot_item d join depot_head h on h.tenant_id = d.tenant_id and h.id = d.header_id
      where d.tenant_id = ${tenantId} and h.link_number = ${orderNumber} and d.material_type = '原料'
        and not d.delete_flag and not h.delete_flag and ${receipts}
      group by d.material_id
    )
    select coalesce(p.material_id, u.material_id) as material_id, e.bar_code, m.name, m.standard, m.model,
      coalesce(un.basic_unit, m.unit) as unit, p.unit_usage::text as unit_usage, p.loss_rate::text as loss_rate,
      coalesce(p.planned, 0)::text as planned,
      coalesce(round(coalesce(p.planned, 0) * made.received / nullif(made.ordered, 0), 6), 0)::text as expected,
      coalesce(u.consumed, 0)::text as consumed
    from plan p full join used u on u.material_id = p.material_id
    cross join made
    join material m on m.tenant_id = ${tenantId} and m.id = coalesce(p.material_id, u.material_id)
    join material_extend e on e.tenant_id = ${tenantId} and e.id = coalesce(p.extend_id, u.extend_id)
    left join unit un on un.tenant_id = m.tenant_id and un.id = m.unit_id
    order by p.material_id is null, m.name, e.bar_code`.execute(db);
  return rows;
}

/** A product's barcode rows, as labels and the product sheet print them (default barcode first). */
export async function productBarcodes(db: Db, tenantId: string, materialId: string) {
  return db
    .selectFrom('material as m')
    .innerJoin('material_extend as e', (j) => j.onRef('e.tenant_id', '=', 'm.tenant_id').onRef('e.material_id', '=', 'm.id'))
    .leftJoin('material_category as c', (j) => j.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.category_id'))
    .select([
      'm.name',
      'm.standard',
      'm.model',
      'm.color',
      'm.brand',
      'm.mfrs',
      'm.unit',
      'm.expiry_num as expiryNum',
      'm.remark',
      'c.name as category',
      'e.bar_code as barCode',
      'e.commodity_unit as commodityUnit',
      'e.sku',
      'e.purchase_decimal as purchasePrice',
      'e.commodity_decimal as retailPrice',
      'e.wholesale_decimal as salePrice',
      'e.low_decimal as lowPrice',
    ])
    .where('m.tenant_id', '=', tenantId)
    .where('m.id', '=', materialId)
    .where('m.delete_flag', '=', false)
    .where('e.delete_flag', '=', false)
    .orderBy('e.default_flag', 'desc')
    .orderBy('e.id')
    .execute();
}

/** A partner of the tenant by id (its name and type), for a sheet that names one. */
export async function partnerName(db: Db, tenantId: string, organId: string) {
  return db
    .selectFrom('supplier')
    .select(['supplier as name', 'type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', organId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
}

/** Products by barcode (the tenant's live rows), for certificates. */
export async function productsByBarcode(db: Db, tenantId: string, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { name: string; standard: string | null; model: string | null; color: string | null; unit: string }>();
  const rows = await db
    .selectFrom('material_extend as e')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'e.tenant_id').onRef('m.id', '=', 'e.material_id'))
    .select(['e.bar_code', 'm.name', 'm.standard', 'm.model', 'm.color', 'e.commodity_unit as unit'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.bar_code', 'in', [...codes])
    .where('e.delete_flag', '=', false)
    .where('m.delete_flag', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.bar_code, r]));
}
