import { APPROVAL_ERR, formatMessage, type ApprovalAction, type ApprovalLogRow, type ErrorEntry } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import type { AnyDocumentTables } from './kind.js';

/*
 * Multi-level approval (多级审核, business-rules §1 status 9 and §12): for the prefixes the tenant lists in
 * `multi_bill_type` while `multi_level_approval_flag` is on, a document is not audited directly but submitted
 * (0 → 9) and then approved (9 → 1, with the family's audit effects) or rejected (9 → 0). One level: any holder
 * of the kind's 审核 button decides. Each step is a row of `approval_log`.
 */

/** The head tables the approval log names. */
export type ApprovalHeadTable = 'depot_head' | 'account_head';

const ACTION_NAME: Readonly<Record<ApprovalAction, string>> = { submit: '提交审核', approve: '审核通过', reject: '驳回' };

/** The tenant's 多级审核 switch and the prefixes it covers (none while it is off). */
export async function approvalConfig(db: Kysely<Database>, tenantId: string): Promise<{ on: boolean; prefixes: ReadonlySet<string> }> {
  const c = await db
    .selectFrom('system_config')
    .select(['multi_level_approval_flag', 'multi_bill_type'])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (c?.multi_level_approval_flag !== '1') return { on: false, prefixes: new Set() };
  const prefixes = (c.multi_bill_type ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { on: true, prefixes: new Set(prefixes) };
}

/** A document as the coverage checks name it: its kind's prefix and its number (or, unsaved, the kind's name). */
export interface CoveredDocument {
  prefix: string;
  number: string;
}

async function refuseWhere(db: Kysely<Database>, tenantId: string, docs: readonly CoveredDocument[], covered: boolean, entry: ErrorEntry) {
  if (docs.length === 0) return;
  const { prefixes } = await approvalConfig(db, tenantId);
  const hit = docs.find((d) => prefixes.has(d.prefix) === covered);
  if (hit) throw refused(entry, formatMessage(entry.message, hit.number));
}

/**
 * 审核 (batchSetStatus 1) and 保存并审核 of a kind under 多级审核 are refused: such documents are approved
 * through the flow. Documents already in 9 when the switch goes off stay approvable (approve is not audit).
 */
export const assertDirectAuditAllowed = (db: Kysely<Database>, tenantId: string, docs: readonly CoveredDocument[]) =>
  refuseWhere(db, tenantId, docs, true, APPROVAL_ERR.useWorkflow);

/** 提交流程 is only for kinds under 多级审核 (the others are audited directly). */
export const assertSubmittable = (db: Kysely<Database>, tenantId: string, docs: readonly CoveredDocument[]) =>
  refuseWhere(db, tenantId, docs, false, APPROVAL_ERR.notCovered);

/** Appends one approval-log row per document, in the step's transaction. */
export async function recordApproval(
  trx: Kysely<Database>,
  session: Session,
  tables: AnyDocumentTables,
  headIds: readonly string[],
  action: ApprovalAction,
  opinion: string | null,
): Promise<void> {
  if (headIds.length === 0) return;
  await trx
    .insertInto('approval_log')
    .values(
      headIds.map((id) => ({
        tenant_id: session.tenantId,
        head_table: tables.head as ApprovalHeadTable,
        head_id: id,
        action,
        user_id: session.userId,
        opinion,
      })),
    )
    .execute();
}

/** The approval steps of one document, oldest first (the caller has checked it may read the document). */
export async function approvalLogOf(db: Kysely<Database>, tenantId: string, tables: AnyDocumentTables, headId: string): Promise<ApprovalLogRow[]> {
  const { rows } = await sql<{ id: string; action: ApprovalAction; user_id: string; username: string | null; created_at: string; opinion: string | null }>`
    select l.id, l.action, l.user_id, u.username, to_char(l.created_at, 'YYYY-MM-DD HH24:MI:SS') as created_at, l.opinion
    from approval_log l left join app_user u on u.tenant_id = l.tenant_id and u.id = l.user_id
    where l.tenant_id = ${tenantId} and l.head_table = ${tables.head} and l.head_id = ${headId}
    order by l.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actionName: ACTION_NAME[r.action],
    userId: Number(r.user_id),
    userName: r.username,
    createTime: r.created_at,
    opinion: r.opinion,
  }));
}
