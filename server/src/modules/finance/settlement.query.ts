import { sql, type RawBuilder } from 'kysely';

/**
 * What finance documents settled against the goods bill `alias` (business-rules §8.4): the sum of the live
 * 收款/付款 lines naming it, whatever their status — in the bill's own sense (a return's settlements are
 * negative). Lines of a deleted document are deleted with it, so a delete gives the debt back.
 */
export const settledOn = (alias = 'h'): RawBuilder<unknown> => sql`coalesce((select sum(i.each_amount) from account_item i
  where i.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and i.bill_id = ${sql.ref(`${alias}.id`)} and not i.delete_flag), 0)`;

/** 最终欠款 of the bill `h`: its debt less what was settled against it. */
export const lastDebtSql = (): RawBuilder<unknown> => sql`h.debt - abs(${settledOn('h')})`;
