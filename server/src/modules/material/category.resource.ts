import { MATERIAL_CATEGORY_ERR, materialCategoryContract } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import { badRequest, conflict } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { defineResource, type HookContext, type Row } from '../../platform/resource/define-resource.js';
import { descendantIds } from './category-tree.query.js';

/** Sibling names and tenant-wide codes are unique; the parent exists and is not inside the category's own subtree. */
async function prepare({ trx, session }: HookContext, values: Row, existing: Row | undefined): Promise<void> {
  const parentId = 'parent_id' in values ? (values.parent_id as number | null) : ((existing?.parentId as number | null | undefined) ?? null);
  const name = (values.name ?? existing?.name) as string;
  const selfId = existing ? Number(existing.id) : 0;
  if (parentId !== null && parentId !== undefined) {
    const parent = await trx
      .selectFrom('material_category')
      .select('id')
      .where('tenant_id', '=', session.tenantId)
      .where('id', '=', String(parentId))
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (!parent) throw badRequest('上级目录不存在', 'parentId');
    if (existing && (await descendantIds(trx, session.tenantId, [selfId])).includes(Number(parentId))) {
      throw badRequest('上级目录不能是自己或自己的下级', 'parentId');
    }
  }
  const sibling = await trx
    .selectFrom('material_category')
    .select('id')
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .where('name', '=', name)
    .where('id', '<>', String(selfId))
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0}`)
    .executeTakeFirst();
  if (sibling) throw conflict({ code: 409, message: '名称已经存在' }, undefined, 'name');
  const serialNo = values.serial_no as string | undefined;
  if (serialNo) {
    const taken = await trx
      .selectFrom('material_category')
      .select('id')
      .where('tenant_id', '=', session.tenantId)
      .where('delete_flag', '=', false)
      .where('serial_no', '=', serialNo)
      .where('id', '<>', String(selfId))
      .executeTakeFirst();
    if (taken) throw conflict({ code: 409, message: '编号已经存在' }, undefined, 'serialNo');
  }
  if (existing) values.updated_at = sql`localtimestamp(3)`;
}

/** Children outside the deleted set block the delete (7500006); the whole set goes or nothing does. */
async function refuseParents({ trx, session }: HookContext, rows: Row[]): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  const child = await (trx as Transaction<Database>)
    .selectFrom('material_category')
    .select('parent_id')
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .where('parent_id', 'in', ids)
    .where('id', 'not in', ids)
    .executeTakeFirst();
  if (child) throw conflict(MATERIAL_CATEGORY_ERR.hasChildren);
}

/** Adds `parentName` to a page of categories with one query. */
async function withParentNames(ctx: { db: unknown }, session: { tenantId: string }, rows: Row[]): Promise<Row[]> {
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((v): v is number => typeof v === 'number'))].map(String);
  if (parentIds.length === 0) return rows.map((r) => ({ ...r, parentName: null }));
  const db = ctx.db as Transaction<Database>;
  const parents = await db
    .selectFrom('material_category')
    .select(['id', 'name'])
    .where('tenant_id', '=', session.tenantId)
    .where('id', 'in', parentIds)
    .execute();
  const names = new Map(parents.map((p) => [Number(p.id), p.name]));
  return rows.map((r) => ({ ...r, parentName: typeof r.parentId === 'number' ? (names.get(r.parentId) ?? null) : null }));
}

export const materialCategoryResource = defineResource({
  contract: materialCategoryContract,
  table: 'material_category',
  scope: 'tenant',
  softDelete: true,
  deleteGuards: [{ table: 'material', column: 'category_id', softDelete: true }],
  hooks: {
    beforeWrite: prepare,
    beforeDelete: refuseParents,
    decorateRows: (ctx, session, rows) => withParentNames(ctx, session, rows),
  },
});
