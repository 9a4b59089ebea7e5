import { IN_OUT_ITEM_TYPES } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { inOutItemOptions } from './picker.query.js';

const TYPE_BY_DIRECTION: Record<string, (typeof IN_OUT_ITEM_TYPES)[number]> = { in: '收入', out: '支出' };

/** Income/expense item picker of the finance screens. */
export const inOutItemRoutes = [
  route({
    method: 'GET',
    url: '/inOutItem/findBySelect',
    access: LOGIN,
    summary: '收支项目下拉',
    // The reference's client asks `in` / `out` (its 收入单 / 支出单); the type's own name is taken too.
    query: z.object({
      type: z
        .enum([...IN_OUT_ITEM_TYPES, ...Object.keys(TYPE_BY_DIRECTION)] as [string, ...string[]], { error: '类型只能是：收入、支出（in、out）' })
        .transform((type) => TYPE_BY_DIRECTION[type] ?? type)
        .optional(),
    }),
    handler: async (ctx, { query }) => inOutItemOptions(ctx.db, sessionOf(ctx).tenantId, query.type),
  }),
];
