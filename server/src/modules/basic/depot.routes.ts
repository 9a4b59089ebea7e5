import { basicRequests, BUTTON, depotContract } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { setDefault } from './default-flag.service.js';
import { depotGrants, userDepots } from './depot.query.js';
import { enabledRows } from './picker.query.js';
import { liveUserId } from './user-grants.query.js';

/** Depot pickers (LOGIN: shared by every bill screen and report), default switch and the grant tree. */
export const depotRoutes = [
  route({
    method: 'GET',
    url: '/depot/getAllList',
    access: LOGIN,
    summary: '全部仓库',
    handler: async (ctx) => enabledRows(ctx.db, sessionOf(ctx).tenantId, 'depot', depotContract.fields, 'sort'),
  }),
  route({
    method: 'GET',
    url: '/depot/findDepotByCurrentUser',
    access: LOGIN,
    summary: '当前用户的仓库',
    handler: async (ctx) => userDepots(ctx.db, sessionOf(ctx)),
  }),
  route({
    method: 'POST',
    url: '/depot/updateIsDefault',
    access: page(depotContract.page, BUTTON.edit),
    ...basicRequests['POST /depot/updateIsDefault'],
    summary: '设置默认仓库',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await ctx.db.transaction().execute((trx) => setDefault(trx, 'depot', depotContract.label, s, ctx.ip, body.id));
      return { message: '成功' };
    },
  }),
  route({
    method: 'GET',
    url: '/depot/findUserDepot',
    access: page('/system/user'),
    ...basicRequests['GET /depot/findUserDepot'],
    summary: '用户的仓库权限树',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const userId = await liveUserId(ctx.db, s.tenantId, query.UBKeyId);
      if (!userId) throw notFound('用户不存在');
      const rows = await depotGrants(ctx.db, s.tenantId, userId);
      const children = rows.map((r) => ({
        id: Number(r.id),
        key: Number(r.id),
        value: Number(r.id),
        title: r.name,
        attributes: r.name,
        checked: r.granted,
      }));
      return [{ id: 0, key: 0, value: 0, title: '仓库列表', attributes: '仓库列表', children }];
    },
  }),
];
