import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Anomaly, AnomalyKind } from './anomalies.js';
import type { Progress } from './progress.js';
import { cleanRows, fitToColumns } from './cleaning.js';
import { columnsOf, type SourceTable } from './source-tables.js';
import { ImportError, type Source, type SourceRow } from './source.js';
import { BATCH, type IdTable, type ImportScope, type TargetRow } from './import-scope.js';
import { TenantSync } from './sync.js';

/**
 * The import of one source tenant inside one target transaction (all or nothing): which of our ids each source row
 * became (kept in memory for the references, and in `import_source_map`), and the helpers every area uses.
 */
export class TenantImport implements ImportScope {
  private readonly maps = new Map<SourceTable, Map<string, string>>();
  tenantId = '';
  /** `table:sourceId` of the soft-deleted stand-ins written for gone rows (placeholders.ts). */
  readonly standIns = new Set<string>();
  /** Our stand-in product id → its default barcode row. */
  readonly placeholderDefaults = new Map<string, string>();
  /** How the bills are posted: in bulk, or one by one through the interactive path (the rule bulk must equal). */
  posting: 'bulk' | 'one-by-one' = 'bulk';
  /** Which rows this run writes and the baseline it leaves (a later run: only what changed since; sync.ts). */
  sync: TenantSync = new TenantSync(this, false);

  constructor(
    readonly trx: Transaction<Database>,
    readonly source: Source,
    readonly sourceTenantId: string,
    readonly progress: Progress,
    /** Every dirty source row met and what was done with it (docs/migration.md, "Dirty data"). */
    readonly anomalies: Anomaly[] = [],
  ) {}

  ids(table: SourceTable): Map<string, string> {
    let map = this.maps.get(table);
    if (!map) this.maps.set(table, (map = new Map()));
    return map;
  }

  report(kind: AnomalyKind, table: SourceTable, id: unknown, action: string): void {
    this.anomalies.push({ kind, table, id: String(id), action });
  }

  /**
   * Our id of a link (a membership, a grant) or an optional reference; one naming a row that is gone is dropped and
   * reported as `kind`, the action naming the column.
   */
  link(table: SourceTable, value: unknown, where: { table: SourceTable; id: unknown; column: string }, kind: AnomalyKind = 'orphanLink'): string | null {
    const id = this.optRef(table, value);
    if (id || value === null || value === undefined || value === '' || value === '0' || value === 0) return id;
    this.report(kind, where.table, where.id, `${where.column}=${String(value)} 在 ${table} 中不存在`);
    return null;
  }

  /** Our id of a required reference; a dangling one is a bug of the importer (dirt is resolved before), naming the row. */
  ref(table: SourceTable, value: unknown, where: { table: SourceTable; id: unknown; column: string }): string {
    const id = this.optRef(table, value);
    if (id) return id;
    throw new ImportError(
      `${where.table} id=${String(where.id)}：${where.column}=${String(value)} 在 ${table} 中不存在（孤立的行 / orphan row: ${where.column} points to no ${table} row）`,
    );
  }

  /** Our id of an optional reference: none when the source has none (NULL or 0) or names a row that is gone. */
  optRef(table: SourceTable, value: unknown): string | null {
    if (value === null || value === undefined || value === '' || value === '0' || value === 0) return null;
    return this.ids(table).get(String(value)) ?? null;
  }

  /** Every row of a source table for this tenant, in id order (master data: small enough to read whole), cleaned. */
  async rows(table: SourceTable, where = ''): Promise<SourceRow[]> {
    const rows = await this.source.all(`select ${columnsOf(table)} from ${table} where tenant_id = ? ${where} order by id`, [this.sourceTenantId]);
    return cleanRows(this.reporter, table, rows);
  }

  /** The same, streamed in batches (bills, lines, logs), cleaned; a later run reads only the rows it writes (sync.ts). */
  async *batches(table: SourceTable): AsyncGenerator<SourceRow[]> {
    const query = `select ${columnsOf(table)} from ${table} where tenant_id = ? order by id`;
    for await (const batch of this.source.batches(query, [this.sourceTenantId], BATCH)) {
      const rows = await this.sync.filter(table, batch);
      if (rows.length) yield cleanRows(this.reporter, table, rows);
    }
  }

  /** `report` as a plain function, for the repairs made outside this class. */
  readonly reporter = (kind: AnomalyKind, table: SourceTable, id: unknown, action: string): void => this.report(kind, table, id, action);

