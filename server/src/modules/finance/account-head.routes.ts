import { BUTTON, FINANCE_PAGES, financeRequests } from '@suanpan/contracts';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { approvalRoutes } from '../../platform/document/approval-routes.js';
import { lifecycleRoutes } from '../../platform/document/lifecycle-routes.js';
import { documentContext } from '../../platform/document/context.js';
import { idempotencyKeyOf } from '../../platform/document/idempotency.js';
import { debtBills } from './debt-bills.query.js';
import { exportFinance, financeByNumber, financeInfo, financeLines, financeOfBill, listFinance } from './finance-read.service.js';
import { saveFinance } from './finance-save.service.js';
import { parseFinanceSearch } from './finance-search.js';
import { FINANCE_DOCS } from './finance-document.js';
import { deleteFinance, setFinanceStatus, transitionFinance } from './finance-status.service.js';

/** `/accountHead` and `/accountItem` (api.md §2.11); the document's own kind decides the page and buttons. */
export const accountHeadRoutes = [
  route({
    method: 'GET',
    url: '/accountHead/list',
    access: page(FINANCE_PAGES),
    ...financeRequests['GET /accountHead/list'],
    summary: '财务单据列表',
    handler: async (ctx, { query }) => listFinance(ctx.db, sessionOf(ctx), parseFinanceSearch(query.search), query),
  }),
  route({
    method: 'GET',
    url: '/accountHead/exportExcel',
    access: page(FINANCE_PAGES, BUTTON.export),
    ...financeRequests['GET /accountHead/exportExcel'],
    summary: '导出财务单据',
    handler: async (ctx, { query }) => exportFinance(ctx.db, sessionOf(ctx), parseFinanceSearch(query.search)),
  }),
  route({
    method: 'GET',
    url: '/accountHead/info',
    access: page(FINANCE_PAGES),
    ...financeRequests['GET /accountHead/info'],
    summary: '财务单据详情',
    handler: async (ctx, { query }) => financeInfo(ctx.db, sessionOf(ctx), String(query.id)),
  }),
  route({
    method: 'GET',
    url: '/accountHead/getDetailByNumber',
    access: page(FINANCE_PAGES),
    ...financeRequests['GET /accountHead/getDetailByNumber'],
    summary: '按编号取财务单据',
    handler: async (ctx, { query }) => financeByNumber(ctx.db, sessionOf(ctx), query.billNo),
  }),
  route({
    method: 'GET',
    url: '/accountHead/getFinancialBillNoByBillId',
    access: page(FINANCE_PAGES),
    ...financeRequests['GET /accountHead/getFinancialBillNoByBillId'],
    summary: '结算过该单据的财务单据',
    handler: async (ctx, { query }) => financeOfBill(ctx.db, sessionOf(ctx), String(query.billId)),
  }),
  route({
    method: 'GET',
    url: '/accountHead/debtBills',
    access: page(FINANCE_PAGES, BUTTON.edit),
    ...financeRequests['GET /accountHead/debtBills'],
    summary: '选择单据：往来单位的欠款单据',
    handler: async (ctx, { query }) => debtBills(ctx.db, sessionOf(ctx), { type: query.type, organId: String(query.organId) }, query),
  }),
  route({
    method: 'POST',
    url: '/accountHead/addAccountHeadAndDetail',
    access: page(FINANCE_PAGES, BUTTON.edit),
    ...financeRequests['POST /accountHead/addAccountHeadAndDetail'],
    summary: '新增财务单据',
    handler: async (ctx, { body }, req) => saveFinance(documentContext(ctx), { ...body, info: { ...body.info, id: undefined } }, idempotencyKeyOf(req.headers)),
  }),
  route({
    method: 'PUT',
    url: '/accountHead/updateAccountHeadAndDetail',
    access: page(FINANCE_PAGES, BUTTON.edit),
    ...financeRequests['PUT /accountHead/updateAccountHeadAndDetail'],
    summary: '修改财务单据',
    handler: async (ctx, { body }, req) => {
      if (!body.info.id) throw badRequest('单据id不能为空', 'info.id');
      return saveFinance(documentContext(ctx), body, idempotencyKeyOf(req.headers));
    },
  }),
  ...lifecycleRoutes({ base: '/accountHead', pages: FINANCE_PAGES, noun: '财务单据', remove: deleteFinance, setStatus: setFinanceStatus }),
  route({
    method: 'GET',
    url: '/accountItem/getDetailList',
    access: page(FINANCE_PAGES),
    ...financeRequests['GET /accountItem/getDetailList'],
    summary: '财务单据明细',
    handler: async (ctx, { query }) => financeLines(ctx.db, sessionOf(ctx), String(query.headerId)),
  }),
  // 多级审核: 提交流程, 审核通过, 驳回 and the approval log.
  ...approvalRoutes({ base: '/accountHead', pages: FINANCE_PAGES, tables: FINANCE_DOCS, transition: transitionFinance, read: financeInfo }),
];
