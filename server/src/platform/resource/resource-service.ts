import { columnOf, ERR } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../app/auth/session.js';
import { conflict, notFound } from '../../app/errors.js';
import type { RequestContext } from '../../app/request-context.js';
import { writeLog } from '../audit-log.js';
import type { AnyDb, AnySelect, AnyTrx, HookContext, ResourceDefinition, Row } from './define-resource.js';
import { applyFieldFilters } from './list-query.js';
import { selectionOf, toApiRow, toColumns } from './row-mapping.js';

/** Base query of a resource: the caller's tenant (for tenant resources) and live rows only. */
export function scopedFrom(db: AnyDb | AnyTrx, def: ResourceDefinition, session: Session): AnySelect {
  let q = db.selectFrom(def.table);
  const allTenants = def.platformReadsAllTenants === true && session.isPlatform;
  if (def.scope === 'tenant' && !allTenants) q = q.where(`${def.table}.tenant_id`, '=', session.tenantId);
  if (def.softDelete) q = q.where(`${def.table}.delete_flag`, '=', false);
  return def.hooks?.restrict ? def.hooks.restrict(session, q) : q;
}

// The generic machinery works on table names chosen at run time, so it talks to an untyped view
// of the database; hooks get the typed transaction back.
function anyDb(ctx: RequestContext): AnyDb {
  return ctx.db as unknown as AnyDb;
}

/** One transaction for a mutation, with its hook context; post-commit work runs after it succeeds. */
async function inTransaction<T>(ctx: RequestContext, session: Session, work: (trx: AnyTrx, h: HookContext) => Promise<T>): Promise<T> {
  const pending: Array<() => void> = [];
  const result = await anyDb(ctx)
    .transaction()
    .execute((trx) => work(trx, { ctx, session, trx: trx as unknown as Transaction<Database>, afterCommit: (fn) => pending.push(fn) }));
  for (const fn of pending) fn();
  return result;
}

function nameOf(def: ResourceDefinition, row: Row): string {
  const key = def.contract.nameField;
  return key ? String(row[key] ?? row.id) : String(row.id);
}

/** The rows a list (or its export) shows: tenant, live rows, declared filters and the resource's own narrowing. */
export async function filteredQuery(ctx: RequestContext, session: Session, def: ResourceDefinition, search: Row): Promise<AnySelect> {
  const filtered = applyFieldFilters(scopedFrom(anyDb(ctx), def, session), def.table, def.contract, search);
  return def.hooks?.filterList ? def.hooks.filterList(ctx, session, filtered, search) : filtered;
}

async function loadRows(db: AnyDb | AnyTrx, def: ResourceDefinition, session: Session, ids: readonly number[], forUpdate = false): Promise<Row[]> {
  let q = scopedFrom(db, def, session).select(selectionOf(def.table, def.contract.fields)).where(`${def.table}.id`, 'in', ids);
  if (forUpdate) q = q.forUpdate();
  return ((await q.execute()) as Row[]).map((r) => toApiRow(def.contract.fields, r));
}

export async function findRow(ctx: RequestContext, session: Session, def: ResourceDefinition, id: number): Promise<Row> {
  const [row] = await loadRows(anyDb(ctx), def, session, [id]);
  if (!row) throw notFound(`${def.contract.label}不存在或已被删除`);
  await def.hooks?.authorizeRows?.(ctx.db, session, [row], 'read');
  const decorated = def.hooks?.decorateRows ? await def.hooks.decorateRows(ctx, session, [row]) : [row];
  return decorated[0] ?? row;
}

async function assertNameFree(trx: AnyTrx, def: ResourceDefinition, session: Session, name: unknown, exceptId?: number): Promise<void> {
  const key = def.contract.nameField;
  if (!def.uniqueName || !key || name === undefined || name === null) return;
  const taken = await nameTaken(trx, def, session, String(name), exceptId ?? 0);
  if (taken) throw conflict({ code: 409, message: `${def.contract.fields[key]?.label ?? '名称'}已经存在` }, undefined, key);
}

async function nameTaken(db: AnyDb | AnyTrx, def: ResourceDefinition, session: Session, name: string, exceptId: number): Promise<boolean> {
  const key = def.contract.nameField;
  const field = key ? def.contract.fields[key] : undefined;
  if (!key || !field) return false;
  const hit = await scopedFrom(db, def, session)
    .select(`${def.table}.id`)
    .where(`${def.table}.${columnOf(key, field)}`, '=', name)
    .where(`${def.table}.id`, '<>', exceptId)
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}

export async function nameExists(ctx: RequestContext, session: Session, def: ResourceDefinition, id: number, name: string): Promise<boolean> {
  return nameTaken(anyDb(ctx), def, session, name.trim(), id);
}

function withDefaults(def: ResourceDefinition, values: Row): Row {
  const out = { ...values };
  for (const [key, field] of Object.entries(def.contract.fields)) {
    if (out[key] === undefined && field.defaultValue !== undefined) out[key] = field.defaultValue;
  }
  return out;
}

