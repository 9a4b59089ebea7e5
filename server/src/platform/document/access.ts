import type { ButtonCode } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { effectiveGrants } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { DocumentKind } from './kind.js';

/**
 * A document endpoint is declared on all its family's pages; the page that really governs a call is
 * the one of the document's kind — taken from the stored document, never from the client — with the
 * buttons it needs.
 */
export async function assertKindAccess(db: Kysely<Database>, session: Session, kinds: readonly DocumentKind[], ...buttons: ButtonCode[]): Promise<void> {
  // One read of the caller's grants on all the pages, however many kinds and buttons are asked.
  const pages = [...new Set(kinds.map((k) => k.page))];
  if (pages.length === 0) return;
  const grants = await effectiveGrants(db as Db, session, pages);
  for (const page of pages) {
    const grant = grants.get(page);
    if (!grant || buttons.some((b) => !grant.buttons.has(b))) throw forbidden();
  }
}

/** The kinds (of those given) whose page the caller holds, with the button when one is named. */
export async function grantedKinds<K extends DocumentKind>(db: Kysely<Database>, session: Session, kinds: readonly K[], button?: string): Promise<K[]> {
  const grants = await effectiveGrants(db as Db, session, [...new Set(kinds.map((k) => k.page))]);
  return kinds.filter((k) => {
    const g = grants.get(k.page);
    return g !== undefined && (!button || g.buttons.has(button as ButtonCode));
  });
}

/** Documents outside the caller's data scope (another creator under 个人数据/本部门数据) are refused. */
export async function assertInScope(db: Kysely<Database>, session: Session, heads: ReadonlyArray<{ creator: string }>): Promise<void> {
  const scope = await loadDataScope(db, session);
  if (!scope.creators) return;
  const allowed = new Set(scope.creators);
  if (heads.some((h) => !allowed.has(String(h.creator)))) throw forbidden('抱歉，您没有操作该单据的权限');
}
