import type { ButtonCode } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../audit-log.js';
import { assertInScope, assertKindAccess } from './access.js';
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
 * The caller's live documents by id, locked, after checking each kind's page and buttons and the
 * data scope. None found (missing, deleted or another tenant's) is "not found".
 */
export async function lockOwn<H extends DocumentHead>(
  c: DocumentContext,
  trx: Kysely<Database>,
  tables: DocumentTables<DocumentKind, H>,
  ids: ReadonlyArray<number | string>,
  ...buttons: ButtonCode[]
): Promise<H[]> {
  const heads = await lockDocuments(trx, tables, c.session.tenantId, ids.map(String));
  if (heads.length === 0) throw notFound('单据不存在或已被删除');
  await assertKindAccess(
    trx,
    c.session,
    heads.map((h) => kindOfHead(tables, h.prefix)),
    ...buttons,
  );
  await assertInScope(trx, c.session, heads);
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
