import { IN_OUT_ITEM_TYPES } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { inOutItemOptions } from './picker.query.js';

/** Income/expense item picker of the finance screens. */
export const inOutItemRoutes = [
  route({
    method: 'GET',
    url: '/inOutItem/findBySelect',
    access: LOGIN,
    summary: '收支项目下拉',
    query: z.object({ type: z.enum(IN_OUT_ITEM_TYPES, { error: '类型只能是：收入、支出' }).optional() }),
    handler: async (ctx, { query }) => inOutItemOptions(ctx.db, sessionOf(ctx).tenantId, query.type),
  }),
];
