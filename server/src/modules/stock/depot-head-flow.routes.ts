import {
  BILL_KINDS,
  BILL_PAGES,
  BUTTON,
  FINANCE_PAGES,
  isOrder,
  kindsWhere,
  nearDeliveryQuery,
  stockRequests,
  warehouseLink,
  type BillKind,
  type PriceCategory,
} from '@suanpan/contracts';
import { forbidden } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { documentContext } from '../../platform/document/context.js';
import { numberDigits, peekSequence, SHARED_COUNTER } from '../../platform/document/numbering.js';
import { batchAddInOut } from './bill-inout.service.js';
import { allowedKinds, exportBills, nearDeliveryOrders, waitingBills, waitingCount } from './bill-query.service.js';
import { billPrintData, linkedReturns } from './bill-read.service.js';
import { parseBillSearch } from './bill-search.js';

const WAREHOUSE_PAGES = kindsWhere((k) => warehouseLink(k) !== undefined).map((p) => BILL_KINDS[p].page);

/** 近期交货/到货: one list per order kind, named by the side of the trade it is on. */
const NEAR_DELIVERY: Record<PriceCategory, { url: string; summary: string } | undefined> = {
  sale: { url: '/depotHead/getNearDeliveryOrderList', summary: '近期交货的销售订单' },
  buy: { url: '/depotHead/getNearPurchaseDeliveryOrderList', summary: '近期到货的采购订单' },
  retail: undefined,
};

function nearDelivery(kind: BillKind, near: { url: string; summary: string }) {
  return route({
    method: 'GET',
    url: near.url,
    access: page(kind.page),
    query: nearDeliveryQuery,
    summary: near.summary,
    handler: async (ctx, { query }) => nearDeliveryOrders(ctx.db, sessionOf(ctx), kind.prefix, query.days, query),
  });
}

/** Warehouse flow, exports, printing and numbering around `/depotHead` (api.md §2.10, spec §7.4). */
export const depotHeadFlowRoutes = [
  route({
    method: 'GET',
    url: '/depotHead/waitBillList',
    access: page(WAREHOUSE_PAGES),
    ...stockRequests['GET /depotHead/waitBillList'],
    summary: '待入库/待出库单据',
    handler: async (ctx, { query }) => waitingBills(ctx.db, sessionOf(ctx), parseBillSearch(query.search), query),
  }),
  route({
    method: 'GET',
    url: '/depotHead/waitBillCount',
    access: page(WAREHOUSE_PAGES),
    ...stockRequests['GET /depotHead/waitBillCount'],
    summary: '待入库/待出库数量',
    handler: async (ctx, { query }) => waitingCount(ctx.db, sessionOf(ctx), parseBillSearch(query.search)),
  }),
  route({
    method: 'POST',
    url: '/depotHead/batchAddDepotHeadAndDetail',
    access: page(WAREHOUSE_PAGES, BUTTON.edit),
    ...stockRequests['POST /depotHead/batchAddDepotHeadAndDetail'],
    summary: '批量入库/出库',
    handler: async (ctx, { body }) => ({ bills: await batchAddInOut(documentContext(ctx), body.ids), message: '操作成功' }),
  }),
  ...kindsWhere(isOrder).flatMap((p) => {
    const near = NEAR_DELIVERY[BILL_KINDS[p].priceCategory];
    return near ? [nearDelivery(BILL_KINDS[p], near)] : [];
  }),
  route({
    method: 'GET',
    url: '/depotHead/getBillListByLinkNumber',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotHead/getBillListByLinkNumber'],
    summary: '关联的退货单',
    handler: async (ctx, { query }) => linkedReturns(ctx.db, sessionOf(ctx), query.number),
  }),
  route({
    method: 'GET',
    url: '/depotHead/exportExcel',
    access: page(BILL_PAGES, BUTTON.export),
    ...stockRequests['GET /depotHead/exportExcel'],
    summary: '导出单据列表',
    handler: async (ctx, { query }) => exportBills(ctx.db, sessionOf(ctx), parseBillSearch(query.search)),
  }),
  route({
    // Print is a read: the reference offers no print button on bill pages, so viewing the page suffices.
    method: 'GET',
    url: '/depotHead/printData',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotHead/printData'],
    summary: '单据打印数据',
    handler: async (ctx, { query }) => billPrintData(ctx.db, sessionOf(ctx), String(query.id)),
  }),
  route({
    method: 'GET',
    url: '/sequence/buildNumber',
    access: page([...BILL_PAGES, ...FINANCE_PAGES], BUTTON.edit),
    ...stockRequests['GET /sequence/buildNumber'],
    summary: '单据编号',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      if (
        query.prefix &&
        BILL_KINDS[query.prefix as keyof typeof BILL_KINDS] &&
        !(await allowedKinds(ctx.db, s, BUTTON.edit)).some((k) => k.prefix === query.prefix)
      )
        throw forbidden();
      // A proposal only: the number is taken when the bill is saved.
      const value = await peekSequence(ctx.db, s.tenantId, query.prefix ?? SHARED_COUNTER);
      const defaultNumber = numberDigits(value);
      return { defaultNumber, ...(query.prefix ? { number: `${query.prefix}${defaultNumber}` } : {}) };
    },
  }),
];
