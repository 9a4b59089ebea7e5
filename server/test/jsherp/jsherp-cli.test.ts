import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCliFixture } from './support/import-cli.js';

// `npm run import:jsherp` as a person runs it: the built command as a child process, on a target that was started
// once (reference data), its outcome read from what it prints and its exit code.

const { fx, cli } = importCliFixture('jsherp-cli-');

describe('npm run import:jsherp (the command)', () => {
  it('without --from prints its usage and exits 2', async () => {
    const run = await cli([]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('用法：npm run import:jsherp -- --from mysql://');
  });

  it('a dry run prints a progress line per table and a clean reconciliation per tenant, exits 0, and writes nothing', async () => {
    const run = await cli(['--from', fx.jsh.url, '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.err).toMatch(/\[jsh\] jsh_depot_item\s+█+\s+\d+\/\d+/);
    expect(run.err).toMatch(/\[beifang\] jsh_material_extend\s+█+/);
    expect(run.out).toContain('租户 jsh (jshERP tenant 63');
    expect(run.out).toContain('试运行通过 dry run ok');
    expect(run.out).not.toContain('不符 FAIL');
    expect(run.out).toMatch(/库存 stock\s+\d+ 项：一致 \d+，已知差异 \d+，不符 0/);
    expect(run.out).toMatch(/共 \d+ 行，用时 [\d.]+ 秒（\d+ 行\/秒）/);
    const sheet = /脏数据明细 \(every affected row\)：(.+\.xlsx)$/m.exec(run.out)?.[1];
    expect(path.dirname(sheet ?? '')).toBe(fs.realpathSync(fx.work));
    expect(fs.statSync(sheet ?? '').size).toBeGreaterThan(0);
    expect((await cli(['--from', fx.jsh.url, '--dry-run'])).out).not.toContain('跳过');
  }, 180_000);

  it('imports, then a second run finds nothing changed, --skip-imported skips every tenant; a wrong password exits 1 naming the cause', async () => {
    const first = await cli(['--from', fx.jsh.url]);
    expect(first.code).toBe(0);
    expect(first.out.match(/已导入 imported/g)).toHaveLength(2);
    const second = await cli(['--from', fx.jsh.url]);
    expect(second.code, second.out).toBe(0);
    expect(second.out.match(/已更新 updated/g)).toHaveLength(2);
    expect(second.out).toMatch(/jsh_depot_head\s+0\s+0\s+[1-9]\d*\s+0\s+0$/m);
    expect(second.out).not.toContain('冲突 conflicts（');
    const third = await cli(['--from', fx.jsh.url, '--skip-imported']);
    expect(third.out.match(/跳过 skipped/g)).toHaveLength(2);
    const wrong = await cli(['--from', fx.jsh.url.replace('root@', 'root:nope@')]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('导入失败：无法登录源数据库 127.0.0.1:3306：用户名或密码错误');
    // Four runs of the command, each a process of its own.
  }, 300_000);
});
