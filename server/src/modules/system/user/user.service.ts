import { ERR, type addUserSchema, type updateUserSchema } from '@suanpan/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { hashPassword } from '../../../app/auth/passwords.js';
import { revokeUserSessions } from '../../../app/auth/session.js';
import { conflict, notFound, refused } from '../../../app/errors.js';
import { sessionOf, type RequestContext } from '../../../app/request-context.js';
import { writeLog } from '../../../platform/audit-log.js';
import { assertLoginNameFree, checkDepartment, checkRole, lockTenant, setDepartment } from './user-rules.js';

function profileColumns(input: z.output<typeof addUserSchema> | z.output<typeof updateUserSchema>) {
  return {
    username: input.username,
    ...(input.position !== undefined ? { position: input.position } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phonenum !== undefined ? { phonenum: input.phonenum } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.remark !== undefined ? { remark: input.remark } : {}),
    ...(input.leaderFlag !== undefined ? { leader_flag: input.leaderFlag } : {}),
  };
}

/** `addUser` (api.md §2.1): quota, reserved and duplicate names, role scope, one manager per department. */
export async function addUser(ctx: RequestContext, input: z.output<typeof addUserSchema>): Promise<number> {
  const s = sessionOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, s.tenantId);
    const count = await trx
      .selectFrom('app_user')
      .select(sql<string>`count(*)`.as('n'))
      .where('tenant_id', '=', s.tenantId)
      .where('delete_flag', '=', false)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= tenant.userNumLimit) throw refused(ERR.userOverLimit);
    await assertLoginNameFree(trx, input.loginName);
    await checkRole(trx, s.tenantId, input.roleId, input.orgaId);
    await checkDepartment(trx, s.tenantId, input.orgaId, input.leaderFlag);
    const user = await trx
      .insertInto('app_user')
      .values({
        tenant_id: s.tenantId,
        login_name: input.loginName,
        password_hash: await hashPassword(input.password),
        password_is_default: true,
        role_id: input.roleId ? String(input.roleId) : null,
        ...profileColumns(input),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setDepartment(trx, s.tenantId, user.id, input.orgaId, input.userBlngOrgaDsplSeq, s.userId);
    await writeLog(trx, s, ctx.ip, '用户', `新增用户 ${input.loginName}`);
    return Number(user.id);
  });
}

export async function updateUser(ctx: RequestContext, input: z.output<typeof updateUserSchema>): Promise<void> {
  const s = sessionOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, s.tenantId);
    const id = String(input.id);
    const existing = await trx
      .selectFrom('app_user')
      .select(['login_name'])
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', id)
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (!existing) throw notFound('用户不存在或已被删除');
    const isOwner = tenant.ownerUserId === id;
    if (input.loginName && input.loginName !== existing.login_name) {
      if (isOwner) throw refused({ code: ERR.userTenantDelete.code, message: '租户管理员的登录名不能修改' }, undefined, 'loginName');
      await assertLoginNameFree(trx, input.loginName, id);
    }
    // The owner's permissions are the tenant package set by the platform, not a tenant role.
    if (!isOwner) await checkRole(trx, s.tenantId, input.roleId, input.orgaId);
    await checkDepartment(trx, s.tenantId, input.orgaId, input.leaderFlag, id);
    await trx
      .updateTable('app_user')
      .set({
        ...profileColumns(input),
        ...(input.loginName ? { login_name: input.loginName } : {}),
        ...(!isOwner && input.roleId !== undefined ? { role_id: input.roleId ? String(input.roleId) : null } : {}),
      })
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', id)
      .execute();
    if (input.orgaId !== undefined) await setDepartment(trx, s.tenantId, id, input.orgaId, input.userBlngOrgaDsplSeq, s.userId);
    await writeLog(trx, s, ctx.ip, '用户', `修改用户 ${input.loginName ?? existing.login_name}`);
  });
}

/** Sets a new password chosen by an administrator; the user must change it at next sign-in. */
export async function resetPassword(ctx: RequestContext, id: number, password: string): Promise<void> {
  const s = sessionOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, s.tenantId);
    const user = await trx
      .selectFrom('app_user')
      .select('login_name')
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', String(id))
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (!user) throw notFound('用户不存在或已被删除');
    if (tenant.ownerUserId === String(id) && s.userId !== String(id)) throw conflict({ code: 500002, message: '租户管理员的密码只能由本人修改' });
    await trx
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(password), password_is_default: true })
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', String(id))
      .execute();
    await revokeUserSessions(trx, s.tenantId, [String(id)]);
    await writeLog(trx, s, ctx.ip, '用户', `重置密码 ${user.login_name}`);
  });
}
