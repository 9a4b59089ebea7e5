import { PICKER_COUNT_LIMIT } from '@suanpan/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern, trimNum } from '../../platform/resource/row-mapping.js';
import { textMatchIds } from './material-list.query.js';
import { depotFilter, type StockIn } from './stock-scope.js';

type Db = Kysely<Database>;

/** How many base units one row's unit holds (1 for single-unit products and the base unit). */
export const RATIO = sql`(case when m.unit_id is null or e.commodity_unit = u.basic_unit then 1
  when e.commodity_unit = u.other_unit then u.ratio when e.commodity_unit = u.other_unit_two then u.ratio_two
  when e.commodity_unit = u.other_unit_three then u.ratio_three else 1 end)`;

/**
 * Stock of a barcode row in its own unit: SKU rows count their own ledger rows (SKU stock), other
 * rows the product's current stock divided by the unit's ratio.
 */
function stockOf(at: StockIn): RawBuilder<string> {
  const sku = depotFilter('sm', at);
  const cur = depotFilter('sc', at);
  return sql<string>`round(case when coalesce(e.sku, '') <> ''
    then coalesce((select sum(sm.quantity) from stock_movement sm where sm.tenant_id = e.tenant_id and sm.material_extend_id = e.id ${sku}), 0)
    else coalesce((select sum(sc.quantity) from stock_current sc where sc.tenant_id = e.tenant_id and sc.material_id = e.material_id ${cur}), 0) / ${RATIO} end, 6)`;
}

export interface BarcodeRow {
  id: string;
  material_id: string;
  bar_code: string;
  commodity_unit: string;
  sku: string | null;
  purchase_decimal: string | null;
  commodity_decimal: string | null;
  wholesale_decimal: string | null;
  low_decimal: string | null;
  default_flag: boolean;
  name: string;
  standard: string | null;
  model: string | null;
  color: string | null;
  brand: string | null;
  mfrs: string | null;
  mnemonic: string | null;
  other_field1: string | null;
  other_field2: string | null;
  other_field3: string | null;
  enable_serial_number: boolean;
  enable_batch_number: boolean;
  expiry_num: number | null;
  weight: string | null;
  position: string | null;
  img_name: string | null;
  unit: string | null;
  unit_id: string | null;
  basic_unit: string | null;
  unit_name: string | null;
  category_name: string | null;
  ratio: string;
  stock: string;
}

/** The columns of a BarcodeRow (stock where StockIn says), read FROM BARCODE_ROW_FROM. */
export function barcodeRowColumns(at: StockIn) {
  return sql`e.id, e.material_id, e.bar_code, e.commodity_unit, e.sku, e.purchase_decimal, e.commodity_decimal, e.wholesale_decimal, e.low_decimal,
    e.default_flag, m.name, m.standard, m.model, m.color, m.brand, m.mfrs, m.mnemonic, m.other_field1, m.other_field2, m.other_field3,
    m.enable_serial_number, m.enable_batch_number, m.expiry_num, m.weight, m.position, m.img_name, m.unit, m.unit_id, u.basic_unit,
    u.name as unit_name, c.name as category_name, ${RATIO} as ratio, ${stockOf(at)} as stock`;
}

export const BARCODE_ROW_FROM = sql`from material_extend e
  join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
  left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
  left join material_category c on c.tenant_id = m.tenant_id and c.id = m.category_id`;

/** BARCODE_ROW_FROM without the unit and category: the picker's walk reads keys alone. */
const KEY_FROM = sql`from material_extend e join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag`;

export interface PickerFilter {
  q?: string | undefined;
  categoryIds?: readonly number[] | undefined;
  standardOrModel?: string | undefined;
  color?: string | undefined;
  brand?: string | undefined;
  mfrs?: string | undefined;
  enableSerialNumber?: '0' | '1' | undefined;
  enableBatchNumber?: '0' | '1' | undefined;
  /** Where the rows' stock is read. */
  stockIn?: StockIn | undefined;
}

