import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database's own code: the current definition of each SQL function and trigger, one file each
 * (`server/src/db/sql/functions/<name>.sql`, `server/src/db/sql/triggers/<name>.sql`; docs/architecture.md, "The
 * database's own code"). The migration runner applies a file after the ordinary migrations whenever its content
 * changed (its hash is recorded in `schema_sql_file`), so the file, not the last migration that touched the object, is
 * what the database runs. The same path from src/ and from dist/ (both sit under server/): the files are not compiled.
 */
export const SQL_DIR = fileURLToPath(new URL('../../src/db/sql/', import.meta.url));

/** The folders, in the order they are applied: a trigger executes a function, so functions come first. */
const KINDS = [
  { folder: 'functions', kind: 'function', statement: /^create or replace function ([a-z_][a-z0-9_]*)\s*\(/ },
  { folder: 'triggers', kind: 'trigger', statement: /^create or replace trigger ([a-z_][a-z0-9_]*)\s/ },
] as const;
const FILE = /^([a-z_][a-z0-9_]*)\.sql$/;

export interface SqlFile {
  /** Relative to the folder, e.g. `functions/suanpan_stock_day_add.sql`: the key recorded in `schema_sql_file`. */
  file: string;
  kind: 'function' | 'trigger';
  /** The function's or trigger's name: the file's name. */
  name: string;
  sql: string;
  sha256: string;
}

/** The file's SQL without its leading and whole-line `--` comments (what names it mentions, what it starts with). */
function code(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => !/^\s*--/.test(line))
    .join('\n')
    .trim();
}

/**
 * Every file of the folder, checked (one object per file, named as the file) and in the order they are applied:
 * functions, then triggers; within a kind a file comes after the files whose objects its code names (a function one
 * calls, a trigger's function), otherwise by name. A cycle of such mentions is an error naming its files.
 */
export function loadSqlFiles(dir = SQL_DIR): SqlFile[] {
  const found: SqlFile[] = [];
  const entries = new Set(fs.readdirSync(dir));
  for (const entry of entries)
    if (!KINDS.some((k) => k.folder === entry)) throw new Error(`SQL 文件夹 ${dir} 中有未知的 ${entry}（只能是 functions、triggers）`);
  for (const { folder, kind, statement } of KINDS) {
    if (!entries.has(folder)) continue;
    for (const name of fs.readdirSync(path.join(dir, folder)).sort()) {
      const file = `${folder}/${name}`;
      const [, object] = FILE.exec(name) ?? [];
      if (!object) throw new Error(`SQL 文件 ${file} 的名称须为 <小写名称>.sql`);
      const sql = fs.readFileSync(path.join(dir, folder, name), 'utf8');
      const declared = statement.exec(code(sql))?.[1];
      if (declared !== object) throw new Error(`SQL 文件 ${file} 须以 create or replace ${kind} ${object} 开头`);
      const sha256 = createHash('sha256').update(sql).digest('hex');
      found.push({ file, kind, name: object, sql, sha256 });
    }
  }
  const names = new Map<string, SqlFile>();
  for (const f of found) {
    const other = names.get(f.name);
    if (other) throw new Error(`SQL 文件 ${other.file} 与 ${f.file} 定义了同名对象 ${f.name}`);
    names.set(f.name, f);
  }
  return ordered(found);
}

/** Kind order, then each file after the files of its kind whose names its code mentions (depth first, by name). */
function ordered(files: SqlFile[]): SqlFile[] {
  const result: SqlFile[] = [];
  for (const { kind } of KINDS) {
    const ofKind = files.filter((f) => f.kind === kind);
    const done = new Set<SqlFile>();
    const visiting: SqlFile[] = [];
    const visit = (f: SqlFile) => {
      if (done.has(f)) return;
      if (visiting.includes(f))
        throw new Error(`SQL 文件相互引用，无法排定应用顺序：${[...visiting.slice(visiting.indexOf(f)), f].map((v) => v.file).join(' → ')}`);
      visiting.push(f);
      const text = code(f.sql);
      for (const other of ofKind) if (other !== f && new RegExp(`\\b${other.name}\\b`).test(text)) visit(other);
      visiting.pop();
      done.add(f);
      result.push(f);
    };
    for (const f of ofKind) visit(f);
  }
  return result;
}

/**
 * The files to apply now: those whose content is not the one recorded — or every file when migrations were applied in
 * this run, since a migration may have dropped or replaced an object whose file did not change (the file wins).
 */
export function sqlFilesToApply(files: readonly SqlFile[], recorded: ReadonlyMap<string, string>, migrationsApplied: boolean): SqlFile[] {
  return migrationsApplied ? [...files] : files.filter((f) => recorded.get(f.file) !== f.sha256);
}
