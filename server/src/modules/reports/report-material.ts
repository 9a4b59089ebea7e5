import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn } from '../../platform/list/list-source.js';
import { likePattern, trimDecimal } from '../../platform/resource/row-mapping.js';

/** The category and its descendants (reports.md §0: a category filter includes its sub-categories). */
export function inCategory(tenantId: string, categoryId: number, column = 'm.category_id'): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (
    with recursive c(id) as (
      select mc.id from material_category mc where mc.tenant_id = ${tenantId} and mc.id = ${categoryId} and not mc.delete_flag
      union all
      select mc.id from material_category mc join c on mc.parent_id = c.id where mc.tenant_id = ${tenantId} and not mc.delete_flag
    ) select id from c)`;
}

/** 商品信息: a substring of the product's texts or of one of its live barcodes. */
export function materialMatches(text: string, m = 'm'): RawBuilder<unknown> {
  const p = likePattern(text);
  const col = (c: string) => sql.ref(`${m}.${c}`);
  const fields = ['name', 'mnemonic', 'standard', 'model', 'color', 'mfrs', 'brand', 'other_field1', 'other_field2', 'other_field3'];
  return sql`(${sql.join(
    fields.map((f) => sql`${col(f)} ilike ${p}`),
    sql` or `,
  )} or exists (select 1 from material_extend x where x.tenant_id = ${col('tenant_id')} and x.material_id = ${col('id')} and not x.delete_flag and x.bar_code ilike ${p}))`;
}

export interface MaterialFilter {
  categoryId?: number | undefined;
  materialParam?: string | undefined;
}

/** The product conditions of a report over the alias `m` (live products; enabled ones when `enabledOnly`). */
export function materialWhere(tenantId: string, f: MaterialFilter, m = 'm', enabledOnly = true): RawBuilder<unknown> {
  const conds = [sql`${sql.ref(`${m}.tenant_id`)} = ${tenantId}`, sql`not ${sql.ref(`${m}.delete_flag`)}`];
  if (enabledOnly) conds.push(sql`${sql.ref(`${m}.enabled`)}`);
  if (f.categoryId !== undefined) conds.push(inCategory(tenantId, f.categoryId, `${m}.category_id`));
  if (f.materialParam) conds.push(materialMatches(f.materialParam, m));
  return sql.join(conds, sql` and `);
}

/**
 * The product's descriptive columns for a report row over `m` (product), `e` (its default barcode), `u` (its unit
 * group) and `mc` (category): the joins are `materialJoins`.
 */
export const MATERIAL_COLUMNS = sql`
  m.id as material_id, m.name as material_name, m.standard, m.model, m.color, m.brand, m.mfrs, m.position, m.weight, m.img_name,
  m.other_field1, m.other_field2, m.other_field3, m.category_id, mc.name as category_name, e.bar_code, e.purchase_decimal,
  coalesce(u.basic_unit, m.unit) as unit, u.id is not null as multi_unit, u.other_unit, u.ratio`;

export const materialJoins = (m = 'm') => sql`
  join lateral (
    select x.bar_code, x.purchase_decimal from material_extend x
    where x.tenant_id = ${sql.ref(`${m}.tenant_id`)} and x.material_id = ${sql.ref(`${m}.id`)} and x.default_flag and not x.delete_flag
    order by x.id limit 1) e on true
  left join unit u on u.tenant_id = ${sql.ref(`${m}.tenant_id`)} and u.id = ${sql.ref(`${m}.unit_id`)}
  left join material_category mc on mc.tenant_id = ${sql.ref(`${m}.tenant_id`)} and mc.id = ${sql.ref(`${m}.category_id`)}`;

/**
 * The products a report row can show — those with a live default barcode, as `materialJoins`' inner `e` requires — as a
 * condition on `<column>`: an aggregate keeps its groups of these products without joining the product's columns, which
 * it reads for the page's rows only (`materialRow`).
 */
export const showable = (tenantId: string, column: string) =>
  sql`exists (select 1 from material_extend e where e.tenant_id = ${tenantId} and e.material_id = ${sql.ref(column)} and e.default_flag and not e.delete_flag)`;

/** The product's report columns (`MATERIAL_COLUMNS`) for one page row, whose product id is `k.<column>` (list `rows`). */
export const materialRow = (tenantId: string, column: string, select: RawBuilder<unknown> = sql``, join: RawBuilder<unknown> = sql``) => sql`
  select ${select} ${MATERIAL_COLUMNS} from material m ${join} ${materialJoins()} where m.tenant_id = ${tenantId} and m.id = ${sql.ref(`k.${column}`)}`;

/** A decimal from the database without trailing zeros; null stays null. */
export function num(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return trimDecimal(String(v));
}

/** The unit as reports show it: the unit group's basic unit suffixed `[多单位]`. */
export function unitName(r: Record<string, unknown>): string | null {
  const unit = (r.unit as string | null) ?? null;
  return r.multi_unit ? `${unit ?? ''}[多单位]` : unit;
}

/** The product's descriptive fields in the reference's names (the rows of 商品库存, 进销存统计, 库存预警 …). */
export function materialFields(r: Record<string, unknown>) {
  return {
    id: Number(r.material_id),
    materialId: Number(r.material_id),
    barCode: (r.bar_code as string | null) ?? null,
    mBarCode: (r.bar_code as string | null) ?? null,
    name: r.material_name as string,
    materialName: r.material_name as string,
    standard: (r.standard as string | null) ?? null,
    model: (r.model as string | null) ?? null,
    color: (r.color as string | null) ?? null,
    brand: (r.brand as string | null) ?? null,
    mfrs: (r.mfrs as string | null) ?? null,
    position: (r.position as string | null) ?? null,
    categoryName: (r.category_name as string | null) ?? null,
    otherField1: (r.other_field1 as string | null) ?? null,
    otherField2: (r.other_field2 as string | null) ?? null,
    otherField3: (r.other_field3 as string | null) ?? null,
    imgName: (r.img_name as string | null) ?? null,
    unitName: unitName(r),
  };
}

/** 扩展1-3 as spreadsheet columns over the presented rows' `<prefix>1..3`, headed with `titles` (the scope's `extraTitles`). */
export const extraColumns = (prefix: 'otherField' | 'motherField', titles: readonly string[]): ExportColumn[] =>
  titles.map((label, i) => ({ key: `${prefix}${i + 1}`, label }));

/** The leading spreadsheet columns of 进销存统计 and the trade statistics: the product (条码 … 制造商) and its 扩展1-3. */
export const productColumns = (extras: readonly string[]): ExportColumn[] => [
  { key: 'barCode', label: '条码' },
  { key: 'materialName', label: '名称' },
  { key: 'materialStandard', label: '规格' },
  { key: 'materialModel', label: '型号' },
  { key: 'materialColor', label: '颜色' },
  { key: 'materialBrand', label: '品牌' },
  { key: 'materialMfrs', label: '制造商' },
  ...extraColumns('otherField', extras),
];
