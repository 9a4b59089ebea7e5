import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOf } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { addSimple, depotIds, freshBarcode } from './material-helpers.js';

let t: TestApp;
let token: string;
let other: string;
let mine: { materialId: number; barCode: string; categoryId: number; ratioId: number; attributeId: number };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  const { tenantId } = await userOf(t, 'jsh');
  const [depot] = await depotIds(t, tenantId);
  const categoryId = (await t.call('POST', '/materialCategory/add', { token, body: { name: '隔离类别', serialNo: 'ISO' } })).body.data.id;
  const barCode = freshBarcode();
  const materialId = await addSimple(t, token, { barCode, unit: 'kg', extra: { categoryId }, stock: [{ id: Number(depot), initStock: '7' }] });
  const yarn = await addSimple(t, token, { unit: 'kg' });
  const ratioId = (await t.call('POST', '/colorYarnRatio/add', { token, body: { materialId, items: [{ yarnMaterialId: yarn, ratio: '100' }] } })).body.data.id;
  const attributeId = (await t.call('POST', '/materialAttribute/add', { token, body: { attributeName: '隔离', attributeValue: 'a|b' } })).body.data.id;
  mine = { materialId, barCode, categoryId, ratioId, attributeId };
  expect((await t.call('POST', '/user/registerUser', { body: { loginName: 'mat_iso', password: DEMO_PASSWORD } })).status).toBe(200);
  other = await t.login('mat_iso');
});
afterAll(async () => t.close());

describe('tenant isolation', () => {
  it("another tenant's ids answer 404 and its barcodes are unknown, never data", async () => {
    const { materialId, barCode, categoryId, ratioId, attributeId } = mine;
    const notFound: Array<[string, string, Record<string, unknown>]> = [
      ['GET', '/material/info', { query: { id: materialId } }],
      ['GET', '/material/findById', { query: { id: materialId } }],
      ['GET', '/material/copyInfo', { query: { id: materialId } }],
      ['GET', '/materialsExtend/getDetailList', { query: { materialId } }],
      ['GET', '/materialsExtend/getInfoByBarCode', { query: { barCode } }],
      ['PUT', '/material/update', { body: { id: materialId, meList: [{ barCode: freshBarcode(), commodityUnit: 'kg' }] } }],
      ['DELETE', '/material/delete', { query: { id: materialId } }],
      ['POST', '/material/batchSetStatus', { body: { status: false, ids: String(materialId) } }],
      ['POST', '/material/batchUpdate', { body: { ids: String(materialId), color: 'x' } }],
      ['POST', '/material/batchSetPricePreview', { body: { ids: String(materialId), priceField: 'purchaseDecimal', mode: 'set', value: '1' } }],
      ['GET', '/materialCategory/info', { query: { id: categoryId } }],
      ['GET', '/colorYarnRatio/info', { query: { id: ratioId } }],
      ['DELETE', '/colorYarnRatio/deleteBatch', { query: { ids: String(ratioId) } }],
      ['GET', '/materialAttribute/info', { query: { id: attributeId } }],
      ['POST', '/colorYarnRatio/computeRequirement', { body: { materialId, quantity: '1' } }],
    ];
    for (const [method, url, o] of notFound) {
      const res = await t.call(method, url, { token: other, ...o });
      expect(res.status, `${method} ${url} ${res.text}`).toBe(404);
    }
    const byCode = await t.call('GET', '/material/getMaterialByBarCode', { token: other, query: { barCode } });
    expect(byCode.status).toBe(422);
    expect(byCode.body.code).toBe(8000026);
    expect((await t.call('GET', '/depotItem/findStockByDepotAndBarCode', { token: other, query: { barCode } })).body.code).toBe(8000026);
    expect((await t.call('GET', '/materialsExtend/checkIsBarCodeExist', { token: other, query: { id: 0, barCode } })).body.data.status).toBe(false);
    expect((await t.call('GET', '/material/findBySelect', { token: other, query: { q: barCode, page: 1, rows: 10 } })).body.data.total).toBe(0);
    expect((await t.call('GET', '/material/list', { token: other })).body.data.total).toBe(0);
    expect((await t.call('GET', '/materialAttribute/getValueListById', { token: other, query: { id: attributeId } })).body.data).toEqual([]);
    // The same barcode is free in another tenant.
    expect((await t.call('POST', '/material/add', { token: other, body: { name: 'x', unit: '个', meList: [{ barCode, commodityUnit: '个' }] } })).status).toBe(
      200,
    );
    // Referencing another tenant's category or yarn is refused.
    const cross = await t.call('POST', '/material/add', {
      token: other,
      body: { name: 'y', unit: '个', categoryId, meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] },
    });
    expect(cross.status).toBe(400);
  });
});

