import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addRow, newTenant, ok } from './basic-helpers.js';

let t: TestApp;
let jsh: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  jsh = await t.login('jsh');
  owner = await newTenant(t, 'basic_owner1');
});
afterAll(async () => t.close());

describe('计量单位', () => {
  it('builds the name on the server and keeps decimal ratios exact', async () => {
    const id = await addRow(t, owner, 'unit', { basicUnit: '个', otherUnit: '箱', ratio: '12', otherUnitTwo: '托', ratioTwo: 2.5 });
    const info = ok(await t.call('GET', '/unit/info', { token: owner, query: { id } })).info;
    expect(info).toMatchObject({ name: '个/(箱=12个)/(托=2.5个)', ratio: '12', ratioTwo: '2.5', otherUnitThree: null, enabled: true });
    ok(await t.call('PUT', '/unit/update', { token: owner, body: { id, ratio: '24.125', otherUnitTwo: null } }));
    const after = ok(await t.call('GET', '/unit/info', { token: owner, query: { id } })).info;
    expect(after).toMatchObject({ name: '个/(箱=24.125个)', ratio: '24.125', otherUnitTwo: null, ratioTwo: null });
  });

  it('ignores a client-sent name and refuses bad unit sets with Chinese messages', async () => {
    const named = await t.call('POST', '/unit/add', { token: owner, body: { name: 'x', basicUnit: '瓶', otherUnit: '箱', ratio: '6' } });
    expect(named.status).toBe(400);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ basicUnit: '瓶', otherUnit: '瓶', ratio: '6' }, '抱歉，基本单位与副单位不能相同！'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '1' }, '比例必须大于1'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '0.5' }, '比例必须大于1'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '6', otherUnitTwo: '托', ratioTwo: '2.1234' }, '抱歉，比例2只能为数字，最多三位小数！'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '6', otherUnitTwo: '托' }, '抱歉，比例2不能为空！'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '6', otherUnitThree: '柜', ratioThree: '100' }, '抱歉，需要先输入副单位2再输入副单位3！'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: '6', otherUnitTwo: '箱', ratioTwo: '8' }, '抱歉，副单位之间不能相同！'],
      [{ basicUnit: '瓶', otherUnit: '箱', ratio: 'abc' }, '比例必须是数字，最多18位整数和6位小数'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/unit/add', { token: owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.message).toBe(message);
    }
  });

  it('refuses a ratio that breaks the shared unit rule, naming the field', async () => {
    const res = await t.call('POST', '/unit/add', {
      token: owner,
      body: { basicUnit: '瓶', otherUnit: '箱', ratio: '6', otherUnitTwo: '托', ratioTwo: '0.5' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'ratioTwo', message: '比例2必须大于1' });
  });

  it('refuses a second unit with the same built name', async () => {
    await addRow(t, owner, 'unit', { basicUnit: '盒', otherUnit: '箱', ratio: '8' });
    const dup = await t.call('POST', '/unit/add', { token: owner, body: { basicUnit: '盒', otherUnit: '箱', ratio: '8.000' } });
    expect(dup.status).toBe(409);
    const list = ok(await t.call('GET', '/unit/getAllList', { token: owner }));
    expect(list.map((u: { name: string }) => u.name)).toContain('盒/(箱=8盒)');
  });
});

describe('结算账户', () => {
  it('makes the first account the default and moves the default on request', async () => {
    const first = await addRow(t, owner, 'account', { name: '现金', initialAmount: '100.10' });
    const second = await addRow(t, owner, 'account', { name: '银行', initialAmount: '0.2', isDefault: undefined });
    let rows = ok(await t.call('GET', '/account/list', { token: owner, query: { pageSize: 50 } })).rows;
    expect(rows.find((r: { id: number }) => r.id === first)).toMatchObject({
      isDefault: true,
      initialAmount: '100.1',
      currentAmount: '100.1',
      thisMonthAmount: '0',
    });
    expect(rows.find((r: { id: number }) => r.id === second)).toMatchObject({ isDefault: false, currentAmount: '0.2' });
    ok(await t.call('POST', '/account/updateIsDefault', { token: owner, body: { id: second } }));
    rows = ok(await t.call('GET', '/account/list', { token: owner, query: { pageSize: 50 } })).rows;
    expect(rows.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { id: number }) => r.id)).toEqual([second]);
  });

  it('never lets a client write isDefault or currentAmount', async () => {
    const res = await t.call('POST', '/account/add', { token: owner, body: { name: '伪造', currentAmount: '999' } });
    expect(res.status).toBe(400);
    const res2 = await t.call('POST', '/account/add', { token: owner, body: { name: '伪造', isDefault: true } });
    expect(res2.status).toBe(400);
  });

  it('offers pickers and a balance list', async () => {
    const picked = ok(await t.call('GET', '/account/getAccount', { token: owner })).accountList;
    expect(picked.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['现金', '银行']));
    const select = ok(await t.call('GET', '/account/findBySelect', { token: owner }));
    expect(select[0]).toHaveProperty('AccountName');
    const withBalance = ok(await t.call('GET', '/account/listWithBalance', { token: owner, query: { name: '现', serialNo: '' } }));
    expect(withBalance.rows).toHaveLength(1);
    expect(withBalance.rows[0]).toMatchObject({ name: '现金', currentAmount: '100.1' });
  });

  it("refuses to set another tenant's account as default", async () => {
    const jshAccount = ok(await t.call('GET', '/account/getAccount', { token: jsh })).accountList[0];
    const res = await t.call('POST', '/account/updateIsDefault', { token: owner, body: { id: jshAccount.id } });
    expect(res.status).toBe(404);
  });
});

describe('仓库', () => {
  it('makes the first depot default, grants it to its creator and shows the principal', async () => {
    const me = ok(await t.call('GET', '/user/getUserSession', { token: owner }));
    const ownerId = Number(me.user?.id ?? me.id);
    const first = await addRow(t, owner, 'depot', { name: '主仓', principal: ownerId, warehousing: '1.5' });
    const second = await addRow(t, owner, 'depot', { name: '副仓' });
    const rows = ok(await t.call('GET', '/depot/list', { token: owner })).rows;
    expect(rows.find((r: { id: number }) => r.id === first)).toMatchObject({
      isDefault: true,
      principal: ownerId,
      principalName: 'basic_owner1',
      warehousing: '1.5',
      type: 0,
    });
    expect(rows.find((r: { id: number }) => r.id === second)).toMatchObject({ isDefault: false });
    ok(await t.call('POST', '/depot/updateIsDefault', { token: owner, body: { id: second } }));
    const mine = ok(await t.call('GET', '/depot/findDepotByCurrentUser', { token: owner }));
    expect(mine).toEqual(
      expect.arrayContaining([
        { id: first, depotName: '主仓', isDefault: false },
        { id: second, depotName: '副仓', isDefault: true },
      ]),
    );
    const grants = await t.db.selectFrom('user_depot').select('depot_id').where('user_id', '=', String(ownerId)).execute();
    expect(grants.map((g) => Number(g.depot_id)).sort()).toEqual([first, second].sort());
  });

  it('refuses a principal from another tenant', async () => {
    const jshUser = await t.db.selectFrom('app_user').select('id').where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
    const res = await t.call('POST', '/depot/add', { token: owner, body: { name: '他仓', principal: Number(jshUser.id) } });
    expect(res.status).toBe(404);
    expect(res.body.data.message).toBe('负责人不存在');
  });
});
