// `npm run import:jsherp` as a person runs it: the built command as a child process, on a target that was started
// once (reference data), importing from a jshERP database that holds the small company.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { childDatabase, ensureBuilt, type ChildDatabase } from '../../support/child-server.js';
import { TEST_TIME_ZONE } from '../../support/test-db.js';
import { createJshDatabase, type JshDatabase } from './jsh-database.js';
import { createJshSchema } from './jsh-schema.js';
import { loadSmallCompany } from './small-company.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const CLI = path.join(ROOT, 'server/dist/ops/jsherp/import-cli.js');
const exec = promisify(execFile);

export interface CliFixture {
  target: ChildDatabase;
  jsh: JshDatabase;
  /** The folder the command runs in (it writes its list of dirty rows there): the test file's own. */
  work: string;
}

/**
 * The target and the source of a test file, made before its tests and dropped after them; `cli` runs the command to
 * its end (killed after `limitMs`, when given) and answers its exit code (or the signal that ended it) and output.
 */
export function importCliFixture(workPrefix: string) {
  const fx = { work: fs.mkdtempSync(path.join(os.tmpdir(), workPrefix)) } as CliFixture;
  beforeAll(async () => {
    ensureBuilt();
    fx.target = await childDatabase('reference');
    fx.jsh = await createJshDatabase();
    await createJshSchema(fx.jsh);
    await loadSmallCompany(fx.jsh);
  });
  afterAll(async () => {
    fs.rmSync(fx.work, { recursive: true, force: true });
    await fx.jsh?.drop();
    await fx.target?.drop();
  });
  const env = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', APP_TIME_ZONE: TEST_TIME_ZONE, ...fx.target.env });
  const cli = async (args: string[], limitMs = 0) => {
    try {
      const { stdout, stderr } = await exec(process.execPath, [CLI, ...args], { cwd: fx.work, env: env(), timeout: limitMs, killSignal: 'SIGKILL' });
      return { code: 0 as number | string, out: stdout, err: stderr };
    } catch (error) {
      const e = error as { code: number | null; signal: string | null; stdout: string; stderr: string };
      return { code: (e.code ?? e.signal) as number | string, out: e.stdout, err: e.stderr };
    }
  };
  return { fx, env, cli };
}
