import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';

const query = z.object({
  UBType: z.enum(['UserDepot', 'UserCustomer'], { error: 'UBType只能是UserDepot或UserCustomer' }),
  UBValue: z.coerce.number({ error: 'UBValue必须是有效的编号' }).int().positive('UBValue必须是有效的编号').max(Number.MAX_SAFE_INTEGER),
});

/**
 * `/user/getUserWithChecked` (api.md §2.1): the tenant's users as a tree for the 分配用户 dialog of a
 * depot or customer, checked where the user already holds it. One query over the normalised grants.
 */
export const userCheckedRoutes = [
  route({
    method: 'GET',
    url: '/user/getUserWithChecked',
    access: page(['/system/depot', '/system/customer']),
    query,
    summary: '分配用户树',
    handler: async (ctx, { query: q }) => {
      const s = sessionOf(ctx);
      const value = String(q.UBValue);
      const grants =
        q.UBType === 'UserDepot'
          ? ctx.db.selectFrom('user_depot').select('user_id').where('tenant_id', '=', s.tenantId).where('depot_id', '=', value)
          : ctx.db.selectFrom('user_customer').select('user_id').where('tenant_id', '=', s.tenantId).where('supplier_id', '=', value);
      const rows = await ctx.db
        .selectFrom('app_user as u')
        .select(['u.id', 'u.login_name', 'u.username', (eb) => eb('u.id', 'in', grants).as('checked')])
        .where('u.tenant_id', '=', s.tenantId)
        .where('u.delete_flag', '=', false)
        .orderBy('u.id')
        .execute();
      const children = rows.map((u) => ({
        id: Number(u.id),
        key: Number(u.id),
        value: Number(u.id),
        title: `${u.login_name}(${u.username})`,
        attributes: u.login_name,
        ...(u.checked ? { checked: true } : {}),
      }));
      return [{ id: 0, key: 0, value: 0, title: '用户列表', attributes: '用户列表', children }];
    },
  }),
];
