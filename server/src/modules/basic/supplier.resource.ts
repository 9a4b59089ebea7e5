import { BUTTON, PARTNER_TYPE_PAGES, supplierContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { conflict, forbidden, notFound } from '../../app/errors.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { grantNewCustomers } from './customer-grants.js';
import { allowedPartnerTypes, assertPartnerTypes } from './partner-access.js';
import { partnerBalances } from './partner-balance.query.js';

export function duplicateNameMessage(type: string): string {
  return type === '会员' ? '会员卡号已经存在' : '名称已经存在';
}

export const supplierResource = defineResource({
  contract: supplierContract,
  table: 'supplier',
  scope: 'tenant',
  softDelete: true,
  listTotals: ['beginNeedGet', 'beginNeedPay'],
  pages: Object.values(PARTNER_TYPE_PAGES),
  hooks: {
    authorizeRows: async (db, session, rows, action) => {
      if (action === 'write') {
        await assertPartnerTypes(
          db,
          session,
          rows.map((r) => r.type),
          BUTTON.edit,
        );
        return;
      }
      // A partner the caller's list would not show — a type whose page it lacks, or another creator's under the
      // role's data scope — does not exist for it by id either.
      const [types, { creators }] = await Promise.all([allowedPartnerTypes(db, session), loadDataScope(db, session)]);
      const hidden = (r: (typeof rows)[number]) => !types.includes(r.type as never) || (creators !== null && !creators.includes(String(r.creator)));
      if (rows.some(hidden)) throw notFound('往来单位不存在或已被删除');
    },
    filterList: async (ctx, session, q, search) => {
      const [types, { creators }] = await Promise.all([allowedPartnerTypes(ctx.db, session), loadDataScope(ctx.db, session)]);
      if (search.type !== undefined && !types.includes(search.type as never)) throw forbidden();
      const typed = q.where(sql<boolean>`supplier.type in (${sql.join(types.length ? types : [''])})`);
      // 全部数据 / 本部门数据 / 个人数据 (business-rules §14.3): the list and its export show the allowed creators' rows.
      return creators ? typed.where('supplier.creator', 'in', creators) : typed;
    },
    beforeWrite: async ({ trx, session }, values, existing) => {
      for (const column of ['begin_need_get', 'begin_need_pay', 'begin_advance_in']) {
        if (values[column] === null) values[column] = '0';
      }
      if (!existing) values.creator = session.userId;
      if (values.supplier === undefined && values.type === undefined) return;
      const name = String(values.supplier ?? existing?.supplier);
      const type = String(values.type ?? existing?.type);
      const dup = await trx
        .selectFrom('supplier')
        .select('id')
        .where('tenant_id', '=', session.tenantId)
        .where('type', '=', type)
        .where('supplier', '=', name)
        .where('delete_flag', '=', false)
        .where('id', '<>', String(existing?.id ?? 0))
        .executeTakeFirst();
      if (dup) throw conflict({ code: 409, message: duplicateNameMessage(type) }, undefined, 'supplier');
    },
    afterAdd: async ({ trx, session }, id, values) => {
      if (values.type === '客户') await grantNewCustomers(trx, session.tenantId, session.userId, [id]);
    },
    beforeDelete: async ({ trx, session }, rows: Row[]) => {
      await trx
        .deleteFrom('user_customer')
        .where('tenant_id', '=', session.tenantId)
        .where(
          'supplier_id',
          'in',
          rows.map((r) => String(r.id)),
        )
        .execute();
    },
    decorateRows: async (ctx, session, rows) => {
      const balances = await partnerBalances(
        ctx.db,
        ctx.balances,
        session.tenantId,
        rows.map((r) => String(r.id)),
      );
      return rows.map((r) => ({ ...r, ...balances.get(String(r.id)) }));
    },
  },
});
