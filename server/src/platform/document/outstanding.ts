import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnyDocumentTables } from './kind.js';

/**
 * A figure of what is still open on a document (最终欠款, 剩余订金…), stored on its head so lists can
 * filter by it: the column, and its one definition as an expression over the head aliased `h`.
 */
export interface OutstandingFigure {
  column: string;
  value: RawBuilder<unknown>;
}

/**
 * Recomputes the given figures of the given live documents in one statement and returns those whose
 * stored value was different (what a repair corrected; after posting, what the change moved).
 */
export async function refreshFigures(
  db: Kysely<Database>,
  tables: AnyDocumentTables,
  tenantId: string,
  ids: ReadonlyArray<string | null | undefined>,
  figures: readonly OutstandingFigure[],
): Promise<Array<{ id: string; number: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0 || figures.length === 0) return [];
  const { rows } = await sql<{ id: string; number: string }>`
    update ${sql.table(tables.head)} h set ${sql.join(figures.map((f) => sql`${sql.ref(f.column)} = ${f.value}`))}
    where h.tenant_id = ${tenantId} and h.id in (${sql.join(wanted)}) and not h.delete_flag
      and (${sql.join(
        figures.map((f) => sql`h.${sql.ref(f.column)} is distinct from ${f.value}`),
        sql` or `,
      )})
    returning h.id, h.number`.execute(db);
  return rows;
}
