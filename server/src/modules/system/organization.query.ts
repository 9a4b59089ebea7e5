import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

interface TreeNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes: string;
  checked: boolean;
  children: TreeNode[];
}

/** The tenant's live departments as a tree (roots: no live parent), without `excludeId` and what is below it. */
export async function organizationTree(db: Kysely<Database>, tenantId: string, excludeId?: number): Promise<TreeNode[]> {
  const rows = await db
    .selectFrom('organization')
    .select(['id', 'org_abr', 'org_no', 'parent_id'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const children = new Map<string | null, typeof rows>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const known = new Set(rows.map((r) => r.id));
  type Row = (typeof rows)[number];
  const node = (r: Row): TreeNode => ({
    id: Number(r.id),
    key: Number(r.id),
    value: Number(r.id),
    title: r.org_abr,
    attributes: r.org_no,
    checked: false,
    children: build(r.id),
  });
  const build = (parent: string | null): TreeNode[] => (children.get(parent) ?? []).filter((r) => Number(r.id) !== excludeId).map(node);
  // Roots are departments without a (live) parent.
  const roots = rows.filter((r) => r.parent_id === null || !known.has(r.parent_id));
  return roots.filter((r) => Number(r.id) !== excludeId).map(node);
}

/** A live role's data scope type (全部数据, 本部门数据, 个人数据), if the role exists. */
export async function roleTypeOf(db: Kysely<Database>, tenantId: string, roleId: string): Promise<string | undefined> {
  const role = await db.selectFrom('role').select('type').where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst();
  return role?.type;
}

/** One live department with its parent's name, in the API shape. */
export async function organizationDetail(db: Kysely<Database>, tenantId: string, id: number) {
  const row = await db
    .selectFrom('organization as o')
    .leftJoin('organization as p', (j) => j.onRef('p.tenant_id', '=', 'o.tenant_id').onRef('p.id', '=', 'o.parent_id'))
    .select(['o.id', 'o.org_abr', 'o.parent_id', 'p.org_abr as parent_name', 'o.org_no', 'o.sort', 'o.remark'])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', '=', String(id))
    .where('o.delete_flag', '=', false)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    orgAbr: row.org_abr,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    orgParentName: row.parent_name,
    orgNo: row.org_no,
    sort: row.sort,
    remark: row.remark,
  };
}
