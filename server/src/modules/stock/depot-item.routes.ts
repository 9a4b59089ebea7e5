import { BILL_PAGES, BILL_PREFIXES, type BillPrefix } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { detailLines, footerOf } from './bill-items.query.js';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { waitingBillVisible } from './bill-waiting.query.js';
import { findBill } from './depot-head.routes.js';

const PURCHASE_PICKER = { prefix: 'XSDD', purchaseStatus: ['0', '3'] };

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
    handler: async (ctx, { query }) => {
      if (query.headerId === 0) return { rows: [], total: 0 };
      // Visibility follows the bill list (kind page, data scope, depot/customer grants). A bill being
      // filled may also read the upstream its picker offered: 以销定购 the open sales orders, 入库/出库
      // the waiting purchase/sale bills (any creator, as those lists show them).
      const id = String(query.headerId);
      const s = sessionOf(ctx);
      const forPrefix = query.forPrefix as BillPrefix | undefined;
      const visible =
        Boolean(await findBill(ctx, { id })) ||
        (forPrefix === 'CGDD' && Boolean(await findBill(ctx, { id }, PURCHASE_PICKER))) ||
        (forPrefix !== undefined && (await waitingBillVisible(ctx.db, s, id, forPrefix)));
      if (!visible) return { rows: [], total: 0 };
      const scope = await loadDataScope(ctx.db, s);
      const rows = await detailLines(ctx.db, s.tenantId, id, scope.priceLimits, forPrefix);
      return { rows: query.isReadOnly === '1' ? [...rows, footerOf(rows)] : rows, total: rows.length };
    },
  }),
];
