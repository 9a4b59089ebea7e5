import mysql from 'mysql2';
import type { Pool, PoolConnection, TypeCastField, TypeCastNext } from 'mysql2';

/** A failure the importer reports as it is (Chinese / English, naming the table and row) and exits non-zero. */
export class ImportError extends Error {}

/** A row as mysql2 returns it here: bigint and decimal as strings, datetimes as `yyyy-MM-dd HH:mm:ss`, bit(1) as boolean. */
export type SourceRow = Record<string, string | number | boolean | null>;

export interface Source {
  /** `host:port/database`: what the import map records as the source. */
  name: string;
  /** Every row of a query, read whole (master data). */
  all(query: string, params?: readonly unknown[]): Promise<SourceRow[]>;
  /** Rows of a query in batches, streamed from the server (bills and lines): never the whole table in memory. */
  batches(query: string, params: readonly unknown[], size: number): AsyncGenerator<SourceRow[]>;
  close(): Promise<void>;
}

// jshERP keeps its booleans in bit(1) columns; mysql2 would hand them over as Buffers.
function typeCast(field: TypeCastField, next: TypeCastNext): unknown {
  if (field.type === 'BIT' && field.length === 1) {
    const bytes = field.buffer();
    return bytes ? bytes[0] === 1 : null;
  }
  return next();
}

function describeFailure(url: URL, error: unknown): ImportError {
  const e = error as { code?: string; message?: string };
  const where = `${url.hostname}:${url.port || '3306'}`;
  const name = url.pathname.slice(1);
  switch (e.code) {
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
      return new ImportError(`无法登录源数据库 ${where}：用户名或密码错误 (access denied for user "${decodeURIComponent(url.username)}")`);
    case 'ER_BAD_DB_ERROR':
      return new ImportError(`源数据库 ${where} 上没有数据库 "${name}" (unknown database)`);
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return new ImportError(`无法连接源数据库 ${where}：${e.code} (host unreachable)`);
    default:
      return new ImportError(`源数据库 ${where} 出错：${e.message ?? String(error)}`);
  }
}

function connection(pool: Pool): Promise<PoolConnection> {
  return new Promise((resolve, reject) => pool.getConnection((err, conn) => (err ? reject(err) : resolve(conn))));
}

/** Opens the jshERP database of a `mysql://user:pass@host:3306/jsh_erp` address and proves it answers. */
export async function openSource(address: string): Promise<Source> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImportError(`--from 不是有效的地址：${address}（应为 mysql://用户:密码@主机:3306/数据库）`);
  }
  if (url.protocol !== 'mysql:' || url.pathname.length < 2) throw new ImportError(`--from 应为 mysql://用户:密码@主机:3306/数据库，而不是 ${address}`);
  const pool = mysql.createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    connectionLimit: 2,
    connectTimeout: 10_000,
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    charset: 'utf8mb4',
    typeCast,
  });
  const query = pool.promise();
  try {
    await query.query('select 1');
  } catch (error) {
    await pool.promise().end();
    throw describeFailure(url, error);
  }
  return {
    name: `${url.hostname}:${url.port || '3306'}/${decodeURIComponent(url.pathname.slice(1))}`,
    async all(sql, params = []) {
      const [rows] = await query.query(sql, [...params] as Array<string | number | null>);
      return rows as SourceRow[];
    },
    async *batches(sql, params, size) {
      const conn = await connection(pool);
      try {
        let batch: SourceRow[] = [];
        for await (const row of conn.query({ sql, values: [...params] }).stream({ highWaterMark: size })) {
          batch.push(row as SourceRow);
          if (batch.length >= size) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      } finally {
        conn.release();
      }
    },
    close: () => query.end(),
  };
}
