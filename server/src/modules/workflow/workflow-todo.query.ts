import { BUTTON, type ApprovalTodoRow, type ListData } from '@suanpan/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { grantedKinds } from '../../platform/document/access.js';
import { DOCUMENT_STATUS } from '../../platform/document/status.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { FINANCE_DOC_KINDS } from '../finance/finance-document.js';
import { maskedFinancePrefixes } from '../finance/finance-mask.js';
import { BILL_KINDS } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';

interface TodoSqlRow {
  family: ApprovalTodoRow['family'];
  id: string;
  prefix: string;
  number: string;
  bill_time: string;
  organ_name: string | null;
  creator: string;
  username: string | null;
  total_price: string;
  submit_time: string | null;
  total: string;
}

const time = (col: RawBuilder<unknown>) => sql<string>`to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The documents of one family in 审核中 of the given kinds (and creators), as todo rows. */
function pending(
  family: ApprovalTodoRow['family'],
  table: 'depot_head' | 'account_head',
  timeColumn: string,
  tenantId: string,
  prefixes: readonly string[],
  creators: string[] | null,
) {
  return sql`select ${family}::text as family, h.id, h.prefix, h.number, ${time(sql.ref(`h.${timeColumn}`))} as bill_time, s.supplier as organ_name,
      h.creator, u.username, h.total_price,
      (select ${time(sql`max(l.created_at)`)} from approval_log l
        where l.tenant_id = h.tenant_id and l.head_table = ${table} and l.head_id = h.id and l.action = 'submit') as submit_time
    from ${sql.table(table)} h
    left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
    left join app_user u on u.tenant_id = h.tenant_id and u.id = h.creator
    where h.tenant_id = ${tenantId} and not h.delete_flag and h.status = ${DOCUMENT_STATUS.inApproval}
      and h.prefix in (${sql.join(prefixes)})
      ${creators ? sql`and h.creator in (${sql.join(creators.length ? creators : ['0'])})` : sql``}`;
}

/**
 * 待办流程: the documents in 审核中 the caller may decide — of the kinds whose page and 审核 button the caller
 * holds, within the role's data scope — newest submission first. Whatever the tenant's switch says now: a
 * document sent before 多级审核 was turned off still waits here.
 */
export async function workflowTodo(
  db: Kysely<Database>,
  session: Session,
  page: { currentPage: number; pageSize: number },
): Promise<ListData<ApprovalTodoRow>> {
  const [bills, finance, scope] = await Promise.all([
    grantedKinds(db, session, Object.values(BILL_KINDS), BUTTON.audit),
    grantedKinds(db, session, FINANCE_DOC_KINDS, BUTTON.audit),
    loadDataScope(db, session),
  ]);
  const parts = [
    ...(bills.length
      ? [
          pending(
            'depotHead',
            'depot_head',
            'oper_time',
            session.tenantId,
            bills.map((k) => k.prefix),
            scope.creators,
          ),
        ]
      : []),
    ...(finance.length
      ? [
          pending(
            'accountHead',
            'account_head',
            'bill_time',
            session.tenantId,
            finance.map((k) => k.prefix),
            scope.creators,
          ),
        ]
      : []),
  ];
  if (parts.length === 0) return { rows: [], total: 0 };
  const { rows } = await sql<TodoSqlRow>`select t.*, count(*) over () as total from (${sql.join(parts, sql` union all `)}) t
    order by t.submit_time desc nulls last, t.family, t.id desc
    limit ${page.pageSize} offset ${(page.currentPage - 1) * page.pageSize}`.execute(db);
  const masked = new Set<string>([...maskedPrefixes(scope.priceLimits), ...maskedFinancePrefixes(scope.priceLimits)]);
  const kindOf = (r: TodoSqlRow) =>
    r.family === 'depotHead' ? BILL_KINDS[r.prefix as keyof typeof BILL_KINDS] : FINANCE_DOC_KINDS.find((k) => k.prefix === r.prefix);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      family: r.family,
      id: Number(r.id),
      prefix: r.prefix,
      kindName: kindOf(r)?.label ?? r.prefix,
      page: kindOf(r)?.page ?? '',
      number: r.number,
      billTime: r.bill_time,
      organName: r.organ_name,
      creator: Number(r.creator),
      userName: r.username,
      totalPrice: masked.has(r.prefix) ? '0' : trimDecimal(String(r.total_price)),
      submitTime: r.submit_time,
    })),
  };
}
