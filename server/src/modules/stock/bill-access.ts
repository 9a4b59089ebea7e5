import type { ButtonCode } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BillKind } from './bill-kinds.js';
import { loadDataScope } from '../../app/auth/data-scope.js';

/**
 * A bill endpoint is declared on all bill pages; the page that really governs a call is the one of
 * the bill's kind — taken from the stored bill, never from the client — with the button it needs.
 */
export async function assertKindAccess(db: Kysely<Database>, session: Session, kinds: readonly BillKind[], ...buttons: ButtonCode[]): Promise<void> {
  for (const page of new Set(kinds.map((k) => k.page))) {
    for (const button of buttons.length ? buttons : [undefined]) {
      if (!(await mayUse(db as Db, session, [page], button))) throw forbidden();
    }
  }
}

/** Bills outside the caller's data scope (another creator under 个人数据/本部门数据) are refused. */
export async function assertInScope(db: Kysely<Database>, session: Session, heads: ReadonlyArray<{ creator: string }>): Promise<void> {
  const scope = await loadDataScope(db, session);
  if (!scope.creators) return;
  const allowed = new Set(scope.creators);
  if (heads.some((h) => !allowed.has(String(h.creator)))) throw forbidden('抱歉，您没有操作该单据的权限');
}
