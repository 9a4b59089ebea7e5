import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../app/auth/session.js';
import type { PublicUser } from '@suanpan/contracts';
import { publicUser } from './public-user.js';

export async function currentUser(db: Db, s: Session): Promise<PublicUser> {
  const row = await db.selectFrom('app_user').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', s.userId).executeTakeFirstOrThrow();
  return publicUser({ ...row, isOwner: s.isOwner });
}

/** The signed-in user's tenant: its type, expiry, user limit and how many live users it has. */
export async function currentTenant(db: Db, s: Session) {
  const row = await db
    .selectFrom('tenant as t')
    .select([
      't.type',
      't.user_num_limit as userNumLimit',
      sql<string>`to_char(t.expire_time, 'YYYY-MM-DD HH24:MI:SS')`.as('expireTime'),
      (eb) =>
        eb
          .selectFrom('app_user')
          .select(sql<string>`count(*)`.as('n'))
          .where('tenant_id', '=', s.tenantId)
          .where('delete_flag', '=', false)
          .as('userCurrentNum'),
    ])
    .where('t.id', '=', s.tenantId)
    .executeTakeFirstOrThrow();
  return {
    type: row.type,
    expireTime: row.expireTime,
    userCurrentNum: Number(row.userCurrentNum),
    userNumLimit: row.userNumLimit,
    tenantId: Number(s.tenantId),
  };
}
