import { ERR, MSG_TIP, type LoginResult } from '@suanpan/contracts';
import { sql } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../../../app/auth/passwords.js';
import { createSession, PLATFORM_TENANT_ID } from '../../../app/auth/session.js';
import { AppError } from '../../../app/errors.js';
import type { RequestContext } from '../../../app/request-context.js';
import { writeLog } from '../../../platform/audit-log.js';
import { platformValue } from '../platform-config.service.js';
import { checkCaptcha } from './captcha.service.js';
import { clearFailures, isThrottled, recordFailure } from './login-throttle.js';
import { publicUser } from './public-user.js';

// Hashing a throwaway password for unknown names keeps the answer time the same either way.
let decoyHash: Promise<string> | undefined;

export async function login(
  ctx: RequestContext,
  input: { loginName: string; password: string; code?: string | undefined; uuid?: string | undefined },
): Promise<LoginResult> {
  const { db } = ctx;
  if ((await platformValue(db, 'checkcode_flag')) === '1') await checkCaptcha(db, input.code, input.uuid);
  if (await isThrottled(db, input.loginName, ctx.ip)) throw new AppError(429, ERR.tooManyLogins.code, ERR.tooManyLogins.message);

  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('tenant as t', 't.id', 'u.tenant_id')
    .selectAll('u')
    .select([
      't.enabled as tenantEnabled',
      't.delete_flag as tenantDeleted',
      sql<boolean>`t.id = ${PLATFORM_TENANT_ID} or t.expire_time > localtimestamp`.as('tenantCurrent'),
      't.owner_user_id as ownerUserId',
    ])
    .where('u.login_name', '=', input.loginName)
    .where('u.delete_flag', '=', false)
    .executeTakeFirst();

  if (!user) {
    await verifyPassword(input.password, await (decoyHash ??= hashPassword('decoy-password-1')));
    await recordFailure(db, input.loginName, ctx.ip);
    return { msgTip: MSG_TIP.notExist };
  }
  // The password is checked before account states so they are never revealed to a guesser.
  if (!(await verifyPassword(input.password, user.password_hash))) {
    await recordFailure(db, input.loginName, ctx.ip);
    return { msgTip: MSG_TIP.passwordError };
  }
  // An imported jshERP md5 hash lives only until its password is first proven: then it becomes our own hash.
  if (needsRehash(user.password_hash))
    await db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(input.password) })
      .where('tenant_id', '=', user.tenant_id)
      .where('id', '=', user.id)
      .execute();
  if (user.status !== 0) return { msgTip: MSG_TIP.userBlack };
  if (!user.tenantEnabled || user.tenantDeleted) return { msgTip: MSG_TIP.tenantBlack };
  if (!user.tenantCurrent) return { msgTip: MSG_TIP.tenantExpire };

  await clearFailures(db, input.loginName);
  const token = await createSession(db, { tenantId: user.tenant_id, userId: user.id }, ctx.ip, ctx.config.sessionDays);
  await writeLog(db, { tenantId: user.tenant_id, userId: user.id }, ctx.ip, '用户', `登录${user.login_name}`);
  return {
    msgTip: MSG_TIP.canLogin,
    token,
    user: publicUser({ ...user, isOwner: user.ownerUserId === user.id }),
    pwdSimple: user.password_is_default,
  };
}
