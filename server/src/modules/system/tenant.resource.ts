import { tenantContract } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { PLATFORM_ADMIN_ROLE } from './role/role-names.js';
import { revokeTenantSessions } from '../../app/auth/session.js';
import { forbidden, notFound } from '../../app/errors.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';

const PLATFORM = 0;

/** A package is a template role of the platform other than the administrators' own role. */
export async function assertPackageRole(trx: Transaction<Database>, roleId: unknown): Promise<void> {
  const role = await trx
    .selectFrom('role')
    .select('name')
    .where('tenant_id', '=', '0')
    .where('id', '=', String(roleId))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!role || role.name === PLATFORM_ADMIN_ROLE) throw notFound('租户套餐不存在');
}

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
      if (values.package_role_id !== undefined) await assertPackageRole(trx, values.package_role_id);
      if (existing && values.user_num_limit === 1) {
        // A one-user tenant keeps only its owner (business-rules.md §13).
        await trx
          .updateTable('app_user')
          .set({ status: 2 })
          .where('tenant_id', '=', String(existing.id))
          .where('id', '<>', sql<string>`(select owner_user_id from tenant where id = ${existing.id as number})`)
          .execute();
      }
      if (existing && (values.enabled === false || values.user_num_limit === 1)) await revokeTenantSessions(trx, [String(existing.id)]);
    },
    beforeDelete: async ({ trx }, rows: Row[]) => {
      if (rows.some((r) => r.id === PLATFORM)) throw forbidden();
      await revokeTenantSessions(
        trx,
        rows.map((r) => String(r.id)),
      );
    },
    afterStatus: async ({ trx }, ids, on) => {
      if (!on) await revokeTenantSessions(trx, ids);
    },
    decorateRows: async (ctx, _s, rows: Row[]) => {
      const ids = rows.map((r) => r.id as number);
      if (ids.length === 0) return rows;
      const counts = await ctx.db
        .selectFrom('app_user')
        .select(['tenant_id', sql<string>`count(*)`.as('n')])
        .where('tenant_id', 'in', ids.map(String))
        .where('delete_flag', '=', false)
        .groupBy('tenant_id')
        .execute();
      const byTenant = new Map(counts.map((c) => [Number(c.tenant_id), Number(c.n)]));
      const roles = await ctx.db.selectFrom('role').select(['id', 'name']).where('tenant_id', '=', '0').execute();
      const roleName = new Map(roles.map((r) => [Number(r.id), r.name]));
      return rows.map((r) => ({ ...r, tenantId: r.id, userCount: byTenant.get(r.id as number) ?? 0, roleName: roleName.get(r.roleId as number) ?? null }));
    },
  },
});
