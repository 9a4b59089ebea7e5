import { BILL_PAGES, BILL_PREFIXES, type BillPrefix } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { billLines } from './bill-read.service.js';

/** `/depotItem/getDetailList` (api.md §2.10): the lines of a bill the caller may see. */
export const depotItemRoutes = [
  route({
    method: 'GET',
    url: '/depotItem/getDetailList',
    access: page(BILL_PAGES),
    query: z.object({
      headerId: z.coerce.number({ error: 'headerId必须是数字' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
      mpList: z.string().max(500).optional(),
      linkType: z.string().max(20).optional(),
      isReadOnly: z.string().max(2).optional(),
      // The kind being filled from this bill: 已入库/已退货… then count that kind's fulfilment only.
      forPrefix: z.enum(BILL_PREFIXES).optional(),
    }),
    summary: '单据明细',
    handler: async (ctx, { query }) =>
      query.headerId === 0
        ? { rows: [], total: 0 }
        : billLines(ctx.db, sessionOf(ctx), String(query.headerId), query.forPrefix as BillPrefix | undefined, query.isReadOnly === '1'),
  }),
];
