import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What finance documents settled against the goods bill `alias` (business-rules §8.4): the sum of the live
 * 收款/付款 lines naming it, whatever their status — in the bill's own sense (a return's settlements are
 * negative). Lines of a deleted document are deleted with it, so a delete gives the debt back.
 */
export const settledOn = (alias = 'h'): RawBuilder<unknown> => sql`coalesce((select sum(i.each_amount) from account_item i
  where i.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and i.bill_id = ${sql.ref(`${alias}.id`)} and not i.delete_flag), 0)`;

/** 最终欠款 of the bill `h`: its debt less what was settled against it. */
export const lastDebtSql = (): RawBuilder<unknown> => sql`h.debt - abs(${settledOn('h')})`;

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
