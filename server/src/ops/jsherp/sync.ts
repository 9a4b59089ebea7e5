import { sql } from 'kysely';
import { FINANCE_DOCS } from '../../modules/finance/finance-document.js';
import { GOODS_BILLS } from '../../modules/stock/bill-document.js';
import { loadFlags } from '../../platform/tenant-config.js';
import { deleteDocuments, deleteLines } from '../../platform/document/removal.js';
import { refreshStatistics } from '../../platform/import/bulk-statistics.js';
import { documentFingerprints, FINANCE_DOCUMENTS, GOODS_DOCUMENTS, sourceHash, targetHashSql, type DocumentTables } from './fingerprints.js';
import type { SourceTable } from './source-tables.js';
import type { SourceRow } from './source.js';
import { BATCH, type ImportScope, type TargetRow } from './import-scope.js';
import { reversePostedBills } from './withdrawal.js';

/** What a later run did with each row of one source table (docs/migration.md, "A weekend switch-over"). */
export interface SyncCount {
  table: SourceTable;
  new: number;
  updated: number;
  unchanged: number;
  deleted: number;
  conflicts: number;
}

/** A row changed on both sides since the last run: ours is left as it is, the source's change is not brought in. */
export interface SyncConflict {
  table: SourceTable;
  sourceId: string;
  targetId: string;
  /** 'changed': edited (or deleted) in jshERP; 'gone': no longer in jshERP at all. */
  source: 'changed' | 'gone';
}

/** What a mapped row was when it was last brought in (import_source_map, migration 0044). */
interface Baseline {
  targetId: string;
  sourceHash: string | null;
  targetHash: string | null;
}

/** History and serials are only ever added: a row once imported is left as it is (our posting moves serials). */
const INSERT_ONLY: ReadonlySet<SourceTable> = new Set(['jsh_log', 'jsh_serial_number']);

/**
 * Which rows of a source tenant a run writes, and the baseline it leaves for the next: the first run writes every row;
 * a later run (`updating`) only the rows new or changed in jshERP since the last, replaces edited documents (their
 * effects reversed, re-posted by the import's own posting), soft-deletes rows deleted there, and reports a row changed
 * on both sides as a conflict, leaving ours untouched.
 */
export class TenantSync {
  readonly counts = new Map<SourceTable, SyncCount>();
  readonly conflicts: SyncConflict[] = [];
  private readonly baseline = new Map<SourceTable, Map<string, Baseline>>();
  /** The rows written in this run (source id → its source fingerprint) per table, and our table for each. */
  private readonly written = new Map<SourceTable, { target: string; hashes: Map<string, string> }>();
  /** Streamed tables: which source rows this run reads (documents new or replaced, their lines, new history). */
  private readonly wanted = new Map<SourceTable, (r: SourceRow) => boolean>();
  private readonly planned = new Set<SourceTable>();

  constructor(
    private readonly ctx: ImportScope,
    readonly updating: boolean,
  ) {}

  /** A tenant imported before: every mapped row into the import's id maps, with its baseline. */
  async load(): Promise<void> {
    const rows = await this.ctx.trx
      .selectFrom('import_source_map')
      .select(['source_table', 'source_id', 'target_id', 'source_hash', 'target_hash'])
      .where('tenant_id', '=', this.ctx.tenantId)
      .where('source', '=', this.ctx.source.name)
      .execute();
    for (const r of rows) {
      const table = r.source_table as SourceTable;
      this.ctx.ids(table).set(r.source_id, r.target_id);
      let map = this.baseline.get(table);
      if (!map) this.baseline.set(table, (map = new Map()));
      map.set(r.source_id, { targetId: r.target_id, sourceHash: r.source_hash, targetHash: r.target_hash });
    }
  }

  /** Whether the source row was first brought in by this run (always, on the first run). */
  isNew(table: SourceTable, sourceId: unknown): boolean {
    return !this.baseline.get(table)?.has(String(sourceId));
  }

  /** Whether this run wrote the row (new or updated). */
  wrote(table: SourceTable, sourceId: unknown): boolean {
    return this.written.get(table)?.hashes.has(String(sourceId)) ?? false;
  }

  private count(table: SourceTable, what: Exclude<keyof SyncCount, 'table'>, n = 1): void {
    if (n === 0) return;
    let c = this.counts.get(table);
    if (!c) this.counts.set(table, (c = { table, new: 0, updated: 0, unchanged: 0, deleted: 0, conflicts: 0 }));
    c[what] += n;
  }

