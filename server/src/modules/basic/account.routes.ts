import { repairRoute } from '../../platform/kept/repair-route.js';
import { accountContract, BUTTON, listQuerySchema, recordId } from '@suanpan/contracts';
import { z } from 'zod';
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
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label}不是有效的日期`);
const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).optional();
const flowQuery = listQuerySchema.pick({ currentPage: true, pageSize: true }).extend({
  accountId: z.coerce.number({ error: '请选择结算账户' }).int('请选择结算账户').positive('请选择结算账户').max(Number.MAX_SAFE_INTEGER, '请选择结算账户'),
  // The reference client sends the opening amount; the server always uses the stored one.
  initialAmount: z.string().max(40).optional(),
  number: text(50),
  beginTime: day('开始日期').optional(),
  endTime: day('结束日期').optional(),
});

const idBody = z.object({ id: recordId('id') });
const statisticsQuery = z.object({ name: text(50), serialNo: text(50) });
const balanceListQuery = listQuerySchema.extend({ name: z.string().max(50).optional(), serialNo: z.string().max(50).optional() });

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
    body: idBody,
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
    query: balanceListQuery,
    summary: '结算账户余额列表',
    handler: async (ctx, { query }) => accountReport(ctx, sessionOf(ctx), query),
  }),
  repairRoute({ url: '/account/repairAccountDays', page: accountContract.page, summary: '修正账户日汇总', repair: repairAccountDays }),
  route({
    method: 'GET',
    url: '/account/getStatistics',
    access: page(REPORT_PAGES),
    query: statisticsQuery,
    summary: '结算账户统计',
    handler: async (ctx, { query }) => accountStatistics(ctx, sessionOf(ctx), { name: query.name || undefined, serialNo: query.serialNo || undefined }),
  }),
  route({
    method: 'GET',
    url: '/account/exportListWithBalance',
    access: page(REPORT_PAGES),
    query: balanceListQuery,
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
    query: flowQuery,
    summary: '账户流水',
    handler: async (ctx, { query }) => listPage(ctx.db, (await flowOf(ctx, query)).source, query),
  }),
  route({
    method: 'GET',
    url: '/account/exportAccountInOutList',
    access: page(REPORT_PAGES),
    query: flowQuery.omit({ currentPage: true, pageSize: true }),
    summary: '账户流水导出',
    handler: async (ctx, { query }) => {
      await assertExport(ctx);
      const { account, source } = await flowOf(ctx, query);
      return exportList(ctx.db, source, { fileName: '账户流水.xlsx', sheetName: '账户流水', tip: sheetTip(`账户流水 - ${account.name}`, query) });
    },
  }),
];