  /**
   * Writes rows with ids taken from the table's own sequence, records source id → our id, and names the source row
   * when a constraint of ours refuses one (duplicate barcode, a check, a missing reference).
   */
  async insert(sourceTable: SourceTable, target: IdTable, all: readonly TargetRow[]): Promise<void> {
    await fitToColumns(this.trx, this.reporter, sourceTable, target, all);
    // A document replaced by a later run keeps its id: updated in place (sync.ts), its lines written anew.
    const known = this.ids(sourceTable);
    await this.sync.update(
      sourceTable,
      target,
      all.filter((r) => known.has(r.sourceId)),
    );
    const rows = all.filter((r) => !known.has(r.sourceId));
    if (rows.length === 0) return;
    const { rows: fresh } = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence(${target}, 'id'))::text as id from generate_series(1, ${rows.length})`.execute(this.trx);
    const map = this.ids(sourceTable);
    const values = rows.map((r, i) => {
      const id = fresh[i]?.id as string;
      map.set(r.sourceId, id);
      return { ...r.values, tenant_id: this.tenantId, id };
    });
    try {
      await this.trx
        .insertInto(target)
        .values(values as never)
        .execute();
    } catch (error) {
      throw refusedRow(error, sourceTable, rows, values);
    }
    await this.remember(
      sourceTable,
      rows.map((r, i) => [r.sourceId, values[i]?.id as string]),
    );
  }

  /**
   * Copies whole-read source rows into a target table, batch by batch, with the table's progress bar; a later run
   * writes only the rows new or changed since (sync.ts).
   */
  copy(table: SourceTable, target: IdTable, rows: readonly SourceRow[], map: (r: SourceRow) => Record<string, unknown>): Promise<void> {
    return this.sync.copy(table, target, rows, map);
  }

  /** A tree's parent links (departments, categories), set once every node exists: the order of the source rows does not matter. */
  async setParents(table: SourceTable, target: 'organization' | 'material_category', rows: readonly SourceRow[]): Promise<void> {
    const pairs = rows.flatMap((r) => {
      if (!this.sync.wrote(table, r.id)) return [];
      const parent = this.optRef(table, r.parent_id);
      return parent ? [sql`(${this.ref(table, r.id, { table, id: r.id, column: 'id' })}::bigint, ${parent}::bigint)`] : [];
    });
    if (pairs.length === 0) return;
    await sql`update ${sql.table(target)} t set parent_id = v.parent from (values ${sql.join(pairs)}) v(id, parent)
      where t.tenant_id = ${this.tenantId} and t.id = v.id`.execute(this.trx);
  }

  /** Records rows written without a sequence id of their own (the tenant itself). */
  async remember(sourceTable: SourceTable, pairs: ReadonlyArray<readonly [string, string]>): Promise<void> {
    if (pairs.length === 0) return;
    await this.trx
      .insertInto('import_source_map')
      .values(
        pairs.map(([sourceId, targetId]) => ({
          tenant_id: this.tenantId,
          source: this.source.name,
          source_table: sourceTable,
          source_id: sourceId,
          target_id: targetId,
        })),
      )
      .execute();
  }
}

/** The message for a batch our database refused, naming the source row whose values broke the constraint. */
export function refusedRow(error: unknown, table: SourceTable, rows: readonly TargetRow[], values: ReadonlyArray<Record<string, unknown>>): ImportError {
  const e = error as { code?: string; detail?: string; constraint?: string; message?: string };
  let index = -1;
  const key = /^Key \((.+)\)=\((.+)\) already exists/.exec(e.detail ?? '');
  if (key) {
    const columns = (key[1] ?? '').split(', ');
    const wanted = (key[2] ?? '').split(', ');
    // The first row of the batch with that key is the one already there; the duplicate is the later one.
    const matching = values.map((v, i) => (columns.every((c, j) => String(v[c]) === wanted[j]) ? i : -1)).filter((i) => i >= 0);
    index = matching[matching.length - 1] ?? -1;
  } else {
    const failing = /Failing row contains \(([^,]+), ([^,]+),/.exec(e.detail ?? '');
    if (failing) index = values.findIndex((v) => String(v.id) === failing[2]);
  }
  const row = index >= 0 ? ` id=${rows[index]?.sourceId}` : '';
  const what =
    e.code === '23505'
      ? `与已有的行重复 (duplicate: ${e.detail ?? e.constraint})`
      : e.code === '23514'
        ? `违反约束 ${e.constraint ?? ''} (check failed)`
        : e.code === '23503'
          ? `引用的行不存在 (missing reference: ${e.detail ?? e.constraint})`
          : (e.message ?? String(error));
  return new ImportError(`${table}${row}：${what}`);
}
