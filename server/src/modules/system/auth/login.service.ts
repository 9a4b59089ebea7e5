import { randomBytes } from 'node:crypto';
import { ERR, MSG_TIP, type LoginResult } from '@suanpan/contracts';
import { sql } from 'kysely';
import { hashPassword, needsRehash, provePassword } from '../../../app/auth/passwords.js';
import { createSession, PLATFORM_TENANT_ID } from '../../../app/auth/session.js';
import { AppError } from '../../../app/errors.js';
import type { RequestContext } from '../../../app/request-context.js';
import { writeLog } from '../../../platform/audit-log.js';
import { platformValue } from '../platform-config.service.js';
import { checkCaptcha } from './captcha.service.js';
import { signInProven, takeSignInAttempt } from './login-throttle.js';
import { publicUser } from './public-user.js';

// An unknown name is checked against this hash, so it costs the same time as a wrong password and answers the same.
let decoyHash: Promise<string> | undefined;

export async function login(
  ctx: RequestContext,
  input: { loginName: string; password: string; code?: string | undefined; uuid?: string | undefined },
): Promise<LoginResult> {
  const { db } = ctx;
  const decoy = await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
  const captchaOn = (await platformValue(db, 'checkcode_flag')) === '1';
  if (captchaOn) await checkCaptcha(db, input.code, input.uuid);
  const { captchaNeeded } = await takeSignInAttempt(db, input.loginName, ctx.ip);
  if (captchaNeeded && !captchaOn) {
    // No field named: the name's state asks for the captcha, nothing the caller sent is at fault.
    if (!input.code || !input.uuid) throw new AppError(400, ERR.captchaRequired.code, ERR.captchaRequired.message);
    await checkCaptcha(db, input.code, input.uuid);
  }

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

  // The password is checked before account states so they are never revealed to a guesser.
  // jshERP's own client (the reference mount) states the password as its md5 hex; ours as typed.
  const md5 = await provePassword(input.password, user?.password_hash ?? decoy, ctx.referenceClient ? 'md5' : 'plain');
  if (!user || md5 === undefined) return { msgTip: MSG_TIP.passwordError };
  await signInProven(db, input.loginName, ctx.ip);
  // An imported jshERP md5, or our scrypt of before over the typed password, lives only until its password is first
  // proven: then it becomes the current hash, which both clients' forms verify.
  if (needsRehash(user.password_hash))
    await db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(md5, 'md5') })
      .where('tenant_id', '=', user.tenant_id)
      .where('id', '=', user.id)
      .execute();
  if (user.status !== 0) return { msgTip: MSG_TIP.userBlack };
  if (!user.tenantEnabled || user.tenantDeleted) return { msgTip: MSG_TIP.tenantBlack };
  if (!user.tenantCurrent) return { msgTip: MSG_TIP.tenantExpire };

  const token = await createSession(db, { tenantId: user.tenant_id, userId: user.id }, ctx.ip, ctx.config.sessionDays);
  await writeLog(db, { tenantId: user.tenant_id, userId: user.id }, ctx.ip, '用户', `登录${user.login_name}`);
  return {
    msgTip: MSG_TIP.canLogin,
    token,
    user: publicUser({ ...user, isOwner: user.ownerUserId === user.id }),
    pwdSimple: user.password_is_default,
  };
}
