import { tenantContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { revokeTenantSessions } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';

const PLATFORM = 0;

/** Companies on the platform; only platform staff manage them, and the platform itself is untouchable. */
export const tenantResource = defineResource({
  contract: tenantContract,
  table: 'tenant',
  scope: 'global',
  platformOnly: true,
  softDelete: true,
  hooks: {
    restrict: (_s, q) => q.where('tenant.id', '<>', PLATFORM),
    beforeWrite: async ({ trx }, values, existing) => {
      if (existing && values.user_num_limit === 1) {
        // A one-user tenant keeps only its owner (business-rules.md §13).
        await trx.updateTable('app_user').set({ status: 2 })
          .where('tenant_id', '=', String(existing.id))
          .where('id', '<>', sql<string>`(select owner_user_id from tenant where id = ${existing.id as number})`)
          .execute();
      }
      if (existing && (values.enabled === false || values.user_num_limit === 1)) await revokeTenantSessions(trx, [String(existing.id)]);
    },
    beforeDelete: async ({ trx }, rows: Row[]) => {
      if (rows.some((r) => r.id === PLATFORM)) throw forbidden();
      await revokeTenantSessions(trx, rows.map((r) => String(r.id)));
    },
    afterStatus: async ({ trx }, ids, on) => {
      if (!on) await revokeTenantSessions(trx, ids);
    },
    decorateRows: async (ctx, _s, rows: Row[]) => {
      const ids = rows.map((r) => r.id as number);
      if (ids.length === 0) return rows;
      const counts = await ctx.db.selectFrom('app_user').select(['tenant_id', sql<string>`count(*)`.as('n')])
        .where('tenant_id', 'in', ids.map(String)).where('delete_flag', '=', false).groupBy('tenant_id').execute();
      const byTenant = new Map(counts.map((c) => [Number(c.tenant_id), Number(c.n)]));
      return rows.map((r) => ({ ...r, tenantId: r.id, userCount: byTenant.get(r.id as number) ?? 0 }));
    },
  },
});
