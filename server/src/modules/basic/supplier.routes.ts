import { basicRequests, PARTNER_TYPE_PAGES, partnerPickerSchema } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { LOGIN, page, route } from '../../app/route.js';
import { pickPartners, type PickerInput } from './partner-picker.query.js';
import { partnerBalances } from './partner-balance.query.js';
import { assertPartnerTypes } from './partner-access.js';
import { allCustomers, partnerNameTaken } from './partner.query.js';
import { liveUserId, userCustomerIds } from './user-grants.query.js';

const pick = (ctx: RequestContext, types: Parameters<typeof pickPartners>[2], body: PickerInput) => pickPartners(ctx.db, sessionOf(ctx), types, body);

/** Partner pickers of the bill screens (LOGIN: shared by every bill page; customer scope applies). */
export const supplierRoutes = [
  route({
    method: 'POST',
    url: '/supplier/findBySelect_sup',
    access: LOGIN,
    body: partnerPickerSchema,
    summary: '供应商下拉',
    handler: async (ctx, { body }) => (await pick(ctx, ['供应商'], body)).map(({ id, supplier }) => ({ id, supplier })),
  }),
  route({
    method: 'POST',
    url: '/supplier/findBySelect_cus',
    access: LOGIN,
    body: partnerPickerSchema,
    summary: '客户下拉',
    handler: async (ctx, { body }) => (await pick(ctx, ['客户'], body)).map(({ id, supplier }) => ({ id, supplier })),
  }),
  route({
    method: 'POST',
    url: '/supplier/findBySelect_retail',
    access: LOGIN,
    body: partnerPickerSchema,
    summary: '会员下拉',
    handler: async (ctx, { body }) => {
      const rows = await pick(ctx, ['会员'], body);
      const balances = await partnerBalances(
        ctx.db,
        ctx.balances,
        sessionOf(ctx).tenantId,
        rows.map((r) => String(r.id)),
      );
      return rows.map(({ id, supplier }) => ({ id, supplier, advanceIn: balances.get(String(id))?.advanceIn ?? '0' }));
    },
  }),
  route({
    method: 'POST',
    url: '/supplier/findBySelect_organ',
    access: LOGIN,
    body: partnerPickerSchema,
    summary: '往来单位下拉',
    handler: async (ctx, { body }) => {
      const rows = await pick(ctx, ['供应商', '客户'], body);
      // Suppliers first, then customers, as the reference lists them.
      const ordered = [...rows.filter((r) => r.type === '供应商'), ...rows.filter((r) => r.type === '客户')];
      return ordered.map(({ id, supplier, type }) => ({ id, supplier: `${supplier}[${type}]` }));
    },
  }),
  route({
    method: 'GET',
    url: '/supplier/checkIsNameAndTypeExist',
    access: page(Object.values(PARTNER_TYPE_PAGES)),
    ...basicRequests['GET /supplier/checkIsNameAndTypeExist'],
    summary: '检查往来单位名称',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      await assertPartnerTypes(ctx.db, s, [query.type]);
      return { status: await partnerNameTaken(ctx.db, s.tenantId, query.type, query.name.trim(), query.id) };
    },
  }),
  route({
    method: 'GET',
    url: '/supplier/getAllCustomer',
    access: page(['/system/user', PARTNER_TYPE_PAGES['客户']]),
    summary: '全部客户',
    handler: async (ctx) => {
      const rows = await allCustomers(ctx.db, sessionOf(ctx).tenantId);
      return { rows, total: rows.length };
    },
  }),
  route({
    method: 'GET',
    url: '/supplier/getUserCustomerValue',
    access: page('/system/user'),
    summary: '用户的客户权限',
    ...basicRequests['GET /supplier/getUserCustomerValue'],
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const userId = await liveUserId(ctx.db, s.tenantId, query.UBKeyId);
      if (!userId) throw notFound('用户不存在');
      const ids = await userCustomerIds(ctx.db, s.tenantId, userId);
      return ids.length ? ids : null;
    },
  }),
];
