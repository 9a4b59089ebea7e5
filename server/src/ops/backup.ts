import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppConfig } from '../app/config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { TENANT_ROLE } from '../db/migrations/0018-tenant-row-security.js';

/**
 * Backups (docs/operations.md): a folder holding the database — `database.tar` (the embedded database's files, as
 * PGlite dumps and loads them) or `database.dump` (pg_dump's custom format) — the uploaded files under `files/`, and
 * `manifest.json`. Made while the server runs: PostgreSQL dumps from one snapshot; the embedded database is dumped by
 * the server itself (it alone may open its folder), between two requests, on the signal SIGUSR2.
 */
export interface BackupManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  files: number;
}

const run = promisify(execFile);
export const BACKUP_SIGNAL = 'SIGUSR2';
/** In the data folder: where the server is asked to write a backup (the signal carries no data). */
const REQUEST_FILE = 'backup-request.json';
const EMBEDDED_DUMP = 'database.tar';
const POSTGRES_DUMP = 'database.dump';

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Copies the uploaded files (append-only: a file uploaded after the dump is merely extra). */
function copyFiles(from: string, to: string): number {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  else fs.mkdirSync(to, { recursive: true });
  return countFiles(to);
}

function writeManifest(out: string, database: BackupManifest['database'], files: number): BackupManifest {
  const manifest: BackupManifest = { format: 1, database, createdAt: new Date().toISOString(), files };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The embedded database's files as of one moment: no request runs while they are read. */
async function dumpEmbedded(handle: DatabaseHandle, out: string): Promise<void> {
  if (!handle.dumpDataDir) throw new Error('只有内置数据库可以这样备份');
  const tar = await handle.exclusive(async () => handle.dumpDataDir!());
  fs.writeFileSync(path.join(out, EMBEDDED_DUMP), Buffer.from(await tar.arrayBuffer()));
}

/** The running server's side of an embedded backup: answers the signal by writing the backup it was asked for. */
export function answerBackupSignal(handle: DatabaseHandle, config: AppConfig, log: (message: string, error?: unknown) => void): void {
  process.on(BACKUP_SIGNAL, () => {
    const requestFile = path.join(config.dataDir, REQUEST_FILE);
    void (async () => {
      let out: string | undefined;
      try {
        out = (JSON.parse(fs.readFileSync(requestFile, 'utf8')) as { out: string }).out;
        fs.rmSync(requestFile, { force: true });
        await dumpEmbedded(handle, out);
        writeManifest(out, 'pglite', copyFiles(config.filesDir, path.join(out, 'files')));
        log(`备份完成：${out}`);
      } catch (error) {
        log('备份失败', error);
        if (out) fs.writeFileSync(path.join(out, 'error.txt'), error instanceof Error ? error.message : String(error));
      }
    })();
  });
}

function serverPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim());
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function waitForBackup(out: string, timeoutMs: number): Promise<BackupManifest> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const error = path.join(out, 'error.txt');
    if (fs.existsSync(error)) throw new Error(`服务进程备份失败：${fs.readFileSync(error, 'utf8')}`);
    const manifest = path.join(out, 'manifest.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')) as BackupManifest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`服务进程在 ${timeoutMs / 1000} 秒内没有完成备份`);
}

/** Makes a backup into `out` (a new folder), whether or not the server is running. */
export async function backup(config: AppConfig, out: string, timeoutMs = 300_000): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`备份目录 ${out} 不是空的`);
  fs.mkdirSync(out, { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(out, POSTGRES_DUMP)}`, config.databaseUrl]);
    return writeManifest(out, 'postgres', copyFiles(config.filesDir, path.join(out, 'files')));
  }
  const pid = serverPid(config.dataDir);
  if (pid) {
    fs.writeFileSync(path.join(config.dataDir, REQUEST_FILE), JSON.stringify({ out: path.resolve(out) }), { mode: 0o600 });
    process.kill(pid, BACKUP_SIGNAL);
    return waitForBackup(out, timeoutMs);
  }
  const handle = await openDatabase({ dataDir: config.dataDir, timeZone: config.timeZone });
  try {
    await dumpEmbedded(handle, out);
  } finally {
    await handle.close();
  }
  return writeManifest(out, 'pglite', copyFiles(config.filesDir, path.join(out, 'files')));
}

/**
 * Restores a backup into a fresh place — an empty data folder (embedded) or an empty database (PostgreSQL) — and
 * its files into the files folder. Never over existing data: restoring is how one moves or recovers, not a merge.
 */
export async function restore(config: AppConfig, from: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} 不是备份目录（没有 manifest.json）`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (countFiles(config.filesDir) > 0) throw new Error(`文件目录 ${config.filesDir} 不是空的`);
  if (manifest.database === 'postgres') {
    if (!config.databaseUrl) throw new Error('这是 PostgreSQL 的备份：请用 DATABASE_URL 指定一个空数据库');
    const { stdout } = await run('psql', ['-At', '-c', "select count(*) from pg_tables where schemaname = 'public'", config.databaseUrl]);
    if (Number(stdout.trim()) > 0) throw new Error('目标数据库不是空的：请恢复到一个新建的空数据库');
    // The dump's grants name the tenant role (row security, migration 0018): another cluster may not have it yet.
    await run('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-c', TENANT_ROLE, config.databaseUrl]);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl}`, path.join(from, POSTGRES_DUMP)]);
  } else {
    if (config.databaseUrl) throw new Error('这是内置数据库的备份：请不要设置 DATABASE_URL，用 DATA_DIR 指定一个新的数据目录');
    if (fs.existsSync(path.join(config.dataDir, 'pgdata'))) throw new Error(`数据目录 ${config.dataDir} 已有数据库：请恢复到一个新的数据目录`);
    const loadDataDir = new Blob([fs.readFileSync(path.join(from, EMBEDDED_DUMP))]);
    const handle = await openDatabase({ dataDir: config.dataDir, timeZone: config.timeZone, loadDataDir });
    await handle.close();
  }
  copyFiles(path.join(from, 'files'), config.filesDir);
  return manifest;
}
