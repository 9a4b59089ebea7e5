import { BILL_KINDS, BILL_PAGES, BUTTON, idListSchema, idQuerySchema, listQuerySchema } from '@suanpan/contracts';
import { z } from 'zod';
import { forbidden } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { nextSequence, numberDigits, SHARED_COUNTER } from '../../platform/document/numbering.js';
import { batchAddInOut } from './bill-inout.service.js';
import { allowedKinds, exportBills, nearDeliveryOrders, waitingBills, waitingCount } from './bill-query.service.js';
import { billPrintData, linkedReturns } from './bill-read.service.js';
import { parseBillSearch } from './bill-search.js';

const WAREHOUSE_PAGES = [BILL_KINDS.QTRK.page, BILL_KINDS.QTCK.page];
const FINANCE_PAGES = ['/financial/item_in', '/financial/item_out', '/financial/money_in', '/financial/money_out', '/financial/giro', '/financial/advance_in'];

function nearDelivery(prefix: 'XSDD' | 'CGDD') {
  return route({
    method: 'GET',
    url: prefix === 'XSDD' ? '/depotHead/getNearDeliveryOrderList' : '/depotHead/getNearPurchaseDeliveryOrderList',
    access: page(BILL_KINDS[prefix].page),
    query: listQuerySchema.extend({ days: z.coerce.number().int().min(0).max(365).default(7) }),
    summary: prefix === 'XSDD' ? '近期交货的销售订单' : '近期到货的采购订单',
    handler: async (ctx, { query }) => nearDeliveryOrders(ctx.db, sessionOf(ctx), prefix, query.days, query),
  });
}

/** Warehouse flow, exports, printing and numbering around `/depotHead` (api.md §2.10, spec §7.4). */
export const depotHeadFlowRoutes = [
  route({
    method: 'GET',
    url: '/depotHead/waitBillList',
    access: page(WAREHOUSE_PAGES),
    query: listQuerySchema,
    summary: '待入库/待出库单据',
    handler: async (ctx, { query }) => waitingBills(ctx.db, sessionOf(ctx), parseBillSearch(query.search), query),
  }),
  route({
    method: 'GET',
    url: '/depotHead/waitBillCount',
    access: page(WAREHOUSE_PAGES),
    query: z.object({ search: z.string().max(4000).optional() }),
    summary: '待入库/待出库数量',
    handler: async (ctx, { query }) => waitingCount(ctx.db, sessionOf(ctx), parseBillSearch(query.search)),
  }),
  route({
    method: 'POST',
    url: '/depotHead/batchAddDepotHeadAndDetail',
    access: page(WAREHOUSE_PAGES, BUTTON.edit),
    body: z.object({ ids: idListSchema }),
    summary: '批量入库/出库',
    handler: async (ctx, { body }) => ({ bills: await batchAddInOut(documentContext(ctx), body.ids), message: '操作成功' }),
  }),
  nearDelivery('XSDD'),
  nearDelivery('CGDD'),
  route({
    method: 'GET',
    url: '/depotHead/getBillListByLinkNumber',
    access: page(BILL_PAGES),
    query: z.object({ number: z.string().trim().min(1, '单据编号不能为空').max(50) }),
    summary: '关联的退货单',
    handler: async (ctx, { query }) => linkedReturns(ctx.db, sessionOf(ctx), query.number),
  }),
  route({
    method: 'GET',
    url: '/depotHead/exportExcel',
    access: page(BILL_PAGES, BUTTON.export),
    query: z.object({ search: z.string().max(4000).optional() }),
    summary: '导出单据列表',
    handler: async (ctx, { query }) => exportBills(ctx.db, sessionOf(ctx), parseBillSearch(query.search)),
  }),
  route({
    // Print is a read: the reference offers no print button on bill pages, so viewing the page suffices.
    method: 'GET',
    url: '/depotHead/printData',
    access: page(BILL_PAGES),
    query: idQuerySchema,
    summary: '单据打印数据',
    handler: async (ctx, { query }) => billPrintData(ctx.db, sessionOf(ctx), String(query.id)),
  }),
  route({
    method: 'GET',
    url: '/sequence/buildNumber',
    access: page([...BILL_PAGES, ...FINANCE_PAGES], BUTTON.edit),
    query: z.object({
      prefix: z
        .string()
        .trim()
        .regex(/^[A-Z]{2,6}$/, '单据前缀不正确')
        .optional(),
    }),
    summary: '单据编号',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      if (
        query.prefix &&
        BILL_KINDS[query.prefix as keyof typeof BILL_KINDS] &&
        !(await allowedKinds(ctx.db, s, BUTTON.edit)).some((k) => k.prefix === query.prefix)
      )
        throw forbidden();
      const value = await nextSequence(ctx.db, s.tenantId, query.prefix ?? SHARED_COUNTER);
      const defaultNumber = numberDigits(value);
      return { defaultNumber, ...(query.prefix ? { number: `${query.prefix}${defaultNumber}` } : {}) };
    },
  }),
];
