import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok } from './basic-helpers.js';
import { download, readRows, upload, workbook } from './spreadsheet.js';

let t: TestApp;
let jsh: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  jsh = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
});
afterAll(async () => t.close());

const partnerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('supplier')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('export', () => {
  it('streams the filtered rows with Chinese headers', async () => {
    const res = await download(t, '/supplier/exportExcel', jsh, { search: JSON.stringify({ type: '客户' }), column: 'supplier', order: 'asc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('往来单位.xlsx'));
    const [header, ...rows] = await readRows(res.buffer);
    expect(header?.slice(0, 4)).toEqual(['名称', '类型', '联系人', '手机号码']);
    expect(rows.map((r) => r[0])).toEqual(['客户1', '客户2', '客户3']);
    expect(rows.every((r) => r[1] === '客户')).toBe(true);
    const status = header?.indexOf('状态') ?? -1;
    expect(rows[0]?.[status]).toBe('启用');
  });

  it('exports every basic-data list, with computed columns', async () => {
    const res = await download(t, '/account/exportExcel', jsh);
    const [header, ...rows] = await readRows(res.buffer);
    expect(header).toEqual(['名称', '编号', '期初金额', '当前余额', '本月发生额', '备注', '状态', '排序', '是否默认']);
    expect(rows[0]?.slice(0, 5)).toEqual(['账户1', 'zzz111', '100', '100', '0']);
    for (const name of ['unit', 'depot', 'inOutItem']) expect((await download(t, `/${name}/exportExcel`, jsh)).status).toBe(200);
  });

  it('refuses a bad filter before streaming and a user without the page', async () => {
    expect((await download(t, '/supplier/exportExcel', jsh, { column: 'password' })).status).toBe(400);
    const test123 = await t.login('test123');
    expect((await download(t, '/supplier/exportExcel', test123)).status).toBe(403);
  });
});

describe('partner import', () => {
  const header = ['名称', '联系人', '手机号码', '期初应收', '税率(%)', '状态'];

  it('validates every row first, reports each bad row, and writes nothing', async () => {
    const before = await partnerCount();
    const file = await workbook([
      header,
      ['好客户', '张三', '13800000000', '10', '13', '1'],
      [null, '李四', null, null, null, null],
      ['坏税率', null, null, null, 'abc', null],
      ['好客户', null, null, null, null, null],
      ['坏状态', null, null, null, null, '开'],
    ]);
    const res = await upload(t, '/supplier/importExcel', jsh, { name: '客户.xlsx', content: file }, { type: '客户' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      '第3行名称为空',
      '第4行税率(%)必须是数字，最多18位整数和6位小数',
      '第5行名称与第2行重复',
      '第6行状态格式错误',
    ]);
    expect(res.body.data.message).toContain('第3行名称为空');
    expect(await partnerCount()).toBe(before);
  });

  it('inserts new rows and updates existing ones by name and type, granting new customers', async () => {
    const file = await workbook([header, ['客户1', '新联系人', null, '5.5', null, '0'], ['导入客户', '王五', '139', '1.25', '6', '1']]);
    const res = await upload(t, '/supplier/importCustomer', jsh, { name: 'c.xlsx', content: file });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, inserted: 1, updated: 1 });
    const rows = await t.db
      .selectFrom('supplier')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('type', '=', '客户')
      .where('supplier', 'in', ['客户1', '导入客户'])
      .orderBy('supplier')
      .execute();
    expect(rows.map((r) => [r.supplier, r.contacts, r.begin_need_get.replace(/\.?0+$/, ''), r.enabled])).toEqual([
      ['客户1', '新联系人', '5.5', false],
      ['导入客户', '王五', '1.25', true],
    ]);
    const imported = rows.find((r) => r.supplier === '导入客户');
    const grants = await t.db
      .selectFrom('user_customer')
      .select('user_id')
      .where('supplier_id', '=', imported?.id ?? '0')
      .execute();
    expect(grants).toHaveLength(1);
  });

  it('round-trips an export', async () => {
    const exported = await download(t, '/supplier/exportExcel', jsh, { search: JSON.stringify({ type: '供应商' }) });
    const before = await partnerCount();
    const res = await upload(t, '/supplier/importVendor', jsh, { name: 'v.xlsx', content: exported.buffer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.inserted).toBe(0);
    // The same sheet through the generic path, its type named by the query.
    const generic = await upload(t, '/supplier/importExcel', jsh, { name: 'v.xlsx', content: exported.buffer }, { type: '供应商' });
    expect(generic.status, JSON.stringify(generic.body)).toBe(200);
    expect(generic.body.data).toMatchObject({ inserted: 0, updated: res.body.data.updated });
    expect(await partnerCount()).toBe(before);
  });

  it('imports 5,000 rows with set-based inserts', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`批量会员${i}`, `联系人${i}`, `1390000${String(i).padStart(4, '0')}`, null, null, '1']);
    const file = await workbook([['会员卡号', '联系人', '手机号码', '期初应收', '税率(%)', '状态'], ...rows]);
    const started = Date.now();
    const res = await upload(t, '/supplier/importMember', jsh, { name: 'm.xlsx', content: file });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.data).toMatchObject({ total: 5000, inserted: 5000 });
    console.info(`5,000-row partner import: ${Date.now() - started} ms`);
    const members = ok(await t.call('GET', '/supplier/list', { token: jsh, query: { search: JSON.stringify({ type: '会员', supplier: '批量会员' }) } }));
    expect(members.total).toBe(5000);
  });

  it('refuses other file types, fake workbooks and users without the page', async () => {
    const xls = await upload(t, '/supplier/importExcel', jsh, { name: 'a.xls', type: 'application/vnd.ms-excel', content: Buffer.from('x') }, { type: '客户' });
    expect(xls.status).toBe(400);
    expect(xls.body.code).toBe(701);
    const fake = await upload(t, '/supplier/importExcel', jsh, { name: 'a.xlsx', content: Buffer.from('not a zip file') }, { type: '客户' });
    expect(fake.status).toBe(400);
    const test123 = await t.login('test123');
    const denied = await upload(t, '/supplier/importExcel', test123, { name: 'a.xlsx', content: await workbook([header, ['x']]) }, { type: '客户' });
    expect(denied.status).toBe(403);
  });
});
