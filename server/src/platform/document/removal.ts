import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnyDocumentTables } from './kind.js';

/*
 * Documents and lines are never removed, only marked deleted: reports, links and the ledger keep
 * reading the history they were part of.
 */

/** Marks the live lines of the given documents deleted (an edit replaces them with new ones). */
export async function deleteLines(trx: Kysely<Database>, tables: AnyDocumentTables, tenantId: string, headIds: readonly string[]): Promise<void> {
  if (headIds.length === 0) return;
  await sql`update ${sql.table(tables.line.table)} set delete_flag = true
    where tenant_id = ${tenantId} and ${sql.ref(tables.line.headColumn)} in (${sql.join([...headIds])}) and not delete_flag`.execute(trx);
}

/** Marks documents deleted with their lines. */
export async function deleteDocuments(trx: Kysely<Database>, tables: AnyDocumentTables, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await deleteLines(trx, tables, tenantId, ids);
  await sql`update ${sql.table(tables.head)} set delete_flag = true where tenant_id = ${tenantId} and id in (${sql.join([...ids])})`.execute(trx);
}
