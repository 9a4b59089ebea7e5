import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import { modules } from '../../src/modules/index.js';
import type { DeleteGuard } from '../../src/platform/resource/define-resource.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addRow, newTenant, ok } from './basic-helpers.js';

let t: TestApp;
let jsh: string;
let other: string;
const mine: Record<string, number> = {};
const RESOURCES = ['unit', 'account', 'depot', 'inOutItem', 'supplier'] as const;
const EDITS: Record<string, Record<string, string>> = {
  unit: { basicUnit: '斤' },
  account: { remark: 'x' },
  depot: { remark: 'x' },
  inOutItem: { remark: 'x' },
  supplier: { description: 'x' },
};

// A stand-in for a module whose rows will reference accounts, declared the way modules declare them.
const guardProbe: ModuleDescriptor = {
  name: 'guard-probe',
  routes: [],
  references: { account: [{ table: 'guard_probe', column: 'account_id', softDelete: true } as unknown as DeleteGuard] },
};

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, guardProbe] });
  await sql`create table guard_probe (tenant_id bigint not null, id bigint not null, account_id bigint, delete_flag boolean not null default false)`.execute(
    t.db,
  );
  jsh = await t.login('jsh');
  other = await newTenant(t, 'guard_other');
  mine.unit = await addRow(t, jsh, 'unit', { basicUnit: '件', otherUnit: '包', ratio: '2.5' });
  mine.account = await addRow(t, jsh, 'account', { name: '隔离账户' });
  mine.depot = await addRow(t, jsh, 'depot', { name: '隔离仓库' });
  mine.inOutItem = await addRow(t, jsh, 'inOutItem', { name: '隔离项目', type: '支出' });
  mine.supplier = await addRow(t, jsh, 'supplier', { supplier: '隔离客户', type: '客户' });
});
afterAll(async () => t.close());

describe('收支项目', () => {
  it('keeps name unique within its type (3500003)', async () => {
    await addRow(t, jsh, 'inOutItem', { name: '隔离项目', type: '收入' });
    const dup = await t.call('POST', '/inOutItem/add', { token: jsh, body: { name: '隔离项目', type: '支出' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 3500003, data: { message: '该收支项目的名称已经存在，请修改！' } });
    const other = await addRow(t, jsh, 'inOutItem', { name: '另一项目', type: '支出' });
    const renamed = await t.call('PUT', '/inOutItem/update', { token: jsh, body: { id: other, name: '隔离项目' } });
    expect(renamed.body.code).toBe(3500003);
  });
});

describe('delete guards', () => {
  it('refuses to delete a referenced row with 601 and deletes nothing of a batch', async () => {
    const free = await addRow(t, jsh, 'account', { name: '空闲账户' });
    const tenantId = (await t.db.selectFrom('account').select('tenant_id').where('id', '=', String(free)).executeTakeFirstOrThrow()).tenant_id;
    await sql`insert into guard_probe values (${tenantId}, 1, ${mine.account}, false)`.execute(t.db);
    const res = await t.call('DELETE', '/account/deleteBatch', { token: jsh, query: { ids: `${free},${mine.account}` } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(601);
    expect(res.body.data.message).toContain('隔离账户');
    expect(ok(await t.call('GET', '/account/info', { token: jsh, query: { id: free } })).info.name).toBe('空闲账户');
    ok(await t.call('DELETE', '/account/delete', { token: jsh, query: { id: free } }));
  });

  it("removes a deleted depot or customer from every user's grants", async () => {
    const depot = await addRow(t, jsh, 'depot', { name: '将删仓库' });
    ok(await t.call('DELETE', '/depot/delete', { token: jsh, query: { id: depot } }));
    expect(await t.db.selectFrom('user_depot').select('user_id').where('depot_id', '=', String(depot)).execute()).toEqual([]);
    const customer = await addRow(t, jsh, 'supplier', { supplier: '将删客户', type: '客户' });
    ok(await t.call('DELETE', '/supplier/delete', { token: jsh, query: { id: customer } }));
    expect(await t.db.selectFrom('user_customer').select('user_id').where('supplier_id', '=', String(customer)).execute()).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('another tenant can neither see nor touch the rows', async () => {
    for (const name of RESOURCES) {
      const id = mine[name] ?? 0;
      expect((await t.call('GET', `/${name}/info`, { token: other, query: { id } })).status, name).toBe(404);
      expect((await t.call('PUT', `/${name}/update`, { token: other, body: { id, ...EDITS[name] } })).status, name).toBe(404);
      expect((await t.call('DELETE', `/${name}/delete`, { token: other, query: { id } })).status, name).toBe(404);
      expect((await t.call('POST', `/${name}/batchSetStatus`, { token: other, body: { status: false, ids: String(id) } })).status, name).toBe(404);
      const list = ok(await t.call('GET', `/${name}/list`, { token: other, query: { pageSize: 1000 } }));
      expect(
        list.rows.map((r: { id: number }) => r.id),
        name,
      ).not.toContain(id);
      expect(ok(await t.call('GET', `/${name}/info`, { token: jsh, query: { id } })).info.id).toBe(id);
    }
    const pickers: Array<[string, string, unknown?]> = [
      ['GET', '/unit/getAllList'],
      ['GET', '/account/getAccount'],
      ['GET', '/depot/getAllList'],
      ['GET', '/depot/findDepotByCurrentUser'],
      ['GET', '/inOutItem/findBySelect'],
      ['POST', '/supplier/findBySelect_cus', {}],
      ['POST', '/supplier/findBySelect_organ', { organId: mine.supplier }],
    ];
    for (const [method, url, body] of pickers) {
      expect(JSON.stringify(ok(await t.call(method, url, { token: other, ...(body ? { body } : {}) }))), url).not.toMatch(/隔离|账户1|仓库1|客户1|个\/\(箱/);
    }
    expect((await t.call('POST', '/depot/updateIsDefault', { token: other, body: { id: mine.depot } })).status).toBe(404);
    const exported = await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}/supplier/exportExcel`, headers: { 'x-access-token': other } });
    expect(exported.rawPayload.includes(Buffer.from('隔离客户'))).toBe(false);
  });
});

describe('permissions', () => {
  it('test123 (no basic-data pages) is refused every basic-data screen route but keeps the pickers', async () => {
    const test123 = await t.login('test123');
    for (const name of RESOURCES) {
      expect((await t.call('GET', `/${name}/list`, { token: test123 })).status, name).toBe(403);
      expect((await t.call('POST', `/${name}/add`, { token: test123, body: {} })).status, name).toBe(403);
    }
    const refused: Array<[string, string, Record<string, unknown>?]> = [
      ['POST', '/account/updateIsDefault', { id: mine.account }],
      ['POST', '/depot/updateIsDefault', { id: mine.depot }],
      ['GET', '/account/listWithBalance'],
      ['GET', '/supplier/checkIsNameAndTypeExist'],
      ['GET', '/userBusiness/getBasicData'],
      ['POST', '/userBusiness/add'],
      ['POST', '/userBusiness/updateOneValueByKeyIdAndType'],
    ];
    for (const [method, url, body] of refused) {
      expect((await t.call(method, url, { token: test123, ...(body ? { body } : {}) })).status, url).toBe(403);
    }
    expect((await t.call('GET', '/depot/findDepotByCurrentUser', { token: test123 })).status).toBe(200);
    expect((await t.call('POST', '/supplier/findBySelect_sup', { token: test123, body: {} })).status).toBe(200);
  });
});
