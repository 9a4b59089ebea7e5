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
 * The value the (tenant, prefix) counter gives next, read without taking it: a form that is opened and
 * cancelled uses up no number (docs/stock-bills.md, "Numbers").
 */
export async function peekSequence(db: Kysely<Database>, tenantId: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ next: string }>`select coalesce(max(current_val), 0) + 1 as next from bill_sequence
    where tenant_id = ${tenantId} and prefix = ${prefix}`.execute(db);
  return String(rows[0]?.next ?? '1');
}

/**
 * Whether a number sent with a new document is the counter's proposal rather than one the user chose: the
 * `defaultNumber` the form was opened with (with or without its prefix), or the counter's next number itself
 * (a client that does not send the proposal back). Such a number is assigned at save from the counter, so
 * numbers stay continuous however many forms were opened, cancelled or saved meanwhile.
 */
export async function isProposedNumber(
  db: Kysely<Database>,
  tenantId: string,
  prefix: string,
  requested: string,
  defaultNumber: string | null | undefined,
): Promise<boolean> {
  const proposal = defaultNumber?.trim();
  if (proposal && (requested === proposal || requested === prefix + proposal)) return true;
  return requested === prefix + numberDigits(await peekSequence(db, tenantId, prefix));
}

/**
 * The prefix-less proposal (`/sequence/buildNumber` without `prefix`), as the digits of a number. jshERP's client
 * writes a finance form's number as its kind's letters before these digits and sends no `defaultNumber`: this is
 * the proposal such a form was opened with (read, never taken: every such form shows the same one).
 */
export async function sharedProposal(db: Kysely<Database>, tenantId: string): Promise<string> {
  return numberDigits(await peekSequence(db, tenantId, SHARED_COUNTER));
}

/**
 * A number the user typed in the prefix's own series (prefix + 11 digits) ahead of the counter moves the
 * counter past it, so the counter never hands it out again (it would be refused as taken at every later save).
 */
export async function passTypedNumber(db: Kysely<Database>, tenantId: string, prefix: string, number: string): Promise<void> {
  const digits = number.startsWith(prefix) ? number.slice(prefix.length) : '';
  if (!new RegExp(`^[0-9]{${DIGITS}}$`).test(digits)) return;
  await sql`insert into bill_sequence (tenant_id, prefix, current_val) values (${tenantId}, ${prefix}, ${digits}::bigint)
    on conflict (tenant_id, prefix) do update set current_val = greatest(bill_sequence.current_val, excluded.current_val)`.execute(db);
}

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
