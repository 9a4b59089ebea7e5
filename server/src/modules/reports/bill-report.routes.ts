import { blankAsAbsent, FINANCE_KINDS, optionalId, optionalText, PARTNER_TYPE_PAGES, requiredDay } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { businessToday } from '../../platform/business-date.js';
import { repairRoute } from '../../platform/kept/repair-route.js';
import { withSearchJson } from '../../platform/list/search-json.js';
import {
  ALLOCATION_PAGE,
  allocationDetail,
  COUNT_PAGE,
  debtExport,
  debtList,
  DETAIL_PAGE,
  exportAllocationDetail,
  exportInOutDetail,
  exportMaterialCount,
  exportStatementAccount,
  exportTradeReport,
  inOutDetail,
  materialCount,
  needCount,
  STATEMENT_PAGE,
  statementAccount,
  TRADE_PAGE,
  tradeReport,
  tradeReportTrend,
} from './bill-report.service.js';
import type { Trade } from './trade-report.query.js';

/** The 收款单 / 付款单 pages, whose lists show 待收款(N) / 待付款(N). */
const FINANCE_SETTLING_PAGES = Object.values(FINANCE_KINDS).flatMap((k) => (k.settles ? [k.page] : []));
import { repairPartnerStatements } from './partner-statement.repository.js';
import { materialFilters, pageAndExport, paging, period, sortOf } from './report-params.js';

const common = {
  ...materialFilters,
  ...period,
  organId: optionalId('往来单位'),
  depotId: optionalId('仓库'),
  organizationId: optionalId('部门'),
  mpList: z.string().max(2000).optional(),
};
const direction = z.enum(['入库', '出库'], { error: '类型只能是入库或出库' });

const tradeQuery = paging.extend(common);
const detailQuery = paging.extend({
  ...common,
  type: direction,
  number: optionalText('单据编号', 50),
  creator: optionalId('操作员'),
  remark: optionalText('备注', 200),
});
const countQuery = paging.extend({ ...common, type: direction });
const allocationQuery = paging.extend({
  ...common,
  depotIdF: optionalId('调出仓库'),
  number: optionalText('单据编号', 50),
  remark: optionalText('备注', 200),
  subType: z.string().max(10).optional(),
});

const statementQuery = paging.extend({
  supplierType: z.enum(['客户', '供应商'], { error: '类型只能是客户或供应商' }),
  organId: optionalId('往来单位'),
  hasDebt: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: '欠款情况只能是0或1' }).optional()),
  beginTime: requiredDay('开始日期'),
  endTime: requiredDay('结束日期'),
});

// Flat (our app) or in jshERP's `search` JSON (its 收款单/付款单 选择单据 and 欠款详情); `type`/`subType` narrow to one
// kind of bill, as its 选择单据 asks for 销售 出库 (收款单) or 采购 入库 (付款单).
const debtQuery = withSearchJson(
  paging.extend({
    organId: z.coerce.number({ error: '请选择往来单位' }).int('往来单位必须是有效的编号').positive('往来单位必须是有效的编号').max(Number.MAX_SAFE_INTEGER),
    number: optionalText('单据编号', 50),
    materialParam: optionalText('商品信息'),
    type: z.preprocess(blankAsAbsent, direction.optional()),
    subType: optionalText('单据类型', 10),
    ...period,
  }),
);

const TRADE_SORTS = ['barCode', 'inSum', 'outSum', 'inSumPrice', 'outSumPrice'];
const DETAIL_SORTS = ['barCode', 'operNumber', 'unitPrice', 'allPrice', 'taxMoney'];
const COUNT_SORTS = ['barCode', 'numSum', 'priceSum'];

const TRADES: ReadonlyArray<[Trade, string, string, string]> = [
  ['buy', '/depotItem/buyIn', '/depotItem/exportBuyIn', '采购统计'],
  ['sale', '/depotItem/saleOut', '/depotItem/exportSaleOut', '销售统计'],
  ['retail', '/depotItem/retailOut', '/depotItem/exportRetailOut', '零售统计'],
];
const tradeFilters = z.object(common);

