import type { ButtonCode } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../audit-log.js';
import { assertKindAccess, visibleHeads } from './access.js';
import type { DocumentContext } from './context.js';
import { kindOfHead, type AnyDocumentTables, type DocumentHead, type DocumentKind, type DocumentTables } from './kind.js';

/**
 * Live documents by id, locked for the rest of the transaction. Always in id order, so two
 * transactions locking overlapping sets cannot deadlock on them.
 */
export async function lockDocuments<H extends DocumentHead>(
  db: Kysely<Database>,
  tables: DocumentTables<DocumentKind, H>,
  tenantId: string,
  ids: readonly string[],
): Promise<H[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<H>`select ${sql.join(tables.headColumns.map((c) => sql.ref(c)))} from ${sql.table(tables.head)}
    where tenant_id = ${tenantId} and id in (${sql.join([...ids])}) and not delete_flag
    order by id for update`.execute(db);
  return rows;
}

/**
 * The caller's live documents by id, locked. All or nothing: when one id names no document the caller may see
 * (missing, deleted, another tenant's, or outside the kind pages, data scope and grants of the caller's list) the
 * answer is "not found", the same whichever it is, so no id tells "exists but not yours" (docs/decisions.md).
 */
export async function lockVisible<H extends DocumentHead>(
  trx: Kysely<Database>,
  session: Session,
  tables: DocumentTables<DocumentKind, H>,
  ids: ReadonlyArray<number | string>,
): Promise<H[]> {
  const heads = await visibleHeads(trx, session, tables, await lockDocuments(trx, tables, session.tenantId, ids.map(String)));
  if (heads.length === 0 || heads.length < new Set(ids.map(String)).size) throw notFound('单据不存在或已被删除');
  return heads;
}

/** {@link lockVisible}, then each kind's buttons (a document the caller sees but may not act on is a 403). */
export async function lockOwn<H extends DocumentHead>(
  c: DocumentContext,
  trx: Kysely<Database>,
  tables: DocumentTables<DocumentKind, H>,
  ids: ReadonlyArray<number | string>,
  ...buttons: ButtonCode[]
): Promise<H[]> {
  const heads = await lockVisible(trx, c.session, tables, ids);
  await assertKindAccess(
    trx,
    c.session,
    heads.map((h) => kindOfHead(tables, h.prefix)),
    ...buttons,
  );
  return heads;
}

/** One operation-log line for an action on documents (their numbers), under the first one's kind. */
export async function logDocumentAction(
  trx: Kysely<Database>,
  c: DocumentContext,
  tables: AnyDocumentTables,
  heads: readonly DocumentHead[],
  action: string,
): Promise<void> {
  const [first] = heads;
  if (!first) return;
  await writeLog(trx, c.session, c.ip, kindOfHead(tables, first.prefix).label, `${action}${heads.map((h) => h.number).join(',')}`);
}
