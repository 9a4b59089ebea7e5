import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { TEST_DB } from '../support/child-server.js';
import { TEST_TIME_ZONE } from '../support/test-db.js';
import { CLI, importCliFixture } from './support/import-cli.js';

// Two `npm run import:jsherp` at once into one target (issue 33 item 8): the second is refused at once with a clear
// message and writes nothing; the first imports every tenant once. The first is paused (SIGSTOP) inside its import, so
// the second surely runs meanwhile however loaded the machine is.

// Ample for a refusal; a second import that waited for the paused first one instead would never end.
const SECOND_RUN_LIMIT_MS = 120_000;

const { fx, env, cli } = importCliFixture('jsherp-cli-concurrent-');

/** The command as a process of its own: its output so far, a promise of the first stderr line matching, its end. */
function startCli(args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: fx.work, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const errLine = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (c: Buffer) => {
        err += c.toString('utf8');
        if (pattern.test(err)) resolve();
      });
      void exited.then((how) => reject(new Error(`import ended (${how}) before ${String(pattern)}\n${out}\n${err}`)));
    });
  return { child, exited, errLine, output: () => ({ out, err }) };
}

describe(`two imports at once into one target (${TEST_DB})`, () => {
  it('the second is refused with a clear message while the first imports; every tenant is imported once', async () => {
    const first = startCli(['--from', fx.jsh.url]);
    try {
      // A progress line: the first is inside its import, holding the target.
      await first.errLine(/\[jsh\] jsh_/);
      first.child.kill('SIGSTOP');
      const second = await cli(['--from', fx.jsh.url], SECOND_RUN_LIMIT_MS);
      first.child.kill('SIGCONT');
      expect(second.code, `${second.out}\n${second.err}`).toBe(1);
      expect(second.err).toContain(
        TEST_DB === 'postgres' ? '导入失败：另一个导入正在写入同一个目标数据库' : `导入失败：数据目录 ${fx.target.where} 已被进程 ${first.child.pid} 使用`,
      );
      expect(second.out).not.toContain('已导入');

      expect(await first.exited).toBe(0);
      expect(first.output().out.match(/已导入 imported/g)).toHaveLength(2);
    } finally {
      first.child.kill('SIGCONT');
      first.child.kill('SIGKILL');
    }

    const again = await cli(['--from', fx.jsh.url], SECOND_RUN_LIMIT_MS);
    expect(again.code).toBe(0);
    expect(again.out.match(/已更新 updated/g)).toHaveLength(2);
    const handle = await openDatabase({ databaseUrl: fx.target.env.DATABASE_URL, dataDir: fx.target.env.DATA_DIR, timeZone: TEST_TIME_ZONE });
    try {
      const imported = await handle.db.selectFrom('import_source_map').select('source_id').where('source_table', '=', 'jsh_tenant').execute();
      expect(imported).toHaveLength(2);
      const tenants = await handle.db.selectFrom('tenant').select('id').execute();
      expect(tenants).toHaveLength(3);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
