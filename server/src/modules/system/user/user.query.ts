import type { Kysely } from 'kysely';
import type { Session } from '../../../app/auth/session.js';
import type { Database } from '../../../db/schema.js';

/** The live user with this login name in any tenant (login names are unique across tenants). */
export async function userByLoginName(db: Kysely<Database>, loginName: string) {
  return db.selectFrom('app_user').select(['id', 'tenant_id']).where('login_name', '=', loginName).where('delete_flag', '=', false).executeTakeFirst();
}

/** The tenant's live, active users by id. */
export async function activeUsers(db: Kysely<Database>, tenantId: string): Promise<Array<{ id: number; userName: string }>> {
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .where('status', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), userName: r.username }));
}

/** The caller's role (a tenant owner's is the tenant's package), for its data type and price masking. */
export async function ownRole(db: Kysely<Database>, s: Session) {
  const [tenantId, roleId] = s.isOwner && !s.isPlatform ? ['0', s.packageRoleId] : [s.tenantId, s.roleId];
  if (!roleId) return undefined;
  return db.selectFrom('role').select(['type', 'price_limit']).where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst();
}
