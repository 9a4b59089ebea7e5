import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, openPgliteCluster, type DatabaseHandle, type DatabaseOptions } from './database.js';
import { acquireDirectoryLock } from './directory-lock.js';

/** Readies an open database: migrations, seeds. */
export type Prepare<T> = (handle: DatabaseHandle) => Promise<T>;

// The cluster of a new data folder while it is being made: only renamed to `pgdata` once complete.
const STAGING = 'pgdata.new';

/**
 * Opens the database and readies it with `prepare` before handing it out.
 *
 * A new data folder is made whole or not at all (docs/operations.md, "A kill during the first start"): the embedded
 * cluster is created, migrated and seeded in `pgdata.new`, closed (PostgreSQL's shutdown checkpoint syncs it), and
 * only then renamed to `pgdata` — one atomic step. A start killed before the rename leaves no `pgdata`, so the next
 * start begins again from nothing (removing what the killed one left); one killed after it finds a complete database.
 * An existing folder, and PostgreSQL, are readied in place: each migration and each seed is its own transaction.
 */
export async function openPrepared<T>(
  options: DatabaseOptions & { announce: (line: string) => void },
  prepare: Prepare<T>,
): Promise<{ handle: DatabaseHandle; prepared: T }> {
  if (options.databaseUrl || !options.dataDir) return openAndPrepare(options, prepare);
  const { dataDir } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    // A folder without PG_VERSION holds no database: an older version's start killed while it created the cluster.
    if (fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      const handle = await openPgliteCluster(pgdata, options, lock);
      return { handle, prepared: await preparedOrClosed(handle, prepare) };
    }
    const staging = path.join(dataDir, STAGING);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(pgdata, { recursive: true, force: true });
    options.announce(`新的数据目录 ${dataDir}：正在创建数据库（首次启动需要一些时间）…`);
    const building = await openPgliteCluster(staging, options);
    let prepared: T;
    try {
      prepared = await prepare(building);
    } finally {
      await building.close();
    }
    fs.renameSync(staging, pgdata);
    syncDirectory(dataDir);
    return { handle: await openPgliteCluster(pgdata, options, lock), prepared };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openAndPrepare<T>(options: DatabaseOptions, prepare: Prepare<T>) {
  const handle = await openDatabase(options);
  return { handle, prepared: await preparedOrClosed(handle, prepare) };
}

async function preparedOrClosed<T>(handle: DatabaseHandle, prepare: Prepare<T>): Promise<T> {
  try {
    return await prepare(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Makes a rename in `dir` survive a power cut (the directory entry itself is synced). */
function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
