import { repairRoute } from '../../platform/kept/repair-route.js';
import { accountContract, basicRequests, BUTTON } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { forbidden, notFound } from '../../app/errors.js';
import { mayUse } from '../../app/auth/permissions.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Db as AuthDb } from '../../db/database.js';
import { exportList, sheetTip } from '../../platform/list/list-export.js';
import { listPage } from '../../platform/list/list-source.js';
import { repairAccountDays } from './account-day.repository.js';
import { accountFlowSource, flowAccount } from './account-flow.query.js';
import { accountReport, accountStatistics, exportAccountReport, withBalances } from './account.resource.js';
import { setDefault } from './default-flag.service.js';
import { enabledRows } from './picker.query.js';

const ACCOUNT_REPORT = '/report/account_report';
const REPORT_PAGES = [accountContract.page, ACCOUNT_REPORT];
/** An account's flow as a list, for the page and the spreadsheet (404 for an account not live in the tenant). */
async function flowOf(
  ctx: RequestContext,
  query: { accountId: number; number?: string | undefined; beginTime?: string | undefined; endTime?: string | undefined },
) {
  const s = sessionOf(ctx);
  const account = await flowAccount(ctx.db, s.tenantId, query.accountId);
  if (!account) throw notFound('结算账户不存在或已被删除', 'accountId');
  const filter = { number: query.number || undefined, beginTime: query.beginTime, endTime: query.endTime };
  return { account, source: accountFlowSource(ctx.balances, s.tenantId, account, filter) };
}

/**
 * 导出 of 账户统计 / 账户流水: from the report page (which, as every report, offers no buttons) or from 结算账户 with its
 * 导出 button.
 */
async function assertExport(ctx: RequestContext): Promise<void> {
  const s = sessionOf(ctx);
  const db = ctx.db as unknown as AuthDb;
  if ((await mayUse(db, s, [ACCOUNT_REPORT])) || (await mayUse(db, s, [accountContract.page], BUTTON.export))) return;
  throw forbidden();
}

async function enabledAccounts(ctx: Parameters<Parameters<typeof route>[0]['handler']>[0]) {
  const s = sessionOf(ctx);
  return withBalances(ctx, s, await enabledRows(ctx.db, s.tenantId, 'account', accountContract.fields, 'sort'));
}

/** Account pickers (LOGIN: every bill and finance screen needs them), default switch and balances. */
export const accountRoutes = [
  route({
    method: 'GET',
    url: '/account/getAccount',
    access: LOGIN,
    summary: '结算账户选择',
    handler: async (ctx) => ({ accountList: await enabledAccounts(ctx) }),
  }),
  route({
    method: 'GET',
    url: '/account/findBySelect',
    access: LOGIN,
    summary: '结算账户下拉',
    handler: async (ctx) => (await enabledAccounts(ctx)).map((a) => ({ Id: a.id, AccountName: a.name })),
  }),
  route({
    method: 'POST',
    url: '/account/updateIsDefault',
    access: page(accountContract.page, BUTTON.edit),
    ...basicRequests['POST /account/updateIsDefault'],
    summary: '设置默认结算账户',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await ctx.db.transaction().execute((trx) => setDefault(trx, 'account', accountContract.label, s, ctx.ip, body.id));
      return { message: '成功' };
    },
  }),
  route({
    method: 'GET',
    url: '/account/listWithBalance',
    access: page(REPORT_PAGES),
    ...basicRequests['GET /account/listWithBalance'],
    summary: '结算账户余额列表',
    handler: async (ctx, { query }) => accountReport(ctx, sessionOf(ctx), query),
  }),
  repairRoute({ url: '/account/repairAccountDays', page: accountContract.page, summary: '修正账户日汇总', repair: repairAccountDays }),
  route({
    method: 'GET',
    url: '/account/getStatistics',
    access: page(REPORT_PAGES),
    ...basicRequests['GET /account/getStatistics'],
    summary: '结算账户统计',
    handler: async (ctx, { query }) => accountStatistics(ctx, sessionOf(ctx), { name: query.name || undefined, serialNo: query.serialNo || undefined }),
  }),
  route({
    method: 'GET',
    url: '/account/exportListWithBalance',
    access: page(REPORT_PAGES),
    ...basicRequests['GET /account/exportListWithBalance'],
    summary: '账户统计导出',
    handler: async (ctx, { query }) => {
      await assertExport(ctx);
      return exportAccountReport(ctx, sessionOf(ctx), query);
    },
  }),
  route({
    method: 'GET',
    url: '/account/findAccountInOutList',
    access: page(REPORT_PAGES),
    ...basicRequests['GET /account/findAccountInOutList'],
    summary: '账户流水',
    handler: async (ctx, { query }) => listPage(ctx.db, (await flowOf(ctx, query)).source, query),
  }),
  route({
    method: 'GET',
    url: '/account/exportAccountInOutList',
    access: page(REPORT_PAGES),
    ...basicRequests['GET /account/exportAccountInOutList'],
    summary: '账户流水导出',
    handler: async (ctx, { query }) => {
      await assertExport(ctx);
      const { account, source } = await flowOf(ctx, query);
      return exportList(ctx.db, source, { fileName: '账户流水.xlsx', sheetName: '账户流水', tip: sheetTip(`账户流水 - ${account.name}`, query) });
    },
  }),
];
