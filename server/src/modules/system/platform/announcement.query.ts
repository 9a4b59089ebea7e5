import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { listPage, type PageParams } from '../../../platform/list/list-source.js';
import { formatDateTime, likePattern } from '../../../platform/resource/row-mapping.js';

/** A page of the platform's announcements, newest first, with the total. */
export async function announcementPage(db: Kysely<Database>, page: PageParams) {
  return listPage(
    db,
    {
      base: db.selectFrom('announcement').selectAll(),
      key: ['id'],
      present: (rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          msgTitle: r.title,
          msgContent: r.content,
          type: r.type,
          audience: r.audience,
          recipientCount: r.recipient_count,
          createTimeStr: formatDateTime(r.created_at),
        })),
    },
    page,
  );
}

/** A page of the active users of every tenant (platform staff excluded), matching login name, name or tenant, by tenant, with the total. */
export async function recipientPage(db: Kysely<Database>, name: string | undefined, page: PageParams) {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('tenant as t', 't.id', 'u.tenant_id')
    .where('u.delete_flag', '=', false)
    .where('u.status', '=', 0)
    .where('t.delete_flag', '=', false)
    .where('t.id', '<>', '0');
  const text = name?.trim();
  if (text) {
    q = q.where((eb) =>
      eb.or([eb('u.login_name', 'ilike', likePattern(text)), eb('u.username', 'ilike', likePattern(text)), eb('t.login_name', 'ilike', likePattern(text))]),
    );
  }
  return listPage(
    db,
    {
      base: q.select(['u.id', 'u.login_name', 'u.username', 't.id as tenant_id', 't.login_name as tenant_login_name']),
      key: ['tenant_id', 'id'],
      defaultOrder: { dir: 'asc', tiebreak: 'asc' },
      present: (rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          loginName: r.login_name,
          username: r.username,
          tenantId: Number(r.tenant_id),
          tenantLoginName: r.tenant_login_name,
        })),
    },
    page,
  );
}
