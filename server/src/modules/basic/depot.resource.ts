import { depotContract } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { defaultIfFirst } from './default-flag.service.js';

export const depotResource = defineResource({
  contract: depotContract,
  table: 'depot',
  scope: 'tenant',
  softDelete: true,
  uniqueName: true,
  hooks: {
    beforeWrite: async ({ trx, session }, values, existing) => {
      if (values.principal !== undefined && values.principal !== null) {
        const user = await trx
          .selectFrom('app_user')
          .select('id')
          .where('tenant_id', '=', session.tenantId)
          .where('id', '=', String(values.principal))
          .where('delete_flag', '=', false)
          .executeTakeFirst();
        if (!user) throw notFound('负责人不存在');
      }
      if (!existing) values.is_default = await defaultIfFirst(trx, 'depot', session.tenantId);
    },
    // The creator can use the depot at once, even when depots are assigned per user.
    afterAdd: async ({ trx, session }, id) => {
      await trx
        .insertInto('user_depot')
        .values({ tenant_id: session.tenantId, user_id: session.userId, depot_id: id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    beforeDelete: async ({ trx, session }, rows: Row[]) => {
      await trx
        .deleteFrom('user_depot')
        .where('tenant_id', '=', session.tenantId)
        .where(
          'depot_id',
          'in',
          rows.map((r) => String(r.id)),
        )
        .execute();
    },
    decorateRows: async (ctx, session, rows) => {
      const ids = [
        ...new Set(
          rows
            .map((r) => r.principal)
            .filter((p) => p !== null && p !== undefined)
            .map(String),
        ),
      ];
      const users = ids.length
        ? await ctx.db.selectFrom('app_user').select(['id', 'username']).where('tenant_id', '=', session.tenantId).where('id', 'in', ids).execute()
        : [];
      const names = new Map(users.map((u) => [u.id, u.username]));
      return rows.map((r) => ({ ...r, principalName: r.principal === null ? null : (names.get(String(r.principal)) ?? null) }));
    },
  },
});
