import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Counter key of `/sequence/buildNumber` calls that name no prefix (reference clients). */
export const SHARED_COUNTER = '*';

/**
 * Next value of the (tenant, prefix) counter. Called inside the bill's transaction, the counter
 * row stays locked until commit, so two bills never get the same value and a rolled-back bill
 * gives its value back; there is no counter shared between tenants.
 */
export async function nextSequence(db: Kysely<Database>, tenantId: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ current_val: string }>`
    insert into bill_sequence (tenant_id, prefix, current_val) values (${tenantId}, ${prefix}, 1)
    on conflict (tenant_id, prefix) do update set current_val = bill_sequence.current_val + 1
    returning current_val`.execute(db);
  return String(rows[0]?.current_val ?? '1');
}

/** `prefix + 11 digits`, e.g. CGRK00000000673 (business-rules §2). */
export function formatNumber(prefix: string, value: string): string {
  return `${prefix}${value.padStart(11, '0')}`;
}

export async function nextBillNumber(db: Kysely<Database>, tenantId: string, prefix: string): Promise<string> {
  return formatNumber(prefix, await nextSequence(db, tenantId, prefix));
}
