import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectErrorEnvelope, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// 字典管理 (the platform's dictionaries, api.md §2.7) and the other calls of the reference client that had no route:
// the platform administrator keeps the types and rows; every signed-in user reads a type's rows.

let t: TestApp;
let admin: string;
let tenantUser: string;
const search = (s: Record<string, string>) => ({ search: JSON.stringify(s), currentPage: '1', pageSize: '10' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  tenantUser = await t.login('jsh');
});
afterAll(async () => t.close());

describe('dictionary types and rows', () => {
  it('ships the reference dictionaries; a row read answers the AjaxResult shape, in order, live and enabled rows only', async () => {
    const types = await t.call('GET', '/dict/type/list', { token: admin, query: search({ dictType: 'sys_' }) });
    expect(types.status).toBe(200);
    expect(types.body.data.rows.map((r: { dictType: string }) => r.dictType)).toEqual(['sys_user_sex', 'sys_normal_disable']);
    expect(types.body.data.rows[0]).toMatchObject({ dictId: types.body.data.rows[0].id, dictName: '用户性别', status: '0' });
    const rows = await t.call('GET', '/dict/data/type/sys_normal_disable', { token: tenantUser });
    expect(rows.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: [
        expect.objectContaining({ dictLabel: '正常', dictValue: '0', isDefault: 'Y', dictSort: 1 }),
        expect.objectContaining({ dictLabel: '停用', dictValue: '1', isDefault: 'N', dictSort: 2 }),
      ],
    });
    expect((await t.call('GET', '/dict/data/type/no_such_type', { token: tenantUser })).body).toEqual({ code: 0, msg: '操作成功', data: [] });
    expect((await t.call('GET', '/dict/data/type/sys_user_sex')).status).toBe(401);
  });

  it('adds a type and its rows; a duplicate key, an unknown type and bad fields are refused with the field named', async () => {
    const key = `t_${Date.now().toString(36)}`;
    const added = await t.call('POST', '/dict/type/add', { token: admin, body: { dictName: '面料等级', dictType: key, remark: '测试' } });
    expect(added.status).toBe(200);
    const dup = await t.call('POST', '/dict/type/add', { token: admin, body: { dictName: '另一个', dictType: key } });
    expectErrorEnvelope(dup, 409, 12500002);
    expect(dup.body.data).toMatchObject({ message: "新增字典'另一个'失败，字典类型已存在", field: 'dictType' });
    expectErrorEnvelope(await t.call('POST', '/dict/type/add', { token: admin, body: { dictName: '坏', dictType: "x'; drop table dict_type;--" } }), 400);
    expectErrorEnvelope(
      await t.call('POST', '/dict/data/add', { token: admin, body: { dictType: 'no_such_type', dictLabel: 'A', dictValue: 'a', dictSort: 1 } }),
      422,
      400,
    );
    const bad = await t.call('POST', '/dict/data/add', { token: admin, body: { dictType: key, dictLabel: 'A', dictValue: 'a', dictSort: 'x' } });
    expectErrorEnvelope(bad, 400);
    for (const [label, value, sort, status] of [
      ['二等', 'B', 2, '0'],
      ['一等', 'A', 1, '0'],
      ['停产', 'Z', 3, '1'],
    ] as const) {
      const res = await t.call('POST', '/dict/data/add', {
        token: admin,
        body: { dictType: key, dictLabel: label, dictValue: value, dictSort: sort, status, listClass: 'success' },
      });
      expect(res.status, res.text).toBe(200);
    }
    const read = await t.call('GET', `/dict/data/type/${key}`, { token: tenantUser });
    expect(read.body.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['一等', '二等']);
    const list = await t.call('GET', '/dict/data/list', { token: admin, query: search({ dictType: key }) });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.rows[0]).toMatchObject({ dictCode: list.body.data.rows[0].id, createBy: 'admin' });

    // Renaming the type's key keeps its rows.
    const typeId = (await t.call('GET', '/dict/type/list', { token: admin, query: search({ dictType: key }) })).body.data.rows[0].id;
    const renamed = `${key}_v2`;
    expect((await t.call('PUT', '/dict/type/update', { token: admin, body: { id: typeId, dictType: renamed } })).status).toBe(200);
    expect((await t.call('GET', `/dict/data/type/${renamed}`, { token: tenantUser })).body.data).toHaveLength(2);

    // A type with rows cannot go; its rows first, then the type.
    const refused = await t.call('DELETE', '/dict/type/delete', { token: admin, query: { id: String(typeId) } });
    expectErrorEnvelope(refused, 422, 12500001);
    expect(refused.body.data.message).toBe('面料等级已分配,不能删除');
    const codes = (await t.call('GET', '/dict/data/list', { token: admin, query: search({ dictType: renamed }) })).body.data.rows.map(
      (r: { id: number }) => r.id,
    );
    expect((await t.call('DELETE', '/dict/data/deleteBatch', { token: admin, query: { ids: codes.join(',') } })).status).toBe(200);
    expect((await t.call('DELETE', '/dict/type/delete', { token: admin, query: { id: String(typeId) } })).status).toBe(200);
    expect((await t.call('GET', '/dict/type/list', { token: admin, query: search({ dictType: key }) })).body.data.total).toBe(0);
  });

  it('answers optionselect and refreshCache in the AjaxResult shape', async () => {
    const options = await t.call('GET', '/dict/type/optionselect', { token: admin });
    expect(options.body).toMatchObject({ code: 0, msg: '操作成功' });
    expect(options.body.data.map((d: { dictType: string }) => d.dictType)).toEqual(expect.arrayContaining(['sys_user_sex', 'sys_normal_disable']));
    expect((await t.call('DELETE', '/dict/type/refreshCache', { token: admin })).body).toEqual({ code: 0, msg: '操作成功' });
  });

  it('is the platform administrator’s: a tenant user may read rows by type but not list, change or delete', async () => {
    const before = await countRows(t, 'dict_type');
    expect((await t.call('GET', '/dict/type/list', { token: tenantUser, query: search({}) })).status).toBe(403);
    expect((await t.call('GET', '/dict/type/optionselect', { token: tenantUser })).status).toBe(403);
    expect((await t.call('POST', '/dict/type/add', { token: tenantUser, body: { dictName: unique('x'), dictType: 'tenant_try' } })).status).toBe(403);
    expect((await t.call('DELETE', '/dict/type/refreshCache', { token: tenantUser })).status).toBe(403);
    expect(await countRows(t, 'dict_type')).toBe(before);
  });
});

