import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/db/seed-demo.js';
import { seedReference } from '../../src/db/seed-reference.js';
import {
  ADMIN_PASSWORD,
  adminQuery,
  databaseUrl,
  DEMO_PASSWORD,
  TEST_DB,
  TEST_TIME_ZONE,
  throwawayName,
  type TestDatabaseContent,
  type TestDatabaseSources,
} from './test-db.js';

// Builds the databases every API test file starts from once per run, instead of migrating and
// seeding in each file (docs/performance.md, "API test databases").

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'suanpan-test-db');
const MIGRATIONS_DIR = path.join(ROOT, 'server/src/db/migrations');
// The functions and triggers the runner applies after the migrations (db/sql-files.ts): read, not imported, so listed.
const SQL_DIR = path.join(ROOT, 'server/src/db/sql');
// Whatever decides the snapshots' content: the code that builds them and everything it imports.
const BUILD_ENTRIES = [
  fileURLToPath(import.meta.url),
  path.join(ROOT, 'server/src/db/database.ts'),
  path.join(ROOT, 'server/src/db/migrate.ts'),
  path.join(ROOT, 'server/src/db/seed-reference.ts'),
  path.join(ROOT, 'server/src/db/seed-demo.ts'),
];
// A cached PGlite snapshot of other sources nobody used for this long (longer than any run) is
// dropped: each key's files take ~90 MB.
const CACHE_UNUSED_MS = 2 * 3600_000;
// Older than any run (tests or benchmark): a throwaway PostgreSQL database this old was left behind by a killed run.
const STALE_DATABASE_S = 6 * 3600;

export interface PreparedTestDatabases {
  sources: TestDatabaseSources;
  teardown(): Promise<void>;
}

export function prepareTestDatabases(): Promise<PreparedTestDatabases> {
  return TEST_DB === 'pglite' ? preparePglite() : preparePostgres();
}

async function seedTo(handle: DatabaseHandle, content: TestDatabaseContent): Promise<void> {
  if (content === 'reference') {
    await migrate(handle);
    await seedReference(handle.db, ADMIN_PASSWORD);
  } else {
    await seedDemo(handle.db, DEMO_PASSWORD);
  }
}

/**
 * PGlite: dump files in node_modules/.cache, reused across runs while their key holds. The key
 * hashes the sources that build them, so a changed migration, seed or helper they use means new
 * files (never a stale snapshot); the day is part of it because rows carry their creation time.
 */
async function preparePglite(): Promise<PreparedTestDatabases> {
  const key = snapshotKey();
  const file = (content: TestDatabaseContent) => path.join(CACHE_DIR, `${key}-${content}.tar`);
  const files = { reference: file('reference'), demo: file('demo') };
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  if (Object.values(files).every((f) => fs.existsSync(f))) {
    const now = new Date();
    for (const f of Object.values(files)) fs.utimesSync(f, now, now);
  } else {
    const handle = await openDatabase({ timeZone: TEST_TIME_ZONE });
    try {
      await seedTo(handle, 'reference');
      await writeDump(handle, files.reference);
      await seedTo(handle, 'demo');
      await writeDump(handle, files.demo);
    } finally {
      await handle.close();
    }
  }
  pruneCache(key);
  return { sources: { kind: 'pglite', files }, teardown: async () => undefined };
}

async function writeDump(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dumpDataDir) throw new Error('only the embedded database can be dumped');
  // Checkpointed first, so a copy starts without replaying the write-ahead log.
  await handle.exclusive((run) => run('checkpoint'));
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  // Written aside and renamed, so a run starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
}

function pruneCache(key: string): void {
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const f = path.join(CACHE_DIR, name);
    if (!name.startsWith(key) && Date.now() - fs.statSync(f).mtimeMs > CACHE_UNUSED_MS) fs.rmSync(f, { force: true });
  }
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  const migrations = fs.readdirSync(MIGRATIONS_DIR).map((f) => path.join(MIGRATIONS_DIR, f));
  const sqlFiles = fs.readdirSync(SQL_DIR, { recursive: true, encoding: 'utf8' }).map((f) => path.join(SQL_DIR, f));
  for (const f of sourceClosure([...BUILD_ENTRIES, ...migrations, ...sqlFiles])) hash.update(path.relative(ROOT, f)).update(fs.readFileSync(f));
  for (const f of ['package-lock.json', 'node_modules/@electric-sql/pglite/package.json']) {
    if (fs.existsSync(path.join(ROOT, f))) hash.update(fs.readFileSync(path.join(ROOT, f)));
  }
  hash.update(new Intl.DateTimeFormat('en-CA', { timeZone: TEST_TIME_ZONE }).format(new Date()));
  return hash.digest('hex').slice(0, 20);
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]((?:\.{1,2}\/|@suanpan\/)[^'"]+)['"]/g;

/** The given source files and every workspace file they import, transitively. */
function sourceClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !fs.statSync(file).isFile()) continue;
    seen.add(file);
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = specifier.startsWith('@suanpan/')
        ? path.join(ROOT, 'packages', specifier.slice('@suanpan/'.length), 'src/index.ts')
        : path.resolve(path.dirname(file), specifier);
      const source = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target].find((f) => fs.existsSync(f));
      if (source) pending.push(source);
    }
  }
  return [...seen].sort();
}

/**
 * PostgreSQL: template databases made for this run (reference, then demo cloned from it and
 * seeded), closed to connections so nothing can change them, dropped when the run ends.
 */
async function preparePostgres(): Promise<PreparedTestDatabases> {
  await dropStaleDatabases();
  const base = throwawayName('suanpan_tpl');
  const templates = { reference: `${base}_reference`, demo: `${base}_demo` };
  const teardown = async () => {
    for (const name of Object.values(templates)) await adminQuery(`drop database if exists ${name} with (force)`);
  };
  try {
    for (const content of ['reference', 'demo'] as const) {
      const name = templates[content];
      await adminQuery(content === 'reference' ? `create database ${name}` : `create database ${name} template ${templates.reference}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(name), timeZone: TEST_TIME_ZONE, poolSize: 2 });
      try {
        await seedTo(handle, content);
      } finally {
        await handle.close();
      }
    }
    for (const name of Object.values(templates)) await adminQuery(`alter database ${name} allow_connections false`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { sources: { kind: 'postgres', templates }, teardown };
}

/** Drops the throwaway databases (API tests', templates, benchmarks') a killed run left behind. */
async function dropStaleDatabases(): Promise<void> {
  const { rows } = await adminQuery(`select datname from pg_database where datname ~ '^suanpan_(test|tpl|bench)_[0-9]+_'`);
  const now = Date.now() / 1000;
  for (const { datname } of rows as Array<{ datname: string }>) {
    const made = Number(/^suanpan_(?:test|tpl|bench)_(\d+)_/.exec(datname)?.[1]);
    if (now - made > STALE_DATABASE_S) await adminQuery(`drop database if exists ${datname} with (force)`);
  }
}