  private remember(table: SourceTable, target: string, sourceId: string, hash: string): void {
    let w = this.written.get(table);
    if (!w) this.written.set(table, (w = { target, hashes: new Map() }));
    w.hashes.set(sourceId, hash);
  }

  /** Our rows' fingerprints now, by our id. */
  private async ourHashes(target: string, ids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const { rows } = await sql<{ id: string; h: string }>`select t.id::text as id, ${targetHashSql(target)} as h from ${sql.table(target)} t
        where t.tenant_id = ${this.ctx.tenantId} and t.id = any(${ids.slice(i, i + BATCH)}::bigint[])`.execute(this.ctx.trx);
      for (const r of rows) out.set(r.id, r.h);
    }
    return out;
  }

  /** Our rows changed here since the last run: their fingerprint differs from the one recorded then. */
  private async changedHere(target: string, rows: ReadonlyArray<Baseline>): Promise<Set<string>> {
    const ours = await this.ourHashes(
      target,
      rows.map((b) => b.targetId),
    );
    return new Set(rows.filter((b) => ours.get(b.targetId) !== b.targetHash).map((b) => b.targetId));
  }

  /** Of the mapped ids not among the rows read, those no longer in the source table at all (not merely filtered out). */
  private async goneFromSource(table: SourceTable, ids: readonly string[]): Promise<string[]> {
    const present = new Set<string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      const rows = await this.ctx.source.all(`select id from ${table} where id in (${chunk.map(() => '?').join(',')})`, chunk);
      for (const r of rows) present.add(String(r.id));
    }
    return ids.filter((id) => !present.has(id));
  }

  /**
   * Whole-read rows (master data): new ones written through `insert`, ones changed only in jshERP updated in place,
   * ones changed on both sides reported; a row gone from jshERP is soft-deleted here unless changed here too.
   */
  async copy(table: SourceTable, target: string, rows: readonly SourceRow[], map: (r: SourceRow) => Record<string, unknown>): Promise<void> {
    const known = this.baseline.get(table) ?? new Map<string, Baseline>();
    const fresh: SourceRow[] = [];
    const changed: Array<{ r: SourceRow; b: Baseline; hash: string }> = [];
    for (const r of rows) {
      const id = String(r.id);
      const b = known.get(id);
      const hash = sourceHash(table, r);
      if (!b) fresh.push(r);
      else if (INSERT_ONLY.has(table) || b.sourceHash === hash) this.count(table, 'unchanged');
      // No baseline yet (imported before fingerprints were kept): the row as it is now becomes the baseline.
      else if (b.sourceHash === null) {
        this.remember(table, target, id, hash);
        this.count(table, 'unchanged');
      } else changed.push({ r, b, hash });
    }
    const bar = this.ctx.progress.table(table, rows.length);
    for (let i = 0; i < fresh.length; i += BATCH) {
      const chunk = fresh.slice(i, i + BATCH);
      await this.ctx.insert(
        table,
        target as never,
        chunk.map((r) => ({ sourceId: String(r.id), values: map(r) })),
      );
      for (const r of chunk) this.remember(table, target, String(r.id), sourceHash(table, r));
      bar.add(chunk.length);
    }
    this.count(table, 'new', fresh.length);

    const ours = await this.changedHere(
      target,
      changed.map((c) => c.b),
    );
    const updates: TargetRow[] = [];
    for (const { r, b, hash } of changed) {
      if (ours.has(b.targetId)) {
        this.conflicts.push({ table, sourceId: String(r.id), targetId: b.targetId, source: 'changed' });
        this.count(table, 'conflicts');
        continue;
      }
      const values = map(r);
      updates.push({ sourceId: String(r.id), values });
      this.remember(table, target, String(r.id), hash);
      this.count(table, values.delete_flag === true ? 'deleted' : 'updated');
    }
    await this.update(table, target, updates);
    if (this.updating && !INSERT_ONLY.has(table)) await this.softDeleteGone(table, target, rows);
    bar.add(rows.length - fresh.length);
    bar.end();
  }

  /** Mapped rows no longer in the source: soft-deleted here, unless changed here since (a conflict). */
  private async softDeleteGone(table: SourceTable, target: string, rows: readonly SourceRow[]): Promise<void> {
    const read = new Set(rows.map((r) => String(r.id)));
    const known = [...(this.baseline.get(table) ?? new Map<string, Baseline>())].filter(([id, b]) => !read.has(id) && b.targetHash !== null);
    const gone = new Set(
      await this.goneFromSource(
        table,
        known.map(([id]) => id),
      ),
    );
    const candidates = known.filter(([id]) => gone.has(id));
    const ours = await this.changedHere(
      target,
      candidates.map(([, b]) => b),
    );
    const remove: string[] = [];
    for (const [id, b] of candidates) {
      if (ours.has(b.targetId)) {
        this.conflicts.push({ table, sourceId: id, targetId: b.targetId, source: 'gone' });
        this.count(table, 'conflicts');
      } else remove.push(b.targetId);
    }
    if (remove.length === 0) return;
    const { rows: deleted } = await sql<{ id: string }>`update ${sql.table(target)} set delete_flag = true
      where tenant_id = ${this.ctx.tenantId} and id = any(${remove}::bigint[]) and not delete_flag returning id`.execute(this.ctx.trx);
    this.count(table, 'deleted', deleted.length);
  }

  /**
   * Rows of ours updated in place with the values mapped from their changed source rows, set-based (the values typed
   * by our table's own row type). A password proven here since the import is ours and stays.
   */
  async update(table: SourceTable, target: string, rows: readonly TargetRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = this.ctx.ids(table);
    // Columns every row gives (a value left undefined keeps ours, as an insert would take the default).
    const columns = Object.keys(rows[0]?.values ?? {}).filter((c) => rows.every((r) => r.values[c] !== undefined));
    const set = columns.map((c) =>
      target === 'app_user' && c === 'password_hash'
        ? sql`password_hash = case when t.password_hash like 'md5$%' or t.password_hash = 'none$' then s.password_hash else t.password_hash end`
        : sql`${sql.ref(c)} = s.${sql.ref(c)}`,
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      const json = JSON.stringify(rows.slice(i, i + BATCH).map((r) => ({ ...r.values, id: ids.get(r.sourceId) })));
      await sql`update ${sql.table(target)} t set ${sql.join(set)}
        from jsonb_populate_recordset(null::${sql.table(target)}, ${json}::jsonb) s
        where t.tenant_id = ${this.ctx.tenantId} and t.id = s.id`.execute(this.ctx.trx);
    }
  }

  /**
   * Before a later run reads a document table: which documents are new, which changed only in jshERP (their lines
   * are withdrawn now — effects reversed, lines soft-deleted — and written again by the import's own path), which
   * changed on both sides (left alone, reported) and which are gone from jshERP (reversed and soft-deleted here).
   */
  async planDocuments(d: DocumentTables): Promise<void> {
    if (!this.updating || this.planned.has(d.head)) return;
    this.planned.add(d.head);
    const fingerprints = await documentFingerprints(this.ctx.source, this.ctx.sourceTenantId, d, BATCH);
    const known = this.baseline.get(d.head) ?? new Map<string, Baseline>();
    const wanted = new Set<string>();
    const changed: Array<[string, Baseline]> = [];
    for (const [id, f] of fingerprints) {
      const b = known.get(id);
      if (!b) {
        wanted.add(id);
        this.count(d.head, 'new');
      } else if (b.sourceHash === f.hash) this.count(d.head, 'unchanged');
      else if (b.sourceHash === null) {
        this.remember(d.head, d.target, id, f.hash);
        this.count(d.head, 'unchanged');
      } else changed.push([id, b]);
    }
    const goneIds = new Set(
      await this.goneFromSource(
        d.head,
        [...known].filter(([id, b]) => !fingerprints.has(id) && b.targetHash !== null).map(([id]) => id),
      ),
    );
    const gone = [...known].filter(([id]) => goneIds.has(id));
    const ours = await this.changedHere(
      d.target,
      [...changed, ...gone].map(([, b]) => b),
    );
    const withdraw: string[] = [];
    const removed: string[] = [];
    for (const [id, b] of [...changed, ...gone]) {
      const isGone = goneIds.has(id);
      if (ours.has(b.targetId)) {
        this.conflicts.push({ table: d.head, sourceId: id, targetId: b.targetId, source: isGone ? 'gone' : 'changed' });
        this.count(d.head, 'conflicts');
        continue;
      }
      withdraw.push(b.targetId);
      if (isGone) removed.push(b.targetId);
      else {
        wanted.add(id);
        const f = fingerprints.get(id);
        this.count(d.head, f?.deleted ? 'deleted' : 'updated');
      }
    }
    for (const id of wanted) this.remember(d.head, d.target, id, fingerprints.get(id)?.hash as string);
    await this.withdraw(d, withdraw);
    const tables = d === GOODS_DOCUMENTS ? GOODS_BILLS : FINANCE_DOCS;
    const { rows: live } = await sql<{ id: string }>`select id from ${sql.table(d.target)}
      where tenant_id = ${this.ctx.tenantId} and id = any(${removed}::bigint[]) and not delete_flag`.execute(this.ctx.trx);
    await deleteDocuments(
      this.ctx.trx,
      tables,
      this.ctx.tenantId,
      live.map((r) => r.id),
    );
    this.count(d.head, 'deleted', live.length);
    this.wanted.set(d.head, (r) => wanted.has(String(r.id)));
    this.wanted.set(d.line, (r) => wanted.has(String(r.header_id)));
  }

  /**
   * Takes replaced documents' lines out, as our own edit does: a posted bill's effects reversed (stock, cost, serials),
   * its lines and account shares removed (lines soft-deleted: the ledger names them), their source mapping dropped —
   * jshERP writes an edited document's lines anew.
   */
  private async withdraw(d: DocumentTables, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const { tenantId, trx } = this.ctx;
    if (d === GOODS_DOCUMENTS) {
      await reversePostedBills(this.ctx, ids, (await loadFlags(trx, tenantId)).minusStock, 'edit');
      await trx.deleteFrom('depot_head_account').where('tenant_id', '=', tenantId).where('head_id', 'in', ids).execute();
    }
    await deleteLines(trx, d === GOODS_DOCUMENTS ? GOODS_BILLS : FINANCE_DOCS, tenantId, ids);
    const { rows } = await sql<{ source_id: string }>`delete from import_source_map m using ${sql.table(d.targetLine)} l
      where m.tenant_id = ${tenantId} and m.source = ${this.ctx.source.name} and m.source_table = ${d.line}
        and l.tenant_id = m.tenant_id and l.id = m.target_id and l.header_id = any(${[...ids]}::bigint[])
      returning m.source_id`.execute(trx);
    const lineIds = this.ctx.ids(d.line);
    for (const r of rows) lineIds.delete(r.source_id);
  }

  /** Of a streamed table's batch, the rows this run writes (all of them on the first run). */
  async filter(table: SourceTable, rows: SourceRow[]): Promise<SourceRow[]> {
    if (!this.updating) return rows;
    if (INSERT_ONLY.has(table)) {
      const fresh = rows.filter((r) => this.isNew(table, r.id));
      this.count(table, 'new', fresh.length);
      this.count(table, 'unchanged', rows.length - fresh.length);
      return fresh;
    }
    for (const d of [GOODS_DOCUMENTS, FINANCE_DOCUMENTS]) if (table === d.head || table === d.line) await this.planDocuments(d);
    const wanted = this.wanted.get(table);
    return wanted ? rows.filter(wanted) : rows;
  }

  /**
   * The baseline the next run compares with: for every row this run wrote, its source fingerprint and our row's as it
   * now stands (after posting). The first run fingerprints every document here, in one more streamed pass.
   */
  async record(): Promise<void> {
    if (!this.updating)
      for (const d of [GOODS_DOCUMENTS, FINANCE_DOCUMENTS])
        for (const [id, f] of await documentFingerprints(this.ctx.source, this.ctx.sourceTenantId, d, BATCH))
          if (this.ctx.ids(d.head).has(id)) this.remember(d.head, d.target, id, f.hash);
    // Each chunk finds its rows in the source map by source id: planned from the map's statistics before this run wrote
    // it, the join hashed every row of the table's map for each chunk (quadratic: minutes for 500,000 lines).
    if (this.written.size) await refreshStatistics(this.ctx.trx, ['import_source_map']);
    for (const [table, { target, hashes }] of this.written) {
      const entries = [...hashes];
      for (let i = 0; i < entries.length; i += BATCH * 10) {
        const chunk = entries.slice(i, i + BATCH * 10);
        await sql`update import_source_map m set source_hash = v.h, target_hash = ${targetHashSql(target)}
          from unnest(${chunk.map(([id]) => id)}::text[], ${chunk.map(([, h]) => h)}::text[]) v(id, h), ${sql.table(target)} t
          where m.tenant_id = ${this.ctx.tenantId} and m.source = ${this.ctx.source.name} and m.source_table = ${table} and m.source_id = v.id
            and t.tenant_id = m.tenant_id and t.id = m.target_id`.execute(this.ctx.trx);
      }
    }
  }
}
