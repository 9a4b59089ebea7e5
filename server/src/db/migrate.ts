import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.js';
import { loadSqlFiles, sqlFilesToApply, SQL_DIR } from './sql-files.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE = /^(\d{4})-([a-z0-9-]+)\.(js|ts)$/;

interface Migration {
  version: string;
  name: string;
  up: string;
}

/**
 * Forward-only migrations: every `NNNN-name` module of the migrations folder exporting `up` (SQL),
 * applied in version order; a landed migration is never edited. Discovering the files keeps areas
 * from editing one shared list.
 */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => FILE.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, version, name] = FILE.exec(file) ?? [];
    if (!version || !name) continue;
    if (migrations.some((m) => m.version === version)) throw new Error(`迁移版本号重复：${version}`);
    const mod = (await import(path.join(dir, file))) as { up?: unknown };
    if (typeof mod.up !== 'string') throw new Error(`迁移 ${file} 没有导出 up`);
    migrations.push({ version, name, up: mod.up });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded, each in its own transaction, then the SQL files (functions and triggers,
 * `db/sql-files.ts`) whose content changed since they were last applied — all of them after any migration — in one
 * transaction that also records their hashes. Returns the migrations' names and the applied files (`sql/<file>`).
 * `onPending` hears how many migrations there are before the first is applied (a first start's progress line); the
 * folders are the build's unless a test names others.
 */
export async function migrate(
  handle: DatabaseHandle,
  onPending?: (count: number) => void,
  { migrationsDir = MIGRATIONS_DIR, sqlDir = SQL_DIR }: { migrationsDir?: string; sqlDir?: string } = {},
): Promise<string[]> {
  const migrations = await loadMigrations(migrationsDir);
  const sqlFiles = loadSqlFiles(sqlDir);
  return handle.exclusive(async (run) => {
    await run(`create table if not exists schema_migration (
      version varchar(20) primary key,
      name varchar(100) not null,
      applied_at timestamp(3) not null default localtimestamp(3)
    );
    create table if not exists schema_sql_file (
      file varchar(200) primary key,
      sha256 char(64) not null,
      applied_at timestamp(3) not null default localtimestamp(3)
    )`);
    const rows = await run('select version from schema_migration');
    const applied = new Set(rows.map((r) => String(r.version)));
    const pending = migrations.filter((m) => !applied.has(m.version));
    if (pending.length) onPending?.(pending.length);
    const done: string[] = [];
    for (const m of pending) {
      try {
        await run(`begin;\n${m.up}\ninsert into schema_migration (version, name) values ('${m.version}', '${m.name}');\ncommit;`);
      } catch (error) {
        await run('rollback').catch(() => undefined);
        throw error;
      }
      done.push(`${m.version}-${m.name}`);
    }
    const recorded = new Map((await run('select file, sha256 from schema_sql_file')).map((r) => [String(r.file), String(r.sha256)]));
    const apply = sqlFilesToApply(sqlFiles, recorded, done.length > 0);
    // A file removed from the folder is forgotten; what it defined stays until a migration drops it.
    const gone = [...recorded.keys()].filter((file) => !sqlFiles.some((f) => f.file === file));
    if (apply.length || gone.length) {
      // One transaction on the runner's connection, a statement per file, so an error names its file.
      let current = '';
      try {
        await run('begin');
        for (const f of apply) {
          current = f.file;
          await run(f.sql);
        }
        current = '';
        if (gone.length) await run(`delete from schema_sql_file where file in (${gone.map((g) => `'${g.replaceAll("'", "''")}'`).join(', ')})`);
        if (apply.length)
          await run(`insert into schema_sql_file (file, sha256) values ${apply.map((f) => `('${f.file}', '${f.sha256}')`).join(', ')}
            on conflict (file) do update set sha256 = excluded.sha256, applied_at = excluded.applied_at`);
        await run('commit');
      } catch (error) {
        await run('rollback').catch(() => undefined);
        if (!current) throw error;
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`SQL 文件 ${current} 应用失败：${message}`, { cause: error });
      }
      done.push(...apply.map((f) => `sql/${f.file}`));
    }
    return done;
  });
}
