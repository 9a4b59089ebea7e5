import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { columnsOf, SOURCE_TABLES, type SourceTable } from './source-tables.js';
import type { Source, SourceRow } from './source.js';
import { deleted } from './values.js';

/**
 * How a change is told on each side since the last run (docs/migration.md, "A weekend switch-over"): a source row's
 * fingerprint is a hash of its columns as read; a document's (a goods bill, a finance document) is its head's with its
 * lines' content — jshERP rewrites a document's lines under new ids when it is edited. Our row's fingerprint is a hash
 * of our row in the database, without the columns that move with no one editing the row.
 */
export const sourceHash = (table: SourceTable, r: SourceRow): string =>
  createHash('sha1')
    .update(JSON.stringify(SOURCE_TABLES[table].map((c) => r[c] ?? null)))
    .digest('hex');

/** A document's head table, its line table and our tables for them. */
export interface DocumentTables {
  head: 'jsh_depot_head' | 'jsh_account_head';
  line: 'jsh_depot_item' | 'jsh_account_item';
  target: 'depot_head' | 'account_head';
  targetLine: 'depot_item' | 'account_item';
}

export const GOODS_DOCUMENTS: DocumentTables = { head: 'jsh_depot_head', line: 'jsh_depot_item', target: 'depot_head', targetLine: 'depot_item' };
export const FINANCE_DOCUMENTS: DocumentTables = { head: 'jsh_account_head', line: 'jsh_account_item', target: 'account_head', targetLine: 'account_item' };

/** A line's content without its own id (new on every edit in jshERP). */
const lineContent = (table: SourceTable, r: SourceRow) => sourceHash(table, { ...r, id: null });

/**
 * Every document of a source tenant with its fingerprint, streamed (lines in header order, so only one document's
 * line hashes are held at a time; heads: one hash per document).
 */
export async function documentFingerprints(
  source: Source,
  tenant: string,
  d: DocumentTables,
  batch: number,
): Promise<Map<string, { hash: string; deleted: boolean }>> {
  const heads = new Map<string, { hash: string; deleted: boolean }>();
  for await (const rows of source.batches(`select ${columnsOf(d.head)} from ${d.head} where tenant_id = ? order by id`, [tenant], batch))
    for (const r of rows) heads.set(String(r.id), { hash: sourceHash(d.head, r), deleted: deleted(r) });
  const lines = new Map<string, string>();
  let header: string | null = null;
  let hash = createHash('sha1');
  const close = () => {
    if (header !== null && heads.has(header)) lines.set(header, hash.digest('hex'));
  };
  const sql = `select ${columnsOf(d.line)} from ${d.line} where tenant_id = ? order by header_id, id`;
  for await (const rows of source.batches(sql, [tenant], batch))
    for (const r of rows) {
      if (String(r.header_id) !== header) {
        close();
        header = String(r.header_id);
        hash = createHash('sha1');
      }
      hash.update(`${lineContent(d.line, r)},`);
    }
  close();
  return new Map(
    [...heads].map(([id, h]) => [
      id,
      {
        hash: createHash('sha1')
          .update(`${h.hash}|${lines.get(id) ?? ''}`)
          .digest('hex'),
        deleted: h.deleted,
      },
    ]),
  );
}

/** Columns of ours that move without anyone editing the row: never part of its fingerprint. */
const VOLATILE = ['id', 'tenant_id', 'created_at', 'updated_at'];
const VOLATILE_OF: Partial<Record<string, string[]>> = {
  // Replaced by our own hash at the first sign-in (docs/migration.md, "Passwords").
  app_user: ['password_hash', 'password_is_default'],
  // Kept figures other documents move (settlements, downstream bills), and our posting mark.
  depot_head: ['last_debt', 'last_deposit', 'link_head_id', 'stock_applied'],
  // Our copies of the head's columns and kept sums (triggers), the link to an upstream line.
  depot_item: ['header_id', 'link_id', 'prefix', 'oper_time', 'status', 'creator', 'organ_id', 'basic_number_micro', 'all_price_micro', 'book_number'],
  account_item: ['header_id'],
};

const rowHash = (table: string, alias: string) => sql`md5((to_jsonb(${sql.table(alias)}) - ${[...VOLATILE, ...(VOLATILE_OF[table] ?? [])]}::text[])::text)`;

/** Our row `t` of `table`'s fingerprint (a document head's with its live lines), as an SQL expression. */
export function targetHashSql(table: string): RawBuilder<string> {
  const document = [GOODS_DOCUMENTS, FINANCE_DOCUMENTS].find((d) => d.target === table);
  if (!document) return sql<string>`${rowHash(table, 't')}`;
  const line = document.targetLine;
  return sql<string>`md5(${rowHash(table, 't')} || coalesce((select string_agg(${rowHash(line, 'l')}, ',' order by l.line_no, l.id)
    from ${sql.table(line)} l where l.tenant_id = t.tenant_id and l.header_id = t.id and not l.delete_flag), ''))`;
}
