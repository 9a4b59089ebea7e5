import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';

/**
 * A Kysely driver over the embedded database's one session. Kysely 0.28 (the last line that runs on Node 20)
 * has no PGlite dialect; the SharedDriver (tenant-db.ts) already hands the session to one acquirer at a time,
 * so transactions are plain `begin` / `commit` on it.
 */
export class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(`start transaction${options.length ? ` ${options.join(', ')}` : ''}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters], { rowMode: 'object' });
    return { rows: result.rows, ...(result.affectedRows != null ? { numAffectedRows: BigInt(result.affectedRows) } : {}) };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; nothing here streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the embedded database does not stream query results');
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
