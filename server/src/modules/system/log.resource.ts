import { logContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { likePattern } from '../../platform/resource/row-mapping.js';

/** Read-only operation log: a tenant reads its own rows, the platform reads every tenant's. */
export const logResource = defineResource({
  contract: logContract,
  table: 'operation_log',
  scope: 'tenant',
  platformReadsAllTenants: true,
  softDelete: false,
  hooks: {
    filterList: (_ctx, session, q, search) => {
      let out = q;
      if (search.userInfo !== undefined) {
        const pattern = likePattern(String(search.userInfo));
        out = out.where(
          sql<boolean>`exists (select 1 from app_user u where u.tenant_id = operation_log.tenant_id and u.id = operation_log.user_id
            and (u.login_name ilike ${pattern} or u.username ilike ${pattern}))`,
        );
      }
      if (search.beginTime !== undefined) out = out.where(sql<boolean>`operation_log.created_at >= ${`${String(search.beginTime)} 00:00:00`}::timestamp`);
      if (search.endTime !== undefined) out = out.where(sql<boolean>`operation_log.created_at <= ${`${String(search.endTime)} 23:59:59.999`}::timestamp`);
      if (session.isPlatform && (search.tenantLoginName !== undefined || search.tenantType !== undefined)) {
        out = out.where(sql<boolean>`exists (select 1 from tenant t where t.id = operation_log.tenant_id
          ${search.tenantLoginName !== undefined ? sql`and t.login_name = ${String(search.tenantLoginName)}` : sql``}
          ${search.tenantType !== undefined ? sql`and t.type = ${String(search.tenantType)}` : sql``})`);
      }
      return out;
    },
    decorateRows: async (ctx, _session, rows: Row[]) => {
      const ids = rows.map((r) => String(r.id));
      if (ids.length === 0) return rows;
      // User ids are unique across tenants, but the join keys on the tenant as every join does.
      const users = await ctx.db
        .selectFrom('operation_log as l')
        .innerJoin('app_user as u', (j) => j.onRef('u.tenant_id', '=', 'l.tenant_id').onRef('u.id', '=', 'l.user_id'))
        .innerJoin('tenant as t', 't.id', 'l.tenant_id')
        .select(['l.id', 'u.login_name', 'u.username', 't.login_name as tenant_login_name'])
        .where('l.id', 'in', ids)
        .execute();
      const byId = new Map(users.map((u) => [Number(u.id), u]));
      return rows.map((r) => {
        const u = byId.get(r.id as number);
        return { ...r, loginName: u?.login_name ?? null, userName: u?.username ?? null, tenantLoginName: u?.tenant_login_name ?? null };
      });
    },
  },
});
