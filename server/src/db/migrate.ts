import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.js';

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
 * Applies the migrations not yet recorded, each in its own transaction; returns their names. `onPending` hears how
 * many there are before the first is applied (a first start's progress line).
 */
export async function migrate(handle: DatabaseHandle, onPending?: (count: number) => void): Promise<string[]> {
  const migrations = await loadMigrations();
  return handle.exclusive(async (run) => {
    await run(`create table if not exists schema_migration (
      version varchar(20) primary key,
      name varchar(100) not null,
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
    return done;
  });
}
