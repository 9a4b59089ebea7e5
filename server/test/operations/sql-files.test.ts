import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { loadMigrations, migrate } from '../../src/db/migrate.js';
import { loadSqlFiles, SQL_DIR, type SqlFile } from '../../src/db/sql-files.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';

// The database's own code (issue 37 item 4, docs/architecture.md "The database's own code"): every function and
// trigger the migrated database runs is its file in server/src/db/sql, applied by the migration runner when the file
// changes — on the run's snapshot (PGlite) or template (PostgreSQL) as on a server's database.

type Run = (script: string) => Promise<Array<Record<string, unknown>>>;

const FUNCTIONS = `
  select p.proname as name, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const TRIGGERS = `select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal`;

/** name → definition, as PostgreSQL prints it (its own normal form: case, spacing, qualified names, casts). */
async function definitions(run: Run, kind: SqlFile['kind'], only?: string): Promise<Map<string, string>> {
  const named = only ? ` and ${kind === 'function' ? 'p.proname' : 'tgname'} = '${only}'` : '';
  const rows = await run((kind === 'function' ? FUNCTIONS : TRIGGERS) + named);
  const names = rows.map((r) => String(r.name));
  // One object per name (no overloads), so a file's name says which object it is.
  expect(names.length, `${kind}s with one name`).toBe(new Set(names).size);
  return new Map(rows.map((r) => [String(r.name), String(r.definition)]));
}

/** What the file defines, in PostgreSQL's normal form: applied in a transaction that is rolled back. */
async function definitionOfFile(run: Run, f: SqlFile): Promise<string | undefined> {
  await run('begin');
  try {
    await run(f.sql);
    return (await definitions(run, f.kind, f.name)).get(f.name);
  } finally {
    await run('rollback');
  }
}

const recordedHashes = async (handle: DatabaseHandle) =>
  new Map((await handle.exclusive((run) => run('select file, sha256 from schema_sql_file'))).map((r) => [String(r.file), String(r.sha256)]));

describe('functions and triggers: one file each, and the database runs the files', () => {
  let database: TestDatabase;
  const files = loadSqlFiles();
  beforeAll(async () => {
    database = await createTestDatabase('reference');
  });
  afterAll(async () => database.drop());

  it('every function and trigger of the migrated database has its file, and each file defines what the database has', async () => {
    for (const kind of ['function', 'trigger'] as const) {
      const ofKind = files.filter((f) => f.kind === kind);
      await database.handle.exclusive(async (run) => {
        const live = await definitions(run, kind);
        expect([...live.keys()].sort(), `${kind}s without a file, or files of no ${kind}`).toEqual(ofKind.map((f) => f.name).sort());
        for (const f of ofKind) expect(await definitionOfFile(run, f), f.file).toBe(live.get(f.name));
      });
    }
    // The kept summaries' code is all there: 22 functions and 30 triggers, besides three helpers.
    expect(files.filter((f) => f.kind === 'function' && f.name.startsWith('suanpan_')).length).toBeGreaterThanOrEqual(24);
    expect(files.filter((f) => f.kind === 'trigger').length).toBeGreaterThanOrEqual(30);
  });

  it('the hash of every file is recorded as applied (the snapshot or template carries them: no test database re-applies)', async () => {
    expect(Object.fromEntries(await recordedHashes(database.handle))).toEqual(Object.fromEntries(files.map((f) => [f.file, f.sha256])));
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('no function or trigger a migration creates is left only there: it has its file, or a later migration dropped it', async () => {
    const created = new Set<string>();
    for (const m of await loadMigrations())
      for (const [, name] of m.up.matchAll(/create\s+(?:or\s+replace\s+)?(?:function|trigger)\s+([a-z_][a-z0-9_]*)/gi)) created.add(name!.toLowerCase());
    expect(created.size).toBeGreaterThanOrEqual(40);
    const live = await database.handle.exclusive(
      async (run) => new Set([...(await definitions(run, 'function')).keys(), ...(await definitions(run, 'trigger')).keys()]),
    );
    const withFile = new Set(files.map((f) => f.name));
    expect([...created].filter((name) => live.has(name) && !withFile.has(name))).toEqual([]);
  });
});

describe('the runner applies a file when its content changes', () => {
  let database: TestDatabase;
  let dir: string;
  const copyOfFiles = () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-sql-'));
    fs.cpSync(SQL_DIR, path.join(dir, 'sql'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'migrations'));
    return path.join(dir, 'sql');
  };
  const definition = (sql: string) => database.handle.exclusive(async (run) => String((await run(sql))[0]?.definition ?? ''));
  const drift = () => definition(`select pg_get_functiondef('suanpan_bill_line_head_drift'::regproc) as definition`);
  const DRIFT = 'functions/suanpan_bill_line_head_drift.sql';
  beforeAll(async () => {
    database = await createTestDatabase('reference');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterAll(async () => database.drop());

  it('applies only the changed file, records its hash, and then nothing until it changes again', async () => {
    const sqlDir = copyOfFiles();
    expect(await migrate(database.handle, undefined, { sqlDir })).toEqual([]);
    const file = path.join(sqlDir, DRIFT);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('where i.tenant_id = tenant', 'where i.tenant_id = tenant and i.id > 0'));
    expect(await migrate(database.handle, undefined, { sqlDir })).toEqual([`sql/${DRIFT}`]);
    expect(await drift()).toContain('i.id > 0');
    expect((await recordedHashes(database.handle)).get(DRIFT)).toBe(loadSqlFiles(sqlDir).find((f) => f.file === DRIFT)?.sha256);
    expect(await migrate(database.handle, undefined, { sqlDir })).toEqual([]);
    // Back to the build's file: applied again, as any change is.
    expect(await migrate(database.handle)).toEqual([`sql/${DRIFT}`]);
    expect(await drift()).not.toContain('i.id > 0');
  });

  it('a file that fails is named, and nothing of the run is kept: not the other changed files, not their hashes', async () => {
    const sqlDir = copyOfFiles();
    const before = await recordedHashes(database.handle);
    const file = path.join(sqlDir, DRIFT);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('where i.tenant_id = tenant', 'where i.tenant_id = tenant and i.id > 0'));
    const broken = path.join(sqlDir, 'functions/suanpan_stock_year_recompute.sql');
    fs.writeFileSync(broken, fs.readFileSync(broken, 'utf8').replace('from stock_movement', 'from no_such_ledger'));
    await expect(migrate(database.handle, undefined, { sqlDir })).rejects.toThrow(
      /SQL 文件 functions\/suanpan_stock_year_recompute\.sql 应用失败：.*no_such_ledger/,
    );
    expect(await drift()).not.toContain('i.id > 0');
    expect(await recordedHashes(database.handle)).toEqual(before);
    // The database is usable afterwards: the build's files apply as before.
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('after a migration every file is applied again: one that dropped a trigger does not leave it dropped', async () => {
    const sqlDir = copyOfFiles();
    const migrationsDir = path.join(dir, 'migrations');
    fs.writeFileSync(path.join(migrationsDir, '9990-drop-stock-day-trigger.js'), "export const up = 'drop trigger stock_movement_day on stock_movement;';\n");
    const applied = await migrate(database.handle, undefined, { migrationsDir, sqlDir });
    expect(applied[0]).toBe('9990-drop-stock-day-trigger');
    expect(applied.slice(1).sort()).toEqual(
      loadSqlFiles(sqlDir)
        .map((f) => `sql/${f.file}`)
        .sort(),
    );
    expect(await definition(`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'stock_movement_day'`)).toMatch(
      /AFTER INSERT ON public\.stock_movement .*suanpan_stock_day_add\(\)/,
    );
  });

  it('a file taken away is forgotten; what it defined stays until a migration drops it', async () => {
    const sqlDir = copyOfFiles();
    fs.rmSync(path.join(sqlDir, DRIFT));
    expect(await migrate(database.handle, undefined, { sqlDir })).toEqual([]);
    expect((await recordedHashes(database.handle)).has(DRIFT)).toBe(false);
    expect(await drift()).toContain('suanpan_bill_line_head_drift');
    expect(await migrate(database.handle)).toEqual([`sql/${DRIFT}`]);
  });
});
