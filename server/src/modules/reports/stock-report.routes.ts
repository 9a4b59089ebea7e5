import { repairRoute } from '../../platform/kept/repair-route.js';
import { materialContract, stockReportRequests } from '@suanpan/contracts';
import type { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { pageAndExport, sortOf } from './report-params.js';
import {
  allDepotsWithStock,
  creatorsOfCurrentUser,
  exportInOutStock,
  exportMaterialFlow,
  exportMaterialStock,
  exportStockWarning,
  inOutStock,
  inOutStockTotals,
  materialDepotStockAt,
  materialDepotStockNow,
  materialFlow,
  materialStock,
  stockValueByCategory,
  stockWarning,
} from './stock-report.service.js';
import { repairStockDays } from './stock-day.repository.js';

export const REPORT_PAGE = {
  materialStock: '/report/material_stock',
  inOutStock: '/report/in_out_stock_report',
  stockWarning: '/report/stock_warning_report',
} as const;

/** The stock drill-downs (商品流水, 库存分布) open from 商品库存, 进销存统计 and the product list. */
const STOCK_PAGES = [REPORT_PAGE.materialStock, REPORT_PAGE.inOutStock, materialContract.page];

const MATERIAL_STOCK_SORTS = ['mBarCode', 'purchaseDecimal', 'currentStock', 'currentStockPrice', 'currentWeight'];

type InOutStockQuery = z.output<(typeof stockReportRequests)['GET /depotItem/getInOutStock']['query']>;
const IN_OUT_SORTS = ['barCode', 'prevSum', 'inSum', 'outSum', 'thisSum', 'thisAllPrice'];

type FlowQuery = z.output<(typeof stockReportRequests)['GET /depotItem/findDetailByDepotIdsAndMaterialId']['query']>;

const flow = (q: FlowQuery & { materialId: number }) => ({ ...q, costView: q.stockPriceFlag === 'true' || q.stockPriceFlag === '1' });
/** The export needs the product: a sheet of no product's flow is a mistake, not an empty file. */
const withMaterial = <Q extends { materialId?: number | undefined }>(q: Q): Q & { materialId: number } => {
  if (q.materialId === undefined) throw badRequest('请选择商品', 'materialId');
  return q as Q & { materialId: number };
};

const WARNING_SORTS = ['depotName', 'currentNumber'];
type WarningQuery = z.output<(typeof stockReportRequests)['GET /depotItem/findStockWarningCount']['query']>;

const inOut = (q: InOutStockQuery) => ({ ...q, beginTime: q.beginTime, endTime: q.endTime });
const warning = (q: WarningQuery) => ({ ...q, depotIds: q.depotId ? [String(q.depotId)] : undefined });

/** The stock reports (reports.md §1, §9, §11) on the reference's paths, with server totals and streamed exports. */
export const stockReportRoutes = [
  ...pageAndExport({
    url: '/material/getListWithStock',
    exportUrl: '/material/exportListWithStock',
    access: page(REPORT_PAGE.materialStock),
    query: stockReportRequests['GET /material/getListWithStock'].query,
    summary: '商品库存',
    page: async (ctx, query) => materialStock(ctx.db, sessionOf(ctx), query, query, sortOf(query, MATERIAL_STOCK_SORTS)),
    exportAll: async (ctx, query) => exportMaterialStock(ctx.db, sessionOf(ctx), query, sortOf(query, MATERIAL_STOCK_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/material/getStockValueByCategory',
    access: page(REPORT_PAGE.materialStock),
    ...stockReportRequests['GET /material/getStockValueByCategory'],
    summary: '库存金额按类别',
    handler: async (ctx, { query }) => stockValueByCategory(ctx.db, sessionOf(ctx), query),
  }),
  ...pageAndExport({
    url: '/depotItem/getInOutStock',
    exportUrl: '/depotItem/exportInOutStock',
    access: page(REPORT_PAGE.inOutStock),
    query: stockReportRequests['GET /depotItem/getInOutStock'].query,
    summary: '进销存统计',
    page: async (ctx, query) => inOutStock(ctx.db, sessionOf(ctx), inOut(query), query, sortOf(query, IN_OUT_SORTS)),
    exportAll: async (ctx, query) => exportInOutStock(ctx.db, sessionOf(ctx), inOut(query), sortOf(query, IN_OUT_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getInOutStockCountMoney',
    access: page(REPORT_PAGE.inOutStock),
    ...stockReportRequests['GET /depotItem/getInOutStockCountMoney'],
    summary: '进销存统计合计',
    handler: async (ctx, { query }) => inOutStockTotals(ctx.db, sessionOf(ctx), { ...query, endTime: query.endTime }),
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialDepotStock',
    access: page(STOCK_PAGES),
    ...stockReportRequests['GET /material/getMaterialDepotStock'],
    summary: '商品各仓库存',
    handler: async (ctx, { query }) => materialDepotStockNow(ctx.db, sessionOf(ctx), query, query),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getMaterialDepotStockByParam',
    access: page(STOCK_PAGES),
    ...stockReportRequests['GET /depotItem/getMaterialDepotStockByParam'],
    summary: '商品各仓库存（期间）',
    handler: async (ctx, { query }) => materialDepotStockAt(ctx.db, sessionOf(ctx), query),
  }),
  ...pageAndExport({
    url: '/depotItem/findDetailByDepotIdsAndMaterialId',
    exportUrl: '/depotItem/exportDetailByDepotIdsAndMaterialId',
    access: page(STOCK_PAGES),
    query: stockReportRequests['GET /depotItem/findDetailByDepotIdsAndMaterialId'].query,
    summary: '商品流水',
    page: async (ctx, query) =>
      query.materialId === undefined ? { rows: [], total: 0 } : materialFlow(ctx.db, sessionOf(ctx), flow(withMaterial(query)), query),
    exportAll: async (ctx, query) => exportMaterialFlow(ctx.db, sessionOf(ctx), flow(withMaterial(query))),
  }),
  ...pageAndExport({
    url: '/depotItem/findStockWarningCount',
    exportUrl: '/depotItem/exportStockWarningCount',
    access: page(REPORT_PAGE.stockWarning),
    query: stockReportRequests['GET /depotItem/findStockWarningCount'].query,
    summary: '库存预警',
    page: async (ctx, query) => stockWarning(ctx.db, sessionOf(ctx), warning(query), query, sortOf(query, WARNING_SORTS)),
    exportAll: async (ctx, query) => exportStockWarning(ctx.db, sessionOf(ctx), warning(query), sortOf(query, WARNING_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depot/getAllListWithStock',
    access: page(materialContract.page),
    ...stockReportRequests['GET /depot/getAllListWithStock'],
    summary: '各仓库存（商品表单）',
    handler: async (ctx, { query }) => allDepotsWithStock(ctx.db, sessionOf(ctx), query.mId),
  }),
  repairRoute({ url: '/material/repairStockDays', page: materialContract.page, summary: '修正库存日汇总', repair: repairStockDays }),
  route({
    method: 'GET',
    url: '/depotHead/getCreatorByCurrentUser',
    access: LOGIN,
    summary: '当前用户可见的制单人',
    handler: async (ctx) => creatorsOfCurrentUser(ctx.db, sessionOf(ctx)),
  }),
];
