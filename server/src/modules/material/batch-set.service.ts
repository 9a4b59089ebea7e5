import {
  formatMessage,
  MATERIAL_ERR,
  materialContract,
  type MaterialBatchInfoInput,
  type MaterialBatchPriceInput,
  type MaterialBatchStockInput,
} from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, notFound, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { toColumns } from '../../platform/resource/row-mapping.js';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { saveOpeningStock } from './opening-stock.service.js';

type Db = Kysely<Database>;

export interface Change {
  id: number;
  name: string;
  field: string;
  from: string | null;
  to: string | null;
}

async function liveProducts(db: Db, tenantId: string, ids: readonly number[]) {
  const rows = await db
    .selectFrom('material')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids.map(String))
    .where('delete_flag', '=', false)
    .execute();
  if (rows.length !== ids.length) throw notFound('商品不存在或已被删除');
  return rows;
}

/** Columns of a 批量设置-信息 request; flags as booleans; refuses serial and batch together on any product. */
export async function infoChanges(db: Db, session: Session, input: MaterialBatchInfoInput): Promise<{ columns: Row; changes: Change[] }> {
  const { ids, ...fields } = input;
  const columns = toColumns(materialContract.fields, fields as Row);
  if (Object.keys(columns).length === 0) throw badRequest('抱歉，请输入要批量编辑的内容！');
  for (const flag of ['enable_serial_number', 'enable_batch_number']) if (flag in columns) columns[flag] = columns[flag] === '1';
  if (columns.category_id) {
    const hit = await db
      .selectFrom('material_category')
      .select('id')
      .where('tenant_id', '=', session.tenantId)
      .where('id', '=', String(columns.category_id))
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (!hit) throw badRequest('商品类别不存在', 'categoryId');
  }
  const rows = await liveProducts(db, session.tenantId, ids);
  const changes: Change[] = [];
  for (const r of rows) {
    const merged = { ...r, ...columns } as Row;
    if (merged.enable_serial_number === true && merged.enable_batch_number === true) throw badRequest(`抱歉，序列号和批号只能选择一项！（${r.name}）`);
    for (const [column, to] of Object.entries(columns)) {
      const from = (r as Row)[column];
      const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
      if (text(from) !== text(to)) changes.push({ id: Number(r.id), name: r.name, field: column, from: text(from), to: text(to) });
    }
  }
  return { columns, changes };
}

export async function applyInfo(trx: Transaction<Database>, session: Session, ids: readonly number[], columns: Row): Promise<void> {
  await trx
    .updateTable('material')
    .set({ ...(columns as object), updated_at: sql<string>`localtimestamp(3)` })
    .where('tenant_id', '=', session.tenantId)
    .where('id', 'in', ids.map(String))
    .where('delete_flag', '=', false)
    .execute();
}

const PRICE_COLUMNS = {
  purchaseDecimal: 'purchase_decimal',
  commodityDecimal: 'commodity_decimal',
  wholesaleDecimal: 'wholesale_decimal',
  lowDecimal: 'low_decimal',
} as const;

/** The new price of each barcode row, computed by the database in one statement (numeric, never float). */
function priceSelect(session: Session, input: MaterialBatchPriceInput) {
  const col = sql.ref(`e.${PRICE_COLUMNS[input.priceField]}`);
  const ratio = sql`(case when m.unit_id is null or e.commodity_unit = u.basic_unit then 1 when e.commodity_unit = u.other_unit then u.ratio
    when e.commodity_unit = u.other_unit_two then u.ratio_two when e.commodity_unit = u.other_unit_three then u.ratio_three else 1 end)`;
  const value = sql`${input.value}::numeric`;
  const next =
    input.mode === 'set'
      ? sql`${value} * ${ratio}`
      : input.mode === 'add'
        ? sql`coalesce(${col}, 0) + ${value} * ${ratio}`
        : sql`round(coalesce(${col}, 0) * (1 + ${value} / 100), 2)`;
  return sql<{ id: string; material_id: string; name: string; bar_code: string; old: string | null; new: string }>`
    select e.id, e.material_id, m.name, e.bar_code, ${col}::text as old, (${next})::numeric(24,6)::text as new
    from material_extend e join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    where e.tenant_id = ${session.tenantId} and not e.delete_flag and e.material_id = any(${input.ids.map(String)}::bigint[])
      ${input.defaultOnly ? sql`and e.default_flag` : sql``}
    order by e.material_id, e.default_flag desc, e.id`;
}

