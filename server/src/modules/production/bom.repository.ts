import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A product's BOM versions in one colour or all colours, newest first, with the creator's name and line count. */
export async function bomVersions(db: Db, tenantId: string, materialId: string, color: string | undefined) {
  return db
    .selectFrom('material_bom as b')
    .leftJoin('app_user as u', (j) => j.onRef('u.tenant_id', '=', 'b.tenant_id').onRef('u.id', '=', 'b.creator'))
    .select([
      'b.id',
      'b.material_id',
      'b.color',
      'b.version',
      sql<string>`to_char(b.effective_date, 'YYYY-MM-DD')`.as('effective_date'),
      'b.remark',
      'u.username as creator_name',
      sql<string>`to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'),
      sql<number>`(select count(*)::int from material_bom_item i where i.tenant_id = b.tenant_id and i.bom_id = b.id)`.as('item_count'),
    ])
    .where('b.tenant_id', '=', tenantId)
    .where('b.material_id', '=', materialId)
    .where('b.delete_flag', '=', false)
    .$if(color !== undefined, (q) => q.where('b.color', '=', color ?? ''))
    .orderBy('b.color')
    .orderBy('b.version', 'desc')
    .execute();
}

export type BomVersionRow = Awaited<ReturnType<typeof bomVersions>>[number];

/** One version by id (live). */
export async function bomVersion(db: Db, tenantId: string, id: string): Promise<BomVersionRow | undefined> {
  const row = await db
    .selectFrom('material_bom')
    .select('material_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await bomVersions(db, tenantId, row.material_id, undefined)).find((v) => v.id === id);
}

/** The newest version of (product, colour) effective on `date`. */
export async function effectiveVersion(db: Db, tenantId: string, materialId: string, color: string, date: string): Promise<BomVersionRow | undefined> {
  const hit = await db
    .selectFrom('material_bom')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('material_id', '=', materialId)
    .where('color', '=', color)
    .where('delete_flag', '=', false)
    .where('effective_date', '<=', date)
    .orderBy('effective_date', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return hit ? bomVersion(db, tenantId, hit.id) : undefined;
}

/** The component lines of versions, with the component's name, barcode, SKU and base unit. */
export async function bomLines(db: Db, tenantId: string, bomIds: readonly string[]) {
  if (bomIds.length === 0) return [];
  return db
    .selectFrom('material_bom_item as i')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'i.tenant_id').onRef('m.id', '=', 'i.component_id'))
    .innerJoin('material_extend as e', (j) => j.onRef('e.tenant_id', '=', 'i.tenant_id').onRef('e.id', '=', 'i.component_extend_id'))
    .leftJoin('unit as u', (j) => j.onRef('u.tenant_id', '=', 'm.tenant_id').onRef('u.id', '=', 'm.unit_id'))
    .select([
      'i.bom_id',
      'i.line_no',
      'i.component_id',
      'i.component_extend_id',
      'e.bar_code',
      'm.name',
      'm.standard',
      'm.model',
      'e.sku',
      sql<string | null>`coalesce(u.basic_unit, m.unit)`.as('unit'),
      'i.quantity',
      'i.loss_rate',
      'i.remark',
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.bom_id', 'in', [...bomIds])
    .orderBy('i.bom_id')
    .orderBy('i.line_no')
    .execute();
}

export type BomLineRow = Awaited<ReturnType<typeof bomLines>>[number];

/** Barcode rows by code (live), for the components of a BOM being saved. */
export async function componentsByBarcode(db: Db, tenantId: string, barCodes: readonly string[]) {
  if (barCodes.length === 0) return new Map<string, { extendId: string; materialId: string }>();
  const rows = await db
    .selectFrom('material_extend as e')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'e.tenant_id').onRef('m.id', '=', 'e.material_id'))
    .select(['e.id', 'e.bar_code', 'e.material_id'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.bar_code', 'in', [...new Set(barCodes)])
    .where('e.delete_flag', '=', false)
    .where('m.delete_flag', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.bar_code, { extendId: r.id, materialId: r.material_id }]));
}

/**
 * Locks the product row and returns its next BOM version number in a colour: saves of one product's BOM take turns,
 * so two of them never both take the same number.
 */
export async function nextVersion(db: Db, tenantId: string, materialId: string, color: string): Promise<number | undefined> {
  const product = await db
    .selectFrom('material')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', materialId)
    .where('delete_flag', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!product) return undefined;
  const row = await db
    .selectFrom('material_bom')
    .select(sql<number>`coalesce(max(version), 0)::int`.as('v'))
    .where('tenant_id', '=', tenantId)
    .where('material_id', '=', materialId)
    .where('color', '=', color)
    .executeTakeFirstOrThrow();
  return row.v + 1;
}

export interface NewBomLine {
  componentId: string;
  componentExtendId: string;
  quantity: string;
  lossRate: string;
  remark: string | null;
}

export async function insertBom(
  db: Db,
  tenantId: string,
  head: { materialId: string; color: string; version: number; effectiveDate: string; remark: string | null; creator: string },
  lines: readonly NewBomLine[],
): Promise<string> {
  const { id } = await db
    .insertInto('material_bom')
    .values({
      tenant_id: tenantId,
      material_id: head.materialId,
      color: head.color,
      version: head.version,
      effective_date: head.effectiveDate,
      remark: head.remark,
      creator: head.creator,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('material_bom_item')
    .values(
      lines.map((l, n) => ({
        tenant_id: tenantId,
        bom_id: id,
        line_no: n + 1,
        component_id: l.componentId,
        component_extend_id: l.componentExtendId,
        quantity: l.quantity,
        loss_rate: l.lossRate,
        remark: l.remark,
      })),
    )
    .execute();
  return id;
}

/** The product's weight per base unit and unit, and its colour-yarn ratio's yarns in a colour (enabled ratio only). */
export async function ratioYarns(db: Db, tenantId: string, materialId: string, color: string) {
  const head = await db
    .selectFrom('color_yarn_ratio as r')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.material_id'))
    .select(['r.id', 'r.loss_rate', 'm.name', 'm.weight', 'm.unit'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.material_id', '=', materialId)
    .where('r.color', '=', color)
    .where('r.delete_flag', '=', false)
    .where('r.enabled', '=', true)
    .executeTakeFirst();
  if (!head) return undefined;
  // The yarn's barcode row: the one whose SKU is the yarn colour, else its default barcode.
  const { rows } = await sql<{
    line_no: number;
    yarn_material_id: string;
    ratio: string;
    remark: string | null;
    name: string;
    standard: string | null;
    model: string | null;
    unit: string | null;
    weight: string | null;
    extend_id: string | null;
    bar_code: string | null;
    sku: string | null;
  }>`
    select i.line_no, i.yarn_material_id, i.ratio, i.remark, y.name, y.standard, y.model, coalesce(u.basic_unit, y.unit) as unit, y.weight,
      e.id as extend_id, e.bar_code, e.sku
    from color_yarn_ratio_item i
    join material y on y.tenant_id = i.tenant_id and y.id = i.yarn_material_id
    left join unit u on u.tenant_id = y.tenant_id and u.id = y.unit_id
    left join lateral (
      select x.id, x.bar_code, x.sku from material_extend x
      where x.tenant_id = i.tenant_id and x.material_id = i.yarn_material_id and not x.delete_flag
      order by (i.yarn_color <> '' and x.sku = i.yarn_color) desc, x.default_flag desc, x.id limit 1
    ) e on true
    where i.tenant_id = ${tenantId} and i.ratio_id = ${head.id}
    order by i.line_no`.execute(db);
  return { head, yarns: rows };
}
