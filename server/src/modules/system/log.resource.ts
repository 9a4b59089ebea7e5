import { logContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { likePattern } from '../../platform/resource/row-mapping.js';

/** Read-only operation log of the caller's tenant, with the reference's filters. */
export const logResource = defineResource({
  contract: logContract,
  table: 'operation_log',
  scope: 'tenant',
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
      void session;
      return out;
    },
    decorateRows: async (ctx, session, rows: Row[]) => {
      const ids = [...new Set(rows.map((r) => r.userId).filter((v) => v !== null).map(String))];
      if (ids.length === 0) return rows;
      const users = await ctx.db.selectFrom('app_user').select(['id', 'login_name', 'username']).where('tenant_id', '=', session.tenantId).where('id', 'in', ids).execute();
      const byId = new Map(users.map((u) => [Number(u.id), u]));
      return rows.map((r) => ({ ...r, loginName: byId.get(r.userId as number)?.login_name ?? null, userName: byId.get(r.userId as number)?.username ?? null }));
    },
  },
});
