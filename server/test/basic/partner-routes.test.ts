import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addRow, ok, setFlags } from './basic-helpers.js';
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

/** A user of jsh's tenant with a role over the partner pages (customer page with edit + export). */
async function partnerUser(loginName: string, roleName: string, type = '全部数据'): Promise<string> {
  const pages = ['/system/vendor', '/system/customer', '/system/member'].map((url) => ({ url, btnStr: '1,3' }));
  const roleId =
    (await t.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('name', '=', roleName).executeTakeFirst())?.id ??
    (await createRole(t, tenantId, roleName, pages, type));
  await createUser(t, tenantId, loginName, roleId);
  return sessionFor(t, loginName);
}

const progress = (token: string, importId: string, url = '/supplier/importProgress') => t.call('GET', url, { token, query: { importId } });

describe('partner import progress and template', () => {
  it('records the job of an import: done with its row count, or failed with the reason; only its owner reads it', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`进度会员${i}`, `联系人${i}`, '1']);
    const file = await workbook([['会员卡号', '联系人', '状态'], ...rows]);
    const res = await upload(t, '/supplier/importMember', jsh, { name: 'm.xlsx', content: file }, { importId: 'partner-job-0001' });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data).toMatchObject({ importId: 'partner-job-0001', total: 5000, inserted: 5000 });
    expect(ok(await progress(jsh, 'partner-job-0001'))).toMatchObject({ status: 'done', total: 5000, processed: 5000, message: '导入成功' });

    const bad = await upload(
      t,
      '/supplier/importCustomer',
      jsh,
      {
        name: 'c.xlsx',
        content: await workbook([
          ['名称', '状态'],
          ['坏状态', '开'],
        ]),
      },
      { importId: 'partner-job-0002' },
    );
    expect(bad.status).toBe(400);
    expect(ok(await progress(jsh, 'partner-job-0002'))).toMatchObject({ status: 'failed', total: 1, message: expect.stringContaining('第2行状态格式错误') });

    // Another user of the tenant, another tenant, a material job id and a malformed id: nothing to read.
    expect((await progress(await partnerUser('progress_peer', '往来单位员'), 'partner-job-0001')).status).toBe(404);
    await registerTenant(t, 'progressother');
    expect([403, 404]).toContain((await progress(await sessionFor(t, 'progressother'), 'partner-job-0001')).status);
    await t.db
      .insertInto('import_job')
      .values({ tenant_id: tenantId, id: 'material-job-0001', user_id: (await userOf(t, 'jsh')).userId, kind: 'material', status: 'done' })
      .execute();
    expect((await progress(jsh, 'material-job-0001')).status).toBe(404);
    expect(ok(await progress(jsh, 'material-job-0001', '/material/importProgress'))).toMatchObject({ status: 'done' });
    expect((await progress(jsh, 'a b')).status).toBe(400);
  });

  it("serves each type's template in the reference's columns, and the template imports as it is filled in", async () => {
    const customer = await download(t, '/supplier/importTemplate', jsh, { type: '客户' });
    expect(customer.status).toBe(200);
    expect(String(customer.headers['content-disposition'])).toContain(encodeURIComponent('客户导入模板.xlsx'));
    const [tip, header, ...rest] = await readRows(customer.buffer);
    expect(tip?.[0]).toContain('导入时本行内容请勿删除');
    expect(header).toEqual([
      '名称',
      '联系人',
      '手机号码',
      '联系电话',
      '电子邮箱',
      '传真',
      '期初应收',
      '纳税人识别号',
      '税率(%)',
      '开户行',
      '账号',
      '地址',
      '备注',
      '排序',
      '状态',
    ]);
    expect(rest).toEqual([]);
    const [, vendorHeader] = await readRows((await download(t, '/supplier/importTemplate', jsh, { type: '供应商' })).buffer);
    expect(vendorHeader?.[6]).toBe('期初应付');
    const [, memberHeader] = await readRows((await download(t, '/supplier/importTemplate', jsh, { type: '会员' })).buffer);
    expect(memberHeader).toEqual(['会员卡号', '联系人', '手机号码', '联系电话', '电子邮箱', '备注', '排序', '状态']);

    const filled = await workbook([
      [tip?.[0] ?? ''],
      header ?? [],
      ['模板客户', '赵六', '13911112222', '010-1', 'a@b.cn', '010-2', '8.5', 'TAX1', '13', '工行', '6222', '北京', '老客户', '5', '1'],
    ]);
    ok(await upload(t, '/supplier/importCustomer', jsh, { name: 't.xlsx', content: filled }));
    const row = await t.db
      .selectFrom('supplier')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('type', '=', '客户')
      .where('supplier', '=', '模板客户')
      .executeTakeFirstOrThrow();
    expect([
      row.contacts,
      row.telephone,
      row.phone_num,
      row.fax,
      Number(row.begin_need_get),
      row.tax_num,
      Number(row.tax_rate),
      row.bank_name,
      row.account_number,
      row.address,
      row.description,
      row.sort,
      row.enabled,
    ]).toEqual(['赵六', '13911112222', '010-1', '010-2', 8.5, 'TAX1', 13, '工行', '6222', '北京', '老客户', '5', true]);

    expect((await download(t, '/supplier/importTemplate', jsh, { type: '员工' })).status).toBe(400);
    expect((await download(t, '/supplier/importTemplate', await t.login('test123'), { type: '客户' })).status).toBe(403);
  });
});

