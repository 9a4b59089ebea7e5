import { BUTTON, productionRequests } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { closeBills } from '../stock/bill-status.service.js';
import { orderBom, ordersFromSaleOrders, PRODUCTION_ORDER } from './production-order.service.js';
import { businessToday } from '../../platform/business-date.js';

/** 生产订单 (docs/manufacturing.md): a goods-bill kind; these are what it adds to the bill endpoints. */
export const productionOrderRoutes = [
  route({
    method: 'GET',
    url: '/productionOrder/bom',
    access: page([PRODUCTION_ORDER.page]),
    ...productionRequests['GET /productionOrder/bom'],
    summary: '生产订单的物料清单',
    handler: async (ctx, { query }) =>
      orderBom(ctx.db, sessionOf(ctx).tenantId, String(query.materialId), query.color, query.quantity, query.date ?? businessToday(ctx.config.timeZone)),
  }),
  route({
    method: 'POST',
    url: '/productionOrder/fromSaleOrder',
    access: page(PRODUCTION_ORDER.page, BUTTON.edit),
    ...productionRequests['POST /productionOrder/fromSaleOrder'],
    summary: '以销定产：由销售订单生成生产订单',
    handler: async (ctx, { body }) => {
      const bills = await ordersFromSaleOrders(documentContext(ctx), body.ids, businessToday(ctx.config.timeZone));
      return { bills, message: `已生成${bills.length}张生产订单` };
    },
  }),
  route({
    method: 'POST',
    url: '/productionOrder/close',
    access: page(PRODUCTION_ORDER.page, BUTTON.edit),
    ...productionRequests['POST /productionOrder/close'],
    summary: '关闭生产订单',
    handler: async (ctx, { body }) => {
      await closeBills(documentContext(ctx), body.ids, 'close');
      return { message: '操作成功' };
    },
  }),
];
