import { MSG_TIP, PASSWORD_RULE_MESSAGE } from '@suanpan/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ONLY_URLS } from '../../src/db/seeds/reference/roles.seed.js';
import { countRows, createUser, expectErrorEnvelope, registerTenant, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, nextIp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let demoTenantId: string;

const loginAs = (loginName: string, password: string, ip = nextIp()) => t.call('POST', '/user/login', { body: { loginName, password }, ip });

async function newUser(prefix: string): Promise<string> {
  const name = unique(prefix);
  await createUser(t, demoTenantId, name, null);
  return name;
}

beforeAll(async () => {
  t = await createTestApp();
  demoTenantId = (await userOf(t, 'jsh')).tenantId;
});
afterAll(async () => t.close());

describe('POST /user/login outcomes', () => {
  it('signs in: token, user without any password field, pwdSimple, a session row and a log row', async () => {
    const { userId } = await userOf(t, 'test123');
    const sessions = await countRows(t, 'user_session', { column: 'user_id', value: userId });
    const res = await loginAs('test123', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      msgTip: MSG_TIP.canLogin,
      pwdSimple: true,
      user: { loginName: 'test123', tenantId: Number(demoTenantId), status: 0 },
    });
    expect(res.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.text).not.toMatch(/password_?hash|"password"|scrypt/i);
    expect(await countRows(t, 'user_session', { column: 'user_id', value: userId })).toBe(sessions + 1);
    const session = await t.db
      .selectFrom('user_session')
      .select(sql<string>`extract(epoch from expires_at - created_at)::int`.as('ttl'))
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(session.ttl)).toBeGreaterThanOrEqual(7 * 24 * 3600 - 5);
    expect(Number(session.ttl)).toBeLessThanOrEqual(7 * 24 * 3600 + 5);
    // The token is stored only as its hash.
    expect(await countRows(t, 'user_session', { column: 'token_hash', value: res.body.data.token })).toBe(0);
  });

  it('answers every refusal as code 200 with its msgTip and no token or session', async () => {
    const black = await newUser('black');
    await t.db.updateTable('app_user').set({ status: 2 }).where('login_name', '=', black).execute();
    const disabledTenant = unique('tblack');
    const { tenantId: disabledId } = await registerTenant(t, disabledTenant);
    await t.db.updateTable('tenant').set({ enabled: false }).where('id', '=', disabledId).execute();
    const expiredTenant = unique('texpire');
    const { tenantId: expiredId } = await registerTenant(t, expiredTenant);
    await t.db.updateTable('tenant').set({ expire_time: '2001-01-01 00:00:00' }).where('id', '=', expiredId).execute();

    const cases: Array<[string, string, string]> = [
      // An unknown name answers as a wrong password (names cannot be probed).
      ['nobody-here', DEMO_PASSWORD, MSG_TIP.passwordError],
      ['test123', 'wrong1x', MSG_TIP.passwordError],
      [black, DEMO_PASSWORD, MSG_TIP.userBlack],
      [disabledTenant, DEMO_PASSWORD, MSG_TIP.tenantBlack],
      [expiredTenant, DEMO_PASSWORD, MSG_TIP.tenantExpire],
      // A wrong password never reveals the account's state.
      [black, 'wrong1x', MSG_TIP.passwordError],
      [disabledTenant, 'wrong1x', MSG_TIP.passwordError],
      [expiredTenant, 'wrong1x', MSG_TIP.passwordError],
    ];
    const before = await countRows(t, 'user_session');
    for (const [loginName, password, msgTip] of cases) {
      const res = await loginAs(loginName, password);
      expect(res.status, `${loginName}: ${res.text}`).toBe(200);
      expect(res.body, loginName).toEqual({ code: 200, data: { msgTip } });
    }
    expect(await countRows(t, 'user_session')).toBe(before);
  });

  it('refuses bodies without a login name or password with 400 and a Chinese message', async () => {
    for (const body of [
      {},
      { loginName: '', password: 'x' },
      { loginName: 'jsh' },
      { loginName: 'jsh', password: '' },
      { loginName: 'jsh', password: 1 },
      { loginName: 'jsh', password: 'x', tenantId: 0 },
    ]) {
      expectErrorEnvelope(await t.call('POST', '/user/login', { body, ip: nextIp() }), 400);
    }
  });
});

