import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPlatformConfig } from '../../src/ops/jsherp/platform.js';
import { openSource } from '../../src/ops/jsherp/source.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createJshDatabase, insertRows, type JshDatabase } from './support/jsh-database.js';
import { createJshSchema } from './support/jsh-schema.js';

// The platform settings a jshERP operator changed come across; jshERP's shipped values (its own name, its captcha
// switch) and keys our platform does not have do not.

let app: TestApp;
let jsh: JshDatabase;

beforeAll(async () => {
  app = await createTestApp({ demo: false });
  jsh = await createJshDatabase();
  await createJshSchema(jsh);
  await insertRows(jsh.pool, 'jsh_platform_config', [
    { id: 1, platform_key: 'platform_name', platform_key_info: '平台名称', platform_value: '北方商贸云' },
    { id: 2, platform_key: 'bill_print_url', platform_key_info: '三联打印地址', platform_value: 'http://print.example/' },
    // As jshERP ships them: ours stay.
    { id: 3, platform_key: 'checkcode_flag', platform_key_info: '验证码启用标记', platform_value: '1' },
    { id: 4, platform_key: 'platform_url', platform_key_info: '官方网站', platform_value: 'http://www.gyjerp.com/' },
    { id: 5, platform_key: 'register_flag', platform_key_info: '注册启用标记', platform_value: '0' },
    { id: 6, platform_key: 'no_such_key', platform_key_info: '未知', platform_value: 'x' },
  ]);
});
afterAll(async () => {
  await jsh?.drop();
  await app?.close();
});

async function run(dryRun: boolean) {
  const source = await openSource(jsh.url);
  try {
    return await importPlatformConfig(app.db, source, dryRun);
  } finally {
    await source.close();
  }
}

const ours = async () =>
  Object.fromEntries(
    (await app.db.selectFrom('platform_config').select(['platform_key', 'platform_value']).execute()).map((r) => [r.platform_key, r.platform_value]),
  );

describe('platform settings from jshERP', () => {
  it('a dry run lists the changes and writes nothing; the import writes them; a second run changes nothing', async () => {
    const before = await ours();
    const expected = [
      { key: 'platform_name', from: '算盘ERP', to: '北方商贸云' },
      { key: 'bill_print_url', from: '', to: 'http://print.example/' },
      { key: 'register_flag', from: '1', to: '0' },
    ];
    expect(await run(true)).toEqual(expected);
    expect(await ours()).toEqual(before);

    expect(await run(false)).toEqual(expected);
    const after = await ours();
    expect(after).toEqual({ ...before, platform_name: '北方商贸云', bill_print_url: 'http://print.example/', register_flag: '0' });
    expect(after.checkcode_flag).toBe('0');
    expect(after.platform_url).toBe('');
    expect(after).not.toHaveProperty('no_such_key');

    expect(await run(false)).toEqual([]);
    expect(await ours()).toEqual(after);
    // What the login page reads.
    expect((await app.call('GET', '/platformConfig/getPlatform/name')).text).toContain('北方商贸云');
  });
});