/**
 * The picker's statement (pickerRows; the bench plans it): its rows (one per barcode of enabled products), paged, with
 * stock in the chosen depot (or the viewer's), and their count up to PICKER_COUNT_LIMIT + 1 (`count: false`: none). A
 * text's matching product ids are read once (`ids`: textMatchIds, by index as the owner, migration 0048). One walk,
 * newest product first, keeps the matching barcode rows up to the bound (10,001, or the page's last row if further):
 * the count is its length, the page its slice. With few ids (≤ the bound) they probe the product index; with more they
 * are a hashed set the walk along material_pkey tests (`(… in …) is true`: a filter, which the planner cannot make a
 * join that reads every match), stopping at the bound — 6920 at 100,000 products matches every product, and the old
 * count and page each joined all 100,000. The row whose barcode is the text (a scan) comes first, found by the barcode
 * index (it needs no ids: its barcode holds the text). The wide columns and the stock are read for the page alone.
 */
export function pickerStatement(tenantId: string, f: PickerFilter, offset: number, limit: number, options: { count?: boolean } = {}) {
  const conditions: RawBuilder<unknown>[] = [];
  if (f.categoryIds) conditions.push(f.categoryIds.length ? sql`m.category_id = any(${f.categoryIds.map(String)}::bigint[])` : sql`false`);
  if (f.standardOrModel) conditions.push(sql`(m.standard ilike ${likePattern(f.standardOrModel)} or m.model ilike ${likePattern(f.standardOrModel)})`);
  if (f.color) conditions.push(sql`m.color ilike ${likePattern(f.color)}`);
  if (f.brand) conditions.push(sql`m.brand ilike ${likePattern(f.brand)}`);
  if (f.mfrs) conditions.push(sql`m.mfrs ilike ${likePattern(f.mfrs)}`);
  if (f.enableSerialNumber) conditions.push(sql`m.enable_serial_number = ${f.enableSerialNumber === '1'}`);
  if (f.enableBatchNumber) conditions.push(sql`m.enable_batch_number = ${f.enableBatchNumber === '1'}`);
  const base = [sql`e.tenant_id = ${tenantId}`, sql`not e.delete_flag`, sql`m.enabled`, ...conditions];
  const where = (extra: RawBuilder<unknown>[]) => sql.join([...base, ...extra], sql` and `);
  // Rows the walk keeps: enough to count to the bound and to reach the page's last row.
  const bound = options.count === false ? offset + limit : Math.max(PICKER_COUNT_LIMIT + 1, offset + limit);
  /**
   * Ways of reading the matching barcode rows, each under a one-time filter (one runs): without a text, every row; a
   * text's few ids (≤ PICKER_COUNT_LIMIT) probe the product index; more are a hashed set the walk tests.
   */
  const ways: RawBuilder<unknown>[][] = f.q
    ? [
        [sql`m.id = any(array(select id from ids))`, sql`(select few from k)`],
        [sql`(m.id in (select id from ids)) is true`, sql`not (select few from k)`],
      ]
    : [[]];
  const walked = sql.join(
    ways.map(
      (test) => sql`(select e.id, m.id as material_id, e.default_flag, e.bar_code ${KEY_FROM} where ${where(test)}
        order by m.id desc, e.default_flag desc, e.id limit ${bound})`,
    ),
    sql` union all `,
  );
  const ids = f.q
    ? sql`ids as materialized (${textMatchIds(tenantId, f.q, 'repeated')}), k as (select count(*) <= ${PICKER_COUNT_LIMIT} as few from ids), `
    : sql``;
  // A scanned or typed barcode that matches a row exactly puts that row on top of the first page (its barcode holds
  // the text: found without the ids, wherever the walk stopped).
  const keys = f.q
    ? sql`select e.id, 0 as part, m.id as material_id, e.default_flag ${KEY_FROM} where ${where([sql`e.bar_code = ${f.q}`])}
      union all select id, 1, material_id, default_flag from walked where bar_code <> ${f.q}`
    : sql`select id, 1 as part, material_id, default_flag from walked`;
  return sql<BarcodeRow & { total: string; n: number | null }>`with ${ids}walked as materialized (${walked}),
    counted as (select least(count(*), ${PICKER_COUNT_LIMIT + 1}) as n from walked),
    page as (select p.id, row_number() over (order by p.part, p.material_id desc, p.default_flag desc, p.id) as n
      from (select * from (${keys}) x order by part, material_id desc, default_flag desc, id limit ${limit} offset ${offset}) p),
    wide as (select ${barcodeRowColumns(f.stockIn ?? {})} ${BARCODE_ROW_FROM} where e.tenant_id = ${tenantId} and e.id = any(array(select id from page)))
    select ${options.count === false ? sql`0` : sql`counted.n`} as total, page.n, wide.* from counted
    left join (page join wide on wide.id = page.id) on true
    order by page.n`;
}

