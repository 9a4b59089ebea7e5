import { systemRequests } from '@suanpan/contracts';
import { platformPage, route } from '../../app/route.js';
import { functionNumberTaken } from './function.query.js';

/** `/function/checkIsNumberExist`: whether another live menu function already has this number. */
export const functionRoutes = [
  route({
    method: 'GET',
    url: '/function/checkIsNumberExist',
    access: platformPage('/system/function'),
    ...systemRequests['GET /function/checkIsNumberExist'],
    summary: '检查功能编号是否存在',
    handler: async (ctx, { query }) => ({ status: await functionNumberTaken(ctx.db, query.number, query.id) }),
  }),
];