describe('sign-in throttling', () => {
  const tooMany = { code: 429, data: { message: '登录失败次数过多，请15分钟后再试' } };

  it('refuses a login name from an address after 5 failures there, even with the right password; not elsewhere, nor other names', async () => {
    const name = await newUser('thr');
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await loginAs(name, 'wrong1x', ip)).body.data.msgTip).toBe(MSG_TIP.passwordError);
    for (const password of [DEMO_PASSWORD, 'wrong1x']) {
      const res = await loginAs(name, password, ip);
      expect(res.status).toBe(429);
      expect(res.body).toEqual(tooMany);
    }
    // The owner from another address, and other names from this one, are not affected.
    expect((await loginAs(name, DEMO_PASSWORD)).body.data.msgTip).toBe(MSG_TIP.canLogin);
    expect((await loginAs('test123', DEMO_PASSWORD, ip)).body.data.msgTip).toBe(MSG_TIP.canLogin);
    // Unknown names are throttled the same way (no hint that the name does not exist).
    for (let i = 0; i < 5; i += 1) await loginAs('ghost-name', 'wrong1x', ip);
    expect((await loginAs('ghost-name', 'wrong1x', ip)).status).toBe(429);
  });

  it('a successful sign-in resets the count', async () => {
    const name = await newUser('reset');
    const ip = nextIp();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await loginAs(name, 'wrong1x', ip)).body.data.msgTip).toBe(MSG_TIP.passwordError);
      expect((await loginAs(name, DEMO_PASSWORD, ip)).body.data.msgTip).toBe(MSG_TIP.canLogin);
    }
  });

  it('refuses one client address after 30 failures whatever the name', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) await loginAs(`spray${i}`, 'wrong1x', ip);
    const res = await loginAs('test123', DEMO_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooMany);
    expect((await loginAs('test123', DEMO_PASSWORD)).body.data.msgTip).toBe(MSG_TIP.canLogin);
  });
});

