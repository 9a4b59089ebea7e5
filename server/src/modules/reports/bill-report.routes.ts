import { billReportRequests, FINANCE_KINDS, PARTNER_TYPE_PAGES } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { businessToday } from '../../platform/business-date.js';
import { repairRoute } from '../../platform/kept/repair-route.js';
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
import { pageAndExport, sortOf } from './report-params.js';

const TRADE_SORTS = ['barCode', 'inSum', 'outSum', 'inSumPrice', 'outSumPrice'];
const DETAIL_SORTS = ['barCode', 'operNumber', 'unitPrice', 'allPrice', 'taxMoney'];
const COUNT_SORTS = ['barCode', 'numSum', 'priceSum'];

const TRADES = [
  ['buy', '/depotItem/buyIn', '/depotItem/exportBuyIn', '采购统计'],
  ['sale', '/depotItem/saleOut', '/depotItem/exportSaleOut', '销售统计'],
  ['retail', '/depotItem/retailOut', '/depotItem/exportRetailOut', '零售统计'],
] as const satisfies ReadonlyArray<readonly [Trade, string, string, string]>;

/** The bill-line reports (reports.md §3–§8) on the reference's paths, with server totals and streamed exports. */
export const billReportRoutes = [
  ...TRADES.flatMap(([trade, url, exportUrl, title]) =>
    pageAndExport({
      url,
      exportUrl,
      access: page(TRADE_PAGE[trade]),
      query: billReportRequests[`GET ${url}`].query,
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
      ...billReportRequests[`GET ${url}Trend`],
      summary: `${title}趋势`,
      handler: async (ctx, { query }) => tradeReportTrend(ctx.db, sessionOf(ctx), trade, query),
    }),
  ),
  ...pageAndExport({
    url: '/depotHead/findInOutDetail',
    exportUrl: '/depotHead/exportInOutDetail',
    access: page(Object.values(DETAIL_PAGE)),
    query: billReportRequests['GET /depotHead/findInOutDetail'].query,
    summary: '入库明细/出库明细',
    page: async (ctx, query) => inOutDetail(ctx.db, sessionOf(ctx), query.type, query, query, sortOf(query, DETAIL_SORTS)),
    exportAll: async (ctx, query) => exportInOutDetail(ctx.db, sessionOf(ctx), query.type, query, sortOf(query, DETAIL_SORTS)),
  }),
  ...pageAndExport({
    url: '/depotHead/findInOutMaterialCount',
    exportUrl: '/depotHead/exportInOutMaterialCount',
    access: page(Object.values(COUNT_PAGE)),
    query: billReportRequests['GET /depotHead/findInOutMaterialCount'].query,
    summary: '入库汇总/出库汇总',
    page: async (ctx, query) => materialCount(ctx.db, sessionOf(ctx), query.type, query, query, sortOf(query, COUNT_SORTS)),
    exportAll: async (ctx, query) => exportMaterialCount(ctx.db, sessionOf(ctx), query.type, query, sortOf(query, COUNT_SORTS)),
  }),
  route({
    method: 'GET',
    url: '/depotHead/getStatementAccount',
    // Also the 收款单/付款单 pages (待收款 / 待付款); the service checks the one of the asked type.
    access: page([...Object.values(STATEMENT_PAGE), ...FINANCE_SETTLING_PAGES]),
    ...billReportRequests['GET /depotHead/getStatementAccount'],
    summary: '客户对账/供应商对账',
    handler: async (ctx, { query }) => statementAccount(ctx.db, sessionOf(ctx), query, query, sortOf(query, ['allNeed', 'preNeed'])),
  }),
  route({
    method: 'GET',
    url: '/depotHead/exportStatementAccount',
    access: page(Object.values(STATEMENT_PAGE)),
    ...billReportRequests['GET /depotHead/exportStatementAccount'],
    summary: '客户对账/供应商对账导出',
    handler: async (ctx, { query }) => exportStatementAccount(ctx.db, sessionOf(ctx), query, sortOf(query, ['allNeed', 'preNeed'])),
  }),
  route({
    method: 'GET',
    url: '/depotHead/getNeedCount',
    // The statement pages and the 收款单/付款单 pages; the service checks the one of the asked type.
    access: page([...Object.values(STATEMENT_PAGE), ...FINANCE_SETTLING_PAGES]),
    ...billReportRequests['GET /depotHead/getNeedCount'],
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
    query: billReportRequests['GET /depotHead/debtList'].query,
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
    query: billReportRequests['GET /depotHead/findAllocationDetail'].query,
    summary: '调拨明细',
    page: async (ctx, query) => allocationDetail(ctx.db, sessionOf(ctx), query, query, sortOf(query, DETAIL_SORTS)),
    exportAll: async (ctx, query) => exportAllocationDetail(ctx.db, sessionOf(ctx), query, sortOf(query, DETAIL_SORTS)),
  }),
];
