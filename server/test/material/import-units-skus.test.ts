import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenant, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { exportedRows, productWorkbook, SHEET_COLUMNS, uploadProducts } from './import-sheet.js';

let t: TestApp;
let token: string;
let tenantId: string;

const count = async (table: 'material' | 'unit', tenant = tenantId) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenant)
        .executeTakeFirstOrThrow()
    ).n,
  );
const productByCode = async (barCode: string, as = token) =>
  (await t.call('GET', '/material/list', { token: as, query: { search: JSON.stringify({ materialParam: barCode }) } })).body.data.rows[0];
const barcodeRows = async (materialId: number, as = token) =>
  (await t.call('GET', '/materialsExtend/getDetailList', { token: as, query: { materialId } })).body.data.rows.map((r: any) => [
    r.barCode,
    r.commodityUnit,
    r.sku ?? null,
    r.purchaseDecimal,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
  for (const [attributeName, attributeValue] of [
    ['导入颜色', '红|蓝|绿'],
    ['导入尺码', 'S码|M码|L码'],
  ]) {
    expect((await t.call('POST', '/materialAttribute/add', { token, body: { attributeName, attributeValue } })).status).toBe(200);
  }
});
afterAll(async () => t.close());

const MULTI = {
  名称: '三单位商品',
  基本单位: '瓶',
  基本条码: '610001',
  副单位: '箱',
  副条码: '610002',
  比例: 12,
  副单位2: '托',
  副条码2: '610003',
  比例2: 480,
  副单位3: '半箱',
  比例3: 6,
  采购价: 2,
  状态: 1,
};
const SKU_ROWS: Array<Record<string, string | number>> = [
  { 名称: 'SKU衬衫', 型号: 'CS1', 基本单位: '件', 基本条码: '620001', 多属性: '红,S码', 采购价: 30, 销售价: 59, 品牌: '导入牌', 状态: 1 },
  { 名称: 'SKU衬衫', 型号: 'CS1', 基本单位: '件', 基本条码: '620002', 多属性: '蓝，M码', 采购价: 31, 销售价: 60, 状态: 1 },
  { 名称: 'SKU衬衫', 型号: 'CS1', 基本单位: '件', 基本条码: '620003', 多属性: '红,M码', 采购价: 32, 状态: 1 },
];

