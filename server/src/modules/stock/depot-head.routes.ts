import { BILL_PAGES, idsSchema, stockRequests, theKind, BUTTON } from '@suanpan/contracts';
import { badRequest } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route } from '../../app/route.js';
import { approvalRoutes } from '../../platform/document/approval-routes.js';
import { lifecycleRoutes } from '../../platform/document/lifecycle-routes.js';
import { documentContext } from '../../platform/document/context.js';
import { idempotencyKeyOf } from '../../platform/document/idempotency.js';
import { saveBill } from './bill-posting.service.js';
import { listBills } from './bill-query.service.js';
import { billByNumber, billInfo } from './bill-read.service.js';
import { parseBillSearch } from './bill-search.js';
import { GOODS_BILLS } from './bill-document.js';
import { closeBills, deleteBills, setStatus, transitionBills } from './bill-status.service.js';

/** `/depotHead` list, read and lifecycle endpoints (api.md §2.10); the bill's own kind decides the page. */
export const depotHeadRoutes = [
  route({
    method: 'GET',
    url: '/depotHead/list',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotHead/list'],
    summary: '单据列表',
    handler: async (ctx, { query }) => listBills(ctx.db, sessionOf(ctx), parseBillSearch(query.search), query),
  }),
  route({
    method: 'GET',
    url: '/depotHead/info',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotHead/info'],
    summary: '单据详情',
    handler: async (ctx, { query }) => billInfo(ctx.db, sessionOf(ctx), String(query.id)),
  }),
  route({
    method: 'GET',
    url: '/depotHead/getDetailByNumber',
    access: page(BILL_PAGES),
    ...stockRequests['GET /depotHead/getDetailByNumber'],
    summary: '按编号取单据',
    handler: async (ctx, { query }) => billByNumber(ctx.db, sessionOf(ctx), query.number),
  }),
  route({
    method: 'POST',
    url: '/depotHead/addDepotHeadAndDetail',
    access: page(BILL_PAGES, BUTTON.edit),
    ...stockRequests['POST /depotHead/addDepotHeadAndDetail'],
    summary: '新增单据',
    handler: async (ctx, { body }, req) => saveBill(documentContext(ctx), { ...body, info: { ...body.info, id: undefined } }, idempotencyKeyOf(req.headers)),
  }),
  route({
    method: 'PUT',
    url: '/depotHead/updateDepotHeadAndDetail',
    access: page(BILL_PAGES, BUTTON.edit),
    ...stockRequests['PUT /depotHead/updateDepotHeadAndDetail'],
    summary: '修改单据',
    handler: async (ctx, { body }, req) => {
      if (!body.info.id) throw badRequest('单据id不能为空', 'info.id');
      return saveBill(documentContext(ctx), body, idempotencyKeyOf(req.headers));
    },
  }),
  ...lifecycleRoutes({
    base: '/depotHead',
    pages: BILL_PAGES,
    noun: '单据',
    deleteBatchAliases: ['/depotHead/batchDeleteBillByIds'],
    remove: deleteBills,
    setStatus,
  }),
  ...(['force', 'forcePurchase'] as const).map((action) =>
    route({
      method: 'POST',
      url: action === 'force' ? '/depotHead/forceCloseBatch' : '/depotHead/forceClosePurchaseBatch',
      access: page(BILL_PAGES, BUTTON.edit),
      body: idsSchema,
      summary: action === 'force' ? '强制结单' : '强制结单-以销定购',
      handler: async (ctx, { body }) => {
        await closeBills(documentContext(ctx), body.ids, action);
        return { message: '操作成功' };
      },
    }),
  ),
  ...(['finish', 'cancel'] as const).map((action) =>
    route({
      method: 'POST',
      url: action === 'finish' ? '/depotHead/finishSaleOrder' : '/depotHead/cancelSaleOrder',
      access: page(theKind((k) => k.closable).page, BUTTON.edit),
      body: idsSchema,
      summary: action === 'finish' ? '销售订单完成' : '销售订单作废',
      handler: async (ctx, { body }) => {
        await closeBills(documentContext(ctx), body.ids, action);
        return { message: '操作成功' };
      },
    }),
  ),
  // 多级审核: 提交流程, 审核通过, 驳回 and the approval log.
  ...approvalRoutes({ base: '/depotHead', pages: BILL_PAGES, tables: GOODS_BILLS, transition: transitionBills, read: billInfo }),
];
