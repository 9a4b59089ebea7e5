import type { Kysely } from 'kysely';
import { BUTTON } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route, type RouteSpec } from '../../app/route.js';
import type { Database } from '../../db/schema.js';

/**
 * The repair command of a kept summary (修正…日汇总): the page's 编辑 holder sets the tenant's rows to the recomputation
 * in one transaction and learns how many changed (0 unless a row was changed outside the app).
 */
export function repairRoute(o: {
  url: string;
  page: string;
  summary: string;
  repair: (trx: Kysely<Database>, tenantId: string) => Promise<number>;
}): RouteSpec {
  return route({
    method: 'POST',
    url: o.url,
    access: page(o.page, BUTTON.edit),
    summary: o.summary,
    handler: async (ctx) => {
      const tenantId = sessionOf(ctx).tenantId;
      const changed = await ctx.db.transaction().execute((trx) => o.repair(trx, tenantId));
      return { changed, message: '操作成功' };
    },
  });
}
