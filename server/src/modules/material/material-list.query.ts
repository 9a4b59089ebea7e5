import { Decimal } from 'decimal.js';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Database } from '../../db/schema.js';
import type { AnySelect, Row } from '../../platform/resource/define-resource.js';
import { likePattern, trimNum } from '../../platform/resource/row-mapping.js';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { descendantIds } from './category-tree.query.js';
import { depotFilter, type StockIn } from './stock-scope.js';

/**
 * The depot a list asked stock for. decorateRows does not receive the search, so filterList
 * leaves the choice here for the same request (the context object lives as long as the request).
 */
const stockDepot = new WeakMap<RequestContext, number>();

/**
 * Han characters, digits, punctuation and spaces have no upper or lower case, so for a text made
 * only of them `like` finds exactly what `ilike` finds — without lower-casing every row it reads
 * (PostgreSQL's `ilike` on a multibyte database is `lower(x) like lower(pattern)`).
 */
const CASELESS = /^[\p{Script=Han}\p{Nd}\p{P}\p{Zs}\x20-\x40\x5b-\x60\x7b-\x7e]*$/u;

/** Characters of a text as PostgreSQL's `length` counts them (code points). */
const charCount = (text: string) => [...text].length;

function matchOperator(text: string) {
  return CASELESS.test(text) ? sql`like` : sql`ilike`;
}

/**
 * How a text is found: pg_trgm's indexes from three characters on; the two-character pieces index
 * (migration 0016) for two — `lower()` keeping it two characters, since the index holds pieces of
 * lower-cased values; otherwise one pass over every row (a single character matches a large share of
 * any catalogue, where reading the rows once beats an index).
 */
function searchKind(text: string): 'trigram' | 'bigram' | 'scan' {
  const n = charCount(text);
  if (n >= 3) return 'trigram';
  return n === 2 && charCount(text.toLowerCase()) === 2 ? 'bigram' : 'scan';
}

/** The condition on material_extend rows whose barcode contains the text (its pieces index first for two characters). */
function barcodeContains(text: string) {
  const bigram = searchKind(text) === 'bigram' ? sql`text_bigrams(lower(bar_code)) @> array[lower(${text}::text)] and ` : sql``;
  return sql<SqlBool>`${bigram}bar_code ${matchOperator(text)} ${likePattern(text)}`;
}

function barcodeMatches(tenantId: string, text: string) {
  return sql`select material_id from material_extend where tenant_id = ${tenantId} and ${barcodeContains(text)} and not delete_flag`;
}

function columnsMatch(alias: string, text: string) {
  const p = likePattern(text);
  const op = matchOperator(text);
  return sql<SqlBool>`(${sql.join(
    ['name', 'standard', 'model', 'mnemonic'].map((c) => sql`${sql.ref(`${alias}.${c}`)} ${op} ${p}`),
    sql` or `,
  )})`;
}

/** A product column the text search reads. */
export type SearchColumn = 'name' | 'standard' | 'model' | 'mnemonic';

/**
 * One index read of the text search: products (or barcodes, without `columns`) whose columns match `pattern` by
 * `operator`; with `piece`, only among the rows whose two-character pieces hold `lower(piece)` (migration 0016).
 */
export interface TextSearch {
  columns: readonly SearchColumn[];
  operator: 'like' | 'ilike';
  pattern: string;
  piece: string | null;
}

const SEARCH_COLUMNS: readonly SearchColumn[] = ['name', 'standard', 'model', 'mnemonic'];

/**
 * How a text is found, one search per index: on `material` rows (name, 规格, 型号, 助记码) and on `material_extend`
 * rows (barcodes). From three characters on, each product column is its own trigram index; two characters are the
 * pieces index of the products (one search) and of the barcodes; a single character is one pass over each.
 */
