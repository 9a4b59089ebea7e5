import type { FieldMap, ResourceContract, ResourceOperation } from '@suanpan/contracts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { RequestContext } from '../../app/request-context.js';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';

export type AnyDb = Kysely<any>;
export type AnyTrx = Transaction<any>;
export type Row = Record<string, unknown>;
export type AnySelect = SelectQueryBuilder<any, any, any>;

/** A row elsewhere that makes a row of this resource undeletable (api.md §1.8: code 601). */
export interface DeleteGuard {
  table: keyof Database & string;
  column: string;
  /** The referencing table is soft-deleted: ignore its deleted rows. */
  softDelete?: boolean;
}

export interface HookContext {
  ctx: RequestContext;
  session: Session;
  trx: Transaction<Database>;
  /** Runs `fn` once the transaction has committed (pushes, notifications); never on rollback. */
  afterCommit(fn: () => void): void;
}

/** Behaviour special to one entity; the generic machinery calls these and knows nothing else about it. */
export interface ResourceHooks {
  /** Rows the caller may touch at all (e.g. only their own messages); applied to every operation. */
  restrict?(session: Session, query: AnySelect): AnySelect;
  /** Checks and completes column values before insert/update (values are column-keyed). */
  beforeWrite?(h: HookContext, values: Row, existing: Row | undefined): Promise<void> | void;
  afterAdd?(h: HookContext, id: string, values: Row): Promise<void>;
  beforeDelete?(h: HookContext, rows: Row[]): Promise<void>;
  /** May refuse a status change (limits, protected rows) before anything is written. */
  beforeStatus?(h: HookContext, rows: Row[], on: boolean): Promise<void>;
  afterStatus?(h: HookContext, ids: string[], on: boolean): Promise<void>;
  /** Narrows a list (and its export) by extra search keys or by the caller's data scope. */
  filterList?(ctx: RequestContext, session: Session, query: AnySelect, search: Row): AnySelect | Promise<AnySelect>;
  /**
   * Row-level access beyond the route's page check, for one table shown by several pages (partners
   * by type). `read` rows are stored rows named by id: one the caller's list would not show must
   * throw 404 as a missing id does, so no caller tells "exists but not yours" from "does not exist".
   * `write` rows are the values as they will be stored (API-keyed): throws 403 when the caller may not
   * write them. `db` is the mutation's transaction when there is one (PGlite has a single connection:
   * querying `ctx.db` inside it would deadlock).
   */
  authorizeRows?(db: Kysely<Database>, session: Session, rows: readonly Row[], action: 'read' | 'write'): Promise<void>;
  /** Adds derived columns to a page of rows with one set-based query. */
  decorateRows?(ctx: RequestContext, session: Session, rows: Row[]): Promise<Row[]>;
}

export interface ResourceDefinition<F extends FieldMap = FieldMap> {
  contract: ResourceContract<F>;
  table: keyof Database & string;
  /** `tenant`: every query is filtered by the caller's tenant. `global`: platform-wide rows. */
  scope: 'tenant' | 'global';
  /** Pages any of which grants the standard endpoints; defaults to the contract's page. */
  pages?: readonly string[];
  /** Read-only platform oversight: platform staff read every tenant's rows (e.g. the operation log). */
  platformReadsAllTenants?: boolean;
  /** Only platform staff may call any endpoint of the resource. */
  platformOnly?: boolean;
  /**
   * Endpoints any signed-in user may call without the page, because `restrict` confines them to
   * the caller's own rows (each user's own messages in the header list).
   */
  ownRowOperations?: readonly ResourceOperation[];
  softDelete: boolean;
  /** Enforce a unique `nameField` among live rows of the tenant. */
  uniqueName?: boolean;
  deleteGuards?: readonly DeleteGuard[];
  /** Stored fields the list's 合计 row sums over the whole filtered set (the envelope's `totalRow`). */
  listTotals?: readonly string[];
  hooks?: ResourceHooks;
}

export function defineResource<F extends FieldMap>(definition: ResourceDefinition<F>): ResourceDefinition {
  return definition as unknown as ResourceDefinition;
}
