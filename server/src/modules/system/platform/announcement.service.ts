import { sql, type Kysely } from 'kysely';
import type { Session } from '../../../app/auth/session.js';
import type { Database } from '../../../db/schema.js';
import { writeLog } from '../../../platform/audit-log.js';

/** What a 系统消息 says and to whom (the send route's body). */
export interface Announcement {
  msgTitle: string;
  msgContent?: string | undefined;
  type?: string | undefined;
  audience: 'all' | 'tenants' | 'users';
  tenantIds?: readonly number[] | undefined;
  userIds?: readonly number[] | undefined;
}

/** Records the announcement and gives each recipient a message, in one transaction; answers the messages written. */
export async function sendAnnouncement(db: Kysely<Database>, s: Session, ip: string, body: Announcement) {
  return db.transaction().execute(async (trx) => {
    const ann = await trx
      .insertInto('announcement')
      .values({
        tenant_id: '0',
        title: body.msgTitle,
        content: body.msgContent ?? null,
        type: body.type ?? '系统消息',
        audience: body.audience,
        creator: s.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One set-based insert: a message for every chosen, active, signed-up user (platform staff excluded).
    let target = trx
      .selectFrom('app_user as u')
      .innerJoin('tenant as t', 't.id', 'u.tenant_id')
      .select(['u.tenant_id', 'u.id'])
      .where('u.delete_flag', '=', false)
      .where('u.status', '=', 0)
      .where('t.delete_flag', '=', false)
      .where('t.id', '<>', '0');
    if (body.audience === 'tenants') target = target.where('u.tenant_id', 'in', (body.tenantIds ?? []).map(String));
    if (body.audience === 'users') target = target.where('u.id', 'in', (body.userIds ?? []).map(String));
    const inserted = await trx
      .insertInto('message')
      .columns(['tenant_id', 'user_id', 'msg_title', 'msg_content', 'type', 'bus_id'])
      .expression(
        target.select([
          sql.lit(body.msgTitle).as('t'),
          sql.lit(body.msgContent ?? null).as('c'),
          sql.lit(body.type ?? '系统消息').as('y'),
          sql.lit(String(ann.id)).as('b'),
        ]),
      )
      .returning(['tenant_id', 'user_id', 'id'])
      .execute();
    await trx.updateTable('announcement').set({ recipient_count: inserted.length }).where('tenant_id', '=', '0').where('id', '=', ann.id).execute();
    await writeLog(trx, s, ip, '系统消息', `发送系统消息 ${body.msgTitle}（${inserted.length}人）`);
    return inserted;
  });
}
