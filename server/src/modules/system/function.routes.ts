import { idOrZero } from '@suanpan/contracts';
import { z } from 'zod';
import { platformPage, route } from '../../app/route.js';
import { functionNumberTaken } from './function.query.js';

/** `/function/checkIsNumberExist`: whether another live menu function already has this number. */
export const functionRoutes = [
  route({
    method: 'GET',
    url: '/function/checkIsNumberExist',
    access: platformPage('/system/function'),
    query: z.object({
      id: idOrZero('id'),
      number: z.string({ error: '编号不能为空' }).trim().min(1, '编号不能为空').max(50, '编号不能超过50个字符'),
    }),
    summary: '检查功能编号是否存在',
    handler: async (ctx, { query }) => ({ status: await functionNumberTaken(ctx.db, query.number, query.id) }),
  }),
];
