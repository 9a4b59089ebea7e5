import { IN_OUT_ITEM_TYPES } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';

/** Income/expense item picker of the finance screens. */
export const inOutItemRoutes = [
  route({
    method: 'GET',
    url: '/inOutItem/findBySelect',
    access: LOGIN,
    summary: '收支项目下拉',
    query: z.object({ type: z.enum(IN_OUT_ITEM_TYPES, { error: '类型只能是：收入、支出' }).optional() }),
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      let q = ctx.db
        .selectFrom('in_out_item')
        .select(['id', 'name'])
        .where('tenant_id', '=', s.tenantId)
        .where('enabled', '=', true)
        .where('delete_flag', '=', false);
      if (query.type) q = q.where('type', '=', query.type);
      const rows = await q.orderBy('sort').orderBy('id').execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name }));
    },
  }),
];
