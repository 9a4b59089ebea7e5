import type { Db } from '../../../db/database.js';
import type { Session } from '../../../app/auth/session.js';
import { publicUser, type PublicUser } from './public-user.js';

export async function currentUser(db: Db, s: Session): Promise<PublicUser> {
  const row = await db.selectFrom('app_user').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', s.userId).executeTakeFirstOrThrow();
  return publicUser({ ...row, isOwner: s.isOwner });
}