export async function priceChanges(db: Db, session: Session, input: MaterialBatchPriceInput): Promise<Change[]> {
  await liveProducts(db, session.tenantId, input.ids);
  const rows = (await priceSelect(session, input).execute(db)).rows;
  const negative = rows.find((r) => new Decimal(r.new).isNegative());
  if (negative) throw badRequest(`商品条码:${negative.bar_code}的价格不能为负数`, 'value');
  return rows.map((r) => ({ id: Number(r.material_id), name: `${r.name}（${r.bar_code}）`, field: input.priceField, from: r.old, to: r.new }));
}

export async function applyPrice(trx: Transaction<Database>, session: Session, input: MaterialBatchPriceInput): Promise<void> {
  const col = sql.ref(PRICE_COLUMNS[input.priceField]);
  await sql`update material_extend t set ${col} = p.new::numeric, update_serial = ${session.loginName}, updated_at = localtimestamp(3)
    from (${priceSelect(session, input)}) p where t.tenant_id = ${session.tenantId} and t.id = p.id`.execute(trx);
}

/** Opening stock is refused for SKU, serial and batch products (they enter stock through bills). */
export async function stockChanges(db: Db, session: Session, input: MaterialBatchStockInput): Promise<Change[]> {
  const products = await liveProducts(db, session.tenantId, input.ids);
  const depots = await db
    .selectFrom('depot')
    .select(['id', 'name'])
    .where('tenant_id', '=', session.tenantId)
    .where('id', 'in', input.depotIds.map(String))
    .where('delete_flag', '=', false)
    .execute();
  if (depots.length !== input.depotIds.length) throw notFound('仓库不存在或已被删除');
  await assertDepotsGranted(db, session, input.depotIds.map(String));
  if (input.initStock === undefined && input.lowSafeStock === undefined && input.highSafeStock === undefined)
    throw badRequest('抱歉，请输入要批量设置的数量！');
  if (input.lowSafeStock && input.highSafeStock && new Decimal(input.lowSafeStock).gt(input.highSafeStock) && !new Decimal(input.highSafeStock).isZero()) {
    throw badRequest('抱歉，最低安全库存大于最高安全库存！');
  }
  if (input.initStock !== undefined && !new Decimal(input.initStock).isZero()) {
    const blocked = products.find((p) => p.attribute !== null || p.enable_serial_number || p.enable_batch_number);
    if (blocked)
      throw refused(
        MATERIAL_ERR.skuBeginStock,
        blocked.attribute !== null
          ? formatMessage(MATERIAL_ERR.skuBeginStock.message, blocked.name)
          : `抱歉，序列号或批号商品${blocked.name}不能录入期初库存，建议进行入库单据录入！`,
      );
  }
  const old = await db
    .selectFrom('material_initial_stock')
    .select(['material_id', 'depot_id', 'number', 'low_safe_stock', 'high_safe_stock'])
    .where('tenant_id', '=', session.tenantId)
    .where('material_id', 'in', input.ids.map(String))
    .where('depot_id', 'in', input.depotIds.map(String))
    .execute();
  const byKey = new Map(old.map((o) => [`${o.material_id}:${o.depot_id}`, o]));
  const changes: Change[] = [];
  const fields = [
    ['initStock', 'number'],
    ['lowSafeStock', 'low_safe_stock'],
    ['highSafeStock', 'high_safe_stock'],
  ] as const;
  for (const p of products)
    for (const d of depots) {
      const before = byKey.get(`${p.id}:${d.id}`);
      for (const [key, column] of fields) {
        const to = input[key];
        if (to === undefined) continue;
        const from = before ? before[column] : null;
        if (!new Decimal(from ?? 0).eq(to ?? 0)) changes.push({ id: Number(p.id), name: `${p.name}（${d.name}）`, field: key, from, to: to ?? null });
      }
    }
  return changes;
}

export async function applyStock(trx: Transaction<Database>, session: Session, input: MaterialBatchStockInput): Promise<void> {
  const entries = input.ids.flatMap((m) =>
    input.depotIds.map((d) => ({ materialId: String(m), depotId: String(d), number: input.initStock, low: input.lowSafeStock, high: input.highSafeStock })),
  );
  await saveOpeningStock(trx, session.tenantId, session.userId, entries);
}
