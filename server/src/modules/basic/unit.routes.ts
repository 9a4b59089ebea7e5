import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { unitContract } from '@suanpan/contracts';
import { enabledRows } from './picker.query.js';

/** Unit picker of the material screen and bill grids: enabled units of the tenant. */
export const unitRoutes = [
  route({
    method: 'GET',
    url: '/unit/getAllList',
    access: LOGIN,
    summary: '全部计量单位',
    handler: async (ctx) => enabledRows(ctx.db, sessionOf(ctx).tenantId, 'unit', unitContract.fields, 'id'),
  }),
];