export function textSearches(text: string): { products: TextSearch[]; barcodes: Omit<TextSearch, 'columns'> } {
  const kind = searchKind(text);
  const pattern = likePattern(text);
  const operator = CASELESS.test(text) ? 'like' : 'ilike';
  const piece = kind === 'bigram' ? text : null;
  const barcodes = { operator, pattern, piece } as const;
  if (kind === 'trigram') return { products: SEARCH_COLUMNS.map((c) => ({ columns: [c], operator, pattern, piece })), barcodes };
  return { products: [{ columns: SEARCH_COLUMNS, operator, pattern, piece }], barcodes };
}

/**
 * Products whose name, specification, model, mnemonic or any barcode contains the text: the union of textSearches,
 * each answered by its own index. Run as the schema owner for the acting tenant (migration 0048): as the tenant role,
 * row-level security keeps `like`, `ilike` and `@>` — operators not marked leakproof — from every index. `repeated`: an
 * id once per search that finds it (no sort or hash to remove repeats: for a caller that tests membership).
 */
export function textMatchIds(tenantId: string, text: string, repeats: 'distinct' | 'repeated' = 'distinct') {
  const { products, barcodes } = textSearches(text);
  const ids = (columns: readonly SearchColumn[] | null, s: Omit<TextSearch, 'columns'>) =>
    sql`select m.id from suanpan_text_match_ids(${tenantId}, ${columns}::text[], ${s.operator}, ${s.pattern}, ${s.piece}) as m(id)`;
  return sql`(${sql.join([...products.map((s) => ids(s.columns, s)), ids(null, barcodes)], repeats === 'distinct' ? sql` union ` : sql` union all `)})`;
}

/**
 * The list's text filter. A text found by index gathers the matching ids first, then probes the
 * product index. A single character often matches thousands of products: tested on each row as the
 * list walks it, the page stops at its tenth match and the count makes one pass (the barcode matches
 * are hashed once).
 */
function textCondition(tenantId: string, text: string) {
  if (searchKind(text) !== 'scan') return sql<boolean>`material.id = any(array${textMatchIds(tenantId, text)})`;
  return sql<boolean>`(${columnsMatch('material', text)} or material.id in (${barcodeMatches(tenantId, text)}))`;
}

/**
 * Products below a low safety level or above a high one in some depot the viewer may use (or in the chosen depot).
 * The current-stock rows carry a copy of their safety levels (migration 0014), so each kind is one
 * partial index holding exactly the rows in warning; the matching ids then probe the product index.
 */
function warningCondition(tenantId: string, kind: 'low' | 'high' | 'any', stockIn: StockIn) {
  const low = sql`(c.low_safe_stock > 0 and c.quantity < c.low_safe_stock)`;
  const high = sql`(c.high_safe_stock > 0 and c.quantity > c.high_safe_stock)`;
  const test = kind === 'low' ? low : kind === 'high' ? high : sql`(${low} or ${high})`;
  return sql<boolean>`material.id = any(array(select c.material_id from stock_current c
    where c.tenant_id = ${tenantId} ${depotFilter('c', stockIn)} and ${test}))`;
}

/** The material list's own search keys (the declared like/eq fields are applied generically). */
export async function filterMaterials(ctx: RequestContext, session: Session, query: AnySelect, search: Row): Promise<AnySelect> {
  const tenantId = session.tenantId;
  let q = query;
  if (typeof search.depotId === 'number') {
    await assertDepotsGranted(ctx.db, session, [search.depotId]);
    stockDepot.set(ctx, search.depotId);
  }
  if (typeof search.categoryId === 'number') {
    const ids = await descendantIds(ctx.db, tenantId, [search.categoryId]);
    q = ids.length ? q.where('material.category_id', 'in', ids.map(String)) : q.where(sql<boolean>`false`);
  }
  if (typeof search.materialParam === 'string' && search.materialParam !== '') {
    q = q.where(textCondition(tenantId, search.materialParam));
  }
  if (search.enableSerialNumber !== undefined) q = q.where('material.enable_serial_number', '=', search.enableSerialNumber === '1');
  if (search.enableBatchNumber !== undefined) q = q.where('material.enable_batch_number', '=', search.enableBatchNumber === '1');
  if (search.warning) q = q.where(warningCondition(tenantId, search.warning as 'low', { depotId: search.depotId as number | undefined, viewer: session }));
  return q;
}

