import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../../app/auth/passwords.js';
import type { Session } from '../../../app/auth/session.js';
import type { Database } from '../../../db/schema.js';
import { writeLog } from '../../../platform/audit-log.js';

/**
 * 修改密码 of the signed-in user: false when the old password is wrong (nothing changes); otherwise the
 * new hash is stored and every other session of the user ends — the one that changed it stays.
 */
export async function changeOwnPassword(db: Kysely<Database>, s: Session, ip: string, oldPassword: string, password: string): Promise<boolean> {
  const user = await db.selectFrom('app_user').select('password_hash').where('tenant_id', '=', s.tenantId).where('id', '=', s.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, user.password_hash))) return false;
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
