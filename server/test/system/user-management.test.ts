import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: string;
let roleId: number;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('jsh');
  const roles = await t.call('GET', '/role/list', { token: owner, query: { search: JSON.stringify({ name: '销售代表' }) } });
  roleId = roles.body.data.rows[0].id;
  const org = await t.call('POST', '/organization/add', { token: owner, body: { orgAbr: '销售部', orgNo: 'XS01' } });
  orgId = org.body.data.id;
});
afterAll(async () => t.close());

const newUser = (loginName: string, extra: Record<string, unknown> = {}) => ({
  loginName,
  username: `用户${loginName}`,
  password: 'plum-7421',
  roleId,
  ...extra,
});

describe('user management', () => {
  it('adds a user who can sign in with the given password and the chosen role', async () => {
    const res = await t.call('POST', '/user/addUser', { token: owner, body: newUser('clerk1', { orgaId: orgId, position: '文员' }) });
    expect(res.status).toBe(200);
    const token = await t.login('clerk1', 'plum-7421');
    const btn = await t.call('GET', '/user/getUserBtnByCurrentUser', { token });
    expect(btn.body.data.userBtn.find((b: { url: string }) => b.url === '/bill/sale_out')?.btnStr).toBe('1,2');
    const list = await t.call('GET', '/user/list', { token: owner, query: { search: JSON.stringify({ loginName: 'clerk1' }) } });
    expect(list.body.data.rows[0]).toMatchObject({ loginName: 'clerk1', roleName: '销售代表', orgAbr: '销售部', userType: '普通', leaderFlagStr: '否' });
    expect(list.text).not.toMatch(/password/i);
  });

  it('refuses reserved, duplicate and weak-password users', async () => {
    expect((await t.call('POST', '/user/addUser', { token: owner, body: newUser('admin') })).body.code).toBe(500005);
    expect((await t.call('POST', '/user/addUser', { token: owner, body: newUser('test123') })).body.code).toBe(500003);
    const weak = await t.call('POST', '/user/addUser', { token: owner, body: { ...newUser('weak1'), password: 'abcdef' } });
    expect(weak.status).toBe(400);
    expect(weak.body.data).toMatchObject({ field: 'password', message: '密码由6位数字、小写字母组成!' });
  });

  it('allows one manager per department', async () => {
    await t.call('POST', '/user/addUser', { token: owner, body: newUser('boss1', { orgaId: orgId, leaderFlag: '1' }) });
    const second = await t.call('POST', '/user/addUser', { token: owner, body: newUser('boss2', { orgaId: orgId, leaderFlag: '1' }) });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(500009);
  });

  it('never deletes or disables the tenant owner, and disabling a user ends their sessions', async () => {
    const list = await t.call('GET', '/user/list', { token: owner, query: { pageSize: 50 } });
    const ownerRow = list.body.data.rows.find((r: { loginName: string }) => r.loginName === 'jsh');
    const clerk = list.body.data.rows.find((r: { loginName: string }) => r.loginName === 'clerk1');
    expect((await t.call('DELETE', '/user/delete', { token: owner, query: { id: ownerRow.id } })).body.code).toBe(500008);
    expect((await t.call('POST', '/user/batchSetStatus', { token: owner, body: { status: 2, ids: String(ownerRow.id) } })).status).toBe(422);
    const clerkToken = await t.login('clerk1', 'plum-7421');
    expect((await t.call('POST', '/user/batchSetStatus', { token: owner, body: { status: 2, ids: String(clerk.id) } })).status).toBe(200);
    expect((await t.call('GET', '/user/getUserSession', { token: clerkToken })).status).toBe(401);
    expect((await t.call('POST', '/user/batchSetStatus', { token: owner, body: { status: 0, ids: String(clerk.id) } })).status).toBe(200);
  });

  it('enforces the tenant user limit on add and on enable', async () => {
    await t.db.updateTable('tenant').set({ user_num_limit: 1 }).where('login_name', '=', 'jsh').execute();
    const res = await t.call('POST', '/user/addUser', { token: owner, body: newUser('overflow1') });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(500004);
    await t.db.updateTable('tenant').set({ user_num_limit: 2000 }).where('login_name', '=', 'jsh').execute();
  });

  it('resets a password: old sessions end and the new password works', async () => {
    const list = await t.call('GET', '/user/list', { token: owner, query: { search: JSON.stringify({ loginName: 'boss1' }) } });
    const id = list.body.data.rows[0].id;
    const old = await t.login('boss1', 'plum-7421');
    expect((await t.call('POST', '/user/resetPwd', { token: owner, body: { id, password: 'new123x' } })).status).toBe(200);
    expect((await t.call('GET', '/user/getUserSession', { token: old })).status).toBe(401);
    const res = await t.call('POST', '/user/login', { body: { loginName: 'boss1', password: 'new123x' }, ip: '10.9.9.9' });
    expect(res.body.data.pwdSimple).toBe(true);
  });

  it('is refused to a user without the user page', async () => {
    const rep = await t.login('test123');
    expect((await t.call('POST', '/user/addUser', { token: rep, body: newUser('sneaky1') })).status).toBe(403);
    expect((await t.call('GET', '/user/list', { token: rep })).status).toBe(403);
  });
});

describe('user limit under concurrency', () => {
  it('lets exactly as many of several simultaneous additions through as the limit leaves room for', async () => {
    const tenant = await t.db.selectFrom('tenant').select('id').where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
    const live = await t.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenant.id)
      .where('delete_flag', '=', false)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('tenant')
      .set({ user_num_limit: Number(live.n) + 1 })
      .where('id', '=', tenant.id)
      .execute();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call('POST', '/user/addUser', { token: owner, body: newUser(`race${i}`) })));
    await t.db.updateTable('tenant').set({ user_num_limit: 2000 }).where('id', '=', tenant.id).execute();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 500004)).toHaveLength(4);
  });
});
