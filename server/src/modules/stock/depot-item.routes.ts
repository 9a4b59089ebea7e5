import { BILL_PAGES, stockRequests, type BillPrefix } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { billLines } from './bill-read.service.js';

/** `/depotItem/getDetailList` (api.md §2.10): the lines of a bill the caller may see. */
export const depotItemRoutes = [
  route({
    method: 'GET',
    url: '/depotItem/getDetailList',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotItem/getDetailList'],
    summary: '单据明细',
    handler: async (ctx, { query }) =>
      query.headerId === 0
        ? { rows: [], total: 0 }
        : billLines(ctx.db, sessionOf(ctx), String(query.headerId), query.forPrefix as BillPrefix | undefined, query.isReadOnly === '1'),
  }),
];
