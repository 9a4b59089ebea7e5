import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { settledOn } from '../stock/bill-outstanding.js';

/**
 * Of the given goods bills, those finance documents settled (`any`) or settled more than their debt now is
 * (`over`, after an edit lowered it): a settled bill cannot be deleted, nor cut below what was received or paid.
 */
export async function settledBillNumbers(db: Kysely<Database>, tenantId: string, ids: readonly string[], which: 'any' | 'over'): Promise<string[]> {
  if (ids.length === 0) return [];
  const test = which === 'any' ? sql`${settledOn('h')} <> 0` : sql`abs(${settledOn('h')}) > h.debt`;
  const { rows } = await sql<{ number: string }>`select h.number from depot_head h
    where h.tenant_id = ${tenantId} and h.id in (${sql.join([...ids])}) and ${test} order by h.id`.execute(db);
  return rows.map((r) => r.number);
}
