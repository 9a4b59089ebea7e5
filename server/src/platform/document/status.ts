import { APPROVAL_ERR, BILL_ERR, BUTTON, formatMessage, type ButtonCode, type ErrorEntry } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { assertDirectAuditAllowed, assertSubmittable, recordApproval } from './approval.js';
import type { DocumentContext } from './context.js';
import type { AnyDocumentTables, DocumentHead, DocumentKind, DocumentTables } from './kind.js';
import { lockOwn, logDocumentAction } from './locks.js';

/**
 * Document statuses the layer moves (business-rules §1): 0 未审核, 1 已审核, 9 审核中 (multi-level
 * approval under way). 2/3 (完成/部分) are fulfilment, set by the family's own services.
 */
export const DOCUMENT_STATUS = { draft: '0', audited: '1', inApproval: '9' } as const;

export type StatusAction = 'audit' | 'unaudit' | 'submit' | 'approve' | 'reject';

export interface Transition {
  from: string;
  to: string;
  /** The button of the kind's page the action needs. */
  button: ButtonCode;
  /** Refusal for a document in another status (`%s`, when the message has one, is its number). */
  refusal: ErrorEntry;
  /** Operation-log wording, before the numbers. */
  log: string;
}

/**
 * The status machine: 审核 0 → 1 and 反审核 1 → 0; multi-level approval 提交审核 0 → 9, then 审核通过
 * 9 → 1 or 驳回 9 → 0. A document under approval can be neither edited nor audited directly.
 */
export const TRANSITIONS: Readonly<Record<StatusAction, Transition>> = {
  audit: { from: '0', to: '1', button: BUTTON.audit, refusal: BILL_ERR.auditNotDraft, log: '[审核]' },
  unaudit: { from: '1', to: '0', button: BUTTON.unaudit, refusal: BILL_ERR.unauditNotAudited, log: '[反审核]' },
  submit: { from: '0', to: '9', button: BUTTON.edit, refusal: APPROVAL_ERR.submitNotDraft, log: '[提交审核]' },
  approve: { from: '9', to: '1', button: BUTTON.audit, refusal: APPROVAL_ERR.notInApproval, log: '[审核通过]' },
  reject: { from: '9', to: '0', button: BUTTON.audit, refusal: APPROVAL_ERR.notInApproval, log: '[审核驳回]' },
};

/**
 * Refuses the action when a document is not in the transition's starting status. `guard` runs first
 * for each document: the family's own refusals (e.g. an order with deliveries cannot be un-audited).
 */
export function assertTransition<H extends DocumentHead>(action: StatusAction, heads: readonly H[], guard?: (head: H) => void): void {
  const t = TRANSITIONS[action];
  for (const h of heads) {
    guard?.(h);
    if (h.status !== t.from) throw refused(t.refusal, formatMessage(t.refusal.message, h.number));
  }
}

/**
 * Locks the caller's documents for a status action: page button, data scope, the starting status, then
 * 多级审核 — a covered kind is not audited directly, and only covered kinds are submitted.
 */
export async function lockForTransition<H extends DocumentHead>(
  c: DocumentContext,
  trx: Kysely<Database>,
  tables: DocumentTables<DocumentKind, H>,
  ids: ReadonlyArray<number | string>,
  action: StatusAction,
  guard?: (head: H) => void,
): Promise<H[]> {
  const heads = await lockOwn(c, trx, tables, ids, TRANSITIONS[action].button);
  assertTransition(action, heads, guard);
  if (action === 'audit') await assertDirectAuditAllowed(trx, c.session.tenantId, heads);
  if (action === 'submit') await assertSubmittable(trx, c.session.tenantId, heads);
  return heads;
}

/** The operation-log line of a status action and, for an approval step, its approval-log rows. */
export async function logTransition(
  trx: Kysely<Database>,
  c: DocumentContext,
  tables: AnyDocumentTables,
  heads: readonly DocumentHead[],
  action: StatusAction,
  opinion: string | null = null,
): Promise<void> {
  await logDocumentAction(trx, c, tables, heads, TRANSITIONS[action].log);
  if (action === 'submit' || action === 'approve' || action === 'reject')
    await recordApproval(
      trx,
      c.session,
      tables,
      heads.map((h) => h.id),
      action,
      opinion,
    );
}

/**
 * 审核人 of a document written in `status` by `userId`: that user when it is 已审核 (审核, 审核通过, 保存并审核), none
 * when it leaves it (反审核) or has not reached it (a draft, 提交审核, 驳回). Every writer of a status stores this with it.
 */
export function auditorOf(status: string, userId: string): string | null {
  return status === DOCUMENT_STATUS.audited ? userId : null;
}

/** Stores the new status of locked documents in one statement, with its 审核人 (`auditorOf`). */
export async function writeStatus(
  trx: Kysely<Database>,
  tables: AnyDocumentTables,
  session: { tenantId: string; userId: string },
  heads: readonly DocumentHead[],
  status: string,
): Promise<void> {
  if (heads.length === 0) return;
  await sql`update ${sql.table(tables.head)} set status = ${status}, auditor = ${auditorOf(status, session.userId)}
    where tenant_id = ${session.tenantId} and id in (${sql.join(heads.map((h) => h.id))})`.execute(trx);
}

/**
 * A status action on documents whose status moves nothing else (all or nothing, logged). Families
 * whose audit posts effects (goods bills: stock and cost) lock, write and log around their own work
 * with the pieces above instead.
 */
export async function changeStatus<H extends DocumentHead>(
  c: DocumentContext,
  tables: DocumentTables<DocumentKind, H>,
  ids: ReadonlyArray<number | string>,
  action: StatusAction,
  guard?: (head: H) => void,
): Promise<H[]> {
  return c.db.transaction().execute(async (trx) => {
    const heads = await lockForTransition(c, trx, tables, ids, action, guard);
    await writeStatus(trx, tables, c.session, heads, TRANSITIONS[action].to);
    await logTransition(trx, c, tables, heads, action);
    return heads;
  });
}