describe('opening debt, look-up by name, 修正预付款', () => {
  it('/supplier/getBeginNeedByOrganId answers the opening receivable or payable still owed', async () => {
    const customer = await addRow(t, jsh, 'supplier', { supplier: '期初客户', type: '客户', beginNeedGet: '12.5', beginNeedPay: '99' });
    const vendor = await addRow(t, jsh, 'supplier', { supplier: '期初供应商', type: '供应商', beginNeedPay: '0.35' });
    expect(ok(await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: jsh, query: { organId: customer } }))).toEqual({
      needDebt: '12.5',
      finishDebt: '0',
      eachAmount: '12.5',
    });
    expect(ok(await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: jsh, query: { organId: vendor } }))).toEqual({
      needDebt: '0.35',
      finishDebt: '0',
      eachAmount: '0.35',
    });
    expect((await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: jsh, query: { organId: 'x' } })).status).toBe(400);
    await registerTenant(t, 'beginother');
    const other = await sessionFor(t, 'beginother');
    expect((await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: other, query: { organId: customer } })).status).toBe(404);
    await createUser(t, tenantId, 'begin_nobody', await createRole(t, tenantId, '只管经手人', [{ url: '/system/person', btnStr: '1' }]));
    expect((await t.call('GET', '/supplier/getBeginNeedByOrganId', { token: await sessionFor(t, 'begin_nobody'), query: { organId: customer } })).status).toBe(
      403,
    );
  });

  it('/supplier/getInfoByName finds a partner of the type, within the customer scope and the tenant', async () => {
    const id = await addRow(t, jsh, 'supplier', { supplier: '按名查找客户', type: '客户' });
    expect(ok(await t.call('GET', '/supplier/getInfoByName', { token: jsh, query: { name: '按名查找客户', type: '客户' } }))).toEqual({
      info: { id, supplier: '按名查找客户' },
    });
    expect((await t.call('GET', '/supplier/getInfoByName', { token: jsh, query: { name: '按名查找客户', type: '供应商' } })).status).toBe(404);
    expect((await t.call('GET', '/supplier/getInfoByName', { token: jsh, query: { name: '', type: '客户' } })).status).toBe(400);
    const test123 = await t.login('test123');
    expect(ok(await t.call('GET', '/supplier/getInfoByName', { token: test123, query: { name: '按名查找客户', type: '客户' } }))).toMatchObject({
      info: { id },
    });
    await setFlags(t, tenantId, { customer: '1' });
    try {
      expect((await t.call('GET', '/supplier/getInfoByName', { token: test123, query: { name: '按名查找客户', type: '客户' } })).status).toBe(404);
    } finally {
      await setFlags(t, tenantId, { customer: '0' });
    }
    await registerTenant(t, 'nameother');
    expect(
      (await t.call('GET', '/supplier/getInfoByName', { token: await sessionFor(t, 'nameother'), query: { name: '按名查找客户', type: '客户' } })).status,
    ).toBe(404);
  });

  it("/supplier/batchSetAdvanceIn answers the members' re-derived advances and refuses non-members", async () => {
    const member = await addRow(t, jsh, 'supplier', { supplier: 'VIP0001', type: '会员', beginAdvanceIn: '100.5' });
    const customer = await addRow(t, jsh, 'supplier', { supplier: '不是会员', type: '客户' });
    const res = ok(await t.call('POST', '/supplier/batchSetAdvanceIn', { token: jsh, body: { ids: `${member},` } }));
    expect(res).toEqual({ message: '修正预付款成功！', rows: [{ id: member, supplier: 'VIP0001', advanceIn: '100.5' }] });
    expect((await t.call('POST', '/supplier/batchSetAdvanceIn', { token: jsh, body: { ids: `${member},${customer}` } })).status).toBe(400);
    expect((await t.call('POST', '/supplier/batchSetAdvanceIn', { token: jsh, body: { ids: 'a' } })).status).toBe(400);
    await registerTenant(t, 'advanceother');
    expect((await t.call('POST', '/supplier/batchSetAdvanceIn', { token: await sessionFor(t, 'advanceother'), body: { ids: String(member) } })).status).toBe(
      400,
    );
    await createUser(t, tenantId, 'member_viewer', await createRole(t, tenantId, '会员只读', [{ url: '/system/member', btnStr: '' }]));
    expect((await t.call('POST', '/supplier/batchSetAdvanceIn', { token: await sessionFor(t, 'member_viewer'), body: { ids: String(member) } })).status).toBe(
      403,
    );
  });
});

