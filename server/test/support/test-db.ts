import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/** Which database the API suite runs on: `TEST_DB=postgres` (CI runs both) or the embedded one. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_TIME_ZONE = 'Asia/Shanghai';
/** The seeded passwords of `admin` and of the demo tenant's users. */
export const ADMIN_PASSWORD = 'Admin-7x2q';
export const DEMO_PASSWORD = 'Demo-7x2q';

/** What a test database starts with: the migrated schema with reference data, or that plus the demo tenant. */
export type TestDatabaseContent = 'reference' | 'demo';

/**
 * Where each content is copied from, built once per run by the API project's global setup
 * (database-snapshots.ts): PGlite dump files, or PostgreSQL template databases.
 */
export type TestDatabaseSources =
  { kind: 'pglite'; files: Record<TestDatabaseContent, string> } | { kind: 'postgres'; templates: Record<TestDatabaseContent, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabaseSources;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** Runs one statement on the server's maintenance database (create / drop database). */
export async function adminQuery(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database name that says when it was made, so a later run can drop what a killed run left
 * behind without touching a run still in progress.
 */
export function throwawayName(prefix: string): string {
  return `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
}

function sources(): TestDatabaseSources {
  const provided = inject('testDatabases') as TestDatabaseSources | undefined;
  if (!provided) throw new Error('测试数据库未准备：API 测试须由 vitest 的 api 项目运行（globalSetup: server/test/support/global-setup.ts）');
  if (provided.kind !== TEST_DB) throw new Error(`测试数据库准备的是 ${provided.kind}，但 TEST_DB=${TEST_DB}`);
  return provided;
}

/**
 * A database of this test file's own: a copy of the run's snapshot (in memory for PGlite, a
 * throwaway database cloned from the run's template on PostgreSQL), so nothing one file writes
 * reaches another.
 */
export async function createTestDatabase(content: TestDatabaseContent): Promise<TestDatabase> {
  const from = sources();
  if (from.kind === 'pglite') {
    const loadDataDir = new Blob([fs.readFileSync(from.files[content])]);
    const handle = await openDatabase({ timeZone: TEST_TIME_ZONE, loadDataDir });
    return { handle, drop: () => handle.close() };
  }
  const name = throwawayName('suanpan_test');
  await adminQuery(`create database ${name} template ${from.templates[content]}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), timeZone: TEST_TIME_ZONE, poolSize: 20 });
  return {
    handle,
    async drop() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
