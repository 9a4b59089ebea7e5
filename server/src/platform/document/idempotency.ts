import { createHash } from 'node:crypto';
import { BILL_ERR } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { badRequest, conflict } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';

/** The request's `Idempotency-Key` header (≤ 100 characters, trimmed), or undefined when none was sent. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '') return undefined;
  if (key.length > 100) throw badRequest('Idempotency-Key不能超过100个字符', 'Idempotency-Key');
  return key.trim();
}

/** The body a key was first used with, by hash: the same key with another body is refused. */
export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims an Idempotency-Key inside the document's transaction. A concurrent request with the same key
 * waits on the key's row; once that one commits, this returns its stored answer instead of saving
 * again. A rolled-back attempt leaves the key free. The same key with another body is refused.
 * Keys are the tenant's, whatever document they save.
 */
export async function claimKey<T>(db: Kysely<Database>, tenantId: string, userId: string, key: string, hash: string): Promise<T | undefined> {
  const { rows } = await sql<{ key: string }>`
    insert into document_idempotency (tenant_id, key, user_id) values (${tenantId}, ${key}, ${userId})
    on conflict (tenant_id, key) do nothing returning key`.execute(db);
  if (rows.length) return undefined;
  const prior = await db.selectFrom('document_idempotency').select('response').where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst();
  const stored = prior?.response as { hash?: string; data?: T } | null | undefined;
  if (!stored || stored.hash !== hash || stored.data === undefined) throw conflict(BILL_ERR.idempotencyReuse);
  return stored.data;
}

/** Records the document a claimed key saved (its head table and id) and the answer to replay. */
export async function storeAnswer(
  db: Kysely<Database>,
  tenantId: string,
  key: string,
  document: { table: string; id: string },
  hash: string,
  data: unknown,
): Promise<void> {
  await db
    .updateTable('document_idempotency')
    .set({ document_table: document.table, document_id: document.id, response: JSON.stringify({ hash, data }) })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .execute();
}
