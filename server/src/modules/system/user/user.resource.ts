import { ERR, userContract } from '@suanpan/contracts';
import { sql } from 'kysely';
import { revokeUserSessions } from '../../../app/auth/session.js';
import { conflict, refused } from '../../../app/errors.js';
import { defineResource, type Row } from '../../../platform/resource/define-resource.js';
import { lockTenant } from './user-rules.js';
import { decorateUsers } from './user-rows.js';

/** Users of the caller's tenant: list, details, delete and enable/disable; writes go through addUser/updateUser. */
export const userResource = defineResource({
  contract: userContract,
  table: 'app_user',
  scope: 'tenant',
  softDelete: true,
  hooks: {
    decorateRows: (ctx, session, rows) => decorateUsers(ctx.db, session.tenantId, rows),
    beforeDelete: async ({ trx, session }, rows: Row[]) => {
      const tenant = await lockTenant(trx, session.tenantId);
      if (rows.some((r) => String(r.id) === tenant.ownerUserId)) throw conflict(ERR.userTenantDelete);
      const ids = rows.map((r) => String(r.id));
      await trx.updateTable('orga_user_rel').set({ delete_flag: true }).where('tenant_id', '=', session.tenantId).where('user_id', 'in', ids).execute();
      await revokeUserSessions(trx, session.tenantId, ids);
    },
    beforeStatus: async ({ trx, session }, rows: Row[], on) => {
      const tenant = await lockTenant(trx, session.tenantId);
      if (!on && rows.some((r) => String(r.id) === tenant.ownerUserId))
        throw refused({ code: ERR.userTenantDelete.code, message: '抱歉，租户管理员不能被禁用' });
      if (!on) return;
      const enabled = await trx
        .selectFrom('app_user')
        .select(sql<string>`count(*)`.as('n'))
        .where('tenant_id', '=', session.tenantId)
        .where('delete_flag', '=', false)
        .where('status', '=', 0)
        .executeTakeFirstOrThrow();
      const newlyEnabled = rows.filter((r) => r.status !== 0).length;
      if (Number(enabled.n) + newlyEnabled > tenant.userNumLimit) throw refused(ERR.userEnableOverLimit);
    },
    afterStatus: async ({ trx, session }, ids, on) => {
      if (!on) await revokeUserSessions(trx, session.tenantId, ids);
    },
  },
});
