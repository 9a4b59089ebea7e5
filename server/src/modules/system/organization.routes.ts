import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';

interface TreeNode {
  id: number;
  key: number;
  value: number;
  title: string;
  attributes: string;
  checked: boolean;
  children: TreeNode[];
}

async function organizationTree(ctx: RequestContext, excludeId?: number): Promise<TreeNode[]> {
  const s = sessionOf(ctx);
  const rows = await ctx.db
    .selectFrom('organization')
    .select(['id', 'org_abr', 'org_no', 'parent_id'])
    .where('tenant_id', '=', s.tenantId)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const children = new Map<string | null, typeof rows>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const known = new Set(rows.map((r) => r.id));
  const build = (parent: string | null): TreeNode[] =>
    (children.get(parent) ?? [])
      .filter((r) => Number(r.id) !== excludeId)
      .map((r) => ({
        id: Number(r.id),
        key: Number(r.id),
        value: Number(r.id),
        title: r.org_abr,
        attributes: r.org_no,
        checked: false,
        children: build(r.id),
      }));
  // Roots are departments without a (live) parent.
  const roots = rows.filter((r) => r.parent_id === null || !known.has(r.parent_id));
  return roots
    .filter((r) => Number(r.id) !== excludeId)
    .map((r) => ({
      id: Number(r.id),
      key: Number(r.id),
      value: Number(r.id),
      title: r.org_abr,
      attributes: r.org_no,
      checked: false,
      children: build(r.id),
    }));
}

const ORG_PAGES = ['/system/organization', '/system/user'];

export const organizationRoutes = [
  route({
    method: 'GET',
    url: '/organization/getOrganizationTree',
    access: page(ORG_PAGES),
    query: z.object({
      id: z.union([z.literal(''), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)], { error: 'id必须是有效的编号' }).optional(),
    }),
    summary: '部门树',
    handler: async (ctx, { query }) => organizationTree(ctx, query.id === '' ? undefined : query.id),
  }),
  route({
    method: 'GET',
    url: '/organization/getAllOrganizationTreeByUser',
    access: LOGIN,
    summary: '按数据权限的部门树',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const role = s.roleId
        ? await ctx.db.selectFrom('role').select('type').where('tenant_id', '=', s.tenantId).where('id', '=', s.roleId).executeTakeFirst()
        : undefined;
      const allData = s.isOwner || s.isPlatform || role?.type === '全部数据';
      return allData ? organizationTree(ctx) : [];
    },
  }),
  route({
    method: 'GET',
    url: '/organization/findById',
    access: page(ORG_PAGES),
    query: z.object({ id: z.coerce.number({ error: 'id必须是数字' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) }),
    summary: '部门详情',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const row = await ctx.db
        .selectFrom('organization as o')
        .leftJoin('organization as p', (j) => j.onRef('p.tenant_id', '=', 'o.tenant_id').onRef('p.id', '=', 'o.parent_id'))
        .select(['o.id', 'o.org_abr', 'o.parent_id', 'p.org_abr as parent_name', 'o.org_no', 'o.sort', 'o.remark'])
        .where('o.tenant_id', '=', s.tenantId)
        .where('o.id', '=', String(query.id))
        .where('o.delete_flag', '=', false)
        .executeTakeFirst();
      if (!row) throw notFound('部门不存在或已被删除');
      return {
        id: Number(row.id),
        orgAbr: row.org_abr,
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        orgParentName: row.parent_name,
        orgNo: row.org_no,
        sort: row.sort,
        remark: row.remark,
      };
    },
  }),
];
