import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import type { Database } from '../../db/schema.js';
import type { TotalColumn } from '../../platform/list/list-summary.js';
import type { ListSql } from '../../platform/list/list-source.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';

/**
 * Money movements on settlement accounts (business-rules §9). Each source (`BalanceSources.account`,
 * contributed by the modules' descriptors) is a query of one tenant's movements with exactly these
 * columns, in this order:
 *
 *   account_id bigint, amount numeric (signed: + money in), oper_time timestamp,
 *   source text ('bill' | 'financial'), head_id bigint, number varchar, type text (label shown),
 *   organ_id bigint, remark varchar, a_list text, am_list text (multi-account ids / amounts or null)
 *
 * The account flow (账户流水) reads the union of the sources. Goods bills contribute theirs from the stock
 * module; the finance documents (account_head / account_item) contribute a second source the same way.
 * Balances, 本月发生额 and the statistics footer read the same movements summed per account and day
 * (`account_day`, kept by triggers: migration 0028); server/test/reports/account-days-property.test.ts
 * holds the two equal under random histories.
 */
export function accountMovements(sources: BalanceSources, tenantId: string): RawBuilder<unknown> {
  if (sources.account.length > 0)
    return sql`${sql.join(
      sources.account.map((s) => s(tenantId)),
      sql` union all `,
    )}`;
  return sql`select null::bigint as account_id, 0::numeric as amount, null::timestamp as oper_time, null::text as source, null::bigint as head_id,
    null::varchar as number, null::text as type, null::bigint as organ_id, null::varchar as remark, null::text as a_list, null::text as am_list where false`;
}

/**
 * Per account: all-time movement (`total`) and this calendar month's (`month`), from the money kept per account and
 * day (`account_day`, migration 0028: the same movements as the sources, summed in the posting transaction), so a
 * balance reads the account's days, not its history. Under 强审核 only the audited days count.
 */
const movementTotals = (tenantId: string, account = 'a.id') => sql`
  select sum(d.in_amount - d.out_amount) as total,
    sum(d.in_amount - d.out_amount) filter (where d.day >= date_trunc('month', localtimestamp)::date
      and d.day < (date_trunc('month', localtimestamp) + interval '1 month')::date) as month
  from account_day d
  where d.tenant_id = ${tenantId} and d.account_id = ${sql.ref(account)} and (d.audited or not exists (
    select 1 from system_config c where c.tenant_id = ${tenantId} and c.force_approval_flag = '1' and not c.delete_flag))`;

export interface AccountBalance {
  currentAmount: string;
  thisMonthAmount: string;
}

/** Current balance and this month's movement of the given accounts, in one set-based query. */
export async function accountBalances(db: Kysely<Database>, tenantId: string, accountIds: readonly string[]): Promise<Map<string, AccountBalance>> {
  if (accountIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; current: string; month: string }>`
    select a.id, (a.initial_amount + coalesce(mv.total, 0))::text as current, coalesce(mv.month, 0)::text as month
    from account a cross join lateral (${movementTotals(tenantId)}) mv
    where a.tenant_id = ${tenantId} and a.id in (${sql.join(accountIds)})`.execute(db);
  return new Map(rows.map((r) => [String(r.id), { currentAmount: trimDecimal(r.current), thisMonthAmount: trimDecimal(r.month) }]));
}

/**
 * 账户统计's filtered set `b` with each account's 本月发生额 and 当前余额 as columns (`this_month_amount`,
 * `current_amount`), its account days read once per account for both; and the 合计 of the two over the set. The one
 * definition of the figures `/account/listWithBalance` totals and `/account/getStatistics` answers.
 */
export function withAccountBalances(tenantId: string, base: ListSql): { base: RawBuilder<unknown>; totals: TotalColumn[] } {
  return {
    base: sql`select b.*, coalesce(mv.month, 0) as this_month_amount, b.initial_amount + coalesce(mv.total, 0) as current_amount
      from (${base}) b cross join lateral (${movementTotals(tenantId, 'b.id')}) mv`,
    totals: [
      { key: 'thisMonthAmount', expression: sql`b.this_month_amount` },
      { key: 'currentAmount', expression: sql`b.current_amount` },
    ],
  };
}