/** The picker's rows and their bounded count (pickerStatement). */
export async function pickerRows(
  db: Db,
  tenantId: string,
  f: PickerFilter,
  offset: number,
  limit: number,
  options: { count?: boolean } = {},
): Promise<{ total: number; rows: BarcodeRow[] }> {
  const result = await pickerStatement(tenantId, f, offset, limit, options).execute(db);
  const rows = result.rows.filter((r) => r.n !== null).map(({ total: _total, n: _n, ...row }) => row);
  return { total: Number(result.rows[0]?.total ?? 0), rows };
}

/** Barcode rows by exact barcode (live rows of live products); `enabledOnly` for bill entry. */
export async function rowsByBarcodes(db: Db, tenantId: string, barCodes: readonly string[], stockIn: StockIn, enabledOnly: boolean): Promise<BarcodeRow[]> {
  if (barCodes.length === 0) return [];
  const result = await sql<BarcodeRow>`select ${barcodeRowColumns(stockIn)} ${BARCODE_ROW_FROM}
    where e.tenant_id = ${tenantId} and not e.delete_flag and e.bar_code = any(${[...barCodes]}::varchar[]) ${enabledOnly ? sql`and m.enabled` : sql``}`.execute(
    db,
  );
  return result.rows;
}

/** Rows of one product: default first. */
export async function rowsOfMaterial(db: Db, tenantId: string, materialId: string, stockIn: StockIn = {}): Promise<BarcodeRow[]> {
  const result = await sql<BarcodeRow>`select ${barcodeRowColumns(stockIn)} ${BARCODE_ROW_FROM}
    where e.tenant_id = ${tenantId} and not e.delete_flag and e.material_id = ${materialId} order by e.default_flag desc, e.id`.execute(db);
  return result.rows;
}

/** The API shape of a product's barcode rows (getDetailList, copy). */
export async function barcodeRowsOf(db: Db, tenantId: string, materialId: string) {
  const rows = await rowsOfMaterial(db, tenantId, materialId);
  return rows.map((r) => ({
    id: Number(r.id),
    barCode: r.bar_code,
    commodityUnit: r.commodity_unit,
    sku: r.sku,
    purchaseDecimal: trimNum(r.purchase_decimal),
    commodityDecimal: trimNum(r.commodity_decimal),
    wholesaleDecimal: trimNum(r.wholesale_decimal),
    lowDecimal: trimNum(r.low_decimal),
    defaultFlag: r.default_flag ? '1' : '0',
  }));
}

/**
 * The largest numeric barcode of the tenant and the next `count` free ones after it (never
 * below 1001, the reference's first code). BigInt keeps 13-digit EAN codes exact.
 */
