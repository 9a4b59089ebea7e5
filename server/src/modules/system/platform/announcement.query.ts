import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readSummary, summarySelection } from '../../../platform/list/list-summary.js';
import { formatDateTime, likePattern } from '../../../platform/resource/row-mapping.js';

/** A page of the platform's announcements, newest first, with the total. */
export async function announcementPage(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const all = db.selectFrom('announcement');
  const [summary, rows] = await Promise.all([
    all.select(summarySelection([])).executeTakeFirst(),
    all.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      msgTitle: r.title,
      msgContent: r.content,
      type: r.type,
      audience: r.audience,
      recipientCount: r.recipient_count,
      createTimeStr: formatDateTime(r.created_at),
    })),
    ...readSummary(summary, []),
  };
}

/** A page of the active users of every tenant (platform staff excluded), matching login name, name or tenant, with the total. */
export async function recipientPage(db: Kysely<Database>, name: string | undefined, page: { limit: number; offset: number }) {
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
  const total = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['u.id', 'u.login_name', 'u.username', 't.id as tenant_id', 't.login_name as tenant_login_name'])
    .orderBy('t.id')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      loginName: r.login_name,
      username: r.username,
      tenantId: Number(r.tenant_id),
      tenantLoginName: r.tenant_login_name,
    })),
    total: Number(total.n),
  };
}
