import { repairRoute } from '../../platform/kept/repair-route.js';
import { accountContract, BUTTON, listQuerySchema, recordId } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { listResource } from '../../platform/resource/resource-source.js';
import { notFound } from '../../app/errors.js';
import { accountStatistics } from './account-balance.query.js';
import { repairAccountDays } from './account-day.repository.js';
import { accountFlow, flowAccount } from './account-flow.query.js';
import { accountResource, withBalances } from './account.resource.js';
import { setDefault } from './default-flag.service.js';
import { enabledRows } from './picker.query.js';

const REPORT_PAGES = [accountContract.page, '/report/account_report'];
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
    query: listQuerySchema.extend({ name: z.string().max(50).optional(), serialNo: z.string().max(50).optional() }),
    summary: '结算账户余额列表',
    handler: async (ctx, { query }) => {
      const search: Record<string, unknown> = {};
      if (query.name?.trim()) search.name = query.name.trim();
      if (query.serialNo?.trim()) search.serialNo = query.serialNo.trim();
      return listResource(ctx, sessionOf(ctx), accountResource, query, search);
    },
  }),
  repairRoute({ url: '/account/repairAccountDays', page: accountContract.page, summary: '修正账户日汇总', repair: repairAccountDays }),
  route({
    method: 'GET',
    url: '/account/getStatistics',
    access: page(REPORT_PAGES),
    query: z.object({ name: text(50), serialNo: text(50) }),
    summary: '结算账户统计',
    handler: async (ctx, { query }) =>
      accountStatistics(ctx.db, sessionOf(ctx).tenantId, { name: query.name || undefined, serialNo: query.serialNo || undefined }),
  }),
  route({
    method: 'GET',
    url: '/account/findAccountInOutList',
    access: page(REPORT_PAGES),
    query: flowQuery,
    summary: '账户流水',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const account = await flowAccount(ctx.db, s.tenantId, query.accountId);
      if (!account) throw notFound('结算账户不存在或已被删除', 'accountId');
      return accountFlow(
        ctx.db,
        ctx.balances,
        s.tenantId,
        account,
        { number: query.number || undefined, beginTime: query.beginTime, endTime: query.endTime },
        { limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize },
      );
    },
  }),
];
