import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

describe('tenants managed by the platform administrator', () => {
  it('opens a tenant whose owner can sign in with the package menu', async () => {
    const res = await t.call('POST', '/tenant/add', {
      token: admin,
      body: { loginName: 'acme', password: 'acme123', userNumLimit: 5, type: '1', expireTime: '2099-12-31 23:59:59' },
    });
    expect(res.status).toBe(200);
    const owner = await t.login('acme', 'acme123');
    const info = await t.call('GET', '/user/infoWithTenant', { token: owner });
    expect(info.body.data).toMatchObject({ type: '1', userNumLimit: 5, userCurrentNum: 1, expireTime: '2099-12-31 23:59:59' });
    const list = await t.call('GET', '/tenant/list', { token: admin, query: { search: JSON.stringify({ loginName: 'acme' }) } });
    expect(list.body.data.rows[0]).toMatchObject({ loginName: 'acme', userCount: 1, roleName: '租户' });
  });

  it('changes a tenant’s package, which bounds the owner’s menu at once', async () => {
    const pkg = await t.call('POST', '/role/add', { token: admin, body: { name: '基础版', type: '全部数据' } });
    const roleId = pkg.body.data.id as number;
    const personFn = await t.db.selectFrom('sys_function').select('id').where('url', '=', '/system/person').executeTakeFirstOrThrow();
    await t.call('POST', '/role/setFunctions', { token: admin, body: { roleId, functionIds: [Number(personFn.id)] } });
    const tenant = (await t.call('GET', '/tenant/list', { token: admin, query: { search: JSON.stringify({ loginName: 'acme' }) } })).body.data.rows[0];
    expect((await t.call('PUT', '/tenant/update', { token: admin, body: { id: tenant.id, roleId } })).status).toBe(200);
    const owner = await t.login('acme', 'acme123');
    const menu = JSON.stringify((await t.call('POST', '/function/findMenuByPNumber', { token: owner, body: { pNumber: '0' } })).body.data);
    expect(menu).toContain('/system/person');
    expect(menu).not.toContain('/bill/sale_out');
    expect((await t.call('GET', '/user/list', { token: owner })).status).toBe(403);
  });

  it('refuses the administrators’ own role as a package, duplicates and tenant users', async () => {
    const adminRole = await t.db.selectFrom('role').select('id').where('tenant_id', '=', '0').where('name', '=', '管理员').executeTakeFirstOrThrow();
    const tenant = (await t.call('GET', '/tenant/list', { token: admin })).body.data.rows[0];
    expect((await t.call('PUT', '/tenant/update', { token: admin, body: { id: tenant.id, roleId: Number(adminRole.id) } })).status).toBe(404);
    expect((await t.call('POST', '/tenant/add', { token: admin, body: { loginName: 'jsh', password: 'plum-7421' } })).body.code).toBe(500003);
    const owner = await t.login('jsh');
    expect((await t.call('POST', '/tenant/add', { token: owner, body: { loginName: 'x1', password: 'plum-7421' } })).status).toBe(403);
    const pkgs = await t.call('GET', '/role/tenantRoleList', { token: admin });
    expect(pkgs.body.data.map((r: { name: string }) => r.name)).not.toContain('管理员');
  });

  it('disabling a tenant ends its sessions and refuses sign-in', async () => {
    const owner = await t.login('acme', 'acme123');
    const tenant = (await t.call('GET', '/tenant/list', { token: admin, query: { search: JSON.stringify({ loginName: 'acme' }) } })).body.data.rows[0];
    expect((await t.call('POST', '/tenant/batchSetStatus', { token: admin, body: { status: false, ids: String(tenant.id) } })).status).toBe(200);
    expect((await t.call('GET', '/user/getUserSession', { token: owner })).status).toBe(401);
    const again = await t.call('POST', '/user/login', { body: { loginName: 'acme', password: 'acme123' }, ip: '10.7.7.7' });
    expect(again.body.data.msgTip).toBe('tenant is black');
  });
});

describe('operation log oversight', () => {
  it('lets the platform read every tenant’s log with tenant filters, while a tenant reads only its own', async () => {
    const owner = await t.login('jsh');
    await t.call('POST', '/person/add', { token: owner, body: { name: '日志测试', type: '销售员' } });
    const all = await t.call('GET', '/log/list', { token: admin, query: { pageSize: 100, search: JSON.stringify({ tenantLoginName: 'jsh' }) } });
    expect(all.status).toBe(200);
    expect(all.body.data.rows.some((r: { content: string; tenantLoginName: string }) => r.content.includes('日志测试') && r.tenantLoginName === 'jsh')).toBe(
      true,
    );
    const own = await t.call('GET', '/log/list', { token: owner, query: { pageSize: 100 } });
    expect(own.body.data.rows.every((r: { tenantLoginName: string }) => r.tenantLoginName === 'jsh')).toBe(true);
    const probe = await t.call('GET', '/log/list', { token: owner, query: { search: JSON.stringify({ tenantLoginName: 'acme' }) } });
    expect(probe.body.data.rows.every((r: { tenantLoginName: string }) => r.tenantLoginName === 'jsh')).toBe(true);
  });
});