describe('session lifetime', () => {
  it('logout revokes the token', async () => {
    const token = await sessionFor(t, 'test123');
    const other = await sessionFor(t, 'test123');
    expect((await t.call('GET', '/user/getUserSession', { token })).status).toBe(200);
    const out = await t.call('GET', '/user/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(200);
    expectErrorEnvelope(await t.call('GET', '/user/getUserSession', { token }), 401);
    // Signing out again succeeds and changes nothing: jshERP's client signs out on every 401 and would loop on a refusal.
    expect((await t.call('GET', '/user/logout', { token })).status).toBe(200);
    // Only that session ends.
    expect((await t.call('GET', '/user/getUserSession', { token: other })).status).toBe(200);
  });

  it('expired session rows are rejected', async () => {
    const token = await sessionFor(t, 'test123');
    const { userId } = await userOf(t, 'test123');
    await t.db
      .updateTable('user_session')
      .set({ expires_at: sql<string>`localtimestamp - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();
    expectErrorEnvelope(await t.call('GET', '/user/getUserSession', { token }), 401);
  });

  it('disabling or deleting a user ends their sessions at once', async () => {
    const name = await newUser('dis');
    const token = await sessionFor(t, name);
    expect((await t.call('GET', '/user/getUserSession', { token })).status).toBe(200);
    await t.db.updateTable('app_user').set({ status: 2 }).where('login_name', '=', name).execute();
    expectErrorEnvelope(await t.call('GET', '/user/getUserSession', { token }), 401);
    await t.db.updateTable('app_user').set({ status: 0 }).where('login_name', '=', name).execute();
    expect((await t.call('GET', '/user/getUserSession', { token })).status).toBe(200);
    await t.db.updateTable('app_user').set({ delete_flag: true }).where('login_name', '=', name).execute();
    expectErrorEnvelope(await t.call('GET', '/user/getUserSession', { token }), 401);
  });

  it('disabling, expiring or deleting a tenant (platform admin) ends its sessions at once', async () => {
    const admin = await sessionFor(t, 'admin');
    const owners = [unique('tdis'), unique('texp'), unique('tdel'), unique('tupd')];
    const ids: string[] = [];
    const tokens: string[] = [];
    for (const owner of owners) {
      ids.push((await registerTenant(t, owner)).tenantId);
      tokens.push(await t.login(owner));
    }
    for (const token of tokens) expect((await t.call('GET', '/user/infoWithTenant', { token })).status).toBe(200);

    expect((await t.call('POST', '/tenant/batchSetStatus', { token: admin, body: { status: false, ids: ids[0] } })).status).toBe(200);
    expectErrorEnvelope(await t.call('GET', '/user/infoWithTenant', { token: tokens[0] }), 401);
    expect((await loginAs(owners[0]!, DEMO_PASSWORD)).body.data.msgTip).toBe(MSG_TIP.tenantBlack);

    expect((await t.call('PUT', '/tenant/update', { token: admin, body: { id: Number(ids[1]), expireTime: '2001-01-01 00:00:00' } })).status).toBe(200);
    expectErrorEnvelope(await t.call('GET', '/user/infoWithTenant', { token: tokens[1] }), 401);
    expect((await loginAs(owners[1]!, DEMO_PASSWORD)).body.data.msgTip).toBe(MSG_TIP.tenantExpire);

    expect((await t.call('DELETE', '/tenant/delete', { token: admin, query: { id: ids[2]! } })).status).toBe(200);
    expectErrorEnvelope(await t.call('GET', '/user/infoWithTenant', { token: tokens[2] }), 401);

    expect((await t.call('PUT', '/tenant/update', { token: admin, body: { id: Number(ids[3]), enabled: false } })).status).toBe(200);
    expectErrorEnvelope(await t.call('GET', '/user/infoWithTenant', { token: tokens[3] }), 401);
  });
});

describe('POST /user/updatePwd', () => {
  it('changes the password: status 1, other sessions end, this one stays, the new password works', async () => {
    const name = await newUser('pwd');
    const { userId } = await userOf(t, name);
    const current = await t.login(name);
    const other = await t.login(name);
    const newPassword = 'newpass9';

    const wrongOld = await t.call('POST', '/user/updatePwd', {
      token: current,
      body: { userId: Number(userId), oldpassword: 'wrong1x', password: newPassword },
    });
    expect(wrongOld.status).toBe(200);
    expect(wrongOld.body.data).toEqual({ status: 2, message: '原始密码输入错误' });
    expect((await t.call('GET', '/user/getUserSession', { token: other })).status).toBe(200);

    const logs = await countRows(t, 'operation_log', { column: 'user_id', value: userId });
    const ok = await t.call('PUT', '/user/updatePwd', {
      token: current,
      body: { userId: Number(userId), oldpassword: DEMO_PASSWORD, password: newPassword, confirmPassword: newPassword },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 200, data: { status: 1, message: '修改成功' } });
    expect(await countRows(t, 'operation_log', { column: 'user_id', value: userId })).toBe(logs + 1);

    expectErrorEnvelope(await t.call('GET', '/user/getUserSession', { token: other }), 401);
    expect((await t.call('GET', '/user/getUserSession', { token: current })).status).toBe(200);
    expect((await loginAs(name, DEMO_PASSWORD)).body.data.msgTip).toBe(MSG_TIP.passwordError);
    const fresh = await loginAs(name, newPassword);
    expect(fresh.body.data.msgTip).toBe(MSG_TIP.canLogin);
    expect(fresh.body.data.pwdSimple).toBe(false);
  });

  it('refuses weak, unchanged, mismatched or foreign changes and changes nothing', async () => {
    const name = await newUser('pwdbad');
    const token = await sessionFor(t, name);
    const hash = async () => (await t.db.selectFrom('app_user').select('password_hash').where('login_name', '=', name).executeTakeFirstOrThrow()).password_hash;
    const before = await hash();
    for (const weak of ['abcdef', '123456', 'ab1', 'ABCDEF12', '']) {
      const res = await t.call('POST', '/user/updatePwd', { token, body: { oldpassword: DEMO_PASSWORD, password: weak } });
      expectErrorEnvelope(res, 400);
      expect(res.body.data).toEqual({ message: PASSWORD_RULE_MESSAGE, field: 'password' });
    }
    const same = await t.call('POST', '/user/updatePwd', { token, body: { oldpassword: DEMO_PASSWORD, password: DEMO_PASSWORD } });
    expectErrorEnvelope(same, 400);
    expect(same.body.data.message).toBe('新密码和旧密码不能相同!');
    const mismatch = await t.call('POST', '/user/updatePwd', { token, body: { oldpassword: DEMO_PASSWORD, password: 'abc123x', confirmPassword: 'abc123y' } });
    expectErrorEnvelope(mismatch, 400);
    expect(mismatch.body.data.message).toBe('两次密码不一致!');
    const { userId: jshId } = await userOf(t, 'jsh');
    expectErrorEnvelope(
      await t.call('POST', '/user/updatePwd', { token, body: { userId: Number(jshId), oldpassword: DEMO_PASSWORD, password: 'abc123x' } }),
      403,
    );
    expectErrorEnvelope(await t.call('POST', '/user/updatePwd', { token, body: { oldpassword: DEMO_PASSWORD, password: 'abc123x', loginName: 'jsh' } }), 400);
    expect(await hash()).toBe(before);
  });
});

describe('who am I', () => {
  it('getUserSession returns the caller without a password', async () => {
    const res = await t.call('GET', '/user/getUserSession', { token: await sessionFor(t, 'jsh') });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ loginName: 'jsh', username: '测试用户', tenantId: Number(demoTenantId), isOwner: true, status: 0 });
    expect(res.text).not.toMatch(/password/i);
  });

  it('infoWithTenant returns the tenant type, expiry and user counts', async () => {
    const res = await t.call('GET', '/user/infoWithTenant', { token: await sessionFor(t, 'test123') });
    expect(res.status).toBe(200);
    const users = (
      await t.db
        .selectFrom('app_user')
        .select(sql<string>`count(*)`.as('n'))
        .where('tenant_id', '=', demoTenantId)
        .where('delete_flag', '=', false)
        .executeTakeFirstOrThrow()
    ).n;
    expect(res.body.data).toEqual({
      type: '1',
      expireTime: '2099-02-17 23:19:17',
      userCurrentNum: Number(users),
      userNumLimit: 2000,
      tenantId: Number(demoTenantId),
    });
  });

  it('getUserBtnByCurrentUser lists the role buttons by page url', async () => {
    const res = await t.call('GET', '/user/getUserBtnByCurrentUser', { token: await sessionFor(t, 'test123') });
    expect(res.status).toBe(200);
    const byUrl = new Map((res.body.data.userBtn as Array<{ url: string; btnStr: string }>).map((b) => [b.url, b.btnStr]));
    expect(byUrl.get('/bill/retail_out')).toBe('1,2');
    expect(byUrl.get('/bill/sale_out')).toBe('1,2');
    expect(byUrl.get('/financial/item_in')).toBe('1');
    expect([...byUrl.keys()].filter((u) => u.startsWith('/system'))).toEqual([]);
    expect(byUrl.size).toBe(19);
  });

  it('departments: the caller’s own list; switching only to one of them', async () => {
    const token = await sessionFor(t, 'jsh');
    const res = await t.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(res.body).toMatchObject({ success: true, code: 200, result: { orgCode: '001', list: [{ departName: '测试部门', orgCode: '001' }] } });
    expect(res.body.result.list).toHaveLength(1);
    const ok = await t.call('POST', '/sys/selectDepart', { token, body: { orgCode: '001', username: 'jsh' } });
    expect(ok.body).toMatchObject({ success: true, result: { userInfo: { loginName: 'jsh', orgCode: '001' } } });
    expect(ok.text).not.toMatch(/password/i);
    // jg1 is test123's department, not jsh's.
    expectErrorEnvelope(await t.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'jg1' } }), 404);
  });

  it('getInfoByKey returns public platform settings only; getCurrentInfo the tenant settings', async () => {
    const token = await sessionFor(t, 'test123');
    const pay = await t.call('GET', '/platformConfig/getInfoByKey', { token, query: { platformKey: 'register_flag' } });
    expect(pay.body.data).toMatchObject({ platformKey: 'register_flag', platformValue: '1' });
    await t.db.updateTable('platform_config').set({ platform_value: 'top-secret' }).where('platform_key', '=', 'weixinSecret').execute();
    for (const platformKey of ['weixinSecret', 'activation_code', 'email_auth_code', 'aliOss_accessKeySecret', 'no_such_key']) {
      const res = await t.call('GET', '/platformConfig/getInfoByKey', { token, query: { platformKey } });
      expect(res.body, platformKey).toEqual({ code: 200, data: null });
    }
    const config = await t.call('GET', '/systemConfig/getCurrentInfo', { token });
    expect(config.body.data).toMatchObject({ companyName: '公司test', minusStockFlag: '1', depotFlag: '0' });
  });
});

interface MenuNode {
  id: number;
  text: string;
  url: string;
  children?: MenuNode[];
}

function leaves(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children ? leaves(n.children) : [n.url]));
}
function folders(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children ? [n.url, ...folders(n.children)] : []));
}

describe('POST /function/findMenuByPNumber', () => {
  const menu = async (loginName: string, body: Record<string, unknown> = { pNumber: 0 }) => {
    const { userId } = await userOf(t, loginName);
    const res = await t.call('POST', '/function/findMenuByPNumber', { token: await sessionFor(t, loginName), body: { userId: Number(userId), ...body } });
    expect(res.status, res.text).toBe(200);
    return res.body.data as MenuNode[];
  };

  it('puts 首页 first for everyone', async () => {
    for (const who of ['admin', 'jsh', 'test123']) {
      const tree = await menu(who);
      expect(tree[0]).toMatchObject({ text: '首页', url: '/dashboard/analysis' });
      expect(tree.slice(1).some((n) => n.text === '首页')).toBe(false);
    }
  });

  it('admin sees every enabled page (流程管理 only while 多级审核 is on, which it is not here)', async () => {
    const all = await t.db
      .selectFrom('sys_function as f')
      .select('f.url')
      .where('f.delete_flag', '=', false)
      .where('f.enabled', '=', true)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('sys_function as c').select('c.id').whereRef('c.parent_number', '=', 'f.number').where('c.delete_flag', '=', false))),
      )
      .execute();
    const got = leaves((await menu('admin')).slice(1));
    expect(got.sort()).toEqual(
      all
        .map((f) => f.url)
        .filter((url) => !url.startsWith('/workflow/'))
        .sort(),
    );
  });

  it('the tenant owner gets the package: no platform pages', async () => {
    const texts = JSON.stringify(await menu('jsh'));
    for (const name of ['菜单管理', '租户管理', '平台配置', '插件管理']) expect(texts).not.toContain(name);
    const got = leaves((await menu('jsh')).slice(1));
    for (const url of PLATFORM_ONLY_URLS) expect(got).not.toContain(url);
    expect(got).toEqual(expect.arrayContaining(['/system/role', '/system/person', '/bill/sale_out']));
  });

  it('test123 sees only the granted pages and their folders', async () => {
    const tree = (await menu('test123')).slice(1);
    const granted = [
      '/bill/retail_out',
      '/bill/retail_back',
      '/bill/purchase_order',
      '/bill/purchase_in',
      '/bill/purchase_back',
      '/bill/sale_order',
      '/bill/sale_out',
      '/bill/sale_back',
      '/bill/other_in',
      '/bill/other_out',
      '/bill/allocation_out',
      '/bill/assemble',
      '/bill/disassemble',
      '/financial/item_in',
      '/financial/item_out',
      '/financial/money_in',
      '/financial/money_out',
      '/financial/giro',
      '/financial/advance_in',
    ];
    expect(leaves(tree).sort()).toEqual([...granted].sort());
    expect(folders(tree).sort()).toEqual(['/bill', '/billB', '/billC', '/billD', '/financial'].sort());
    // A sub-tree below one folder, without 首页.
    const number = (await t.db.selectFrom('sys_function').select('number').where('url', '=', '/financial').executeTakeFirstOrThrow()).number;
    const sub = await menu('test123', { pNumber: number });
    expect(leaves(sub).sort()).toEqual(granted.filter((u) => u.startsWith('/financial')).sort());
  });

  it('a role narrowed to pages outside the package never shows them', async () => {
    const name = await newUser('pkg');
    const role = await t.db
      .insertInto('role')
      .values({ tenant_id: demoTenantId, name: unique('越权'), type: '全部数据' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fn = await t.db.selectFrom('sys_function').select(['id', 'url']).where('url', 'in', ['/system/tenant', '/system/person']).execute();
    await t.db
      .insertInto('role_function')
      .values(fn.map((f) => ({ tenant_id: demoTenantId, role_id: role.id, function_id: f.id, btn_str: '1' })))
      .execute();
    await t.db.updateTable('app_user').set({ role_id: role.id }).where('login_name', '=', name).execute();
    expect(leaves((await menu(name)).slice(1))).toEqual(['/system/person']);
    expectErrorEnvelope(await t.call('GET', '/tenant/list', { token: await sessionFor(t, name) }), 403);
  });

  it('refuses to build someone else’s menu', async () => {
    const { userId } = await userOf(t, 'jsh');
    const res = await t.call('POST', '/function/findMenuByPNumber', { token: await sessionFor(t, 'test123'), body: { pNumber: 0, userId: Number(userId) } });
    expectErrorEnvelope(res, 403);
    expectErrorEnvelope(
      await t.call('POST', '/function/findMenuByPNumber', { token: await sessionFor(t, 'test123'), body: { pNumber: 0, userId: String(userId) } }),
      403,
    );
  });
});
