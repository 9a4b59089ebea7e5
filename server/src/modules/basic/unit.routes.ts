import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { toApiRow, selectionOf } from '../../platform/resource/row-mapping.js';
import { unitContract } from '@suanpan/contracts';

/** Unit picker of the material screen and bill grids: enabled units of the tenant. */
export const unitRoutes = [
  route({
    method: 'GET',
    url: '/unit/getAllList',
    access: LOGIN,
    summary: '全部计量单位',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const rows = await ctx.db
        .selectFrom('unit')
        .select(selectionOf('unit', unitContract.fields))
        .where('tenant_id', '=', s.tenantId)
        .where('enabled', '=', true)
        .where('delete_flag', '=', false)
        .orderBy('id')
        .execute();
      return rows.map((r) => toApiRow(unitContract.fields, r as Record<string, unknown>));
    },
  }),
];
