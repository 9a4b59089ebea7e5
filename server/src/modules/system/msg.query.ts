import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { formatDateTime } from '../../platform/resource/row-mapping.js';

// The caller's own notifications: every read and write is confined to the session's user.
type MessageStatus = '1' | '2';

function ownMessages(db: Kysely<Database>, s: Session) {
  return db.selectFrom('message').where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('delete_flag', '=', false);
}

function toApi(r: {
  id: string;
  msg_title: string;
  msg_content: string | null;
  status: string;
  type: string | null;
  created_at: string;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
}) {
  return {
    id: Number(r.id),
    msgTitle: r.msg_title,
    msgContent: r.msg_content,
    status: r.status,
    type: r.type,
    createTimeStr: formatDateTime(r.created_at),
    openType: r.open_type,
    openPage: r.open_page,
    busId: r.bus_id,
  };
}

const COLUMNS = ['id', 'msg_title', 'msg_content', 'status', 'type', 'created_at', 'open_type', 'open_page', 'bus_id'] as const;

/** The caller's messages of one status, newest first (at most 200). */
export async function myMessages(db: Kysely<Database>, s: Session, status: MessageStatus) {
  const rows = await ownMessages(db, s).select(COLUMNS).where('status', '=', status).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map(toApi);
}

/** How many of the caller's messages have this status or type. */
export async function myMessageCount(db: Kysely<Database>, s: Session, by: { status: MessageStatus } | { type: string }): Promise<number> {
  const q = ownMessages(db, s).select(sql<string>`count(*)`.as('n'));
  const row = await ('status' in by ? q.where('status', '=', by.status) : q.where('type', '=', by.type)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the caller's messages, or undefined. */
export async function myMessage(db: Kysely<Database>, s: Session, id: number) {
  const row = await ownMessages(db, s).select(COLUMNS).where('id', '=', String(id)).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Sets the status of the caller's messages among `ids` (others' are left alone). */
export async function markMessages(db: Kysely<Database>, s: Session, ids: readonly number[], status: MessageStatus): Promise<void> {
  await db
    .updateTable('message')
    .set({ status })
    .where('tenant_id', '=', s.tenantId)
    .where('user_id', '=', s.userId)
    .where('id', 'in', ids.map(String))
    .execute();
}

/** Marks every unread message of the caller read. */
export async function readAllMessages(db: Kysely<Database>, s: Session): Promise<void> {
  await db.updateTable('message').set({ status: '2' }).where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('status', '=', '1').execute();
}
