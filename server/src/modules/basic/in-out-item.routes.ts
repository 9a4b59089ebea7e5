import { basicRequests } from '@suanpan/contracts';
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
    ...basicRequests['GET /inOutItem/findBySelect'],
    handler: async (ctx, { query }) => inOutItemOptions(ctx.db, sessionOf(ctx).tenantId, query.type),
  }),
];