/** The bill-line reports (reports.md §3–§8) on the reference's paths, with server totals and streamed exports. */
export const billReportRoutes = [
  ...TRADES.flatMap(([trade, url, exportUrl, title]) =>
    pageAndExport({
      url,
      exportUrl,
      access: page(TRADE_PAGE[trade]),
      query: tradeQuery,
      summary: title,
      page: async (ctx, query) => tradeReport(ctx.db, sessionOf(ctx), trade, query, query, sortOf(query, TRADE_SORTS)),
      exportAll: async (ctx, query) => exportTradeReport(ctx.db, sessionOf(ctx), trade, query, sortOf(query, TRADE_SORTS)),
    }),
  ),
  ...TRADES.map(([trade, url, , title]) =>
    route({
      method: 'GET',
      url: `${url}Trend`,
      access: page(TRADE_PAGE[trade]),
      query: tradeFilters,
      summary: `${title}趋势`,
      handler: async (ctx, { query }) => tradeReportTrend(ctx.db, sessionOf(ctx), trade, query),
    }),
  ),
  ...pageAndExport({
    url: '/depotHead/findInOutDetail',
    exportUrl: '/depotHead/exportInOutDetail',
    access: page(Object.values(DETAIL_PAGE)),
    query: detailQuery,
    summary: '入库明细/出库明细',
    page: async (ctx, query) => inOutDetail(ctx.db, sessionOf(ctx), query.type, query, query, sortOf(query, DETAIL_SORTS)),
    exportAll: async (ctx, query) => exportInOutDetail(ctx.db, sessionOf(ctx), query.type, query, sortOf(query, DETAIL_SORTS)),
  }),
  ...pageAndExport({
    url: '/depotHead/findInOutMaterialCount',
    exportUrl: '/depotHead/exportInOutMaterialCount',
    access: page(Object.values(COUNT_PAGE)),
    query: countQuery,
    summary: '入库汇总/出库汇总',
    page: async (ctx, query) => materialCount(ctx.db, sessionOf(ctx), query.type, query, query, sortOf(query, COUNT_SORTS)),
    exportAll: async (ctx, query) => exportMaterialCount(ctx.db, sessionOf(ctx), query.type, query, sortOf(query, COUNT_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depotHead/getStatementAccount',
    // Also the 收款单/付款单 pages (待收款 / 待付款); the service checks the one of the asked type.
    access: page([...Object.values(STATEMENT_PAGE), ...FINANCE_SETTLING_PAGES]),
    query: statementQuery,
    summary: '客户对账/供应商对账',
    handler: async (ctx, { query }) => statementAccount(ctx.db, sessionOf(ctx), query, query, sortOf(query, ['allNeed', 'preNeed'])),
  }),
  route({
    method: 'GET',
    url: '/depotHead/exportStatementAccount',
    access: page(Object.values(STATEMENT_PAGE)),
    query: statementQuery,
    summary: '客户对账/供应商对账导出',
    handler: async (ctx, { query }) => exportStatementAccount(ctx.db, sessionOf(ctx), query, sortOf(query, ['allNeed', 'preNeed'])),
  }),
  route({
    method: 'GET',
    url: '/depotHead/getNeedCount',
    // The statement pages and the 收款单/付款单 pages; the service checks the one of the asked type.
    access: page([...Object.values(STATEMENT_PAGE), ...FINANCE_SETTLING_PAGES]),
    query: z.object({ type: z.enum(['customer', 'vendor'], { error: 'type只能是customer或vendor' }) }),
    summary: '待收款/待付款单位数',
    handler: async (ctx, { query }) => needCount(ctx.db, sessionOf(ctx), query.type === 'customer' ? '客户' : '供应商', businessToday(ctx.config.timeZone)),
  }),
  // The statements' kept all-time totals per partner (migration 0034), set to a recomputation by the 客户信息 page's 编辑.
  repairRoute({
    url: '/depotHead/repairStatementTotals',
    page: PARTNER_TYPE_PAGES.客户,
    summary: '修正往来单位对账合计',
    repair: repairPartnerStatements,
  }),
  ...pageAndExport({
    url: '/depotHead/debtList',
    exportUrl: '/depotHead/debtExport',
    // Also the 收款单/付款单 pages (选择单据); the service checks the one of the partner's type.
    access: page([...Object.values(STATEMENT_PAGE), ...FINANCE_SETTLING_PAGES]),
    query: debtQuery,
    // One partner's bills: a customer not granted is refused (the statement list narrows to granted ones instead).
    grants: { customer: 'organId' },
    summary: '欠款详情',
    page: async (ctx, query) => debtList(ctx.db, sessionOf(ctx), query, query),
    exportAll: async (ctx, query) => debtExport(ctx.db, sessionOf(ctx), query),
  }),
  ...pageAndExport({
    url: '/depotHead/findAllocationDetail',
    exportUrl: '/depotHead/exportAllocationDetail',
    access: page(ALLOCATION_PAGE),
    query: allocationQuery,
    summary: '调拨明细',
    page: async (ctx, query) => allocationDetail(ctx.db, sessionOf(ctx), query, query, sortOf(query, DETAIL_SORTS)),
    exportAll: async (ctx, query) => exportAllocationDetail(ctx.db, sessionOf(ctx), query, sortOf(query, DETAIL_SORTS)),
  }),
];
