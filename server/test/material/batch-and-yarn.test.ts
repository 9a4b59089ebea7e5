import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, depotUser, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addSimple, depotIds, freshBarcode, ledgerMatchesCurrent } from './material-helpers.js';

let t: TestApp;
let token: string;
let tenantId: string;
let depots: string[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('jsh');
  tenantId = (await userOf(t, 'jsh')).tenantId;
  depots = await depotIds(t, tenantId);
});
afterAll(async () => t.close());

describe('批量设置', () => {
  it('info: preview lists the changes, the update writes them all in one go', async () => {
    const a = await addSimple(t, token, { extra: { color: '红' } });
    const b = await addSimple(t, token);
    const body = { ids: `${a},${b}`, color: '蓝', brand: '新牌' };
    const preview = await t.call('POST', '/material/batchUpdatePreview', { token, body });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.changes).toHaveLength(4);
    expect(preview.body.data.changes).toContainEqual(expect.objectContaining({ id: a, field: 'color', from: '红', to: '蓝' }));
    expect((await t.call('GET', '/material/info', { token, query: { id: a } })).body.data.info.color).toBe('红');
    const done = await t.call('POST', '/material/batchUpdate', { token, body });
    expect(done.body.data.changed).toBe(4);
    expect((await t.call('GET', '/material/info', { token, query: { id: b } })).body.data.info).toMatchObject({ color: '蓝', brand: '新牌' });
    expect((await t.call('POST', '/material/batchUpdate', { token, body: { ids: String(a) } })).status).toBe(400);
    const serialOnBatch = await addSimple(t, token, { extra: { enableBatchNumber: '1' } });
    expect((await t.call('POST', '/material/batchUpdate', { token, body: { ids: String(serialOnBatch), enableSerialNumber: '1' } })).status).toBe(400);
  });

  it('price: set per base unit scales bigger units, percent and add; preview first', async () => {
    const unit = await t.db.selectFrom('unit').select('id').where('tenant_id', '=', tenantId).where('name', '=', '个/(箱=12个)').executeTakeFirstOrThrow();
    const res = await t.call('POST', '/material/add', {
      token,
      body: {
        name: '调价',
        unitId: Number(unit.id),
        meList: [
          { barCode: freshBarcode(), commodityUnit: '个', commodityDecimal: '10' },
          { barCode: freshBarcode(), commodityUnit: '箱', commodityDecimal: '120' },
        ],
      },
    });
    const id = res.body.data.id;
    const set = { ids: String(id), priceField: 'commodityDecimal', mode: 'set', value: '2.5' };
    const preview = await t.call('POST', '/material/batchSetPricePreview', { token, body: set });
    expect(preview.body.data.changes.map((c: any) => Number(c.to))).toEqual([2.5, 30]);
    await t.call('POST', '/material/batchSetPrice', { token, body: set });
    await t.call('POST', '/material/batchSetPrice', { token, body: { ...set, mode: 'percent', value: '10' } });
    const rows = (await t.call('GET', '/materialsExtend/getDetailList', { token, query: { materialId: id } })).body.data.rows;
    expect(rows.map((r: any) => r.commodityDecimal)).toEqual(['2.75', '33']);
    const negative = await t.call('POST', '/material/batchSetPrice', { token, body: { ...set, mode: 'add', value: '-100' } });
    expect(negative.status).toBe(400);
  });

  it('stock: opening stock for many products × depots through the ledger; SKU refused', async () => {
    const a = await addSimple(t, token);
    const b = await addSimple(t, token);
    const body = { ids: `${a},${b}`, depotIds: depots.slice(0, 2).join(','), initStock: '4', lowSafeStock: '1', highSafeStock: '9' };
    const preview = await t.call('POST', '/material/batchSetStockPreview', { token, body });
    expect(preview.body.data.changes).toHaveLength(12);
    const done = await t.call('POST', '/material/batchSetStock', { token, body });
    expect(done.status, done.text).toBe(200);
    expect((await t.call('GET', '/material/info', { token, query: { id: a } })).body.data.info.stock).toBe('8');
    await ledgerMatchesCurrent(t, tenantId, a);
    const low = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ warning: 'low' }) } });
    expect(low.body.data.rows.map((r: any) => r.id)).not.toContain(a);
    await t.call('POST', '/material/batchSetStock', {
      token,
      body: { ids: String(a), depotIds: depots[0] as string, lowSafeStock: '10', highSafeStock: '20' },
    });
    const low2 = await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ warning: 'low' }) } });
    expect(low2.body.data.rows.map((r: any) => r.id)).toContain(a);
    const sku = await t.call('POST', '/material/add', {
      token,
      body: { name: 'skux', unit: '件', manySku: ['多颜色'], skuOne: ['红色'], meList: [{ barCode: freshBarcode(), commodityUnit: '件', sku: '红色' }] },
    });
    const refused = await t.call('POST', '/material/batchSetStock', {
      token,
      body: { ids: String(sku.body.data.id), depotIds: depots[0] as string, initStock: '1' },
    });
    expect(refused.body.code).toBe(8000025);
  });

  it('仓库权限: a user sets opening stock and levels only in the depots granted to them (product form and 批量设置)', async () => {
    const [granted, other] = depots as [string, string];
    const role = await createRole(t, tenantId, unique('商品员'), [{ url: '/material/material', btnStr: '1' }]);
    const { token: clerk } = await depotUser(t, tenantId, role, [granted]);
    const product = await addSimple(t, token);
    const opening = () =>
      t.db
        .selectFrom('material_initial_stock')
        .select(['depot_id', 'number'])
        .where('tenant_id', '=', tenantId)
        .where('material_id', '=', String(product))
        .execute();
    const setFlag = (flag: '0' | '1') => t.db.updateTable('system_config').set({ depot_flag: flag }).where('tenant_id', '=', tenantId).execute();
    await setFlag('1');
    try {
      // The form's 库存数量 tab lists the granted depot alone.
      const tab = await t.call('GET', '/depot/getAllListWithStock', { token: clerk, query: { mId: 0 } });
      expect(tab.body.data.map((d: { id: number }) => String(d.id))).toEqual([granted]);
      const rows = (await t.call('GET', '/materialsExtend/getDetailList', { token: clerk, query: { materialId: product } })).body.data.rows;
      const meList = rows.map((r: { id: number; barCode: string; commodityUnit: string }) => ({
        id: r.id,
        barCode: r.barCode,
        commodityUnit: r.commodityUnit,
      }));
      const save = (depotId: string) =>
        t.call('PUT', '/material/update', { token: clerk, body: { id: product, meList, stock: [{ id: Number(depotId), initStock: '3', lowSafeStock: '1' }] } });
      const refused = await save(other);
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.data.message).toMatch(/^抱歉，您没有仓库.+的权限$/);
      const batch = { ids: String(product), depotIds: `${granted},${other}`, initStock: '5' };
      expect((await t.call('POST', '/material/batchSetStockPreview', { token: clerk, body: batch })).status).toBe(403);
      expect((await t.call('POST', '/material/batchSetStock', { token: clerk, body: batch })).status).toBe(403);
      expect(await opening()).toEqual([]);
      // In the granted depot both go through.
      const saved = await save(granted);
      expect(saved.status, saved.text).toBe(200);
      expect(await opening()).toEqual([{ depot_id: granted, number: '3.000000' }]);
      expect((await t.call('POST', '/material/batchSetStock', { token: clerk, body: { ...batch, depotIds: granted } })).status).toBe(200);
      expect(await opening()).toEqual([{ depot_id: granted, number: '5.000000' }]);
      await ledgerMatchesCurrent(t, tenantId, product);
    } finally {
      await setFlag('0');
    }
    // With 分配仓库权限 off every depot is open to them again.
    expect((await t.call('POST', '/material/batchSetStock', { token: clerk, body: { ids: String(product), depotIds: other, initStock: '1' } })).status).toBe(
      200,
    );
  });
});

