import { materialLookupRequests } from '@suanpan/contracts';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { findBill } from './bill-read.service.js';
import { stockOfLines } from './line-stock.query.js';

/**
 * The bill editor's 库存 of every line at once (docs/stock-bills.md, stock in sight). Here, not beside the material
 * module's stock look-ups: what an edited bill takes back depends on whether the caller may see that bill.
 */
export const lineStockRoutes = [
  route({
    method: 'POST',
    url: '/depotItem/stockOfLines',
    access: LOGIN,
    ...materialLookupRequests['POST /depotItem/stockOfLines'],
    summary: '明细行库存',
    handler: async (ctx, { body }) => {
      const session = sessionOf(ctx);
      // The depots are named line by line (not a field the route layer's `grants` reads): each checked as one would be.
      await assertDepotsGranted(ctx.db, session, [...new Set(body.lines.map((l) => l.depotId))]);
      // What the edited bill takes back counts only for a bill the caller may see: another's is as one that does not exist.
      const editing = body.headerId !== undefined && (await findBill(ctx.db, session, { id: String(body.headerId) })) ? body.headerId : undefined;
      return stockOfLines(ctx.db, session.tenantId, body.lines, editing);
    },
  }),
];
