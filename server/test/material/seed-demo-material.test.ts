import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMaterial } from '../../src/db/seed-demo-material.js';
import { userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let tenantId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await userOf(t, 'jsh')).tenantId;
  token = await t.login('jsh');
});
afterAll(async () => t.close());

describe('demo materials', () => {
  it('seeds categories, attributes and products once, readable through the API', async () => {
    const already = await t.db.selectFrom('material').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!already) await t.db.transaction().execute((trx) => seedDemoMaterial(trx, tenantId));
    await t.db.transaction().execute((trx) => seedDemoMaterial(trx, tenantId));
    const list = await t.call('GET', '/material/list', { token, query: { pageSize: 50 } });
    expect(list.body.data.total).toBe(9);
    const clothes = await t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: '1015', prefixNo: 'LSCK' } });
    expect(clothes.body.data[0]).toMatchObject({ name: '衣服', sku: '橙色,L', billPrice: '15' });
    const box = await t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: '1005', prefixNo: 'CGRK' } });
    expect(box.body.data[0]).toMatchObject({ name: '商品8', unit: '箱[12个]', billPrice: '120' });
    const tree = await t.call('GET', '/materialCategory/getMaterialCategoryTree', { token });
    expect(tree.body.data[0]).toMatchObject({ title: '目录1', children: [expect.objectContaining({ title: '目录2' })] });
    const sub = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ categoryId: tree.body.data[0].id }), pageSize: 50 } });
    expect(sub.body.data.total).toBe(7);
    const names = await t.call('GET', '/materialAttribute/getNameList', { token });
    expect(names.body.data.map((n: any) => n.name)).toEqual(['多颜色', '多尺寸', '自定义1', '自定义2', '自定义3']);
  });
});
