import { BUTTON, accountContract, listQuerySchema } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { listRows } from '../../platform/resource/resource-service.js';
import { selectionOf, toApiRow } from '../../platform/resource/row-mapping.js';
import { accountResource, withBalances } from './account.resource.js';
import { setDefault } from './default-flag.service.js';

const idBody = z.object({ id: z.coerce.number({ error: 'id必须是有效的编号' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) });

async function enabledAccounts(ctx: Parameters<Parameters<typeof route>[0]['handler']>[0]) {
  const s = sessionOf(ctx);
  const rows = await ctx.db
    .selectFrom('account')
    .select(selectionOf('account', accountContract.fields))
    .where('tenant_id', '=', s.tenantId).where('enabled', '=', true).where('delete_flag', '=', false)
    .orderBy('sort').orderBy('id')
    .execute();
  return withBalances(ctx, s, rows.map((r) => toApiRow(accountContract.fields, r as Record<string, unknown>)));
}

/** Account pickers (LOGIN: every bill and finance screen needs them), default switch and balances. */
export const accountRoutes = [
  route({
    method: 'GET', url: '/account/getAccount', access: LOGIN, summary: '结算账户选择',
    handler: async (ctx) => ({ accountList: await enabledAccounts(ctx) }),
  }),
  route({
    method: 'GET', url: '/account/findBySelect', access: LOGIN, summary: '结算账户下拉',
    handler: async (ctx) => (await enabledAccounts(ctx)).map((a) => ({ Id: a.id, AccountName: a.name })),
  }),
  route({
    method: 'POST', url: '/account/updateIsDefault', access: page(accountContract.page, BUTTON.edit), body: idBody, summary: '设置默认结算账户',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await ctx.db.transaction().execute((trx) => setDefault(trx, 'account', accountContract.label, s, ctx.ip, body.id));
      return { message: '成功' };
    },
  }),
  route({
    method: 'GET', url: '/account/listWithBalance', access: page([accountContract.page, '/report/account_report']),
    query: listQuerySchema.extend({ name: z.string().max(50).optional(), serialNo: z.string().max(50).optional() }),
    summary: '结算账户余额列表',
    handler: async (ctx, { query }) => {
      const search: Record<string, unknown> = {};
      if (query.name?.trim()) search.name = query.name.trim();
      if (query.serialNo?.trim()) search.serialNo = query.serialNo.trim();
      return listRows(ctx, sessionOf(ctx), accountResource, query, search);
    },
  }),
];
