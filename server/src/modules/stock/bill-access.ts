import type { ButtonCode } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { effectiveGrants } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden, notFound } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockHeads, type HeadRow } from './bill-head.repository.js';
import { kindOf, type BillKind } from './bill-kinds.js';

/**
 * A bill endpoint is declared on all bill pages; the page that really governs a call is the one of
 * the bill's kind — taken from the stored bill, never from the client — with the button it needs.
 */
export async function assertKindAccess(db: Kysely<Database>, session: Session, kinds: readonly BillKind[], ...buttons: ButtonCode[]): Promise<void> {
  // One read of the caller's grants on all the pages, however many kinds and buttons are asked.
  const pages = [...new Set(kinds.map((k) => k.page))];
  if (pages.length === 0) return;
  const grants = await effectiveGrants(db as Db, session, pages);
  for (const page of pages) {
    const grant = grants.get(page);
    if (!grant || buttons.some((b) => !grant.buttons.has(b))) throw forbidden();
  }
}

/** Bills outside the caller's data scope (another creator under 个人数据/本部门数据) are refused. */
export async function assertInScope(db: Kysely<Database>, session: Session, heads: ReadonlyArray<{ creator: string }>): Promise<void> {
  const scope = await loadDataScope(db, session);
  if (!scope.creators) return;
  const allowed = new Set(scope.creators);
  if (heads.some((h) => !allowed.has(String(h.creator)))) throw forbidden('抱歉，您没有操作该单据的权限');
}

/** The caller's live bills by id, locked, after checking each kind's page button and the data scope. */
export async function lockOwn(c: DocumentContext, trx: Kysely<Database>, ids: readonly number[], ...buttons: ButtonCode[]): Promise<HeadRow[]> {
  const heads = await lockHeads(trx, c.session.tenantId, ids.map(String));
  if (heads.length === 0) throw notFound('单据不存在或已被删除');
  await assertKindAccess(
    trx,
    c.session,
    heads.map((h) => kindOf(h.prefix)),
    ...buttons,
  );
  await assertInScope(trx, c.session, heads);
  return heads;
}

/** One operation-log line for a batch action on bills, under the first bill's kind. */
export async function logBillAction(trx: Kysely<Database>, c: DocumentContext, heads: HeadRow[], action: string): Promise<void> {
  const label = kindOf(heads[0]?.prefix ?? 'QGD').label;
  await writeLog(trx, c.session, c.ip, label, `${action}${heads.map((h) => h.number).join(',')}`);
}
