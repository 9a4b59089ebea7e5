import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addRow, newTenant, ok, setFlags } from './basic-helpers.js';

let t: TestApp;
let jsh: string;
let jshIds: { tenantId: string; userId: string };
let test123Id: string;
beforeAll(async () => {
  t = await createTestApp();
  jsh = await t.login('jsh');
  jshIds = await userOf(t, 'jsh');
  test123Id = (await userOf(t, 'test123')).userId;
});
afterAll(async () => t.close());

const names = (rows: Array<{ supplier?: string; depotName?: string }>) => rows.map((r) => r.supplier ?? r.depotName).sort();

describe('demo seed', () => {
  it('gives jsh the basic data and his depot and customer grants', async () => {
    expect(ok(await t.call('GET', '/unit/getAllList', { token: jsh })).map((u: { name: string }) => u.name)).toEqual([
      '个/(箱=12个)',
      '个/(盒=15个)',
      '盒/(箱=8盒)',
      '瓶/(箱=12瓶)',
    ]);
    const accounts = ok(await t.call('GET', '/account/list', { token: jsh })).rows;
    expect(accounts.map((a: { name: string; currentAmount: string; isDefault: boolean }) => [a.name, a.currentAmount, a.isDefault])).toEqual([
      ['账户1', '100', true],
      ['账户2', '200', false],
    ]);
    const depots = ok(await t.call('GET', '/depot/list', { token: jsh })).rows;
    expect(depots.map((d: { name: string; principalName: string }) => [d.name, d.principalName])).toEqual([
      ['仓库1', 'test123'],
      ['仓库2', 'test123'],
      ['仓库3', 'test123'],
    ]);
    expect(ok(await t.call('GET', '/inOutItem/findBySelect', { token: jsh, query: { type: '收入' } })).map((i: { name: string }) => i.name)).toEqual([
      '房租收入',
      '利息收入',
    ]);
    const basic = ok(await t.call('GET', '/userBusiness/getBasicData', { token: jsh, query: { Type: 'UserCustomer', KeyId: jshIds.userId } }));
    expect(basic.userBusinessList).toHaveLength(1);
    expect(basic.userBusinessList[0].value).toMatch(/^\[\d+\]$/);
  });
});