describe('role data scope on the partner lists', () => {
  const listNames = async (token: string, search: Record<string, string> = {}) =>
    ok<{ rows: Array<{ supplier: string }> }>(
      await t.call('GET', '/supplier/list', { token, query: { search: JSON.stringify({ type: '客户', supplier: '范围客户', ...search }), pageSize: 100 } }),
    )
      .rows.map((r) => r.supplier)
      .sort();

  it("个人数据 sees only its own partners, 本部门数据 its department's, 全部数据 and the owner everything", async () => {
    const alice = await partnerUser('scope_alice', '个人往来', '个人数据');
    const bob = await partnerUser('scope_bob', '个人往来');
    const carol = await partnerUser('scope_carol', '部门往来', '本部门数据');
    const dave = await partnerUser('scope_dave', '全部往来');
    const aliceRow = await addRow(t, alice, 'supplier', { supplier: '范围客户A', type: '客户' });
    await addRow(t, bob, 'supplier', { supplier: '范围客户B', type: '客户' });
    await addRow(t, dave, 'supplier', { supplier: '范围客户D', type: '客户' });
    // Alice and Carol work in one department (and Carol's role reads her department).
    const org = await t.db
      .insertInto('organization')
      .values({ tenant_id: tenantId, org_no: 'SCOPE', org_abr: '范围部' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const login of ['scope_alice', 'scope_carol']) {
      await t.db
        .insertInto('orga_user_rel')
        .values({ tenant_id: tenantId, orga_id: org.id, user_id: (await userOf(t, login)).userId })
        .execute();
    }

    expect(await listNames(alice)).toEqual(['范围客户A']);
    expect(await listNames(bob)).toEqual(['范围客户B']);
    expect(await listNames(carol)).toEqual(['范围客户A']);
    expect(await listNames(dave)).toEqual(['范围客户A', '范围客户B', '范围客户D']);
    expect(await listNames(jsh)).toEqual(['范围客户A', '范围客户B', '范围客户D']);

    // By id the hidden rows do not exist either: no reading, editing, switching or deleting them.
    expect((await t.call('GET', '/supplier/info', { token: bob, query: { id: aliceRow } })).status).toBe(404);
    expect((await t.call('PUT', '/supplier/update', { token: bob, body: { id: aliceRow, contacts: '改' } })).status).toBe(404);
    expect((await t.call('POST', '/supplier/batchSetStatus', { token: bob, body: { status: false, ids: String(aliceRow) } })).status).toBe(404);
    expect((await t.call('DELETE', '/supplier/deleteBatch', { token: bob, query: { ids: String(aliceRow) } })).status).toBe(404);
    expect(ok(await t.call('GET', '/supplier/info', { token: carol, query: { id: aliceRow } })).info.supplier).toBe('范围客户A');
    ok(await t.call('PUT', '/supplier/update', { token: alice, body: { id: aliceRow, contacts: '本人' } }));

    // The export shows what the list shows.
    const [header, ...rows] = await readRows(
      (await download(t, '/supplier/exportExcel', bob, { search: JSON.stringify({ type: '客户', supplier: '范围客户' }) })).buffer,
    );
    expect(header?.[0]).toBe('名称');
    expect(rows.map((r) => r[0])).toEqual(['范围客户B']);
  });

  it("修正预付款 names only members inside the caller's data scope", async () => {
    const alice = await partnerUser('advance_alice', '个人往来', '个人数据');
    const bob = await partnerUser('advance_bob', '个人往来', '个人数据');
    const member = await addRow(t, alice, 'supplier', { supplier: '范围会员A', type: '会员', beginAdvanceIn: '7' });
    const fix = (token: string) => t.call('POST', '/supplier/batchSetAdvanceIn', { token, body: { ids: String(member) } });
    expect((await fix(bob)).status).toBe(400);
    expect(ok(await fix(alice))).toMatchObject({ rows: [{ id: member, advanceIn: '7' }] });
    expect(ok(await fix(jsh))).toMatchObject({ rows: [{ id: member, advanceIn: '7' }] });
  });
});

describe('系统配置 流程类型', () => {
  it('stores the workflow bill types as known prefixes only, naming the field otherwise', async () => {
    const config = ok<{ id: number }>(await t.call('GET', '/systemConfig/getCurrentInfo', { token: jsh }));
    ok(await t.call('PUT', '/systemConfig/update', { token: jsh, body: { id: config.id, multiLevelApprovalFlag: '1', multiBillType: 'CGRK,XSCK,SYF' } }));
    expect(ok(await t.call('GET', '/systemConfig/getCurrentInfo', { token: jsh }))).toMatchObject({
      multiLevelApprovalFlag: '1',
      multiBillType: 'CGRK,XSCK,SYF',
    });
    for (const bad of ['CGRK,ABCD', 'cgrk', 'CGRK,,XSCK']) {
      const res = await t.call('PUT', '/systemConfig/update', { token: jsh, body: { id: config.id, multiBillType: bad } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.data).toMatchObject({ field: 'multiBillType', message: expect.stringContaining('流程类型只能是') });
    }
  });
});

describe('customer grants while 分配客户权限 is off', () => {
  it('are accepted and kept, change nothing while off, and decide the picker once switched on', async () => {
    await setFlags(t, tenantId, { customer: '0' });
    const id = await addRow(t, jsh, 'supplier', { supplier: '开关客户', type: '客户' });
    const clerk = (await userOf(t, 'test123')).userId;
    ok(await t.call('POST', '/userBusiness/updateOneValueByKeyIdAndType', { token: jsh, body: { type: 'UserCustomer', keyIds: [clerk], oneValue: id } }));
    expect(await t.db.selectFrom('user_customer').select('user_id').where('supplier_id', '=', String(id)).execute()).toEqual([{ user_id: clerk }]);
    const test123 = await t.login('test123');
    const picked = async () =>
      ok<Array<{ supplier: string }>>(await t.call('POST', '/supplier/findBySelect_cus', { token: test123, body: { key: '客户' } })).map((r) => r.supplier);
    expect(await picked()).toEqual(expect.arrayContaining(['开关客户', '客户2']));
    await setFlags(t, tenantId, { customer: '1' });
    try {
      expect(await picked()).toContain('开关客户');
      expect(await picked()).not.toContain('客户2');
    } finally {
      await setFlags(t, tenantId, { customer: '0' });
    }
  });
});
