import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await t.call('POST', '/user/addUser', { token: owner, body: { loginName: 'keeper1', username: '仓管员', password: 'abc123', roleId } });
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

    const keeper = await t.login('keeper1', 'abc123');
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
});