interface Extras {
  material_id: string;
  bar_code: string | null;
  sku: string | null;
  purchase_decimal: string | null;
  commodity_decimal: string | null;
  wholesale_decimal: string | null;
  low_decimal: string | null;
  unit_name: string | null;
  other_unit: string | null;
  ratio: string | null;
  category_name: string | null;
  attribute: unknown;
  stock: string;
  initial_stock: string;
}

/**
 * Default barcode and prices, unit and category names and stock (Σ of the depots StockIn says: one, or those the
 * viewer may use) for a page, in one query.
 */
export async function loadExtras(db: Kysely<Database>, tenantId: string, ids: readonly number[], stockIn: StockIn): Promise<Map<number, Extras>> {
  if (ids.length === 0) return new Map();
  const current = depotFilter('sc', stockIn);
  const initial = depotFilter('si', stockIn);
  const result = await sql<Extras>`
    select m.id as material_id, e.bar_code, e.sku, e.purchase_decimal, e.commodity_decimal, e.wholesale_decimal, e.low_decimal,
      u.name as unit_name, u.other_unit, u.ratio, c.name as category_name, m.attribute,
      coalesce((select sum(sc.quantity) from stock_current sc where sc.tenant_id = m.tenant_id and sc.material_id = m.id ${current}), 0) as stock,
      coalesce((select sum(si.number) from material_initial_stock si where si.tenant_id = m.tenant_id and si.material_id = m.id ${initial}), 0) as initial_stock
    from material m
    left join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id and e.default_flag and not e.delete_flag
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    left join material_category c on c.tenant_id = m.tenant_id and c.id = m.category_id
    where m.tenant_id = ${tenantId} and m.id = any(${ids.map(String)}::bigint[])`.execute(db);
  return new Map(result.rows.map((r) => [Number(r.material_id), r]));
}

/** Stock shown in the big unit as well (`2.5箱`), two decimals as the reference shows it. */
export function bigUnitText(stock: string, otherUnit: string | null, ratio: string | null): string | null {
  if (!otherUnit || !ratio || new Decimal(ratio).isZero()) return null;
  return `${new Decimal(stock).div(ratio).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed()}${otherUnit}`;
}

export async function decorateMaterials(ctx: RequestContext, session: Session, rows: Row[]): Promise<Row[]> {
  const extras = await loadExtras(
    ctx.db,
    session.tenantId,
    rows.map((r) => Number(r.id)),
    { depotId: stockDepot.get(ctx), viewer: session },
  );
  return rows.map((r) => {
    const x = extras.get(Number(r.id));
    const stock = trimNum(x?.stock ?? '0') ?? '0';
    return {
      ...r,
      enableSerialNumber: r.enableSerialNumber === true || r.enableSerialNumber === '1' ? '1' : '0',
      enableBatchNumber: r.enableBatchNumber === true || r.enableBatchNumber === '1' ? '1' : '0',
      mBarCode: x?.bar_code ?? null,
      sku: x?.sku ?? null,
      purchaseDecimal: trimNum(x?.purchase_decimal ?? null),
      commodityDecimal: trimNum(x?.commodity_decimal ?? null),
      wholesaleDecimal: trimNum(x?.wholesale_decimal ?? null),
      lowDecimal: trimNum(x?.low_decimal ?? null),
      unitName: x?.unit_name ?? null,
      categoryName: x?.category_name ?? null,
      attribute: x?.attribute ?? null,
      materialOther: [r.mfrs, r.otherField1, r.otherField2, r.otherField3].filter((v) => v !== null && v !== undefined && v !== '').join('/'),
      stock,
      initialStock: trimNum(x?.initial_stock ?? '0'),
      bigUnitStock: bigUnitText(stock, x?.other_unit ?? null, x?.ratio ?? null),
      bigUnitInitialStock: bigUnitText(x?.initial_stock ?? '0', x?.other_unit ?? null, x?.ratio ?? null),
    };
  });
}