export async function nextBarCodes(db: Db, tenantId: string, count: number): Promise<[string | null, ...string[]]> {
  const row = await sql<{ max: string | null }>`select max(bar_code::numeric)::text as max from material_extend
    where tenant_id = ${tenantId} and not delete_flag and bar_code ~ '^[0-9]{1,30}$'`.execute(db);
  const max = row.rows[0]?.max ?? null;
  let next = max === null ? 1000n : BigInt(max);
  if (next < 1000n) next = 1000n;
  const fresh: string[] = [];
  for (let i = 0; i < count; i += 1) fresh.push(String((next += 1n)));
  return [max, ...fresh];
}

/** Unit text of a picker row: `箱[12个]` for a bigger unit, `个[基本]` for the base unit of a multi-unit product. */
export function unitText(r: BarcodeRow): string {
  if (!r.unit_id) return r.commodity_unit;
  if (r.commodity_unit === r.basic_unit) return `${r.commodity_unit}[基本]`;
  return `${r.commodity_unit}[${trimNum(r.ratio) ?? ''}${r.basic_unit ?? ''}]`;
}

/** A picker/lookup row in the reference's field names (`id` is the barcode row id, `materialId` the product). */
export function lookupShape(r: BarcodeRow) {
  return {
    id: Number(r.id),
    materialId: Number(r.material_id),
    mBarCode: r.bar_code,
    barCode: r.bar_code,
    name: r.name,
    mnemonic: r.mnemonic,
    categoryName: r.category_name,
    standard: r.standard,
    model: r.model,
    color: r.color,
    brand: r.brand,
    mfrs: r.mfrs,
    unit: unitText(r),
    commodityUnit: r.commodity_unit,
    unitId: r.unit_id === null ? null : Number(r.unit_id),
    unitName: r.unit_name,
    ratio: trimNum(r.ratio),
    sku: r.sku,
    enableSerialNumber: r.enable_serial_number ? '1' : '0',
    enableBatchNumber: r.enable_batch_number ? '1' : '0',
    expiryNum: r.expiry_num,
    weight: trimNum(r.weight),
    position: r.position,
    imgName: r.img_name,
    otherField1: r.other_field1,
    otherField2: r.other_field2,
    otherField3: r.other_field3,
    purchaseDecimal: trimNum(r.purchase_decimal),
    commodityDecimal: trimNum(r.commodity_decimal),
    wholesaleDecimal: trimNum(r.wholesale_decimal),
    lowDecimal: trimNum(r.low_decimal),
    defaultFlag: r.default_flag ? '1' : '0',
    stock: trimNum(r.stock) ?? '0',
  };
}

/** The tenant's live default depot (默认仓库), if one is marked. */
export async function defaultDepotId(db: Db, tenantId: string): Promise<number | undefined> {
  const d = await db
    .selectFrom('depot')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('is_default', '=', true)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return d ? Number(d.id) : undefined;
}

/** The default barcodes of the products whose unsold serial numbers these are (a scanned serial stands for its product). */
export async function barcodesOfSerials(db: Db, tenantId: string, serials: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ bar_code: string }>`select e.bar_code from serial_number sn
    join material_extend e on e.tenant_id = sn.tenant_id and e.material_id = sn.material_id and e.default_flag and not e.delete_flag
    where sn.tenant_id = ${tenantId} and not sn.delete_flag and not sn.is_sell and sn.serial_number = any(${serials}::varchar[])`.execute(db);
  return rows.map((r) => r.bar_code);
}

/** The barcode of a live barcode row (material_extend), if any. */
export async function barcodeOfRow(db: Db, tenantId: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('material_extend')
    .select('bar_code')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return row?.bar_code;
}

/** Names of the tenant's enabled live products, newest first (at most 5000). */
export async function materialNames(db: Db, tenantId: string): Promise<Array<{ value: string; text: string }>> {
  const rows = await db
    .selectFrom('material')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('enabled', '=', true)
    .orderBy('id', 'desc')
    .limit(5000)
    .execute();
  return rows.map((r) => ({ value: String(r.id), text: r.name }));
}