describe("the reference client's other calls", () => {
  it('getMacWithSecret gives the platform administrator the server fingerprint (md5 hex), nobody else', async () => {
    const res = await t.call('GET', '/plugin/getMacWithSecret', { token: admin });
    expect(res.body.data).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.call('GET', '/plugin/getMacWithSecret', { token: admin })).body.data).toBe(res.body.data);
    expect((await t.call('GET', '/plugin/getMacWithSecret', { token: tenantUser })).status).toBe(403);
  });

  it('a product field (商品属性) cannot be deleted and serial numbers cannot be made up front: 422 with the reason, nothing written', async () => {
    const properties = await countRows(t, 'material_property');
    expectErrorEnvelope(await t.call('DELETE', '/materialProperty/delete', { token: tenantUser, query: { id: '1' } }), 422);
    expectErrorEnvelope(await t.call('DELETE', '/materialProperty/deleteBatch', { token: tenantUser, query: { ids: '1,2' } }), 422);
    expect(await countRows(t, 'material_property')).toBe(properties);
    const serials = await countRows(t, 'serial_number');
    const res = await t.call('POST', '/serialNumber/batAddSerialNumber', {
      token: tenantUser,
      body: { materialCode: '1001', serialNumberPrefix: 'SN', batAddTotal: 5 },
    });
    expectErrorEnvelope(res, 422);
    expect(res.body.data.message).toContain('入库');
    expect(await countRows(t, 'serial_number')).toBe(serials);
  });
});
