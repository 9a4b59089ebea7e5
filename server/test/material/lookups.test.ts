import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, depotUser, registerTenant, sessionFor, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple, depotIds, freshBarcode } from './material-helpers.js';

let t: TestApp;
let token: string;
let tenantId: string;
let depots: string[];
let code: string;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
  depots = await depotIds(t, tenantId);
  code = freshBarcode();
  materialId = await addSimple(t, token, { name: '查找商品', barCode: code, stock: [{ id: Number(depots[0]), initStock: '6' }] });
});
afterAll(async () => t.close());

const byCode = (query: Record<string, string | number>, as = token) =>
  t.call('GET', '/material/getMaterialByBarCode', { token: as, query: { barCode: code, ...query } });

describe('bill look-ups', () => {
  it('proposes the line price by bill type (business-rules §7.5) with tax', async () => {
    expect((await byCode({ prefixNo: 'LSCK' })).body.data[0].billPrice).toBe('15');
    expect((await byCode({ prefixNo: 'CGRK' })).body.data[0].billPrice).toBe('10');
    expect((await byCode({ prefixNo: 'XSCK' })).body.data[0].billPrice).toBe('14');
    expect((await byCode({ prefixNo: 'QGD' })).body.data[0].billPrice).toBeNull();
    const partner = await t.db
      .insertInto('supplier')
      .values({ tenant_id: tenantId, supplier: '含税客户', type: '客户', tax_rate: '13' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taxed = (await byCode({ prefixNo: 'XSCK', organId: partner.id, depotId: depots[0] as string })).body.data[0];
    expect(taxed).toMatchObject({ billPrice: '14', taxRate: '13', taxMoney: '1.82', taxLastMoney: '15.82', stock: '6', depotId: Number(depots[0]) });

    // The customer's last sale price wins unless 客户静态单价 is on.
    const { userId } = await userOf(t, 'jsh');
    const extend = await t.db
      .selectFrom('material_extend')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('bar_code', '=', code)
      .executeTakeFirstOrThrow();
    const head = await sql<{ id: string }>`insert into depot_head (tenant_id, type, sub_type, prefix, number, oper_time, organ_id, creator, money_direction)
      values (${tenantId}, '出库', '销售', 'XSCK', 'XSCK-LAST-1', localtimestamp(0), ${partner.id}, ${userId}, 1) returning id`.execute(t.db);
    await sql`insert into depot_item (tenant_id, header_id, line_no, material_id, material_extend_id, oper_number, basic_number, unit_price, depot_id)
      values (${tenantId}, ${head.rows[0]?.id}, 1, ${materialId}, ${extend.id}, 1, 1, 13.5, ${depots[0]})`.execute(t.db);
    expect((await byCode({ prefixNo: 'XSCK', organId: partner.id })).body.data[0].billPrice).toBe('13.5');
    expect((await byCode({ prefixNo: 'XSDD', organId: partner.id })).body.data[0].billPrice).toBe('14');
    await t.db.updateTable('system_config').set({ customer_static_price_flag: '1' }).where('tenant_id', '=', tenantId).execute();
    expect((await byCode({ prefixNo: 'XSCK', organId: partner.id })).body.data[0].billPrice).toBe('14');
    await t.db.updateTable('system_config').set({ customer_static_price_flag: '0' }).where('tenant_id', '=', tenantId).execute();
    // A product on a bill line cannot be deleted.
    expect((await t.call('DELETE', '/material/delete', { token, query: { id: materialId } })).body.code).toBe(601);
  });

  it('masks purchase prices of other bills for a role with price limit 4', async () => {
    const roleId = await createRole(t, tenantId, '屏蔽采购价', [{ url: '/bill/other_in', btnStr: '1' }]);
    await t.db.updateTable('role').set({ price_limit: '4' }).where('tenant_id', '=', tenantId).where('id', '=', roleId).execute();
    await createUser(t, tenantId, 'mask_user', roleId);
    const masked = await t.login('mask_user');
    expect((await byCode({ prefixNo: 'QTRK' }, masked)).body.data[0].billPrice).toBe('0');
    expect((await byCode({ prefixNo: 'QTRK' })).body.data[0].billPrice).toBe('10');
  });

  it('picker pages by page/rows with stock per depot; suggestions, identical-product check', async () => {
    for (let i = 0; i < 3; i += 1) await addSimple(t, token, { name: `翻页商品${i}` });
    const first = await t.call('GET', '/material/findBySelect', { token, query: { q: '翻页', page: 1, rows: 2 } });
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.rows).toHaveLength(2);
    const second = await t.call('GET', '/material/findBySelect', { token, query: { q: '翻页', page: 2, rows: 2 } });
    expect(second.body.data.rows).toHaveLength(1);
    const mnemonic = await t.call('GET', '/material/findBySelect', { token, query: { q: 'czsp', depotId: depots[0] as string } });
    expect(mnemonic.body.data.rows[0]).toMatchObject({ materialId, mBarCode: code, stock: '6', unit: '个' });
    const other = await t.call('GET', '/material/findBySelect', { token, query: { q: code, depotId: depots[1] as string } });
    expect(other.body.data.rows[0].stock).toBe('0');
    const suggest = await t.call('GET', '/material/getMaterialByParam', { token, query: { q: '查找' } });
    expect(suggest.body.data[0]).toEqual({ barCode: code, materialStr: `${code} 查找商品` });
    const same = await t.call('GET', '/material/checkIsExist', {
      token,
      query: {
        id: 0,
        name: '查找商品',
        model: '',
        color: '',
        standard: '',
        mfrs: '',
        otherField1: '',
        otherField2: '',
        otherField3: '',
        unit: '个',
        unitId: '',
      },
    });
    expect(same.body.data.status).toBe(true);
    const rows = await t.call('GET', '/material/findById', { token, query: { id: materialId } });
    expect(rows.body.data).toHaveLength(1);
    const off = await t.call('POST', '/material/batchSetStatus', { token, body: { status: '0', ids: String(materialId) } });
    expect(off.status).toBe(200);
    expect((await t.call('GET', '/material/findBySelect', { token, query: { q: code } })).body.data.total).toBe(0);
    await t.call('POST', '/material/batchSetStatus', { token, body: { status: '1', ids: String(materialId) } });
  });

  it('findBySelect puts the row whose barcode is exactly the keyword first, then the usual order', async () => {
    const exact = `EX${freshBarcode()}`;
    const older = await addSimple(t, token, { name: '精确条码商品', barCode: exact });
    // Newer products (listed first by default) whose barcode or name merely contains the keyword.
    const longer = await addSimple(t, token, { name: '包含条码商品', barCode: `${exact}9` });
    const named = await addSimple(t, token, { name: `名称含${exact}` });
    const pick = await t.call('GET', '/material/findBySelect', { token, query: { q: exact, page: 1, rows: 10 } });
    expect(pick.status).toBe(200);
    expect(pick.body.data.rows.map((r: any) => r.materialId)).toEqual([older, named, longer]);
    expect(pick.body.data.rows[0].mBarCode).toBe(exact);
    // Without an exact hit the default order (newest first) stands.
    const partial = await t.call('GET', '/material/findBySelect', { token, query: { q: exact.slice(0, -1), page: 1, rows: 10 } });
    expect(partial.body.data.rows.map((r: any) => r.materialId)).toEqual([named, longer, older]);
  });

  it('serials and batches in stock, read from the stock tables', async () => {
    const has = await sql<{ t: string | null }>`select to_regclass('serial_number')::text as t`.execute(t.db);
    const empty = await t.call('POST', '/serialNumber/getEnableSerialNumberList', { token, body: { barCode: code, depotId: depots[0], page: 1, rows: 10 } });
    expect(empty.body.data.total).toBe(0);
    expect((await t.call('GET', '/depotItem/getBatchNumberList', { token, query: { barCode: code } })).body.data.rows).toEqual([]);
    if (!has.rows[0]?.t) return;
    await sql`insert into serial_number (tenant_id, material_id, depot_id, serial_number) values (${tenantId}, ${materialId}, ${depots[0]}, 'SN-001'), (${tenantId}, ${materialId}, ${depots[0]}, 'SN-002')`.execute(
      t.db,
    );
    await sql`insert into stock_batch (tenant_id, material_id, depot_id, batch_number, expiration_date, quantity) values
      (${tenantId}, ${materialId}, ${depots[0]}, 'B2', '2027-01-01', 3), (${tenantId}, ${materialId}, ${depots[0]}, 'B1', '2026-12-01', 2), (${tenantId}, ${materialId}, ${depots[0]}, 'B0', null, 0)`.execute(
      t.db,
    );
    const serials = await t.call('POST', '/serialNumber/getEnableSerialNumberList', {
      token,
      body: { barCode: code, depotId: depots[0], name: 'SN-001，SN-009', page: 1, rows: 10 },
    });
    expect(serials.body.data).toMatchObject({ total: 1, missInfo: 'SN-009' });
    const scanned = await t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: 'SN-002' } });
    expect(scanned.body.data[0].mBarCode).toBe(code);
    const batches = await t.call('GET', '/depotItem/getBatchNumberList', { token, query: { barCode: code, depotId: depots[0] as string } });
    expect(batches.body.data.rows.map((b: any) => [b.batchNumber, b.totalNum])).toEqual([
      ['B1', '2'],
      ['B2', '3'],
    ]);
  });

  it('分配仓库权限: a depot not granted is refused (403) in every stock look-up, and is never the proposed default', async () => {
    const [granted, other] = depots as [string, string];
    const role = await createRole(t, tenantId, unique('查库存'), [{ url: '/material/material', btnStr: '1' }]);
    const { token: clerk } = await depotUser(t, tenantId, role, [granted]);
    const lookUps = (depotId: string) => [
      t.call('GET', '/material/list', { token: clerk, query: { search: JSON.stringify({ depotId: Number(depotId) }) } }),
      byCode({ depotId }, clerk),
      t.call('GET', '/material/findBySelect', { token: clerk, query: { q: code, depotId } }),
      t.call('GET', '/material/findById', { token: clerk, query: { id: materialId, depotId } }),
      t.call('GET', '/depotItem/findStockByDepotAndBarCode', { token: clerk, query: { barCode: code, depotId } }),
      t.call('GET', '/depotItem/getBatchNumberList', { token: clerk, query: { barCode: code, depotId } }),
      t.call('POST', '/serialNumber/getEnableSerialNumberList', { token: clerk, body: { barCode: code, depotId } }),
    ];
    const setFlag = (flag: '0' | '1') => t.db.updateTable('system_config').set({ depot_flag: flag }).where('tenant_id', '=', tenantId).execute();
    const makeDefault = async (id: string) => {
      // One default per tenant (a unique index): unset the old one first.
      await t.db.updateTable('depot').set({ is_default: false }).where('tenant_id', '=', tenantId).execute();
      await t.db.updateTable('depot').set({ is_default: true }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    };
    const defaultBefore = await t.db
      .selectFrom('depot')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    await setFlag('1');
    try {
      for (const refused of await Promise.all(lookUps(other))) {
        expect(refused.status, refused.text).toBe(403);
        expect(refused.body.data.message).toMatch(/^抱歉，您没有仓库.+的权限$/);
      }
      for (const answered of await Promise.all(lookUps(granted))) expect(answered.status, answered.text).toBe(200);
      // Bill entry without a depot: the tenant's default depot is proposed only to a user who may use it.
      await makeDefault(other);
      expect((await byCode({ prefixNo: 'XSCK' }, clerk)).body.data[0].depotId).toBeNull();
      expect((await byCode({ prefixNo: 'XSCK' })).body.data[0].depotId).toBe(Number(other));
      await makeDefault(granted);
      expect((await byCode({ prefixNo: 'XSCK' }, clerk)).body.data[0]).toMatchObject({ depotId: Number(granted), stock: '6' });
      // With the switch off, every depot again.
      await setFlag('0');
      for (const answered of await Promise.all(lookUps(other))) expect(answered.status, answered.text).toBe(200);
    } finally {
      await setFlag('0');
      await makeDefault(defaultBefore.id);
    }
  });

  it('分配客户权限: a look-up priced for a customer not granted is refused (403); suppliers and granted customers answer', async () => {
    const partner = (type: string, name: string) =>
      t.db
        .insertInto('supplier')
        .values({ tenant_id: tenantId, supplier: unique(name), type })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [other, mine, supplier] = [await partner('客户', '别人的客户'), await partner('客户', '我的客户'), await partner('供应商', '供应商')];
    const role = await createRole(t, tenantId, unique('开单员'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    const { userId, token: clerk } = await depotUser(t, tenantId, role, []);
    await t.db.insertInto('user_customer').values({ tenant_id: tenantId, user_id: userId, supplier_id: mine.id }).execute();
    const setFlag = (flag: '0' | '1') => t.db.updateTable('system_config').set({ customer_flag: flag }).where('tenant_id', '=', tenantId).execute();
    await setFlag('1');
    try {
      const refused = await byCode({ prefixNo: 'XSCK', organId: other.id }, clerk);
      expect([refused.status, refused.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有客户别人的客户.+的权限$/)]);
      expect((await byCode({ prefixNo: 'XSCK', organId: mine.id }, clerk)).status).toBe(200);
      expect((await byCode({ prefixNo: 'CGRK', organId: supplier.id }, clerk)).status).toBe(200);
      await setFlag('0');
      expect((await byCode({ prefixNo: 'XSCK', organId: other.id }, clerk)).status).toBe(200);
    } finally {
      await setFlag('0');
    }
  });
  it("under both restrictions another tenant's depot or customer reads nothing of that tenant (no 403: to this tenant they do not exist)", async () => {
    // The other tenant has the same barcode with stock 9 in its own depot, and a customer of its own.
    const otherLogin = unique('lookupother');
    const other = await registerTenant(t, otherLogin);
    const otherToken = await sessionFor(t, otherLogin);
    const theirDepot = await t.db.insertInto('depot').values({ tenant_id: other.tenantId, name: '他家仓库' }).returning('id').executeTakeFirstOrThrow();
    await addSimple(t, otherToken, { name: '他家商品', barCode: code, stock: [{ id: Number(theirDepot.id), initStock: '9' }] });
    const theirCustomer = await t.db
      .insertInto('supplier')
      .values({ tenant_id: other.tenantId, supplier: unique('他家客户'), type: '客户', tax_rate: '13' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const role = await createRole(t, tenantId, unique('限权开单'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    const { token: clerk } = await depotUser(t, tenantId, role, [depots[0]!]);
    const setFlags = (flag: '0' | '1') =>
      t.db.updateTable('system_config').set({ depot_flag: flag, customer_flag: flag }).where('tenant_id', '=', tenantId).execute();
    await setFlags('1');
    try {
      const stock = await t.call('GET', '/depotItem/findStockByDepotAndBarCode', { token: clerk, query: { barCode: code, depotId: theirDepot.id } });
      expect([stock.status, stock.body.data]).toEqual([200, { stock: '0' }]);
      const inTheirDepot = await byCode({ depotId: theirDepot.id }, clerk);
      expect(inTheirDepot.status, inTheirDepot.text).toBe(200);
      expect(inTheirDepot.body.data.map((r: { name: string; stock: string }) => [r.name, r.stock])).toEqual([['查找商品', '0']]);
      // Priced for their customer: as for no customer (no tax rate of theirs, no last price).
      const forTheirCustomer = await byCode({ prefixNo: 'XSCK', organId: theirCustomer.id }, clerk);
      const forNobody = await byCode({ prefixNo: 'XSCK' }, clerk);
      expect(forTheirCustomer.status, forTheirCustomer.text).toBe(200);
      expect(forTheirCustomer.body.data).toEqual(forNobody.body.data);
    } finally {
      await setFlags('0');
    }
  });
});

describe('商品属性 and 多属性', () => {
  it('four renamable fields per tenant; a new label names the export column', async () => {
    const all = await t.call('GET', '/materialProperty/getAllList', { token });
    expect(all.body.data.map((p: any) => p.nativeName)).toEqual(['制造商', '自定义1', '自定义2', '自定义3']);
    expect((await t.call('POST', '/materialProperty/addOrUpdate', { token, body: { nativeName: '自定义1', anotherName: '面料' } })).status).toBe(200);
    const list = await t.call('GET', '/materialProperty/list', { token });
    expect(list.body.data.rows.find((r: any) => r.nativeName === '自定义1').anotherName).toBe('面料');
    const row = list.body.data.rows.find((r: any) => r.nativeName === '自定义2');
    expect((await t.call('PUT', '/materialProperty/update', { token, body: { id: row.id, anotherName: '产地' } })).status).toBe(200);
    const template = await t.app.inject({ method: 'GET', url: `${t.config.apiPrefix}/material/importTemplate`, headers: { 'x-access-token': token } });
    expect(template.statusCode).toBe(200);
    expect((await t.call('POST', '/materialProperty/addOrUpdate', { token, body: { nativeName: '颜色', anotherName: 'x' } })).status).toBe(400);
  });

  it('attribute names are unique, values are trimmed and de-duplicated', async () => {
    const add = await t.call('POST', '/materialAttribute/add', { token, body: { attributeName: '面料', attributeValue: ' 棉 |麻||棉' } });
    expect(add.status, add.text).toBe(200);
    expect((await t.call('POST', '/materialAttribute/add', { token, body: { attributeName: '面料' } })).status).toBe(409);
    const values = await t.call('GET', '/materialAttribute/getValueListById', { token, query: { id: add.body.data.id } });
    expect(values.body.data).toEqual([
      { value: '棉', name: '棉' },
      { value: '麻', name: '麻' },
    ]);
    expect((await t.call('GET', '/materialAttribute/checkIsNameExist', { token, query: { id: 0, name: '面料' } })).body.data.status).toBe(true);
  });
});
