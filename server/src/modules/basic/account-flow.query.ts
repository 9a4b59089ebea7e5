import { sql, type Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import type { Database } from '../../db/schema.js';
import { likePattern, trimDecimal } from '../../platform/resource/row-mapping.js';
import { accountMovements } from './account-balance.query.js';

export interface AccountFlowFilter {
  number?: string | undefined;
  /** yyyy-MM-dd, whole days. */
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

export interface AccountFlowRow {
  accountId: number;
  headId: number;
  fromType: string;
  number: string;
  type: string;
  supplierName: string | null;
  changeAmount: string;
  balance: string;
  operTime: string;
  aList: string | null;
  amList: string | null;
  remark: string | null;
}

/** A live account's id and opening amount, where its flow starts. */
export async function flowAccount(db: Kysely<Database>, tenantId: string, id: number) {
  return db
    .selectFrom('account')
    .select(['id', 'initial_amount'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
}

/**
 * 账户流水 (reports.md §2.1): the account's movements newest first, each with the balance after it —
 * opening amount plus every movement dated up to that moment (rows of the same moment share it).
 * The balance is a window over all movements, computed before the number/period filters narrow the rows.
 */
export async function accountFlow(
  db: Kysely<Database>,
  sources: BalanceSources,
  tenantId: string,
  account: { id: string; initial_amount: string },
  filter: AccountFlowFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AccountFlowRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.number) where.push(sql`f.number ilike ${likePattern(filter.number)}`);
  if (filter.beginTime) where.push(sql`f.oper_time >= ${filter.beginTime}::date`);
  if (filter.endTime) where.push(sql`f.oper_time < ${filter.endTime}::date + 1`);
  const flow = sql`
    select m.*, ${account.initial_amount}::numeric + sum(m.amount) over (order by m.oper_time) as balance
    from (${accountMovements(sources, tenantId)}) m where m.account_id = ${account.id}`;
  const conditions = sql.join(where, sql` and `);
  const [count, pageRows] = await Promise.all([
    sql<{ n: string }>`select count(*)::text as n from (${flow}) f where ${conditions}`.execute(db),
    sql<Record<string, string | null>>`
      select f.account_id, f.head_id, f.source, f.number, f.type, s.supplier, f.amount::text as amount, f.balance::text as balance,
        to_char(f.oper_time, 'YYYY-MM-DD HH24:MI:SS') as oper_time, f.a_list, f.am_list, f.remark
      from (${flow}) f left join supplier s on s.tenant_id = ${tenantId} and s.id = f.organ_id
      where ${conditions}
      order by f.oper_time desc, f.head_id desc limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  const rows = pageRows.rows.map((r) => ({
    accountId: Number(r.account_id),
    headId: Number(r.head_id),
    fromType: r.source ?? '',
    number: r.number ?? '',
    type: r.type ?? '',
    supplierName: r.supplier ?? null,
    changeAmount: trimDecimal(r.amount ?? '0'),
    balance: trimDecimal(r.balance ?? '0'),
    operTime: r.oper_time ?? '',
    aList: r.a_list ?? null,
    amList: r.am_list ?? null,
    remark: r.remark ?? null,
  }));
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}
