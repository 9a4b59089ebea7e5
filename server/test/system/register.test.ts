import { MSG_TIP, PASSWORD_RULE_MESSAGE } from '@suanpan/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectErrorEnvelope, tableCounts, unique, userOf } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, nextIp, type TestApp } from '../support/test-app.js';

let t: TestApp;

const register = (body: unknown) => t.call('POST', '/user/registerUser', { body, ip: nextIp() });
const setPlatform = (key: string, value: string) =>
  t.db.updateTable('platform_config').set({ platform_value: value }).where('platform_key', '=', key).execute();

async function captcha(): Promise<{ uuid: string; code: string }> {
  const res = await t.call('GET', '/user/randomImage');
  expect(res.status).toBe(200);
  expect(res.body.data.base64).toMatch(/^data:image\/svg\+xml;base64,/);
  const uuid = res.body.data.uuid as string;
  const row = await t.db.selectFrom('captcha').select('code').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  // The answer travels only inside the picture, never as text.
  expect(res.text).not.toContain(`"${row.code}"`);
  return { uuid, code: row.code };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(async () => {
  await setPlatform('checkcode_flag', '0');
  await setPlatform('register_flag', '1');
});

describe('POST /user/registerUser', () => {
  it('creates a tenant with its owner, the package menu and a settings row', async () => {
    const loginName = unique('co');
    const res = await register({ loginName, password: 'plum-7421' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ code: 200, data: { message: '注册成功' } });

    const { tenantId, userId } = await userOf(t, loginName);
    const tenant = await t.db
      .selectFrom('tenant')
      .selectAll()
      .select(sql<number>`(extract(epoch from expire_time - localtimestamp) / 86400)::int`.as('days'))
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ login_name: loginName, owner_user_id: userId, type: '0', user_num_limit: 1_000_000, enabled: true, delete_flag: false });
    expect(Number(tenant.days)).toBeGreaterThanOrEqual(2999);
    expect(Number(tenant.days)).toBeLessThanOrEqual(3000);
    expect(await countRows(t, 'system_config', { column: 'tenant_id', value: tenantId })).toBe(1);
    expect(await countRows(t, 'operation_log', { column: 'tenant_id', value: tenantId })).toBe(1);

    const login = await t.call('POST', '/user/login', { body: { loginName, password: 'plum-7421' }, ip: nextIp() });
    expect(login.body.data).toMatchObject({ msgTip: MSG_TIP.canLogin, pwdSimple: false, user: { loginName, username: loginName, isOwner: true } });
    const token = login.body.data.token as string;
    const menu = JSON.stringify((await t.call('POST', '/function/findMenuByPNumber', { token, body: { pNumber: 0, userId: Number(userId) } })).body.data);
    for (const page of ['/system/role', '/system/person', '/bill/sale_out', '/financial/item_in']) expect(menu).toContain(`"${page}"`);
    for (const page of ['/system/tenant', '/system/function', '/system/platform_config', '/system/plugin']) expect(menu).not.toContain(`"${page}"`);
    const config = await t.call('GET', '/systemConfig/getCurrentInfo', { token });
    expect(config.body.data).toMatchObject({ companyName: loginName, depotFlag: '0', updateUnitPriceFlag: '1' });
    // The new tenant starts empty: nothing of the demo tenant is visible.
    expect((await t.call('GET', '/person/list', { token })).body.data).toEqual({ rows: [], total: 0 });
  });

  it('refuses reserved names (500005) and taken names (409, 500003) without writing', async () => {
    const before = await tableCounts(t);
    for (const loginName of ['admin', 'Admin', 'ROOT', 'system']) {
      const res = await register({ loginName, password: 'plum-7421' });
      expectErrorEnvelope(res, 422, 500005);
      expect(res.body.data).toEqual({ message: '此用户名限制使用', field: 'loginName' });
    }
    for (const loginName of ['jsh', 'test123', ' jsh ']) {
      const res = await register({ loginName, password: 'plum-7421' });
      expectErrorEnvelope(res, 409, 500003);
      expect(res.body.data).toEqual({ message: '登录名在本系统已存在', field: 'loginName' });
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('two registrations of one name at once: exactly one wins', async () => {
    const loginName = unique('race');
    const results = await Promise.all([register({ loginName, password: 'plum-7421' }), register({ loginName, password: 'plum-7421' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe(500003);
    expect(await countRows(t, 'tenant', { column: 'login_name', value: loginName })).toBe(1);
  });

  it('a caller cannot set limits, flags or ids: extra fields are refused and never applied', async () => {
    const before = await tableCounts(t);
    const extras: Array<Record<string, unknown>> = [
      { userNumLimit: 1 },
      { expireTime: '2999-01-01 00:00:00' },
      { tenantId: 0 },
      { tenantId: 1 },
      { type: '1' },
      { enabled: true },
      { remark: 'x' },
      { roleId: 1 },
      { isystem: 1 },
      { status: 0 },
      { id: 1 },
      { username: 'x' },
      { constructor: { prototype: { admin: true } } },
    ];
    for (const extra of extras) {
      const loginName = unique('extra');
      const res = await register({ loginName, password: 'plum-7421', ...extra });
      expectErrorEnvelope(res, 400);
      expect(res.body.data.message, JSON.stringify(extra)).toMatch(/不允许的字段|请求/);
      expect(await countRows(t, 'app_user', { column: 'login_name', value: loginName })).toBe(0);
    }
    const poisoned = await t.call('POST', '/user/registerUser', {
      raw: { payload: `{"loginName":"${unique('proto')}","password":"secret12","__proto__":{"userNumLimit":1}}`, contentType: 'application/json' },
      ip: nextIp(),
    });
    expectErrorEnvelope(poisoned, 400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses weak passwords and malformed login names with field-named messages', async () => {
    const before = await tableCounts(t);
    for (const password of ['abcdef', '123456', 'ab12', 'ABCDEF12', '', 'x'.repeat(65) + '1']) {
      const res = await register({ loginName: unique('weak'), password });
      expectErrorEnvelope(res, 400);
      expect(res.body.data.field).toBe('password');
      if (password.length <= 64) expect(res.body.data.message).toBe(PASSWORD_RULE_MESSAGE);
    }
    for (const loginName of ['', 'a', 'has space', '中文名字', 'x'.repeat(51), "o'neil", '<script>', 42, null]) {
      const res = await register({ loginName, password: 'plum-7421' });
      expectErrorEnvelope(res, 400);
      expect(res.body.data.field).toBe('loginName');
    }
    for (const body of [undefined, [], 'jsh', { password: 'plum-7421' }]) expectErrorEnvelope(await register(body ?? {}), 400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('is refused with 403 when registration is switched off', async () => {
    await setPlatform('register_flag', '0');
    expect((await t.call('GET', '/platformConfig/getPlatform/registerFlag')).text).toBe('0');
    const loginName = unique('closed');
    const res = await register({ loginName, password: 'plum-7421' });
    expectErrorEnvelope(res, 403);
    expect(res.body.data.message).toBe('注册功能已关闭');
    expect(await countRows(t, 'app_user', { column: 'login_name', value: loginName })).toBe(0);
  });
});

describe('captcha (checkcode_flag = 1)', () => {
  it('registration needs a correct, current, single-use code', async () => {
    await setPlatform('checkcode_flag', '1');
    expect((await t.call('GET', '/platformConfig/getPlatform/checkcodeFlag')).text).toBe('1');
    const loginName = unique('cap');
    const before = await tableCounts(t);

    const missing = await register({ loginName, password: 'plum-7421' });
    expectErrorEnvelope(missing, 400, 500012);
    expect(missing.body.data.message).toBe('验证码不能为空');
    const onlyCode = await register({ loginName, password: 'plum-7421', code: 'abcd' });
    expectErrorEnvelope(onlyCode, 400, 500012);

    const wrong = await captcha();
    const wrongRes = await register({ loginName, password: 'plum-7421', code: wrong.code === 'zzzz' ? 'yyyy' : 'zzzz', uuid: wrong.uuid });
    expectErrorEnvelope(wrongRes, 400, 500010);
    expect(wrongRes.body.data.message).toBe('验证码错误');
    // A wrong guess used the captcha up: the right code no longer works with it.
    expectErrorEnvelope(await register({ loginName, password: 'plum-7421', code: wrong.code, uuid: wrong.uuid }), 400, 500011);

    const unknown = await register({ loginName, password: 'plum-7421', code: 'abcd', uuid: 'f'.repeat(32) });
    expectErrorEnvelope(unknown, 400, 500011);
    expect(unknown.body.data.message).toBe('验证码已失效');

    const expired = await captcha();
    await t.db
      .updateTable('captcha')
      .set({ expires_at: sql<string>`localtimestamp - interval '1 second'` })
      .where('uuid', '=', expired.uuid)
      .execute();
    expectErrorEnvelope(await register({ loginName, password: 'plum-7421', code: expired.code, uuid: expired.uuid }), 400, 500011);
    expect(await tableCounts(t)).toEqual(before);

    const good = await captcha();
    const ok = await register({ loginName, password: 'plum-7421', code: good.code.toUpperCase(), uuid: good.uuid });
    expect(ok.status, ok.text).toBe(200);
    const again = await register({ loginName: unique('cap'), password: 'plum-7421', code: good.code, uuid: good.uuid });
    expectErrorEnvelope(again, 400, 500011);
  });

  it('sign-in needs one too; without the flag none is asked', async () => {
    await setPlatform('checkcode_flag', '1');
    const missing = await t.call('POST', '/user/login', { body: { loginName: 'jsh', password: DEMO_PASSWORD }, ip: nextIp() });
    expectErrorEnvelope(missing, 400, 500012);
    const { uuid, code } = await captcha();
    const ok = await t.call('POST', '/user/login', { body: { loginName: 'jsh', password: DEMO_PASSWORD, code, uuid }, ip: nextIp() });
    expect(ok.body.data.msgTip).toBe(MSG_TIP.canLogin);
    expectErrorEnvelope(await t.call('POST', '/user/login', { body: { loginName: 'jsh', password: DEMO_PASSWORD, code, uuid }, ip: nextIp() }), 400, 500011);
    await setPlatform('checkcode_flag', '0');
    expect((await t.call('POST', '/user/login', { body: { loginName: 'jsh', password: DEMO_PASSWORD }, ip: nextIp() })).body.data.msgTip).toBe(
      MSG_TIP.canLogin,
    );
  });
});

describe('registration rate', () => {
  it('refuses a sixth registration from one address within an hour', async () => {
    const ip = '10.250.1.1';
    for (let i = 0; i < 5; i++) {
      const ok = await t.call('POST', '/user/registerUser', { body: { loginName: `burst${i}`, password: 'plum-7421' }, ip });
      expect(ok.status).toBe(200);
    }
    const sixth = await t.call('POST', '/user/registerUser', { body: { loginName: 'burst5', password: 'plum-7421' }, ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.data.message).toBe('注册过于频繁，请一小时后再试');
    expect(await t.db.selectFrom('app_user').select('id').where('login_name', '=', 'burst5').executeTakeFirst()).toBeUndefined();
  });

  it('counts a burst sent at once atomically: five of twelve parallel registrations from one address get through', async () => {
    const ip = '10.250.1.2';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.call('POST', '/user/registerUser', { body: { loginName: `rush${i}`, password: 'plum-7421' }, ip })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    const made = await t.db.selectFrom('app_user').select('id').where('login_name', 'like', 'rush%').execute();
    expect(made).toHaveLength(5);
  });
});
