import type { ButtonCode } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { effectiveGrants } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { kindOfHead, type DocumentHead, type DocumentKind, type DocumentTables } from './kind.js';

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

/**
 * The heads (of those given) the caller's list would show: the kind's page held, the creator in the role's data
 * scope and the family's row grants met. A head the caller may not see is answered as a missing one, so that no
 * answer tells "exists but not yours" from "does not exist" (docs/decisions.md).
 */
export async function visibleHeads<K extends DocumentKind, H extends DocumentHead>(
  db: Kysely<Database>,
  session: Session,
  tables: DocumentTables<K, H>,
  heads: readonly H[],
): Promise<H[]> {
  if (heads.length === 0) return [];
  const kinds = await grantedKinds(db, session, [...new Set(heads.map((h) => kindOfHead(tables, h.prefix)))]);
  const scope = await loadDataScope(db, session);
  const shown = heads.filter((h) => kinds.some((k) => k.prefix === h.prefix) && (!scope.creators || scope.creators.includes(String(h.creator))));
  const grants = shown.length ? tables.grantsWhere?.(session, kinds) : undefined;
  if (!grants) return shown;
  const { rows } = await sql<{ id: string }>`select h.id from ${sql.table(tables.head)} h
    where h.tenant_id = ${session.tenantId} and h.id in (${sql.join(shown.map((h) => h.id))}) and ${grants}`.execute(db);
  const granted = new Set(rows.map((r) => String(r.id)));
  return shown.filter((h) => granted.has(String(h.id)));
}
