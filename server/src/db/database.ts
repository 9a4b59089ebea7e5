import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.js';
import { durableOptions } from './pglite-durable.js';
import { PgliteDriver } from './pglite-driver.js';
import { SharedDriver, systemDialect, tenantDialect } from './tenant-db.js';

export type Db = Kysely<Database>;

const tenantTwins = new WeakMap<Db, Db>();

/**
 * The tenant-scoped twin of a system handle (db/tenant-db.ts): the same database, every statement run as the
 * tenant of the current `withTenant` scope under row-level security. Request handlers get this one.
 */
export function tenantScoped(db: Db): Db {
  const twin = tenantTwins.get(db);
  if (!twin) throw new Error('not a database handle opened by openDatabase');
  return twin;
}

/** The system handle (every row) and its tenant-scoped twin over one shared driver. */
function handlesOver(shared: SharedDriver): Db {
  const db = new Kysely<Database>({ dialect: systemDialect(shared) });
  tenantTwins.set(db, new Kysely<Database>({ dialect: tenantDialect(shared) }));
  return db;
}

/** Runs `fn` in a transaction: the caller's when `db` is one already (seeds run inside a larger one), else its own. */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/** Runs multi-statement scripts on one session (migrations); rows of the last statement are returned. */
export type ScriptRunner = (script: string) => Promise<Array<Record<string, unknown>>>;

export interface DatabaseHandle {
  /** The system handle: every tenant's rows (login, sessions, platform administration, migrations, seeds, jobs). */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on one session that no other process migrating the same database can enter meanwhile. */
  exclusive<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Runs a server's start-up writes (migrations, then the seeds) while no other server starting on the same database
   * runs its own: two servers started together would otherwise both find the demo tenant missing once the migrations
   * are done, and the second would stop on its unique login name. The embedded database has one process anyway.
   */
  startingAlone<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` unless work under the same name runs on this database elsewhere, and answers its result; answers
   * `undefined` at once, without running it, when another process holds the name (PostgreSQL: a session advisory
   * lock, released however that process ends). The embedded database belongs to one process (its directory lock).
   */
  ifAlone<T>(name: keyof typeof ALONE_KEYS, fn: () => Promise<T>): Promise<T | undefined>;
  /** The embedded database's files as a tarball (PGlite only): test snapshots start from it. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

// Any fixed numbers: the advisory lock keys under which migrations, and a server's whole start-up, run on PostgreSQL.
const MIGRATION_LOCK_KEY = 7_041_921;
const STARTUP_LOCK_KEY = 7_041_922;
// The same for `ifAlone`: an import from jshERP (ops/jsherp) is refused while another one writes to the database.
const ALONE_KEYS = { jsherpImport: 7_041_923 } as const;

// Type OIDs whose text form we keep as-is so both drivers return identical values:
// int8, numeric, date, time, timestamp, timestamptz.
const KEEP_AS_TEXT = [20, 1700, 1082, 1083, 1114, 1184] as const;
const asText = (value: string) => value;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined means in memory (tests). */
  dataDir?: string | undefined;
  timeZone: string;
  poolSize?: number;
  /** A `dumpDataDir` tarball the embedded database starts from instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      (KEEP_AS_TEXT as readonly number[]).includes(oid) ? asText : pg.types.getTypeParser(oid, format as 'text'),
  };
  // JIT off: the reports' aggregates cost just above jit_above_cost, and compiling their expressions took 100–400 ms
  // of a 200–650 ms request (docs/performance.md, "Reports"); no statement of this app runs long enough to repay it.
  // work_mem 16 MB: a three-month 销售统计 groups 54,000 lines into 10,000 barcodes, whose numeric sums outgrow the
  // default 4 MB — its sort spilled to disk (77 → 60 ms a statement in memory). At most one such sort or hash per
  // report statement, and the pool holds `poolSize` connections: a bounded 16 MB each.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types,
    options: `-c TimeZone=${options.timeZone} -c jit=off -c work_mem=16MB`,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = handlesOver(new SharedDriver(new PostgresDialect({ pool }).createDriver(), false));
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          return await fn(async (script) => {
            const result = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(result) ? result[result.length - 1] : result;
            return (last?.rows ?? []) as Array<Record<string, unknown>>;
          });
        } finally {
          await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      } finally {
        // Not back to the pool: a pooled connection's tenant settings are known to the drivers only.
        client.release(true);
      }
    },
    // The migrations take the other key. Waiting, the lock is always taken: `fn`'s answer is wrapped to tell it from none.
    startingAlone: async (fn) => (await underAdvisoryLock(pool, STARTUP_LOCK_KEY, true, async () => ({ answer: await fn() })))!.answer,
    ifAlone: (name, fn) => underAdvisoryLock(pool, ALONE_KEYS[name], false, fn),
    close: async () => {
      await tenantScoped(db).destroy();
      await db.destroy();
    },
  };
}

/**
 * Runs `fn` while a session of its own holds advisory lock `key`, `fn` working through the pool. Waits for the lock, or
 * (`wait` false) answers undefined at once when another session holds it.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, key: number, wait: boolean, fn: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    if (wait) await client.query(`select pg_advisory_lock(${key})`);
    else if (!(await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${key}) as got`)).rows[0]?.got) return undefined;
    try {
      return await fn();
    } finally {
      await client.query(`select pg_advisory_unlock(${key})`);
    }
  } finally {
    // Not back to the pool: a pooled connection's tenant settings are known to the drivers only.
    client.release(true);
  }
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!options.dataDir) return openPgliteCluster(undefined, options);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDirectoryLock(options.dataDir);
  try {
    return await openPgliteCluster(path.join(options.dataDir, 'pgdata'), options, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database whose cluster lives in folder `pgdata` (undefined: in memory), created there when missing.
 * `lock`, the data folder's lock the caller took, is released when the handle closes.
 */
export async function openPgliteCluster(pgdata: string | undefined, options: DatabaseOptions, lock?: DirectoryLock): Promise<DatabaseHandle> {
  const parsers = Object.fromEntries(KEEP_AS_TEXT.map((oid) => [oid, asText]));
  // pg_trgm backs the substring searches over names and barcodes (ilike '%…%').
  const pgliteOptions = { parsers, extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const pglite = new PGlite(pgdata ? { ...pgliteOptions, ...durableOptions(pgdata) } : pgliteOptions);
  await pglite.waitReady;
  await pglite.exec(`set time zone '${options.timeZone.replace(/'/g, '')}'`);
  // One session for every request: the shared driver hands it to one acquirer at a time.
  const shared = new SharedDriver(new PgliteDriver(pglite), true);
  const db = handlesOver(shared);
  return {
    db,
    kind: 'pglite',
    // The directory lock already makes this process the only one on the database; holding the system
    // connection keeps requests out and the session's settings the system's meanwhile.
    exclusive: async (fn) => {
      await shared.init();
      const connection = await shared.acquire({ kind: 'system' });
      try {
        return await fn(async (script) => {
          const results = await pglite.exec(script);
          return (results[results.length - 1]?.rows ?? []) as Array<Record<string, unknown>>;
        });
      } finally {
        await shared.release(connection);
      }
    },
    startingAlone: (fn) => fn(),
    ifAlone: (_name, fn) => fn(),
    // Uncompressed: a snapshot loads faster without the gunzip.
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await tenantScoped(db).destroy();
      await db.destroy();
      lock?.release();
    },
  };
}