export async function addRow(ctx: RequestContext, session: Session, def: ResourceDefinition, input: Row): Promise<number> {
  return inTransaction(ctx, session, async (trx, h) => {
    await def.hooks?.authorizeRows?.(h.trx, session, [withDefaults(def, input)], 'write');
    const values = toColumns(def.contract.fields, withDefaults(def, input));
    await assertNameFree(trx, def, session, def.contract.nameField ? input[def.contract.nameField] : undefined);
    await def.hooks?.beforeWrite?.(h, values, undefined);
    if (def.scope === 'tenant') values.tenant_id = session.tenantId;
    const inserted = (await trx.insertInto(def.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: string };
    await def.hooks?.afterAdd?.(h, inserted.id, values);
    await writeLog(h.trx, session, ctx.ip, def.contract.label, `新增${def.contract.label} ${nameOf(def, input)}`);
    return Number(inserted.id);
  });
}

export async function updateRow(ctx: RequestContext, session: Session, def: ResourceDefinition, id: number, input: Row): Promise<void> {
  await inTransaction(ctx, session, async (trx, h) => {
    const [existing] = await loadRows(trx, def, session, [id], true);
    if (!existing) throw notFound(`${def.contract.label}不存在或已被删除`);
    await def.hooks?.authorizeRows?.(h.trx, session, [existing], 'read');
    await def.hooks?.authorizeRows?.(h.trx, session, [existing, { ...existing, ...input }], 'write');
    const values = toColumns(def.contract.fields, input);
    const nameKey = def.contract.nameField;
    if (nameKey && input[nameKey] !== undefined) await assertNameFree(trx, def, session, input[nameKey], id);
    await def.hooks?.beforeWrite?.(h, values, existing);
    if (Object.keys(values).length > 0) {
      let q = trx.updateTable(def.table).set(values).where('id', '=', id);
      if (def.scope === 'tenant') q = q.where('tenant_id', '=', session.tenantId);
      await q.execute();
    }
    await writeLog(h.trx, session, ctx.ip, def.contract.label, `修改${def.contract.label} ${nameOf(def, { ...existing, ...input })}`);
  });
}

/** Deletes all the rows or none: every id must exist and no row may be referenced elsewhere. */
export async function deleteRows(ctx: RequestContext, session: Session, def: ResourceDefinition, ids: readonly number[]): Promise<void> {
  await inTransaction(ctx, session, async (trx, h) => {
    const rows = await loadRows(trx, def, session, ids, true);
    if (rows.length !== ids.length) throw notFound(`${def.contract.label}不存在或已被删除`);
    await def.hooks?.authorizeRows?.(h.trx, session, rows, 'read');
    await def.hooks?.authorizeRows?.(h.trx, session, rows, 'write');
    const referenced = await referencedIds(trx, def, session, ids);
    if (referenced.size > 0) {
      const names = rows.filter((r) => referenced.has(String(r.id))).map((r) => nameOf(def, r));
      throw conflict(ERR.deleteForceConfirm, `${ERR.deleteForceConfirm.message}（${names.join('、')}）`);
    }
    await def.hooks?.beforeDelete?.(h, rows);
    const tenantFilter = def.scope === 'tenant' ? session.tenantId : undefined;
    if (def.softDelete) {
      let q = trx.updateTable(def.table).set({ delete_flag: true }).where('id', 'in', ids);
      if (tenantFilter) q = q.where('tenant_id', '=', tenantFilter);
      await q.execute();
    } else {
      let q = trx.deleteFrom(def.table).where('id', 'in', ids);
      if (tenantFilter) q = q.where('tenant_id', '=', tenantFilter);
      await q.execute();
    }
    await writeLog(h.trx, session, ctx.ip, def.contract.label, `删除${def.contract.label} ${rows.map((r) => nameOf(def, r)).join(',')}`);
  });
}

async function referencedIds(trx: AnyTrx, def: ResourceDefinition, session: Session, ids: readonly number[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const guard of def.deleteGuards ?? []) {
    let q = trx
      .selectFrom(guard.table)
      .select(sql<string>`${sql.ref(guard.column)}::text`.as('ref'))
      .distinct()
      .where(guard.column, 'in', ids);
    if (def.scope === 'tenant') q = q.where('tenant_id', '=', session.tenantId);
    if (guard.softDelete) q = q.where('delete_flag', '=', false);
    for (const r of (await q.execute()) as Array<{ ref: string }>) found.add(r.ref);
  }
  return found;
}

export async function setStatus(
  ctx: RequestContext,
  session: Session,
  def: ResourceDefinition,
  ids: readonly number[],
  on: boolean,
  status: unknown,
): Promise<void> {
  const key = def.contract.statusField;
  const field = key ? def.contract.fields[key] : undefined;
  if (!key || !field) throw notFound();
  await inTransaction(ctx, session, async (trx, h) => {
    const rows = await loadRows(trx, def, session, ids, true);
    if (rows.length !== ids.length) throw notFound(`${def.contract.label}不存在或已被删除`);
    await def.hooks?.authorizeRows?.(h.trx, session, rows, 'read');
    await def.hooks?.authorizeRows?.(h.trx, session, rows, 'write');
    await def.hooks?.beforeStatus?.(h, rows, on);
    let q = trx
      .updateTable(def.table)
      .set({ [columnOf(key, field)]: status })
      .where('id', 'in', ids);
    if (def.scope === 'tenant') q = q.where('tenant_id', '=', session.tenantId);
    await q.execute();
    await def.hooks?.afterStatus?.(h, ids.map(String), on);
    const verb = on ? '启用' : '禁用';
    await writeLog(h.trx, session, ctx.ip, def.contract.label, `${verb}${def.contract.label} ${rows.map((r) => nameOf(def, r)).join(',')}`);
  });
}
