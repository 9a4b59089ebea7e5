import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/** Which database the API suite runs on: `TEST_DB=postgres` (CI runs both) or the embedded one. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file: in memory for PGlite, a throwaway database on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'pglite') {
    const handle = await openDatabase({ timeZone: 'Asia/Shanghai' });
    return { handle, drop: () => handle.close() };
  }
  const name = `suanpan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), timeZone: 'Asia/Shanghai', poolSize: 20 });
  return {
    handle,
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
