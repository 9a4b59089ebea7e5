import { sql, type Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import type { Database } from '../../db/schema.js';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { likePattern, trimDecimal } from '../../platform/resource/row-mapping.js';
import { accountMovements } from './account-balance.query.js';

export interface AccountFlowFilter {
  number?: string | undefined;
  /** yyyy-MM-dd, whole days. */
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

export type AccountFlowRow = {
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
};

/** A live account's id, name and opening amount, where its flow starts. */
export async function flowAccount(db: Kysely<Database>, tenantId: string, id: number) {
  return db
    .selectFrom('account')
    .select(['id', 'name', 'initial_amount'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
}

export const ACCOUNT_FLOW_COLUMNS: readonly ExportColumn[] = [
  { key: 'number', label: '单据编号' },
  { key: 'type', label: '类型' },
  { key: 'supplierName', label: '单位信息' },
  { key: 'changeAmount', label: '金额', format: 'number' },
  { key: 'balance', label: '余额', format: 'number' },
  { key: 'operTime', label: '单据日期' },
  { key: 'remark', label: '备注' },
];

/**
 * 账户流水 (reports.md §2.1): the account's movements newest first, each with the balance after it —
 * opening amount plus every movement dated up to that moment (rows of the same moment share it).
 * The balance is a window over all movements, computed before the number/period filters narrow the rows; the page
 * and the spreadsheet read the same list (`readOnce`: the window is computed once per request).
 */
export function accountFlowSource(
  sources: BalanceSources,
  tenantId: string,
  account: { id: string; initial_amount: string },
  filter: AccountFlowFilter,
): ListSource<AccountFlowRow> {
  const where = [sql`true`];
  if (filter.number) where.push(sql`f.number ilike ${likePattern(filter.number)}`);
  if (filter.beginTime) where.push(sql`f.oper_time >= ${filter.beginTime}::date`);
  if (filter.endTime) where.push(sql`f.oper_time < ${filter.endTime}::date + 1`);
  const flow = sql`
    select m.*, ${account.initial_amount}::numeric + sum(m.amount) over (order by m.oper_time) as balance
    from (${accountMovements(sources, tenantId)}) m where m.account_id = ${account.id}`;
  return {
    // `seq` numbers the rows in date order (the key and the order: newest first).
    base: sql`
      select f.account_id, f.head_id, f.source, f.number, f.type, s.supplier, f.amount, f.balance, f.oper_time, f.a_list, f.am_list, f.remark,
        row_number() over (order by f.oper_time, f.head_id, f.source, f.amount) as seq
      from (${flow}) f left join supplier s on s.tenant_id = ${tenantId} and s.id = f.organ_id
      where ${sql.join(where, sql` and `)}`,
    key: ['seq'],
    readOnce: true,
    present: (rows: Row[]) =>
      rows.map((r) => ({
        accountId: Number(r.account_id),
        headId: Number(r.head_id),
        fromType: (r.source as string | null) ?? '',
        number: (r.number as string | null) ?? '',
        type: (r.type as string | null) ?? '',
        supplierName: (r.supplier as string | null) ?? null,
        changeAmount: trimDecimal(String(r.amount ?? '0')),
        balance: trimDecimal(String(r.balance ?? '0')),
        operTime: r.oper_time ? String(r.oper_time).slice(0, 19) : '',
        aList: (r.a_list as string | null) ?? null,
        amList: (r.am_list as string | null) ?? null,
        remark: (r.remark as string | null) ?? null,
      })),
    columns: ACCOUNT_FLOW_COLUMNS,
  };
}
