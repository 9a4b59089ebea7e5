// The rows the fixture writes, held in memory first: the builders add them in the order jshERP would have, the
// loader inserts them, and the facts are computed from them (never by reading the importer's result).
import { createHash } from 'node:crypto';
import type { Row } from './jsh-database.js';
import { deleteColumn, jshTable, keyColumn } from './jsh-schema.js';

export type { Row };
export type IdRow = Row & { id: number };

export class SourceRows {
  private readonly tables = new Map<string, Row[]>();
  private readonly lastId = new Map<string, number>();

  /** Adds a row: the next id unless given (ids are global, as AUTO_INCREMENT is), delete flag '0' unless given. */
  add(table: string, row: Row): IdRow {
    const definition = jshTable(table);
    const key = keyColumn(definition);
    const flag = deleteColumn(definition);
    const complete: Row = { ...row };
    if (key === 'id' && complete.id === undefined) complete.id = (this.lastId.get(table) ?? 0) + 1;
    if (key === 'id') this.lastId.set(table, Math.max(this.lastId.get(table) ?? 0, Number(complete.id)));
    if (flag && complete[flag] === undefined) complete[flag] = '0';
    this.rowsOf(table).push(complete);
    return complete as IdRow;
  }

  /** Starts a table's ids after `last`, as a database that has seen earlier rows would. */
  startIds(table: string, last: number): void {
    this.lastId.set(table, last);
  }

  rowsOf(table: string): Row[] {
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = []));
    return rows;
  }

  /** Rows not soft-deleted (NULL counts as live, as jshERP's queries treat it). */
  live(table: string, tenantId?: number): Row[] {
    const flag = deleteColumn(jshTable(table));
    return this.rowsOf(table).filter((row) => (!flag || row[flag] !== '1') && (tenantId === undefined || row.tenant_id === tenantId));
  }

  byId(table: string, id: number): IdRow {
    const row = this.rowsOf(table).find((r) => r.id === id);
    if (!row) throw new Error(`${table} has no row ${id}`);
    return row as IdRow;
  }

  entries(): [string, Row[]][] {
    return [...this.tables.entries()];
  }
}

/** A tenant's view: every row it adds carries its tenant id. */
export class TenantRows {
  constructor(
    readonly all: SourceRows,
    readonly tenantId: number,
  ) {}

  add(table: string, row: Row): IdRow {
    return this.all.add(table, { ...row, tenant_id: this.tenantId });
  }

  live(table: string): Row[] {
    return this.all.live(table, this.tenantId);
  }
}

/** jshERP's password column: the unsalted MD5 hex of the plain password. */
export const md5 = (plain: string) => createHash('md5').update(plain).digest('hex');

/** jshERP's relation-string format: `[1][2][3]`. */
export const relation = (ids: number[]) => ids.map((id) => `[${id}]`).join('');
