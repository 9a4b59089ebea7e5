import { ERR } from '@suanpan/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound, refused } from '../../../app/errors.js';

type Trx = Transaction<Database>;

/** Login names nobody may take (sign-up, new tenants, new users). */
const RESERVED_LOGIN_NAMES = new Set(['admin', 'root', 'system']);

/** Locks the tenant row so concurrent user creations cannot both pass the quota check. */
export async function lockTenant(trx: Trx, tenantId: string): Promise<{ userNumLimit: number; ownerUserId: string | null }> {
  const row = await trx.selectFrom('tenant').select(['user_num_limit', 'owner_user_id']).where('id', '=', tenantId).forUpdate().executeTakeFirstOrThrow();
  return { userNumLimit: row.user_num_limit, ownerUserId: row.owner_user_id };
}

/** Refuses a reserved login name or one a live user already has (login names are unique across tenants). */
export async function assertLoginNameFree(trx: Kysely<Database>, loginName: string, exceptUserId?: string): Promise<void> {
  if (RESERVED_LOGIN_NAMES.has(loginName.toLowerCase())) throw refused(ERR.userNameLimitUse, undefined, 'loginName');
  let q = trx.selectFrom('app_user').select('id').where('login_name', '=', loginName).where('delete_flag', '=', false);
  if (exceptUserId) q = q.where('id', '<>', exceptUserId);
  if (await q.executeTakeFirst()) throw conflict(ERR.userLoginNameExists, undefined, 'loginName');
}

/** The role must be a live role of the tenant; a department-scoped role needs a department. */
export async function checkRole(trx: Trx, tenantId: string, roleId: number | null | undefined, orgaId: number | null | undefined): Promise<void> {
  if (!roleId) return;
  const role = await trx
    .selectFrom('role')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(roleId))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!role) throw notFound('角色不存在');
  if (role.type === '本部门数据' && !orgaId) throw refused(ERR.userRoleOrgaEmpty, undefined, 'orgaId');
}

export async function checkDepartment(
  trx: Trx,
  tenantId: string,
  orgaId: number | null | undefined,
  leaderFlag: string | undefined,
  userId?: string,
): Promise<void> {
  if (!orgaId) return;
  const org = await trx
    .selectFrom('organization')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(orgaId))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!org) throw notFound('机构不存在');
  if (leaderFlag !== '1') return;
  // At most one manager per department.
  let q = trx
    .selectFrom('orga_user_rel as r')
    .innerJoin('app_user as u', (j) => j.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.user_id'))
    .select('u.id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.orga_id', '=', String(orgaId))
    .where('r.delete_flag', '=', false)
    .where('u.delete_flag', '=', false)
    .where('u.leader_flag', '=', '1');
  if (userId) q = q.where('u.id', '<>', userId);
  if (await q.executeTakeFirst()) throw conflict(ERR.userLeaderExists, undefined, 'leaderFlag');
}

/** Puts the user in the department (one department per user), or takes them out. */
export async function setDepartment(
  trx: Trx,
  tenantId: string,
  userId: string,
  orgaId: number | null | undefined,
  seq: string | null | undefined,
  actorId: string,
): Promise<void> {
  await trx
    .updateTable('orga_user_rel')
    .set({ delete_flag: true, updater: actorId, updated_at: sql<string>`localtimestamp` })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('delete_flag', '=', false)
    .where((eb) => (orgaId ? eb('orga_id', '<>', String(orgaId)) : eb.val(true)))
    .execute();
  if (!orgaId) return;
  const current = await trx
    .selectFrom('orga_user_rel')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (current) {
    await trx
      .updateTable('orga_user_rel')
      .set({ user_blng_orga_dspl_seq: seq ?? null, updater: actorId, updated_at: sql<string>`localtimestamp` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', current.id)
      .execute();
  } else {
    await trx
      .insertInto('orga_user_rel')
      .values({ tenant_id: tenantId, user_id: userId, orga_id: String(orgaId), user_blng_orga_dspl_seq: seq ?? null, creator: actorId })
      .execute();
  }
}
