import { basicRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { usersHolding } from './user-grants.query.js';

/**
 * `/user/getUserWithChecked` (api.md §2.1): the tenant's users as a tree for the 分配用户 dialog of a
 * depot or customer, checked where the user already holds it. One query over the normalised grants.
 */
export const userCheckedRoutes = [
  route({
    method: 'GET',
    url: '/user/getUserWithChecked',
    access: page(['/system/depot', '/system/customer']),
    ...basicRequests['GET /user/getUserWithChecked'],
    summary: '分配用户树',
    handler: async (ctx, { query: q }) => {
      const s = sessionOf(ctx);
      const rows = await usersHolding(ctx.db, s.tenantId, q.UBType, String(q.UBValue));
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