describe('颜色纱比', () => {
  it('shares must add up to exactly 100; requirement splits the weight with loss, to the gram', async () => {
    const cloth = await addSimple(t, token, { name: '色纺布', unit: 'kg' });
    const yarnA = await addSimple(t, token, { name: '棉纱', unit: 'kg' });
    const yarnB = await addSimple(t, token, { name: '涤纶纱', unit: 'kg' });
    const yarnC = await addSimple(t, token, { name: '氨纶丝', unit: '筒', extra: { weight: '2' } });
    const items = [
      { yarnMaterialId: yarnA, yarnColor: '藏青', ratio: '33.3333' },
      { yarnMaterialId: yarnB, yarnColor: '白', ratio: '33.3333' },
      { yarnMaterialId: yarnC, ratio: '33.3333' },
    ];
    const bad = await t.call('POST', '/colorYarnRatio/add', { token, body: { materialId: cloth, color: '藏青', items } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.message).toContain('99.9999');
    const good = items.map((i, n) => (n === 2 ? { ...i, ratio: '33.3334' } : i));
    const add = await t.call('POST', '/colorYarnRatio/add', { token, body: { materialId: cloth, color: '藏青', lossRate: '3', items: good } });
    expect(add.status, add.text).toBe(200);
    expect((await t.call('POST', '/colorYarnRatio/add', { token, body: { materialId: cloth, color: '藏青', items: good } })).status).toBe(409);
    const req = await t.call('POST', '/colorYarnRatio/computeRequirement', { token, body: { materialId: cloth, color: '藏青', quantity: '100' } });
    expect(req.status, req.text).toBe(200);
    expect(req.body.data.totalWeight).toBe('103');
    const weights = req.body.data.items.map((i: any) => i.requiredWeight);
    expect(weights.reduce((s: number, w: string) => s + Math.round(Number(w) * 1000), 0)).toBe(103000);
    expect(req.body.data.items[2].requiredQuantity).toBe(String(Number(weights[2]) / 2));
    const self = await t.call('POST', '/colorYarnRatio/add', {
      token,
      body: { materialId: cloth, color: '白', items: [{ yarnMaterialId: cloth, ratio: 100 }] },
    });
    expect(self.status).toBe(400);
    const list = await t.call('GET', '/colorYarnRatio/list', { token });
    expect(list.body.data.rows[0].yarns).toContain('棉纱 藏青 33.3333%');
    // A yarn used in a ratio cannot be deleted.
    expect((await t.call('DELETE', '/material/delete', { token, query: { id: yarnA } })).body.code).toBe(601);
  });

  it('edits a ratio in place and deletes it', async () => {
    const cloth = await addSimple(t, token, { name: '麻灰布', unit: 'kg' });
    const yarn = await addSimple(t, token, { name: '麻灰纱', unit: 'kg' });
    const items = [{ yarnMaterialId: yarn, yarnColor: '灰', ratio: '100' }];
    const { id } = (await t.call('POST', '/colorYarnRatio/add', { token, body: { materialId: cloth, color: '麻灰', items } })).body.data;
    const upd = await t.call('PUT', '/colorYarnRatio/update', { token, body: { id, materialId: cloth, color: '麻灰', lossRate: '5', remark: '改', items } });
    expect(upd.status, upd.text).toBe(200);
    expect(upd.body.data.id).toBe(id);
    const info = (await t.call('GET', '/colorYarnRatio/info', { token, query: { id } })).body.data.info;
    expect(info).toMatchObject({ lossRate: '5', remark: '改' });
    const del = await t.call('DELETE', '/colorYarnRatio/deleteBatch', { token, query: { ids: String(id) } });
    expect(del.status, del.text).toBe(200);
    expect((await t.call('GET', '/colorYarnRatio/info', { token, query: { id } })).status).toBe(404);
  });
});
