import { systemRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { organizationDetail, organizationTree, roleTypeOf } from './organization.query.js';

const ORG_PAGES = ['/system/organization', '/system/user'];

export const organizationRoutes = [
  route({
    method: 'GET',
    url: '/organization/getOrganizationTree',
    access: page(ORG_PAGES),
    ...systemRequests['GET /organization/getOrganizationTree'],
    summary: '部门树',
    handler: async (ctx, { query }) => organizationTree(ctx.db, sessionOf(ctx).tenantId, query.id === '' ? undefined : query.id),
  }),
  route({
    method: 'GET',
    url: '/organization/getAllOrganizationTreeByUser',
    access: LOGIN,
    summary: '按数据权限的部门树',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const roleType = s.roleId ? await roleTypeOf(ctx.db, s.tenantId, s.roleId) : undefined;
      const allData = s.isOwner || s.isPlatform || roleType === '全部数据';
      return allData ? organizationTree(ctx.db, s.tenantId) : [];
    },
  }),
  route({
    method: 'GET',
    url: '/organization/findById',
    access: page(ORG_PAGES),
    ...systemRequests['GET /organization/findById'],
    summary: '部门详情',
    handler: async (ctx, { query }) => {
      const row = await organizationDetail(ctx.db, sessionOf(ctx).tenantId, query.id);
      if (!row) throw notFound('部门不存在或已被删除');
      return row;
    },
  }),
];
