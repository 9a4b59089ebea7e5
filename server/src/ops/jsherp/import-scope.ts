import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Progress } from './progress.js';
import type { SourceTable } from './source-tables.js';
import type { Source } from './source.js';

/** Rows read per batch from the source and written per statement to the target. */
export const BATCH = 500;

/** Our tables that get rows with ids of their own from the import. */
export type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; tenant_id: unknown } ? T : never;
}[keyof Database];

/** One row to write: the source row's id and our column values (tenant_id and id are added). */
export interface TargetRow {
  sourceId: string;
  values: Record<string, unknown>;
}

/**
 * What one tenant's import (TenantImport) offers the parts it is made of and calls back — the later-run bookkeeping
 * (sync.ts) and the withdrawal of posted bills (withdrawal.ts) — so they need not import the class that uses them.
 */
export interface ImportScope {
  readonly trx: Transaction<Database>;
  readonly source: Source;
  readonly sourceTenantId: string;
  readonly progress: Progress;
  readonly tenantId: string;
  ids(table: SourceTable): Map<string, string>;
  insert(sourceTable: SourceTable, target: IdTable, all: readonly TargetRow[]): Promise<void>;
}
