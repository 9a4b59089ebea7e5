import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { keptDrift, repairKept, type KeptSummary } from '../../platform/kept/kept-summary.js';
import { lockAccountDays } from '../basic/account-day.repository.js';
import { auditedSql, kindsSql } from './bill-kinds.js';

/** Bill counts and amounts per day, kind, creator and status (migrations 0029, 0040), recomputed by `suanpan_bill_day_recompute`. */
const BILL_DAY: KeptSummary = {
  table: 'bill_day',
  recompute: 'suanpan_bill_day_recompute',
  keys: ['day', 'prefix', 'creator', 'status'],
  figures: [
    'bills',
    'discount_last_money',
    'total_price',
    'discount_money',
    'change_amount',
    'back_amount',
    'other_money',
    'deposit',
    'debt',
    'last_debt',
    'last_deposit',
  ],
};

/** How many bill days differ from a recomputation (0 unless a row was changed outside the app). */
export const billDayDrift = (db: Kysely<Database>, tenantId: string) => keptDrift(db, BILL_DAY, tenantId);

/** The repair (修正单据日汇总): the tenant's bill days set to the recomputation; answers how many it changed. Writes wait for it. */
export const repairBillDays = (trx: Kysely<Database>, tenantId: string) => repairKept(trx, BILL_DAY, tenantId);

/** Where a bill is going: its new time and status (an edit, 审核 / 反审核) and, for an edit, its new accounts and partner. */
export interface BillMove {
  operTime?: string;
  status: string;
  accountIds?: readonly string[];
  organId?: string | null;
}

/** The bills `ids` (as `h`; at least one) and the days and statuses their kept rows are keyed by, as they stand and as `to` leaves them. */
function billKeys(tenantId: string, ids: readonly string[], to: BillMove | undefined) {
  return {
    heads: sql`(select * from depot_head where tenant_id = ${tenantId} and id in (${sql.join([...ids])})) h`,
    days: sql.join([sql`h.oper_time::date`, ...(to?.operTime === undefined ? [] : [sql`${to.operTime}::timestamp::date`])]),
    statuses: sql.join([sql`h.status`, ...(to ? [sql`${to.status}::char(1)`] : [])]),
  };
}

/**
 * Locks the kept rows the heads of bills `ids` write — their accounts' days (`account_day`, the head's account and its
 * multi-account shares), their bill days (`bill_day`) and their partners' statements (`partner_statement`) — each as it
 * stands and as `to` will leave it (a row not there yet is made empty: an empty kept row equals a missing one), before
 * the first write of a delete, an edit or a 审核 / 反审核. The tables are taken in the order a new bill's head statement
 * takes them (its statement triggers fire in name order: account day, bill day, partner statement), each in key order,
 * and so before any stock row and before the line days (migration 0041), as a new bill does.
 * Without it, deleting or editing — which withdraw the stock and mark the old lines first and change the head last — and
 * a new bill of the same account, day, kind or partner could deadlock; and a batch audit, which moves its bills' lines
 * one head at a time, against another batch over the same days in the opposite order.
 * A new bill's head statement takes its tables in that order too; a new multi-account bill takes its shares' account
 * days before its head (`lockNewBillAccountDays`), as its shares are written after its head.
 */
export async function lockBillSummaries(trx: Kysely<Database>, tenantId: string, ids: readonly string[], to?: BillMove): Promise<void> {
  if (ids.length === 0) return;
  const { heads, days, statuses } = billKeys(tenantId, ids, to);
  const newAccounts = to?.accountIds?.length ? sql`union select unnest(array[${sql.join(to.accountIds.map((a) => sql`${a}::bigint`))}])` : sql``;
  // Upserted, not selected: a row the change is about to create is created (empty) and locked now, not later. Each key
  // once (distinct): bills of one day, kind, creator and status share a row, and an upsert may not touch a row twice.
  await lockAccountDays(
    trx,
    sql`select h.tenant_id, a.account_id, d.day, ${auditedSql('s.status')}
    from ${heads}
    cross join lateral (select h.account_id
      union select x.account_id from depot_head_account x where x.tenant_id = h.tenant_id and x.head_id = h.id
      ${newAccounts}) a(account_id)
    cross join lateral unnest(array[${days}]) d(day)
    cross join lateral unnest(array[${statuses}]) s(status)`,
  );
  await lockBillDaysAndStatements(trx, tenantId, ids, to);
}

/** A partner's statement row (`partner_statement`): its partner and trade. */
export interface PartnerTrade {
  organId: string;
  trade: 'sale' | 'buy';
}

/**
 * The second half of `lockBillSummaries`: the bill days of bills `ids` and their partners' statements (as they stand and
 * as `to` leaves them), and the statements of `partners`, in that order, each in key order. A finance document that
 * settles bills takes these after its own account days: it changes their debts (their bill days) and its partner's
 * statement, not their accounts — taking the statement first and the bill days after (its lines, then its bills' 最终欠款)
 * it met an edit of another bill of that partner and day the other way round.
 */
export async function lockBillDaysAndStatements(
  trx: Kysely<Database>,
  tenantId: string,
  ids: readonly string[],
  to?: BillMove,
  partners: readonly PartnerTrade[] = [],
): Promise<void> {
  const statements = partners.map((p) => sql`select ${tenantId}::bigint, ${p.organId}::bigint, ${p.trade}::text`);
  if (ids.length > 0) {
    const { heads, days, statuses } = billKeys(tenantId, ids, to);
    await sql`insert into bill_day (tenant_id, day, prefix, creator, status)
      select distinct h.tenant_id, d.day, h.prefix, h.creator, s.status
      from ${heads}
      cross join lateral unnest(array[${days}]) d(day)
      cross join lateral unnest(array[${statuses}]) s(status)
      order by 1, 2, 3, 4, 5
      on conflict (tenant_id, day, prefix, creator, status) do update set bills = bill_day.bills`.execute(trx);
    const newPartner = to?.organId ? sql`, (${to.organId}::bigint)` : sql``;
    statements.unshift(sql`select h.tenant_id, o.organ_id, case when ${kindsSql((k) => k.report === 'sale')} then 'sale' else 'buy' end
      from ${heads}
      cross join lateral (values (h.organ_id)${newPartner}) o(organ_id)
      where o.organ_id is not null and ${kindsSql((k) => k.report === 'sale' || k.report === 'buy')}`);
  }
  if (statements.length === 0) return;
  await sql`insert into partner_statement (tenant_id, organ_id, trade)
    select distinct k.* from (${sql.join(statements, sql` union `)}) k(tenant_id, organ_id, trade)
    order by 1, 2, 3
    on conflict (tenant_id, organ_id, trade) do update set debt = partner_statement.debt`.execute(trx);
}

/**
 * Locks the account days a new bill with a multi-account list will write — its shares' accounts on its day — before its
 * head: its shares (`depot_head_account`) are written after its head, so their account days would otherwise follow its
 * bill day, the other way round from an edit (`lockBillSummaries`), and the two could deadlock. Taken after the bill's
 * number, which every new bill takes first.
 */
export async function lockNewBillAccountDays(
  trx: Kysely<Database>,
  tenantId: string,
  accountIds: readonly string[],
  operTime: string,
  status: string,
): Promise<void> {
  if (accountIds.length === 0) return;
  await lockAccountDays(
    trx,
    sql`select ${tenantId}::bigint, a.account_id, ${operTime}::timestamp::date, ${auditedSql(sql`${status}::char(1)`)}
    from unnest(array[${sql.join(accountIds.map((a) => sql`${a}::bigint`))}]) a(account_id)`,
  );
}