describe('往来单位', () => {
  it('keeps one table for three types with name unique per type', async () => {
    const sup = await addRow(t, jsh, 'supplier', { supplier: '同名单位', type: '供应商', taxRate: '13', beginNeedPay: '10.5', email: 'a@b.cn' });
    await addRow(t, jsh, 'supplier', { supplier: '同名单位', type: '客户', beginNeedGet: '7' });
    const dup = await t.call('POST', '/supplier/add', { token: jsh, body: { supplier: '同名单位', type: '供应商' } });
    expect(dup.status).toBe(409);
    expect(dup.body.data.message).toBe('名称已经存在');
    const member = await t.call('POST', '/supplier/add', { token: jsh, body: { supplier: '12312666', type: '会员' } });
    expect(member.body.data.message).toBe('会员卡号已经存在');
    const check = (query: Record<string, string | number>) => t.call('GET', '/supplier/checkIsNameAndTypeExist', { token: jsh, query });
    expect(ok(await check({ id: 0, name: '同名单位', type: '供应商' })).status).toBe(true);
    expect(ok(await check({ id: sup, name: '同名单位', type: '供应商' })).status).toBe(false);
    expect(ok(await check({ id: 0, name: '同名单位', type: '会员' })).status).toBe(false);
    const info = ok(await t.call('GET', '/supplier/info', { token: jsh, query: { id: sup } })).info;
    expect(info).toMatchObject({
      taxRate: '13',
      beginNeedPay: '10.5',
      allNeedPay: '10.5',
      beginNeedGet: '0',
      allNeedGet: '0',
      advanceIn: '0',
      creator: Number(jshIds.userId),
    });
    const byType = ok(await t.call('GET', '/supplier/list', { token: jsh, query: { search: JSON.stringify({ type: '客户', supplier: '同名' }) } }));
    expect(byType.rows.map((r: { type: string }) => r.type)).toEqual(['客户']);
  });

  it('grants a new customer to its creator and the tenant owner', async () => {
    const admin = await t.login('admin');
    // Another user of the tenant who holds the customer page: a role with /system/customer.
    const role = await t.db
      .insertInto('role')
      .values({ tenant_id: jshIds.tenantId, name: '客户管理员', type: '全部数据' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fn = await t.db.selectFrom('sys_function').select('id').where('url', '=', '/system/customer').executeTakeFirstOrThrow();
    await t.db.insertInto('role_function').values({ tenant_id: jshIds.tenantId, role_id: role.id, function_id: fn.id, btn_str: '1,3' }).execute();
    await t.db.updateTable('app_user').set({ role_id: role.id }).where('id', '=', test123Id).execute();
    const clerk = await t.login('test123');
    const id = await addRow(t, clerk, 'supplier', { supplier: '新客户甲', type: '客户' });
    const holders = await t.db.selectFrom('user_customer').select('user_id').where('supplier_id', '=', String(id)).execute();
    expect(holders.map((h) => h.user_id).sort()).toEqual([jshIds.userId, test123Id].sort());
    // The clerk holds only the customer page: suppliers are neither listed nor writable.
    const list = ok(await t.call('GET', '/supplier/list', { token: clerk, query: { pageSize: 100 } }));
    expect(new Set(list.rows.map((r: { type: string }) => r.type))).toEqual(new Set(['客户']));
    expect((await t.call('GET', '/supplier/list', { token: clerk, query: { search: '{"type":"供应商"}' } })).status).toBe(403);
    expect((await t.call('POST', '/supplier/add', { token: clerk, body: { supplier: '偷偷加供应商', type: '供应商' } })).status).toBe(403);
    const aSupplier = ok(await t.call('POST', '/supplier/findBySelect_sup', { token: clerk, body: {} }))[0];
    // By id a supplier is what a missing id is to this clerk: reading, editing, deleting or switching it tells nothing.
    const asMissing = async (id: number) => {
      const answers = await Promise.all([
        t.call('GET', '/supplier/info', { token: clerk, query: { id } }),
        t.call('PUT', '/supplier/update', { token: clerk, body: { id, supplier: '改名', type: '客户' } }),
        t.call('DELETE', '/supplier/delete', { token: clerk, query: { id } }),
        t.call('POST', '/supplier/batchSetStatus', { token: clerk, body: { status: false, ids: String(id) } }),
      ]);
      return answers.map((r) => [r.status, r.body]);
    };
    const hidden = await asMissing(Number(aSupplier.id));
    expect(hidden).toEqual(await asMissing(99_999_999));
    expect(hidden.map(([status]) => status)).toEqual([404, 404, 404, 404]);
    await t.db.updateTable('app_user').set({ role_id: null }).where('id', '=', test123Id).execute();
    expect(admin).toBeTruthy();
  });
});

describe('depot and customer scoping', () => {
  it('shows every depot and customer while the flags are off', async () => {
    await setFlags(t, jshIds.tenantId, { depot: '0', customer: '0' });
    const test123 = await t.login('test123');
    expect(names(ok(await t.call('GET', '/depot/findDepotByCurrentUser', { token: test123 })))).toEqual(['仓库1', '仓库2', '仓库3']);
    expect(names(ok(await t.call('POST', '/supplier/findBySelect_cus', { token: test123, body: {} })))).toEqual(
      expect.arrayContaining(['客户1', '客户2', '客户3']),
    );
  });

  it('restricts to granted rows when the flags are on, and to nothing without grants', async () => {
    await setFlags(t, jshIds.tenantId, { depot: '1', customer: '1' });
    expect(names(ok(await t.call('GET', '/depot/findDepotByCurrentUser', { token: jsh })))).toEqual(['仓库1', '仓库2']);
    // 客户1 from the demo grants, 新客户甲 because the owner gets every customer made by others.
    expect(names(ok(await t.call('POST', '/supplier/findBySelect_cus', { token: jsh, body: { key: '客户' } })))).toEqual(['客户1', '新客户甲']);
    const test123 = await t.login('test123');
    // No grants at all: an empty picker, never everything (the reference's bug).
    await t.db.deleteFrom('user_depot').where('user_id', '=', test123Id).execute();
    await t.db.deleteFrom('user_customer').where('user_id', '=', test123Id).execute();
    expect(ok(await t.call('GET', '/depot/findDepotByCurrentUser', { token: test123 }))).toEqual([]);
    expect(ok(await t.call('POST', '/supplier/findBySelect_cus', { token: test123, body: {} }))).toEqual([]);
    // Suppliers and members are not customer-scoped; the organ picker only drops unlisted customers.
    expect(ok(await t.call('POST', '/supplier/findBySelect_sup', { token: test123, body: {} })).length).toBeGreaterThan(0);
    const organ = ok(await t.call('POST', '/supplier/findBySelect_organ', { token: test123, body: {} }));
    expect(organ.every((o: { supplier: string }) => o.supplier.endsWith('[供应商]'))).toBe(true);
    // A bill's current partner stays visible even when not granted.
    const customer2 = await t.db
      .selectFrom('supplier')
      .select('id')
      .where('tenant_id', '=', jshIds.tenantId)
      .where('supplier', '=', '客户2')
      .executeTakeFirstOrThrow();
    expect(names(ok(await t.call('POST', '/supplier/findBySelect_cus', { token: test123, body: { organId: Number(customer2.id) } })))).toEqual(['客户2']);
    const retail = ok(await t.call('POST', '/supplier/findBySelect_retail', { token: test123, body: {} }));
    expect(retail[0]).toMatchObject({ supplier: '12312666', advanceIn: '0' });
    await setFlags(t, jshIds.tenantId, { depot: '0', customer: '0' });
  });
});

describe('/userBusiness', () => {
  const depotIds = async (tenantId: string) =>
    (await t.db.selectFrom('depot').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute()).map((d) => Number(d.id));

  it('accepts [1,2], 1,2 and [1][2] and answers with [1][2]', async () => {
    const [d1, d2, d3] = await depotIds(jshIds.tenantId);
    for (const value of [`[${d1},${d2},0]`, `${d1},${d2}`, `[${d1}][${d2}]`]) {
      ok(await t.call('POST', '/userBusiness/add', { token: jsh, body: { type: 'UserDepot', keyId: test123Id, value } }));
      const data = ok(await t.call('GET', '/userBusiness/getBasicData', { token: jsh, query: { Type: 'UserDepot', KeyId: test123Id } }));
      expect(data.userBusinessList).toEqual([{ id: Number(test123Id), type: 'UserDepot', keyId: test123Id, value: `[${d1}][${d2}]`, btnStr: null }]);
    }
    ok(await t.call('PUT', '/userBusiness/update', { token: jsh, body: { id: test123Id, type: 'UserDepot', keyId: test123Id, value: `[${d3}]` } }));
    expect(ok(await t.call('GET', '/userBusiness/checkIsValueExist', { token: jsh, query: { type: 'UserDepot', keyId: test123Id } }))).toEqual({
      id: Number(test123Id),
    });
    ok(await t.call('PUT', '/userBusiness/update', { token: jsh, body: { type: 'UserDepot', keyId: test123Id, value: '[]' } }));
    expect(ok(await t.call('GET', '/userBusiness/checkIsValueExist', { token: jsh, query: { type: 'UserDepot', keyId: test123Id } }))).toEqual({});
    const tree = ok(await t.call('GET', '/depot/findUserDepot', { token: jsh, query: { UBType: 'UserDepot', UBKeyId: jshIds.userId } }));
    expect(tree[0].children.filter((c: { checked: boolean }) => c.checked)).toHaveLength(2);
  });

  it('reads roles and role functions from the normalised tables', async () => {
    const role = ok(await t.call('GET', '/userBusiness/getBasicData', { token: jsh, query: { Type: 'UserRole', KeyId: test123Id } }));
    const roleId = (await t.db.selectFrom('app_user').select('role_id').where('id', '=', test123Id).executeTakeFirstOrThrow()).role_id;
    expect(role.userBusinessList).toEqual(roleId ? [expect.objectContaining({ value: `[${roleId}]` })] : []);
    const seller = await t.db.selectFrom('role').select('id').where('tenant_id', '=', jshIds.tenantId).where('name', '=', '销售代表').executeTakeFirstOrThrow();
    const funcs = ok(await t.call('GET', '/userBusiness/getBasicData', { token: jsh, query: { Type: 'RoleFunctions', KeyId: seller.id } }));
    expect(funcs.userBusinessList[0].value).toMatch(/^(\[\d+\])+$/);
    expect(JSON.parse(funcs.userBusinessList[0].btnStr)[0]).toHaveProperty('funId');
  });

  it('refuses ids of other tenants, unknown ids and malformed values', async () => {
    const other = await newTenant(t, 'ub_other');
    const otherDepot = await addRow(t, other, 'depot', { name: '别家仓' });
    const otherIds = await userOf(t, 'ub_other');
    const bad = async (body: Record<string, unknown>, status: number) => {
      const res = await t.call('POST', '/userBusiness/add', { token: jsh, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    };
    await bad({ type: 'UserDepot', keyId: test123Id, value: `[${otherDepot}]` }, 404);
    await bad({ type: 'UserDepot', keyId: otherIds.userId, value: '[]' }, 404);
    await bad({ type: 'UserDepot', keyId: test123Id, value: '[abc]' }, 400);
    await bad({ type: 'UserRole', keyId: test123Id, value: '[1]' }, 400);
    const supplier1 = await t.db
      .selectFrom('supplier')
      .select('id')
      .where('tenant_id', '=', jshIds.tenantId)
      .where('type', '=', '供应商')
      .executeTakeFirstOrThrow();
    await bad({ type: 'UserCustomer', keyId: test123Id, value: `[${supplier1.id}]` }, 404);
    const one = await t.call('POST', '/userBusiness/updateOneValueByKeyIdAndType', {
      token: jsh,
      body: { type: 'UserDepot', keyIds: [otherIds.userId], oneValue: (await depotIds(jshIds.tenantId))[0] },
    });
    expect(one.status).toBe(404);
    const foreign = await t.call('GET', '/userBusiness/getBasicData', { token: other, query: { Type: 'UserDepot', KeyId: jshIds.userId } });
    expect(ok(foreign).userBusinessList).toEqual([]);
  });

  it('assigns one depot to exactly the chosen users', async () => {
    const [d1] = await depotIds(jshIds.tenantId);
    ok(await t.call('POST', '/userBusiness/updateOneValueByKeyIdAndType', { token: jsh, body: { type: 'UserDepot', keyIds: [test123Id], oneValue: d1 } }));
    const holders = await t.db.selectFrom('user_depot').select('user_id').where('depot_id', '=', String(d1)).execute();
    expect(holders.map((h) => h.user_id)).toEqual([test123Id]);
    ok(
      await t.call('POST', '/userBusiness/updateOneValueByKeyIdAndType', {
        token: jsh,
        body: { type: 'UserDepot', keyIds: `${jshIds.userId},${test123Id}`, oneValue: d1 },
      }),
    );
    expect(await t.db.selectFrom('user_depot').select('user_id').where('depot_id', '=', String(d1)).execute()).toHaveLength(2);
  });
});
