import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJsh, type TenantOutcome } from '../../src/ops/jsherp/import-run.js';
import { Progress } from '../../src/ops/jsherp/progress.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createJshDatabase, type JshDatabase } from './support/jsh-database.js';

// jshERP's own published database (schema and demo data, ../shared/fixtures/jsherp/, read from there and never copied
// into the project): it already holds dangling rows, which the import must report rather than refuse the tenant for.
const DUMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/jsherp/jsh_erp.sql');

let app: TestApp;
let jsh: JshDatabase;

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  // As the fixture's README loads it: MariaDB knows no utf8mb4_0900_ai_ci.
  const dump = fs.readFileSync(DUMP, 'utf8').replaceAll('utf8mb4_0900_ai_ci', 'utf8mb4_general_ci');
  execFileSync('mysql', ['-h127.0.0.1', '-P3306', '-uroot', jsh.name], { input: dump });
});

afterAll(async () => {
  await jsh?.drop();
  await app?.close();
});

async function runImport(dryRun: boolean): Promise<TenantOutcome[]> {
  const source = await openSource(jsh.url);
  try {
    return await importJsh(app.db, source, { dryRun, balances: app.balances, progress: new Progress(new Writable({ write: (_c, _e, done) => done() })) });
  } finally {
    await source.close();
  }
}

describe("jshERP's published database", () => {
  it('imports its only tenant, its dangling links dropped and reported, and the reconciliation holds', async () => {
    const [outcome, ...others] = await runImport(false);
    expect(others).toEqual([]);
    expect([outcome?.loginName, outcome?.status, outcome?.message]).toEqual(['jsh', 'imported', undefined]);
    expect(outcome?.reconciliation?.filter((r) => r.verdict === 'fail')).toEqual([]);
    // The membership of user 135, who is gone (the row that used to refuse the tenant), is among the reported rows.
    expect(outcome?.anomalies).toContainEqual({ kind: 'orphanLink', table: 'jsh_orga_user_rel', id: '12', action: 'user_id=135 在 jsh_user 中不存在' });
    expect(outcome?.anomalies.every((a) => a.kind === 'orphanLink')).toBe(true);
    // Its users still have jshERP's initial password 123456: each is reminded to choose one at sign-in.
    const users = await app.db.selectFrom('app_user').select(['login_name', 'password_is_default']).where('login_name', 'in', ['jsh', 'test123']).execute();
    expect(users.sort((a, b) => a.login_name.localeCompare(b.login_name))).toEqual([
      { login_name: 'jsh', password_is_default: true },
      { login_name: 'test123', password_is_default: true },
    ]);
  });
});
