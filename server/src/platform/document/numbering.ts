import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnyDocumentTables } from './kind.js';

/** Counter key of `/sequence/buildNumber` calls that name no prefix (reference clients). */
export const SHARED_COUNTER = '*';

/** Digits after the prefix: CGRK00000000673 (business-rules §2). */
const DIGITS = 11;

/**
 * Next value of the (tenant, prefix) counter. Called inside the document's transaction, the counter
 * row stays locked until commit, so two documents never get the same value and a rolled-back one
 * gives its value back; there is no counter shared between tenants. Prefixes of all families share
 * the one counter table (they never collide: the kind catalogues own distinct prefixes).
 */
export async function nextSequence(db: Kysely<Database>, tenantId: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ current_val: string }>`
    insert into bill_sequence (tenant_id, prefix, current_val) values (${tenantId}, ${prefix}, 1)
    on conflict (tenant_id, prefix) do update set current_val = bill_sequence.current_val + 1
    returning current_val`.execute(db);
  return String(rows[0]?.current_val ?? '1');
}

/** The counter value as the digits of a number: 673 → 00000000673. */
export const numberDigits = (value: string) => value.padStart(DIGITS, '0');

/**
 * Inserts a head whose number comes from the (tenant, prefix) counter in the same statement, so the
 * hot counter row is locked one round trip later than a separate increment would.
 */
export async function insertNumbered(
  db: Kysely<Database>,
  tables: AnyDocumentTables,
  values: Record<string, unknown>,
  tenantId: string,
  prefix: string,
): Promise<{ id: string; number: string }> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: string; number: string }>`
    with n as (
      insert into bill_sequence (tenant_id, prefix, current_val) values (${tenantId}, ${prefix}, 1)
      on conflict (tenant_id, prefix) do update set current_val = bill_sequence.current_val + 1 returning current_val
    )
    insert into ${sql.table(tables.head)} (${sql.join(cols.map((c) => sql.ref(c)))}, number)
    values (${sql.join(cols.map((c) => sql`${values[c] as string}`))}, (select ${prefix} || lpad(n.current_val::text, ${sql.lit(DIGITS)}, '0') from n))
    returning id, number`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`${tables.head}: document not inserted`);
  return { id: String(row.id), number: row.number };
}

/** Whether a live document of the family (other than `exceptId`) already has this number. */
export async function numberTaken(
  db: Kysely<Database>,
  tables: AnyDocumentTables,
  tenantId: string,
  number: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(tables.head)}
    where tenant_id = ${tenantId} and number = ${number} and not delete_flag and id <> ${exceptId ?? '0'} limit 1`.execute(db);
  return rows.length > 0;
}

/** A unique-number race lost between the check and the insert: true when `error` is that violation. */
export function isNumberConflict(tables: AnyDocumentTables, error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(tables.numberConstraint);
}
