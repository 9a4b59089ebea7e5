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
