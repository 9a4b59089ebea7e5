import type { CategoryNode } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The given categories and every category below them (live rows), by one recursive query. */
export async function descendantIds(db: Kysely<Database>, tenantId: string, roots: readonly number[]): Promise<number[]> {
  if (roots.length === 0) return [];
  const result = await sql<{ id: string }>`
    with recursive tree(id) as (
      select id from material_category where tenant_id = ${tenantId} and id = any(${roots.map(String)}::bigint[]) and not delete_flag
      union
      select c.id from material_category c join tree t on c.parent_id = t.id
      where c.tenant_id = ${tenantId} and not c.delete_flag
    )
    select id from tree`.execute(db);
  return result.rows.map((r) => Number(r.id));
}

/** The tenant's category tree ordered by sort then id; `excludeId`'s subtree is left out (a parent picker for it). */
export async function categoryTree(db: Kysely<Database>, tenantId: string, excludeId?: number): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('material_category')
    .select(['id', 'name', 'parent_id', 'serial_no', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .orderBy(sql`sort nulls last`)
    .orderBy('id')
    .execute();
  const excluded = new Set(excludeId ? await descendantIds(db, tenantId, [excludeId]) : []);
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) {
    const id = Number(r.id);
    if (excluded.has(id)) continue;
    nodes.set(id, {
      id,
      key: id,
      value: String(id),
      title: r.name,
      parentId: r.parent_id === null ? null : Number(r.parent_id),
      serialNo: r.serial_no,
      sort: r.sort,
      checked: false,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null || !excluded.has(node.parentId)) roots.push(node);
  }
  return roots;
}

/** One live category with its parent's name, in the API shape. */
export async function categoryDetail(db: Kysely<Database>, tenantId: string, id: number) {
  const row = await db
    .selectFrom('material_category as c')
    .leftJoin('material_category as p', (j) => j.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.parent_id'))
    .select(['c.id', 'c.name', 'c.parent_id', 'p.name as parent_name', 'c.sort', 'c.serial_no', 'c.remark'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', String(id))
    .where('c.delete_flag', '=', false)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    parentName: row.parent_name,
    sort: row.sort,
    serialNo: row.serial_no,
    remark: row.remark,
  };
}

/** The live children of a category (top level without one), in sort order. */
export async function childCategories(db: Kysely<Database>, tenantId: string, parentId: number | undefined) {
  const rows = await db
    .selectFrom('material_category')
    .select(['id', 'name', 'parent_id', 'sort', 'serial_no', 'remark'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0}`)
    .orderBy(sql`sort nulls last`)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    sort: r.sort,
    serialNo: r.serial_no,
    remark: r.remark,
  }));
}

/** Whether another live category under the same parent already has the name. */
export async function categoryNameTaken(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
  exceptId: number,
  parentId: number | undefined,
): Promise<boolean> {
  const hit = await db
    .selectFrom('material_category')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('name', '=', name)
    .where('id', '<>', String(exceptId))
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0}`)
    .executeTakeFirst();
  return hit !== undefined;
}
