import { repairRoute } from '../../platform/kept/repair-route.js';
import { idList, listQuerySchema, materialContract, optionalId, optionalText, requiredDay, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { materialFilters, pageAndExport, paging, period, sortOf } from './report-params.js';
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

const materialStockQuery = paging.extend({
  depotIds: idList('仓库'),
  position: optionalText('仓位货架'),
  zeroStock: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: '零库存只能是0或1' }).optional()),
  ...materialFilters,
});
const MATERIAL_STOCK_SORTS = ['mBarCode', 'purchaseDecimal', 'currentStock', 'currentStockPrice', 'currentWeight'];

const inOutStockQuery = paging.extend({
  depotIds: idList('仓库'),
  beginTime: requiredDay('开始日期'),
  endTime: requiredDay('结束日期'),
  ...materialFilters,
});
const IN_OUT_SORTS = ['barCode', 'prevSum', 'inSum', 'outSum', 'thisSum', 'thisAllPrice'];

const flowQuery = paging.extend({
  // jshERP's client loads its 商品流水 dialog's list once before a product is chosen (materialId ""): no rows then.
  materialId: optionalId('商品'),
  depotIds: idList('仓库'),
  number: optionalText('单据编号', 50),
  sku: optionalText('多属性', 200),
  batchNumber: optionalText('批号'),
  // 成本价流水: the reference client sends 'true' / 'false' (default false).
  stockPriceFlag: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0'], { error: 'stockPriceFlag只能是true或false' }).optional()),
  ...period,
});

const flow = (q: z.output<typeof flowQuery> & { materialId: number }) => ({ ...q, costView: q.stockPriceFlag === 'true' || q.stockPriceFlag === '1' });
/** The export needs the product: a sheet of no product's flow is a mistake, not an empty file. */
const withMaterial = <Q extends { materialId?: number | undefined }>(q: Q): Q & { materialId: number } => {
  if (q.materialId === undefined) throw badRequest('请选择商品', 'materialId');
  return q as Q & { materialId: number };
};

const WARNING_SORTS = ['depotName', 'currentNumber'];
const warningQuery = paging.extend({ depotId: optionalId('仓库'), mpList: z.string().max(2000).optional(), ...materialFilters });

const inOut = (q: z.output<typeof inOutStockQuery>) => ({ ...q, beginTime: q.beginTime, endTime: q.endTime });
const warning = (q: z.output<typeof warningQuery>) => ({ ...q, depotIds: q.depotId ? [String(q.depotId)] : undefined });

/** The stock reports (reports.md §1, §9, §11) on the reference's paths, with server totals and streamed exports. */
export const stockReportRoutes = [
  ...pageAndExport({
    url: '/material/getListWithStock',
    exportUrl: '/material/exportListWithStock',
    access: page(REPORT_PAGE.materialStock),
    query: materialStockQuery,
    summary: '商品库存',
    page: async (ctx, query) => materialStock(ctx.db, sessionOf(ctx), query, query, sortOf(query, MATERIAL_STOCK_SORTS)),
    exportAll: async (ctx, query) => exportMaterialStock(ctx.db, sessionOf(ctx), query, sortOf(query, MATERIAL_STOCK_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/material/getStockValueByCategory',
    access: page(REPORT_PAGE.materialStock),
    query: materialStockQuery,
    summary: '库存金额按类别',
    handler: async (ctx, { query }) => stockValueByCategory(ctx.db, sessionOf(ctx), query),
  }),
  ...pageAndExport({
    url: '/depotItem/getInOutStock',
    exportUrl: '/depotItem/exportInOutStock',
    access: page(REPORT_PAGE.inOutStock),
    query: inOutStockQuery,
    summary: '进销存统计',
    page: async (ctx, query) => inOutStock(ctx.db, sessionOf(ctx), inOut(query), query, sortOf(query, IN_OUT_SORTS)),
    exportAll: async (ctx, query) => exportInOutStock(ctx.db, sessionOf(ctx), inOut(query), sortOf(query, IN_OUT_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getInOutStockCountMoney',
    access: page(REPORT_PAGE.inOutStock),
    query: z.object({ depotIds: idList('仓库'), endTime: requiredDay('结束日期'), ...materialFilters }),
    summary: '进销存统计合计',
    handler: async (ctx, { query }) => inOutStockTotals(ctx.db, sessionOf(ctx), { ...query, endTime: query.endTime }),
  }),
  route({
    method: 'GET',
    url: '/material/getMaterialDepotStock',
    access: page(STOCK_PAGES),
    query: listQuerySchema.pick({ currentPage: true, pageSize: true }).extend({ materialId: recordId('商品', '请选择商品'), depotIds: idList('仓库') }),
    summary: '商品各仓库存',
    handler: async (ctx, { query }) => materialDepotStockNow(ctx.db, sessionOf(ctx), query, query),
  }),
  route({
    method: 'GET',
    url: '/depotItem/getMaterialDepotStockByParam',
    access: page(STOCK_PAGES),
    query: z.object({
      materialId: recordId('商品', '请选择商品'),
      depotIds: idList('仓库'),
      unitPrice: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string()
          .regex(/^-?\d{1,18}(\.\d{1,6})?$/, '单价格式不正确')
          .optional(),
      ),
      beginTime: requiredDay('开始日期'),
      endTime: requiredDay('结束日期'),
    }),
    summary: '商品各仓库存（期间）',
    handler: async (ctx, { query }) => materialDepotStockAt(ctx.db, sessionOf(ctx), query),
  }),
  ...pageAndExport({
    url: '/depotItem/findDetailByDepotIdsAndMaterialId',
    exportUrl: '/depotItem/exportDetailByDepotIdsAndMaterialId',
    access: page(STOCK_PAGES),
    query: flowQuery,
    summary: '商品流水',
    page: async (ctx, query) =>
      query.materialId === undefined ? { rows: [], total: 0 } : materialFlow(ctx.db, sessionOf(ctx), flow(withMaterial(query)), query),
    exportAll: async (ctx, query) => exportMaterialFlow(ctx.db, sessionOf(ctx), flow(withMaterial(query))),
  }),
  ...pageAndExport({
    url: '/depotItem/findStockWarningCount',
    exportUrl: '/depotItem/exportStockWarningCount',
    access: page(REPORT_PAGE.stockWarning),
    query: warningQuery,
    summary: '库存预警',
    page: async (ctx, query) => stockWarning(ctx.db, sessionOf(ctx), warning(query), query, sortOf(query, WARNING_SORTS)),
    exportAll: async (ctx, query) => exportStockWarning(ctx.db, sessionOf(ctx), warning(query), sortOf(query, WARNING_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depot/getAllListWithStock',
    access: page(materialContract.page),
    query: z.object({ mId: z.coerce.number({ error: 'mId必须是数字' }).int('mId必须是整数').min(0, 'mId不能小于0').max(Number.MAX_SAFE_INTEGER).default(0) }),
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
