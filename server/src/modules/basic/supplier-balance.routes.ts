import { basicRequests, BUTTON, PARTNER_TYPE_PAGES, theKind } from '@suanpan/contracts';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { badRequest, notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { openingDebt, partnerBalances } from './partner-balance.query.js';
import { liveMembers, partnerByName, partnerOpening } from './partner.query.js';

// 收款单 / 付款单 pick the opening balance (选择期初) of their customer or supplier.
const SETTLEMENT_PAGES = ['/financial/money_in', '/financial/money_out', PARTNER_TYPE_PAGES['供应商'], PARTNER_TYPE_PAGES['客户']];

/** Opening balances, look-up by name and the members' prepayment check (api.md §2.8). */
export const supplierBalanceRoutes = [
  route({
    method: 'GET',
    url: '/supplier/getBeginNeedByOrganId',
    access: page(SETTLEMENT_PAGES),
    ...basicRequests['GET /supplier/getBeginNeedByOrganId'],
    summary: '往来单位期初欠款',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const partner = await partnerOpening(ctx.db, s.tenantId, query.organId);
      if (!partner) throw notFound('往来单位不存在或已被删除', 'organId');
      return openingDebt(ctx.db, ctx.balances, s.tenantId, partner);
    },
  }),
  route({
    method: 'GET',
    url: '/supplier/getInfoByName',
    access: LOGIN,
    summary: '按名称查找往来单位',
    ...basicRequests['GET /supplier/getInfoByName'],
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      // A bill screen finds the partner it just added; customer scope applies as in the pickers.
      const row = await partnerByName(ctx.db, s, query.type, query.name);
      if (!row) throw notFound(`${query.type}不存在`, 'name');
      return { info: { id: Number(row.id), supplier: row.supplier } };
    },
  }),
  route({
    // The retail editor's 预付款（余额）: one member's balance, not a search of every member (the reference
    // read it off the member picker).
    method: 'GET',
    url: '/supplier/getAdvanceIn',
    access: page(theKind((k) => k.report === 'retail' && !k.returns).page),
    ...basicRequests['GET /supplier/getAdvanceIn'],
    summary: '会员预付款余额',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const [member] = await liveMembers(ctx.db, s.tenantId, [query.id], null);
      if (!member) throw notFound('会员不存在或已被删除', 'id');
      const balances = await partnerBalances(ctx.db, ctx.balances, s.tenantId, [member.id]);
      return { id: query.id, advanceIn: balances.get(member.id)?.advanceIn ?? '0' };
    },
  }),
  route({
    method: 'POST',
    url: '/supplier/batchSetAdvanceIn',
    access: page(PARTNER_TYPE_PAGES['会员'], BUTTON.edit),
    ...basicRequests['POST /supplier/batchSetAdvanceIn'],
    summary: '修正预付款',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      // Members outside the role's data scope are hidden from the list, so they cannot be named here either.
      const { creators } = await loadDataScope(ctx.db, s);
      const members = await liveMembers(ctx.db, s.tenantId, body.ids, creators);
      if (members.length !== new Set(body.ids).size) throw badRequest('只能修正本租户会员的预付款', 'ids');
      // Advances are never stored: 修正 re-derives them from the opening advance, 收预付款 and prepaid
      // retail sales (business-rules §10.1), so there is nothing to rewrite — the answer shows the result.
      const balances = await partnerBalances(
        ctx.db,
        ctx.balances,
        s.tenantId,
        members.map((m) => m.id),
      );
      await writeLog(ctx.db, s, ctx.ip, '往来单位', `修正会员预付款 ${members.map((m) => m.supplier).join(',')}`);
      return {
        message: '修正预付款成功！',
        rows: members.map((m) => ({ id: Number(m.id), supplier: m.supplier, advanceIn: balances.get(m.id)?.advanceIn ?? '0' })),
      };
    },
  }),
];