describe('商品导入: 多单位 and 多属性', () => {
  it('refuses every bad multi-unit or SKU row with its line, writing no product and no unit group', async () => {
    const [products, units] = [await count('material'), await count('unit')];
    const res = await uploadProducts(
      t,
      token,
      await productWorkbook(
        [
          { 名称: '缺二', 基本单位: '个', 基本条码: '630001', 副单位: '箱', 副条码: '630002', 比例: 10, 副单位3: '托', 比例3: 100, 状态: 1 },
          { 名称: '同名', 基本单位: '个', 基本条码: '630003', 状态: 1 },
          { 名称: '同名', 基本单位: '个', 基本条码: '630004', 状态: 1 },
          { 名称: '怪属性', 基本单位: '个', 基本条码: '630005', 多属性: '紫,S', 状态: 1 },
          { 名称: '属性多单位', 基本单位: '个', 基本条码: '630006', 副单位: '箱', 副条码: '630007', 比例: 10, 多属性: '红', 状态: 1 },
          { 名称: '不一致', 基本单位: '个', 基本条码: '630008', 多属性: '红', 品牌: 'A', 状态: 1 },
          { 名称: '不一致', 基本单位: '个', 基本条码: '630009', 多属性: '蓝', 品牌: 'B', 状态: 1 },
          { 名称: '缺比例', 基本单位: '个', 基本条码: '630010', 副单位2: '箱', 状态: 1 },
          { 名称: '好的', 基本单位: '个', 基本条码: '630011', 副单位: '盒', 副条码: '630012', 比例: 7, 状态: 1 },
        ],
        SHEET_COLUMNS,
      ),
      'bad-units-0001',
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: any) => e.message)).toEqual([
      '第3行需要先输入副单位2再输入副单位3',
      '第5行抱歉，EXCEL中存在重复的商品，具体信息为：同名----个（与第4行相同，同一商品的多行必须都填写不同的多属性）',
      '第6行多属性值“紫”在多属性设置中找不到，请先在多属性中添加',
      '第7行多属性商品不能有副单位，请只填写基本单位',
      '第9行与第8行是同一商品，但品牌不一致',
      '第10行比例2为空（已填写副单位2）',
    ]);
    expect([await count('material'), await count('unit')]).toEqual([products, units]);
  });

  it('matches an existing unit group, creates a missing one (up to three other units), one barcode row per unit', async () => {
    const units = await count('unit');
    const res = await uploadProducts(
      t,
      token,
      await productWorkbook(
        [
          MULTI,
          {
            名称: '已有单位',
            基本单位: '瓶',
            基本条码: '610011',
            副单位: '箱',
            副条码: '610012',
            比例: 12,
            副单位2: '托',
            副条码2: '610013',
            比例2: 480,
            副单位3: '半箱',
            比例3: '6.0',
            状态: 1,
          },
        ],
        SHEET_COLUMNS,
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('unit')).toBe(units + 1);
    const a = await productByCode('610001');
    const b = await productByCode('610011');
    expect(a.unitId).toBeTruthy();
    expect(b.unitId).toBe(a.unitId);
    expect(a.unitName).toBe('瓶/(箱=12瓶)/(托=480瓶)/(半箱=6瓶)');
    // 副单位3 without a barcode belongs to the group but gets no barcode row; prices of bigger units are base × ratio.
    expect(await barcodeRows(a.id)).toEqual([
      ['610001', '瓶', null, '2'],
      ['610002', '箱', null, '24'],
      ['610003', '托', null, '960'],
    ]);
    const box = await t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: '610003', prefixNo: 'CGRK' } });
    expect(box.body.data[0]).toMatchObject({ billPrice: '960', unit: '托[480瓶]' });
  });

  it('rows sharing the product identity become one SKU product with a barcode per 多属性 value', async () => {
    const res = await uploadProducts(t, token, await productWorkbook(SKU_ROWS, SHEET_COLUMNS));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = await productByCode('620002');
    expect(await productByCode('620001')).toMatchObject({ id: p.id, brand: '导入牌' });
    expect(await barcodeRows(p.id)).toEqual([
      ['620001', '件', '红,S码', '30'],
      ['620002', '件', '蓝,M码', '31'],
      ['620003', '件', '红,M码', '32'],
    ]);
    const stored = await t.db.selectFrom('material').select('attribute').where('id', '=', String(p.id)).executeTakeFirstOrThrow();
    expect(stored.attribute).toEqual({ manySku: ['导入颜色', '导入尺码'], skuOne: ['红', '蓝'], skuTwo: ['S码', 'M码'], skuThree: [] });
    // The product form can save it back unchanged (its SKU rows fit its attributes).
    const rows = (await t.call('GET', '/materialsExtend/getDetailList', { token, query: { materialId: p.id } })).body.data.rows;
    const save = await t.call('PUT', '/material/update', {
      token,
      body: { id: p.id, meList: rows.map((r: any) => ({ id: r.id, barCode: r.barCode, commodityUnit: r.commodityUnit, sku: r.sku })) },
    });
    expect(save.status, save.text).toBe(200);
  });

  it('export → import round trip keeps multi-unit and SKU products; the export honours the selection', async () => {
    const multi = await productByCode('610001');
    const sku = await productByCode('620001');
    const selected = await exportedRows(t, token, { selections: String(sku.id), search: JSON.stringify({}) });
    expect(selected.status).toBe(200);
    expect(selected.rows.map((r) => [r[0], r[10], r[19]])).toEqual([
      ['SKU衬衫', '620001', '红,S码'],
      ['SKU衬衫', '620002', '蓝,M码'],
      ['SKU衬衫', '620003', '红,M码'],
    ]);
    const both = await exportedRows(t, token, { selections: `${multi.id},${sku.id}` });
    expect(both.rows).toHaveLength(4);
    expect(both.rows.find((r) => r[0] === '三单位商品')?.slice(8, 19)).toEqual(['瓶', '箱', '610001', '610002', 12, '托', '610003', 480, '半箱', undefined, 6]);
    expect((await exportedRows(t, token, { selections: 'abc' })).status).toBe(400);

    // Another tenant imports the sheet as it is: same products, its own unit group, nothing of ours.
    const other = await registerTenant(t, 'roundtrip_c');
    const otherToken = await t.login('roundtrip_c');
    for (const [attributeName, attributeValue] of [
      ['颜色', '蓝|红'],
      ['尺码', 'M码|S码'],
    ])
      await t.call('POST', '/materialAttribute/add', { token: otherToken, body: { attributeName, attributeValue } });
    const res = await uploadProducts(t, otherToken, both.buffer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m2 = await productByCode('610001', otherToken);
    expect(m2.unitName).toBe('瓶/(箱=12瓶)/(托=480瓶)/(半箱=6瓶)');
    expect(m2.unitId).not.toBe(multi.unitId);
    expect(await barcodeRows(m2.id, otherToken)).toEqual(await barcodeRows(multi.id));
    const s2 = await productByCode('620003', otherToken);
    expect(await barcodeRows(s2.id, otherToken)).toEqual(await barcodeRows(sku.id));
    expect(await count('material', other.tenantId)).toBe(2);
    // Our export never shows the other tenant's products, even by id.
    expect((await exportedRows(t, token, { selections: String(s2.id) })).rows).toEqual([]);
  });
});
