import type { Kysely } from 'kysely';
import { clearAttempts, countAttempt } from '../../../app/attempt-counter.js';
import { hashPassword, verifyPassword } from '../../../app/auth/passwords.js';
import type { Session } from '../../../app/auth/session.js';
import { AppError } from '../../../app/errors.js';
import type { Database } from '../../../db/schema.js';
import { writeLog } from '../../../platform/audit-log.js';
import { SIGN_IN_WINDOW_MINUTES } from './login-throttle.js';

/** Old passwords one user may try per window of the sign-in throttle; the next are refused unchecked. */
export const MAX_OLD_PASSWORD_ATTEMPTS = 5;

/**
 * 修改密码 of the signed-in user: false when the old password is wrong (nothing changes); otherwise the
 * new hash is stored and every other session of the user ends — the one that changed it stays. A stolen session
 * cannot guess the old password either: counted like a sign-in (login-throttle.ts), per user.
 */
export async function changeOwnPassword(db: Kysely<Database>, s: Session, ip: string, oldPassword: string, password: string): Promise<boolean> {
  const attempts = { scope: 'password-change', key: `${s.tenantId} ${s.userId}` };
  const [tried = 0] = await countAttempt(db, [attempts], SIGN_IN_WINDOW_MINUTES);
  if (tried > MAX_OLD_PASSWORD_ATTEMPTS) throw new AppError(429, 429, `原密码错误次数过多，请${SIGN_IN_WINDOW_MINUTES}分钟后再试`);
  const user = await db.selectFrom('app_user').select('password_hash').where('tenant_id', '=', s.tenantId).where('id', '=', s.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, user.password_hash))) return false;
  await clearAttempts(db, [attempts]);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ password_hash: hash, password_is_default: false })
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', s.userId)
      .execute();
    // Every other session of the user ends; the one that changed the password stays.
    await trx.deleteFrom('user_session').where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('id', '<>', s.sessionId).execute();
    await writeLog(trx, s, ip, '用户', `修改密码${s.loginName}`);
  });
  return true;
}
