import { columnOf, type AnyField, type ListData, type ResourceContract } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest } from '../../app/errors.js';
import type { RequestContext } from '../../app/request-context.js';
import type { RawReply } from '../../app/route.js';
import { exportList } from '../list/list-export.js';
import type { CellFormat, ListOrder, ListSource } from '../list/list-source.js';
import { listPage } from '../list/list-source.js';
import type { TotalColumn } from '../list/list-summary.js';
import type { ResourceDefinition, Row } from './define-resource.js';
import type { ListParams } from './list-query.js';
import { filteredQuery } from './resource-service.js';
import { selectionOf, toApiRow } from './row-mapping.js';

const db = (ctx: RequestContext) => ctx.db as unknown as Kysely<any>;

const sortableKeys = (contract: ResourceContract) =>
  Object.entries(contract.fields)
    .filter(([, f]) => f.sortable)
    .map(([k]) => k);
// The default sort's field orders the list even where the caller may not ask for it.
const orderKeys = (contract: ResourceContract) => [
  ...new Set([...sortableKeys(contract), ...(contract.defaultSort && contract.defaultSort.field !== 'id' ? [contract.defaultSort.field] : [])]),
];

/**
 * The order a resource list asks for, as the reference client sends it: `column` (or
 * `orderByColumn`) and `order` (or `isAsc`); `createTime` only where the resource sorts by it;
 * otherwise the contract's default sort, and the id (descending unless sorting by id) last.
 */
export function resourceOrder(contract: ResourceContract, params: ListParams): ListOrder {
  const requested = params.column ?? params.orderByColumn;
  const dir = (params.order ?? params.isAsc ?? '').startsWith('asc') ? 'asc' : 'desc';
  const createTimeSortable = sortableKeys(contract).includes('createTime');
  let key: string | undefined;
  let keyDir: 'asc' | 'desc' = dir;
  if (requested && (requested !== 'createTime' || createTimeSortable)) {
    if (requested !== 'id' && !sortableKeys(contract).includes(requested))
      throw badRequest(`不允许按该字段排序：${requested.slice(0, 64)}`, params.column === undefined ? 'orderByColumn' : 'column');
    key = requested;
  } else if (contract.defaultSort && !params.order) {
    key = contract.defaultSort.field;
    keyDir = contract.defaultSort.order;
  }
  if (key === 'id') return { dir: keyDir, tiebreak: keyDir };
  return { by: key, dir: keyDir, tiebreak: 'desc' };
}

// The name a user-id field's cell shows, read beside the row (`userNamesOf`).
const userNameKey = (key: string) => `${key}UserName`;

function cellFormat(contract: ResourceContract, key: string, field: AnyField): CellFormat {
  if (field.user) return (_id, row) => (row[userNameKey(key)] as string | null | undefined) ?? null;
  if (field.kind === 'bool') return key === contract.statusField ? 'enabled' : 'yesNo';
  return field.kind === 'decimal' || field.kind === 'int' || field.kind === 'id' ? 'number' : 'text';
}

/** The declared totals of a resource as sums over its own columns. */
function resourceTotals(def: ResourceDefinition): TotalColumn[] {
  return (def.listTotals ?? []).map((key) => {
    const field = def.contract.fields[key];
    if (!field || field.computed) throw new Error(`${def.table}: 合计列 ${key} 必须是存储的字段`);
    return { key, expression: sql.ref(`b.${columnOf(key, field)}`) };
  });
}

/**
 * For the export: the name of the user each user-id field (创建人) holds, read with the row (a subquery per page key,
 * as the row itself is), so the sheet never shows a bare id.
 */
function userNameSelections(table: string, contract: ResourceContract, keys: readonly string[]) {
  return keys.map((k) => {
    const column = sql.ref(`${table}.${columnOf(k, contract.fields[k]!)}`);
    return sql<string | null>`(select u.username from app_user u where u.tenant_id = ${sql.ref(`${table}.tenant_id`)} and u.id = ${column})`.as(userNameKey(k));
  });
}

/**
 * A resource's list as a list source: its scoped, filtered rows; its sortable fields; its totals;
 * the wide row (every stored field) read for the page's keys only; hooks' decorations; and every
 * field as a spreadsheet column headed by its label (a user id as the user's name, read only for the export).
 */
export async function resourceSource(ctx: RequestContext, session: Session, def: ResourceDefinition, search: Row, forExport = false): Promise<ListSource> {
  const { table, contract } = def;
  const filtered = await filteredQuery(ctx, session, def, search);
  const key = def.scope === 'tenant' ? ['tenant_id', 'id'] : ['id'];
  const column = (k: string) => {
    const field = contract.fields[k];
    return sql.ref(`b.${field ? columnOf(k, field) : k}`);
  };
  const userKeys = forExport ? Object.keys(contract.fields).filter((k) => contract.fields[k]!.user) : [];
  let rows = db(ctx)
    .selectFrom(table)
    .select(selectionOf(table, contract.fields))
    .select(userNameSelections(table, contract, userKeys));
  for (const c of key) rows = rows.where(sql<boolean>`${sql.ref(`${table}.${c}`)} = ${sql.ref(`k.${c}`)}`);
  return {
    base: filtered.selectAll(table),
    key,
    // Identity ids are unique per table, across tenants too: the platform's all-tenant log orders by id alone.
    tiebreak: ['id'],
    sorts: Object.fromEntries(orderKeys(contract).map((k) => [k, column(k)])),
    totals: resourceTotals(def),
    rows,
    present: async (found) => {
      const presented = found.map((r) => ({
        ...toApiRow(contract.fields, r),
        ...Object.fromEntries(userKeys.map((k) => [userNameKey(k), r[userNameKey(k)] ?? null])),
      }));
      return def.hooks?.decorateRows ? def.hooks.decorateRows(ctx, session, presented) : presented;
    },
    columns: Object.entries(contract.fields).map(([k, field]) => ({ key: k, label: field.label, format: cellFormat(contract, k, field) })),
  };
}

/** `/list` of a resource: one page, the count and the 合计 row of the filtered set. */
export async function listResource(ctx: RequestContext, session: Session, def: ResourceDefinition, params: ListParams, search: Row): Promise<ListData<Row>> {
  const source = await resourceSource(ctx, session, def, search);
  return listPage(db(ctx), source, params, resourceOrder(def.contract, params));
}

/** `/exportExcel` of a resource: the rows `/list` pages through, streamed as an .xlsx workbook. */
export async function exportResource(ctx: RequestContext, session: Session, def: ResourceDefinition, params: ListParams, search: Row): Promise<RawReply> {
  const source = await resourceSource(ctx, session, def, search, true);
  const { label } = def.contract;
  return exportList(db(ctx), source, { fileName: `${label}.xlsx`, sheetName: label, order: resourceOrder(def.contract, params) });
}
