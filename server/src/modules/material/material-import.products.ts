import { formatMessage, MATERIAL_ERR, unitName } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { ImportError, ImportRow, OtherUnit, Prices } from './material-import.validate.js';

/** A unit group a product needs: an existing one (`id`) or one the import creates (`name` is its key). */
export interface UnitGroupRef {
  id: string | null;
  name: string;
  basicUnit: string;
  others: OtherUnit[];
}

export interface ImportBarcode {
  code: string;
  unit: string;
  sku: string | null;
  prices: Prices;
  isDefault: boolean;
}

/** One product to create: the first row's fields, its unit group, SKU attribute JSON and every barcode row. */
export interface ImportProduct {
  row: ImportRow;
  unitGroup: UnitGroupRef | null;
  attribute: string | null;
  barcodes: ImportBarcode[];
}

export interface ProductLookups {
  /** Live unit groups of the tenant with their server-built names (unique per tenant). */
  unitGroups: ReadonlyArray<{ id: string; name: string; basic_unit: string; other_unit: string; ratio: string }>;
  /** 多属性 names with their allowed values, in id order. */
  attributes: ReadonlyArray<{ name: string; values: readonly string[] }>;
}

/** Columns that belong to the product, not to a SKU row: later rows of the product may leave them blank, never contradict them. */
const PRODUCT_COLUMNS: Array<[string, (r: ImportRow) => unknown]> = [
  ['品牌', (r) => r.brand],
  ['类别', (r) => r.categoryId],
  ['基础重量', (r) => r.weight],
  ['保质期', (r) => r.expiryNum],
  ['仓位货架', (r) => r.position],
  ['备注', (r) => r.remark],
  ['制造商', (r) => r.fields[0]],
  ['自定义1', (r) => r.fields[1]],
  ['自定义2', (r) => r.fields[2]],
  ['自定义3', (r) => r.fields[3]],
  ['序列号', (r) => r.serial || null],
  ['批号', (r) => r.batch || null],
];

const identity = (r: ImportRow) => JSON.stringify([r.name, r.standard ?? '', r.model ?? '', r.color ?? '', r.baseUnit]);
const times = (price: string | null, ratio: string) => (price === null ? null : new Decimal(price).times(ratio).toFixed());

/** The unit group of a multi-unit row: the tenant's group with the same units, else (sheets with only 副单位) the reference's match on basic/other/ratio, else a new one. */
function unitGroupOf(r: ImportRow, lookups: ProductLookups, created: Map<string, UnitGroupRef>): UnitGroupRef | null {
  if (r.others.length === 0) return null;
  const [one, two, three] = r.others;
  const name = unitName({
    basicUnit: r.baseUnit,
    otherUnit: one?.unit ?? '',
    ratio: one?.ratio ?? '1',
    otherUnitTwo: two?.unit,
    ratioTwo: two?.ratio,
    otherUnitThree: three?.unit,
    ratioThree: three?.ratio,
  });
  const exact = lookups.unitGroups.find((g) => g.name === name);
  const loose =
    r.others.length === 1 && one
      ? lookups.unitGroups.find((g) => g.basic_unit === r.baseUnit && g.other_unit === one.unit && new Decimal(g.ratio).eq(one.ratio))
      : undefined;
  const found = exact ?? loose;
  if (found) return { id: found.id, name: found.name, basicUnit: r.baseUnit, others: r.others };
  const fresh = created.get(name) ?? { id: null, name, basicUnit: r.baseUnit, others: r.others };
  created.set(name, fresh);
  return fresh;
}

