import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple, depotIds, freshBarcode, ledgerMatchesCurrent } from './material-helpers.js';

let t: TestApp;
let token: string;
let tenantId: string;
let depots: string[];
let unitId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
  depots = await depotIds(t, tenantId);
  const unit = await t.db.selectFrom('unit').select('id').where('tenant_id', '=', tenantId).where('name', '=', '个/(箱=12个)').executeTakeFirstOrThrow();
  unitId = Number(unit.id);
});
afterAll(async () => t.close());

describe('商品 add / edit / copy', () => {
  it('adds a single-unit product with opening stock: stock moves by delta and the ledger agrees', async () => {
    const barCode = freshBarcode();
    const id = await addSimple(t, token, {
      name: '单位商品',
      barCode,
      stock: [{ id: Number(depots[0]), initStock: '5', lowSafeStock: '2', highSafeStock: '50' }],
    });
    const info = await t.call('GET', '/material/info', { token, query: { id } });
    expect(info.body.data.info).toMatchObject({
      name: '单位商品',
      mBarCode: barCode,
      stock: '5',
      initialStock: '5',
      enableSerialNumber: '0',
      mnemonic: 'dwsp',
    });
    await ledgerMatchesCurrent(t, tenantId, id);
    // The form proposes the mnemonic the server derives on save.
    expect((await t.call('POST', '/material/changeNameToPinYin', { token, body: { name: '单位商品' } })).body.data).toBe('dwsp');
    // Editing the opening quantity moves stock by the difference only.
    const upd = await t.call('PUT', '/material/update', {
      token,
      body: {
        id,
        meList: [{ id: (await detail(id))[0].id, barCode, commodityUnit: '个', purchaseDecimal: '11' }],
        stock: [{ id: Number(depots[0]), initStock: '3' }],
      },
    });
    expect(upd.status, upd.text).toBe(200);
    const moves = await t.db
      .selectFrom('stock_movement')
      .select(['quantity', 'kind'])
      .where('tenant_id', '=', tenantId)
      .where('material_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(moves.map((m) => [Number(m.quantity), m.kind])).toEqual([
      [5, 'opening'],
      [-2, 'opening'],
    ]);
    await ledgerMatchesCurrent(t, tenantId, id);
    expect((await t.call('GET', '/material/info', { token, query: { id } })).body.data.info.stock).toBe('3');
  });

  it('multi-unit: one row per unit, base row default, units must come from the group', async () => {
    const [b1, b2] = [freshBarcode(), freshBarcode()];
    const res = await t.call('POST', '/material/add', {
      token,
      body: {
        name: '多单位商品',
        unitId,
        meList: [
          { barCode: b1, commodityUnit: '个', purchaseDecimal: '10', commodityDecimal: '20' },
          { barCode: b2, commodityUnit: '箱', purchaseDecimal: '120', commodityDecimal: '240' },
        ],
        stock: [{ id: Number(depots[0]), initStock: '30' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const rows = await detail(res.body.data.id);
    expect(rows.map((r: any) => [r.barCode, r.commodityUnit, r.defaultFlag])).toEqual([
      [b1, '个', '1'],
      [b2, '箱', '0'],
    ]);
    const box = await t.call('GET', '/depotItem/findStockByDepotAndBarCode', { token, query: { barCode: b2, depotId: depots[0] as string } });
    expect(box.body.data.stock).toBe('2.5');
    const list = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: b1 }) } });
    expect(list.body.data.rows[0]).toMatchObject({ unitName: '个/(箱=12个)', stock: '30', bigUnitStock: '2.5箱', unit: null });
    const wrong = await t.call('POST', '/material/add', {
      token,
      body: {
        name: 'x',
        unitId,
        meList: [
          { barCode: freshBarcode(), commodityUnit: '个' },
          { barCode: freshBarcode(), commodityUnit: '包' },
        ],
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(8000006);
    const one = await t.call('POST', '/material/add', { token, body: { name: 'x', unitId, meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] } });
    expect(one.status).toBe(400);
  });

  it('SKU products: a row per combination, no opening stock (8000025), not multi-unit', async () => {
    const codes = [freshBarcode(), freshBarcode(), freshBarcode(), freshBarcode()];
    const skus = ['红色,M', '红色,L', '绿色,M', '绿色,L'];
    const body = {
      name: 'SKU衣服',
      unit: '件',
      manySku: ['多颜色', '多尺寸'],
      skuOne: ['红色', '绿色'],
      skuTwo: ['M', 'L'],
      meList: codes.map((barCode, i) => ({ barCode, commodityUnit: '件', sku: skus[i], purchaseDecimal: '12', commodityDecimal: '15' })),
    };
    const withStock = await t.call('POST', '/material/add', { token, body: { ...body, stock: [{ id: Number(depots[0]), initStock: '1' }] } });
    expect(withStock.status).toBe(422);
    expect(withStock.body.code).toBe(8000025);
    expect(withStock.body.data.message).toBe('多属性商品SKU衣服不能输入库存，建议进行盘点录入');
    const ok = await t.call('POST', '/material/add', { token, body });
    expect(ok.status, ok.text).toBe(200);
    const rows = await detail(ok.body.data.id);
    expect(rows.map((r: any) => r.sku)).toEqual(skus);
    const info = await t.call('GET', '/material/info', { token, query: { id: ok.body.data.id } });
    expect(info.body.data.info.attribute).toEqual({ manySku: ['多颜色', '多尺寸'], skuOne: ['红色', '绿色'], skuTwo: ['M', 'L'], skuThree: [] });
    const multi = await t.call('POST', '/material/add', {
      token,
      body: { ...body, unit: undefined, unitId, meList: body.meList.map((r) => ({ ...r, barCode: freshBarcode() })) },
    });
    expect(multi.status).toBe(400);
  });

  it('barcodes are unique per tenant (8000005 naming the barcode), in the body and across products', async () => {
    const code = freshBarcode();
    await addSimple(t, token, { barCode: code });
    const again = await t.call('POST', '/material/add', { token, body: { name: 'dup', unit: '个', meList: [{ barCode: code, commodityUnit: '个' }] } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 8000005, data: { message: `商品条码:${code}重复` } });
    const check = await t.call('GET', '/materialsExtend/checkIsBarCodeExist', { token, query: { id: 0, barCode: code } });
    expect(check.body.data.status).toBe(true);
    const max = await t.call('GET', '/material/getMaxBarCode', { token });
    expect(BigInt(max.body.data.nextBarCode)).toBe(BigInt(max.body.data.barCode) + 1n);
  });

  it('two concurrent creations of the same barcode: exactly one succeeds', async () => {
    const code = freshBarcode();
    const make = () => t.call('POST', '/material/add', { token, body: { name: '并发', unit: '个', meList: [{ barCode: code, commodityUnit: '个' }] } });
    const results = await Promise.all([make(), make(), make()]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe(8000005);
  });

  it('serial and batch are exclusive; serial products take no opening stock', async () => {
    const both = await t.call('POST', '/material/add', {
      token,
      body: { name: 'sb', unit: '个', enableSerialNumber: '1', enableBatchNumber: '1', meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] },
    });
    expect(both.status).toBe(400);
    const serialStock = await t.call('POST', '/material/add', {
      token,
      body: {
        name: 'sn',
        unit: '个',
        enableSerialNumber: '1',
        meList: [{ barCode: freshBarcode(), commodityUnit: '个' }],
        stock: [{ id: Number(depots[0]), initStock: '2' }],
      },
    });
    expect(serialStock.status).toBe(422);
    const lowHigh = await t.call('POST', '/material/add', {
      token,
      body: {
        name: 'lh',
        unit: '个',
        meList: [{ barCode: freshBarcode(), commodityUnit: '个' }],
        stock: [{ id: Number(depots[0]), lowSafeStock: '9', highSafeStock: '3' }],
      },
    });
    expect(lowHigh.status).toBe(400);
  });

  it('copy-add: the loaded record with fresh barcodes adds a second product', async () => {
    const id = await addSimple(t, token, { name: '原商品', extra: { brand: '牌子', remark: '备注' } });
    const copy = await t.call('GET', '/material/copyInfo', { token, query: { id } });
    expect(copy.status, copy.text).toBe(200);
    const added = await t.call('POST', '/material/add', { token, body: { ...copy.body.data, name: '原商品-复制' } });
    expect(added.status, added.text).toBe(200);
    const info = await t.call('GET', '/material/info', { token, query: { id: added.body.data.id } });
    expect(info.body.data.info).toMatchObject({ brand: '牌子', remark: '备注', purchaseDecimal: '10' });
  });

  it('replaces, removes and re-defaults barcode rows on edit', async () => {
    const [b1, b2, b3] = [freshBarcode(), freshBarcode(), freshBarcode()];
    const add = await t.call('POST', '/material/add', {
      token,
      body: {
        name: '改条码',
        unitId,
        meList: [
          { barCode: b1, commodityUnit: '个' },
          { barCode: b2, commodityUnit: '箱' },
        ],
      },
    });
    const id = add.body.data.id;
    const [r1] = await detail(id);
    const upd = await t.call('PUT', '/material/update', {
      token,
      body: {
        id,
        unitId,
        meList: [
          { id: r1.id, barCode: b1, commodityUnit: '个' },
          { id: 'a-temporary-client-row-id-0001', barCode: b3, commodityUnit: '箱', purchaseDecimal: '100' },
        ],
      },
    });
    expect(upd.status, upd.text).toBe(200);
    expect((await detail(id)).map((r: any) => r.barCode)).toEqual([b1, b3]);
    // The removed barcode is free again.
    expect((await t.call('GET', '/materialsExtend/checkIsBarCodeExist', { token, query: { id: 0, barCode: b2 } })).body.data.status).toBe(false);
  });

  it('enable/disable and delete (rows with history are kept, free products go with their barcodes)', async () => {
    const code = freshBarcode();
    const id = await addSimple(t, token, { barCode: code });
    const off = await t.call('POST', '/material/batchSetStatus', { token, body: { status: false, ids: String(id) } });
    expect(off.status, off.text).toBe(200);
    expect((await t.call('GET', '/material/info', { token, query: { id } })).body.data.info.enabled).toBe(false);
    const withStock = await addSimple(t, token, { stock: [{ id: Number(depots[0]), initStock: '1' }] });
    expect((await t.call('DELETE', '/material/delete', { token, query: { id: withStock } })).body.code).toBe(601);
    expect((await t.call('DELETE', '/material/delete', { token, query: { id } })).status).toBe(200);
    expect((await t.call('GET', '/materialsExtend/checkIsBarCodeExist', { token, query: { id: 0, barCode: code } })).body.data.status).toBe(false);
  });

  it('rejects malformed numbers, huge values and unknown fields', async () => {
    const base = { name: 'bad', unit: '个', meList: [{ barCode: freshBarcode(), commodityUnit: '个' }] };
    for (const body of [
      { ...base, weight: 'abc' },
      { ...base, weight: '1e400' },
      { ...base, expiryNum: 1.5 },
      { ...base, deleteFlag: true },
      { ...base, meList: [{ barCode: 'ab', commodityUnit: '个' }] },
      { ...base, meList: [{ barCode: freshBarcode(), commodityUnit: '个', purchaseDecimal: '12345678901234567890' }] },
      { ...base, meList: [] },
      { ...base, stock: [{ id: Number(depots[0]), initStock: '-1' }] },
    ]) {
      const res = await t.call('POST', '/material/add', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

async function detail(materialId: number): Promise<any[]> {
  const res = await t.call('GET', '/materialsExtend/getDetailList', { token, query: { materialId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.rows;
}

describe('units in use', () => {
  it('a unit group used by a product cannot be deleted (601)', async () => {
    await t.call('POST', '/material/add', {
      token,
      body: {
        name: '占用单位',
        unitId,
        meList: [
          { barCode: freshBarcode(), commodityUnit: '个' },
          { barCode: freshBarcode(), commodityUnit: '箱' },
        ],
      },
    });
    const res = await t.call('DELETE', '/unit/delete', { token, query: { id: unitId } });
    expect(res.body.code).toBe(601);
  });
});
