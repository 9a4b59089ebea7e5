import type { RawBuilder } from 'kysely';
import type { UserScope } from '../../app/auth/user-scope.js';
import type { AttachmentRule } from '../files/attachments.js';

/**
 * What the document layer needs to know of one kind of document (a goods bill kind, later a finance
 * or production kind). A module's own catalogue (e.g. modules/stock/bill-kinds.ts) holds the kinds;
 * its entries conform to this shape and may carry anything else the module needs.
 */
export interface DocumentKind {
  /** Number prefix (CGRK…), stored in the head's `prefix` column: the kind of a stored document. */
  prefix: string;
  /** Name shown in titles and the operation log. */
  label: string;
  /** The reference's (type, subType) pair naming the kind in requests. */
  type: string;
  subType: string;
  /** Menu page whose grants (page and buttons) govern documents of this kind. */
  page: string;
}

/**
 * One family of documents, described by its tables: goods bills are depot_head/depot_item, finance
 * documents account_head/account_item, production orders their own pair. Every generic operation of
 * the layer (locks, status, numbers, idempotency, attachments, outstanding amounts) takes this.
 *
 * The head table has at least tenant_id, id, prefix, number, status, creator and delete_flag; the line
 * table tenant_id, delete_flag and the column naming its head. Numbers share the bill_sequence counters
 * and keys the document_idempotency table, whatever the family.
 */
export interface DocumentTables<K extends DocumentKind = DocumentKind, H extends DocumentHead = DocumentHead> {
  /** Head table (one row per document). */
  head: string;
  /** Line table and its column naming the head. */
  line: { table: string; headColumn: string };
  /** Unique index on (tenant_id, number) of live heads: a lost race on it reads as "number exists". */
  numberConstraint: string;
  /** The family's kinds, by prefix: the one place that knows them. */
  kinds: Readonly<Record<string, K>>;
  /** Head columns a lock returns (the common ones included), as the family's services read a head. */
  headColumns: ReadonlyArray<keyof H & string>;
  /** Which uploads the head's file list (`file_name`) may name. */
  attachments: AttachmentRule;
  /**
   * Row grants beyond the kind's page and the role's data scope that decide whether the user sees a head `h` of
   * these kinds (goods bills: 分配仓库权限 / 分配客户权限); undefined when nothing more restricts the user.
   */
  grantsWhere?(scope: UserScope, kinds: readonly K[]): RawBuilder<unknown> | undefined;
}

/** The columns every document head has, as a lock returns them. */
export interface DocumentHead {
  id: string;
  prefix: string;
  number: string;
  status: string;
  creator: string;
}

/** The kind of a stored head; a prefix outside the family's catalogue is a programming error. */
export function kindOfHead<K extends DocumentKind>(tables: DocumentTables<K, never>, prefix: string): K {
  const kind = tables.kinds[prefix];
  if (!kind) throw new Error(`${tables.head}: unknown document kind ${prefix}`);
  return kind;
}

/** Any family's tables, for the operations that return no typed head row. */
export type AnyDocumentTables = DocumentTables<DocumentKind, never>;
