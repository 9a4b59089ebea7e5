import { optionalId, optionalText, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { findBill } from './bill-read.service.js';
import { stockOfLines } from './line-stock.query.js';

/** A bill's lines asking their stock: at most as many as a bill is shown with at once. */
const MAX_STOCK_LINES = 500;

const linesStockBody = z.object({
  headerId: optionalId('单据'),
  lines: z
    .array(
      z.object({
        barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
        depotId: recordId('仓库', '请选择仓库'),
        batchNumber: optionalText('批号'),
      }),
      { error: '明细必须是数组' },
    )
    .max(MAX_STOCK_LINES, `明细不能超过${MAX_STOCK_LINES}行`),
});

/**
 * The bill editor's 库存 of every line at once (docs/stock-bills.md, stock in sight). Here, not beside the material
 * module's stock look-ups: what an edited bill takes back depends on whether the caller may see that bill.
 */
export const lineStockRoutes = [
  route({
    method: 'POST',
    url: '/depotItem/stockOfLines',
    access: LOGIN,
    body: linesStockBody,
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
