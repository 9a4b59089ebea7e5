import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: string;
let roleId: number;
const fnId = async (url: string) => Number((await t.db.selectFrom('sys_function').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('jsh');
  const res = await t.call('POST', '/role/add', { token: owner, body: { name: '仓管', type: '全部数据' } });
  roleId = res.body.data.id;
  await t.call('POST', '/user/addUser', { token: owner, body: { loginName: 'keeper1', username: '仓管员', password: 'plum-7421', roleId } });
});
afterAll(async () => t.close());

describe('role functions and buttons', () => {
  it('grants pages and buttons that decide the menu and what the server allows', async () => {
    const otherIn = await fnId('/bill/other_in');
    const person = await fnId('/system/person');
    expect((await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId, functionIds: [otherIn, person] } })).status).toBe(200);
    const btn = JSON.stringify([
      { funId: String(person), btnStr: '1' },
      { funId: String(otherIn), btnStr: '1,2' },
    ]);
    expect((await t.call('POST', '/userBusiness/updateBtnStr', { token: owner, body: { roleId, btnStr: btn } })).status).toBe(200);

    const keeper = await t.login('keeper1', 'plum-7421');
    const menu = await t.call('POST', '/function/findMenuByPNumber', { token: keeper, body: { pNumber: '0' } });
    const urls = JSON.stringify(menu.body.data);
    expect(urls).toContain('/bill/other_in');
    expect(urls).not.toContain('/bill/sale_out');
    expect((await t.call('POST', '/person/add', { token: keeper, body: { name: '新人', type: '仓管员' } })).status).toBe(200);

    // Taking the button away: the page stays readable, the write is refused at once.
    await t.call('POST', '/userBusiness/updateBtnStr', { token: owner, body: { roleId, btnStr: JSON.stringify([{ funId: String(person), btnStr: '' }]) } });
    expect((await t.call('GET', '/person/list', { token: keeper })).status).toBe(200);
    expect((await t.call('POST', '/person/add', { token: keeper, body: { name: '新人2', type: '仓管员' } })).status).toBe(403);
    // Taking the page away.
    await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId, functionIds: [otherIn] } });
    expect((await t.call('GET', '/person/list', { token: keeper })).status).toBe(403);
  });

  it('refuses to grant what the granter does not hold', async () => {
    const tenantPage = await fnId('/system/tenant');
    const res = await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId, functionIds: [tenantPage] } });
    expect(res.status).toBe(400);
    const otherIn = await fnId('/bill/other_in');
    const bad = await t.call('POST', '/userBusiness/updateBtnStr', {
      token: owner,
      body: { roleId, btnStr: JSON.stringify([{ funId: String(otherIn), btnStr: '5' }]) },
    });
    expect(bad.status).toBe(400);
  });

  it('shows the assignable tree with the role’s pages checked and without platform pages', async () => {
    const tree = await t.call('GET', '/function/findRoleFunction', { token: owner, query: { UBType: 'RoleFunctions', UBKeyId: roleId } });
    const text = JSON.stringify(tree.body.data);
    expect(text).toContain('"title":"其它入库"');
    expect(text).not.toContain('租户管理');
    const rows = await t.call('GET', '/function/findRoleFunctionsById', { token: owner, query: { roleId } });
    expect(rows.body.data.rows.map((r: { name: string }) => r.name)).toEqual(['其它入库']);
  });

  it('cannot touch another tenant’s role', async () => {
    const adminRole = await t.db.selectFrom('role').select('id').where('tenant_id', '=', '0').executeTakeFirstOrThrow();
    expect((await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId: Number(adminRole.id), functionIds: [] } })).status).toBe(404);
    expect((await t.call('GET', '/function/findRoleFunction', { token: owner, query: { UBKeyId: Number(adminRole.id) } })).status).toBe(404);
  });

  it('the tenant’s package bounds a role’s buttons; a disabled role or page grants nothing', async () => {
    const person = await fnId('/system/person');
    await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId, functionIds: [person] } });
    await t.call('POST', '/userBusiness/updateBtnStr', { token: owner, body: { roleId, btnStr: JSON.stringify([{ funId: String(person), btnStr: '1' }]) } });
    const keeper = await t.login('keeper1', 'plum-7421');
    const add = () => t.call('POST', '/person/add', { token: keeper, body: { name: unique('新人'), type: '仓管员' } });
    const list = () => t.call('GET', '/person/list', { token: keeper });
    expect((await add()).status).toBe(200);

    // The package (a platform role) holds the page without 编辑: the role's 编辑 goes with it, the page stays.
    const keeperTenant = t.db.selectFrom('app_user').select('tenant_id').where('login_name', '=', 'keeper1');
    const { package_role_id: packageRoleId } = await t.db
      .selectFrom('tenant')
      .select('package_role_id')
      .where('id', '=', keeperTenant)
      .executeTakeFirstOrThrow();
    const packagePerson = { tenant_id: '0', role_id: packageRoleId!, function_id: String(person) };
    const packageGrant = t.db.updateTable('role_function').where((eb) => eb.and(packagePerson));
    const { btn_str: packageButtons } = await t.db
      .selectFrom('role_function')
      .select('btn_str')
      .where((eb) => eb.and(packagePerson))
      .executeTakeFirstOrThrow();
    expect(packageButtons.split(',')).toContain('1');
    await packageGrant.set({ btn_str: '' }).execute();
    expect([(await add()).status, (await list()).status]).toEqual([403, 200]);
    await packageGrant.set({ btn_str: packageButtons }).execute();
    expect((await add()).status).toBe(200);

    // A disabled role, then a disabled page: refused at once, served again when enabled.
    for (const table of ['role', 'sys_function'] as const) {
      const id = table === 'role' ? String(roleId) : String(person);
      await t.db.updateTable(table).set({ enabled: false }).where('id', '=', id).execute();
      expect((await list()).status, table).toBe(403);
      await t.db.updateTable(table).set({ enabled: true }).where('id', '=', id).execute();
      expect((await list()).status, table).toBe(200);
    }
    await t.call('POST', '/role/setFunctions', { token: owner, body: { roleId, functionIds: [await fnId('/bill/other_in')] } });
  });
});