describe('permissions', () => {
  it('test123 (no material pages) is refused lists and writes, and keeps the bill look-ups', async () => {
    const bills = await t.login('test123');
    for (const [method, url, o] of [
      ['GET', '/material/list', {}],
      ['POST', '/material/add', { body: { name: 'x', unit: '个', meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] } }],
      ['GET', '/materialCategory/list', {}],
      ['POST', '/material/batchUpdate', { body: { ids: '1', color: 'x' } }],
      ['GET', '/colorYarnRatio/list', {}],
      ['POST', '/materialProperty/addOrUpdate', { body: { nativeName: '自定义1', anotherName: 'x' } }],
      ['GET', '/material/getMaxBarCode', {}],
      ['GET', '/material/exportExcel', {}],
    ] as const) {
      const res = await t.call(method, url, { token: bills, ...o });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', '/material/findBySelect', { token: bills, query: { q: mine.barCode } })).status).toBe(200);
    expect((await t.call('GET', '/material/getMaterialByBarCode', { token: bills, query: { barCode: mine.barCode } })).status).toBe(200);
  });
});

describe('search input', () => {
  it('treats injection strings and wildcards as text', async () => {
    for (const q of ["' or 1=1 --", '%', '_', '\\', "'); drop table material; --", '商品%']) {
      const list = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: q }) } });
      expect(list.status, q).toBe(200);
      expect(list.body.data.total, q).toBe(0);
      const pick = await t.call('GET', '/material/findBySelect', { token, query: { q } });
      expect(pick.body.data.total, q).toBe(0);
    }
    expect((await t.call('GET', '/material/list', { token, query: { search: '{bad json' } })).status).toBe(400);
    expect((await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ unknownKey: 1 }) } })).status).toBe(400);
    expect((await t.call('GET', '/material/findBySelect', { token, query: { rows: 100000 } })).status).toBe(400);
    expect((await t.call('GET', '/material/list', { token, query: { column: 'name; drop table x' } })).status).toBe(400);
  });

  it('list filters: category with sub-categories, text over barcode, flags, depot stock', async () => {
    const sub = (await t.call('POST', '/materialCategory/add', { token, body: { name: '子类', serialNo: 'ISO-1', parentId: mine.categoryId } })).body.data.id;
    const inSub = await addSimple(t, token, { extra: { categoryId: sub, enableSerialNumber: '1', standard: '规格XYZ' } });
    const byCat = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ categoryId: mine.categoryId }) } });
    expect(byCat.body.data.rows.map((r: any) => r.id).sort()).toEqual([mine.materialId, inSub].sort());
    const serial = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ enableSerialNumber: '1', materialParam: '规格xyz' }) } });
    expect(serial.body.data.rows.map((r: any) => r.id)).toEqual([inSub]);
    const code = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: mine.barCode.slice(3) }) } });
    expect(code.body.data.rows[0]).toMatchObject({ id: mine.materialId, stock: '7' });
    const depotTwo = (await depotIds(t, (await userOf(t, 'jsh')).tenantId))[1];
    const elsewhere = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: mine.barCode, depotId: depotTwo }) } });
    expect(elsewhere.body.data.rows[0].stock).toBe('0');
  });
});
