import { BUTTON, depotContract } from '@suanpan/contracts';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { selectionOf, toApiRow } from '../../platform/resource/row-mapping.js';
import { setDefault } from './default-flag.service.js';
import { depotAllowed, loadUserScope } from './user-scope.service.js';

const idBody = z.object({ id: z.coerce.number({ error: 'id必须是有效的编号' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) });
const userDepotQuery = z.object({
  UBType: z.literal('UserDepot', { error: 'UBType只能是UserDepot' }),
  UBKeyId: z.coerce.number({ error: 'UBKeyId必须是有效的编号' }).int().positive('UBKeyId必须是有效的编号').max(Number.MAX_SAFE_INTEGER),
});

/** Depot pickers (LOGIN: shared by every bill screen and report), default switch and the grant tree. */
export const depotRoutes = [
  route({
    method: 'GET',
    url: '/depot/getAllList',
    access: LOGIN,
    summary: '全部仓库',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const rows = await ctx.db
        .selectFrom('depot')
        .select(selectionOf('depot', depotContract.fields))
        .where('tenant_id', '=', s.tenantId)
        .where('enabled', '=', true)
        .where('delete_flag', '=', false)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => toApiRow(depotContract.fields, r as Record<string, unknown>));
    },
  }),
  route({
    method: 'GET',
    url: '/depot/findDepotByCurrentUser',
    access: LOGIN,
    summary: '当前用户的仓库',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const scope = await loadUserScope(ctx.db, s);
      const rows = await ctx.db
        .selectFrom('depot')
        .select(['id', 'name', 'is_default'])
        .where('tenant_id', '=', s.tenantId)
        .where('enabled', '=', true)
        .where('delete_flag', '=', false)
        .where(depotAllowed(scope, 'depot.id'))
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), depotName: r.name, isDefault: r.is_default }));
    },
  }),
  route({
    method: 'POST',
    url: '/depot/updateIsDefault',
    access: page(depotContract.page, BUTTON.edit),
    body: idBody,
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
    query: userDepotQuery,
    summary: '用户的仓库权限树',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const user = await ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', String(query.UBKeyId))
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      if (!user) throw notFound('用户不存在');
      const rows = await ctx.db
        .selectFrom('depot')
        .leftJoin('user_depot as ud', (j) =>
          j.onRef('ud.tenant_id', '=', 'depot.tenant_id').onRef('ud.depot_id', '=', 'depot.id').on('ud.user_id', '=', user.id),
        )
        .select(['depot.id', 'depot.name', 'ud.user_id as granted'])
        .where('depot.tenant_id', '=', s.tenantId)
        .where('depot.delete_flag', '=', false)
        .orderBy('depot.sort')
        .orderBy('depot.id')
        .execute();
      const children = rows.map((r) => ({
        id: Number(r.id),
        key: Number(r.id),
        value: String(r.id),
        title: r.name,
        attributes: r.name,
        checked: r.granted !== null,
      }));
      return [{ id: 0, key: 0, value: '0', title: '仓库列表', attributes: '仓库列表', children }];
    },
  }),
];