/** SKU attribute JSON as the product form stores it: each value position matched to the 多属性 holding all its values. */
function attributeOf(rows: readonly ImportRow[], lookups: ProductLookups, fail: (line: number, message: string) => void): string | null {
  const parts = rows.map((r) => (r.sku ?? '').split(','));
  const width = parts[0]?.length ?? 0;
  const names: string[] = [];
  const chosen: string[][] = [];
  for (let p = 0; p < width; p += 1) {
    const values = [...new Set(parts.map((x) => x[p] ?? ''))];
    const hit = lookups.attributes.find((a) => !names.includes(a.name) && values.every((v) => a.values.includes(v)));
    if (!hit) {
      const missing = values.find((v) => !lookups.attributes.some((a) => !names.includes(a.name) && a.values.includes(v))) ?? values.join('、');
      fail(rows[0]?.line ?? 0, `多属性值“${missing}”在多属性设置中找不到，请先在多属性中添加`);
      return null;
    }
    names.push(hit.name);
    chosen.push(hit.values.filter((v) => values.includes(v)));
  }
  return JSON.stringify({ manySku: names, skuOne: chosen[0] ?? [], skuTwo: chosen[1] ?? [], skuThree: chosen[2] ?? [] });
}

/**
 * Joins checked rows into products. Rows with the same name, 规格, 型号, 颜色 and 基本单位 are one
 * product: allowed only as SKU rows (each its own 多属性 value and barcode, the first one default),
 * like the reference's import. Multi-unit rows get their unit group matched or created.
 */
export function productsOf(rows: readonly ImportRow[], lookups: ProductLookups): { products: ImportProduct[]; created: UnitGroupRef[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const fail = (line: number, message: string) => errors.push({ row: line, code: 400, message: `第${line}行${message}` });
  const groups = new Map<string, ImportRow[]>();
  for (const r of rows) groups.set(identity(r), [...(groups.get(identity(r)) ?? []), r]);
  const created = new Map<string, UnitGroupRef>();
  const products: ImportProduct[] = [];
  for (const group of groups.values()) {
    const [first, ...rest] = group as [ImportRow, ...ImportRow[]];
    const before = errors.length;
    if (rest.length && group.some((r) => !r.sku)) {
      const dup = group.find((r, i) => i > 0 && !r.sku) ?? rest[0] ?? first;
      errors.push({
        row: dup.line,
        code: MATERIAL_ERR.importExist.code,
        message: `第${dup.line}行${formatMessage(MATERIAL_ERR.importExist.message, [first.name, first.standard, first.model, first.color, first.baseUnit].map((v) => v ?? '').join('-'))}（与第${first.line}行相同，同一商品的多行必须都填写不同的多属性）`,
      });
    }
    for (const r of rest) {
      if (r.sku && first.sku && r.sku.split(',').length !== first.sku.split(',').length) fail(r.line, `多属性的值个数与第${first.line}行不一致`);
      const same = group.find((o) => o !== r && o.line < r.line && o.sku === r.sku);
      if (r.sku && same) fail(r.line, `多属性${r.sku}与第${same.line}行重复`);
      for (const [label, pick] of PRODUCT_COLUMNS) {
        const v = pick(r);
        if (v !== null && v !== pick(first)) fail(r.line, `与第${first.line}行是同一商品，但${label}不一致`);
      }
      if (r.enabled !== first.enabled) fail(r.line, `与第${first.line}行是同一商品，但状态不一致`);
    }
    const attribute = first.sku && errors.length === before ? attributeOf(group, lookups, fail) : null;
    if (errors.length !== before) continue;
    const unitGroup = unitGroupOf(first, lookups, created);
    const barcodes: ImportBarcode[] = group.map((r, i) => ({ code: r.baseBarcode, unit: r.baseUnit, sku: r.sku, prices: r.prices, isDefault: i === 0 }));
    // A bigger unit's prices are the base prices × its ratio (the reference's import does the same).
    for (const o of first.others)
      if (o.barcode)
        barcodes.push({ code: o.barcode, unit: o.unit, sku: null, prices: first.prices.map((p) => times(p, o.ratio)) as Prices, isDefault: false });
    products.push({ row: first, unitGroup, attribute, barcodes });
  }
  return { products, created: [...created.values()], errors };
}
