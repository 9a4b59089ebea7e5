import { productionRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { receiptCost, PRODUCTION_RECEIPT } from './production-receipt.service.js';

/** 生产入库 (docs/manufacturing.md): a goods-bill kind; this is what it adds to the bill endpoints. */
export const productionReceiptRoutes = [
  route({
    method: 'POST',
    url: '/productionIn/cost',
    access: page([PRODUCTION_RECEIPT.page]),
    ...productionRequests['POST /productionIn/cost'],
    summary: '生产入库按当前成本计价',
    handler: async (ctx, { body }) => {
      const session = sessionOf(ctx);
      const { priceLimits } = await loadDataScope(ctx.db, session);
      return receiptCost(ctx.db, session.tenantId, body.rows, priceLimits);
    },
  }),
];
