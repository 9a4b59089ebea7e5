import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';

/**
 * Money movements on settlement accounts (business-rules §9): each source is a query of the
 * tenant's rows with columns `account_id`, `amount` (signed) and `oper_time`. Bills, finance
 * documents and multi-account shares register their source when their module lands; until then
 * a balance is its opening amount. Nothing is stored: balances are always summed from sources.
 */
export type AccountMovementSource = (tenantId: string) => RawBuilder<unknown>;

const sources: AccountMovementSource[] = [];

export function registerAccountMovements(source: AccountMovementSource): void {
  sources.push(source);
}

export interface AccountBalance {
  currentAmount: string;
  thisMonthAmount: string;
}

/** Current balance and this month's movement of the given accounts, in one set-based query. */
export async function accountBalances(db: Kysely<Database>, tenantId: string, accountIds: readonly string[]): Promise<Map<string, AccountBalance>> {
  if (accountIds.length === 0) return new Map();
  const movements = sources.length
    ? sql`select m.account_id, sum(m.amount) as total,
            coalesce(sum(m.amount) filter (where m.oper_time >= date_trunc('month', localtimestamp)), 0) as month
          from (${sql.join(sources.map((s) => s(tenantId)), sql` union all `)}) m group by m.account_id`
    : sql`select null::bigint as account_id, 0::numeric as total, 0::numeric as month where false`;
  const { rows } = await sql<{ id: string; current: string; month: string }>`
    select a.id, (a.initial_amount + coalesce(mv.total, 0))::text as current, coalesce(mv.month, 0)::text as month
    from account a left join (${movements}) mv on mv.account_id = a.id
    where a.tenant_id = ${tenantId} and a.id in (${sql.join(accountIds)})`.execute(db);
  return new Map(rows.map((r) => [String(r.id), { currentAmount: trimDecimal(r.current), thisMonthAmount: trimDecimal(r.month) }]));
}
