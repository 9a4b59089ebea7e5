import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// 物料清单 (issue 13 item 2): dated versions per product and colour; the BOM that applies on a date; a colour without
// its own BOM takes the colour-independent one plus the yarns of its colour-yarn ratio.

let t: TestApp;
let f: StockFixture;
let yarn: { id: string; bar: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  // A yarn kept in kg, and the kit (the finished product) weighing 0.5 kg per piece.
  const m = await t.db.insertInto('material').values({ tenant_id: f.tenantId, name: '涤纶纱', unit: 'kg' }).returning('id').executeTakeFirstOrThrow();
  const bar = `Y${Date.now().toString(36)}`;
  await t.db
    .insertInto('material_extend')
    .values({ tenant_id: f.tenantId, material_id: m.id, bar_code: bar, commodity_unit: 'kg', sku: '黑', default_flag: true })
    .execute();
  yarn = { id: m.id, bar };
  await t.db.updateTable('material').set({ weight: '0.5' }).where('id', '=', f.material.kit).execute();
});
afterAll(async () => t.close());

const save = (body: Record<string, unknown>, token = f.token) => t.call('POST', '/materialBom/save', { token, body });
const effective = async (query: Record<string, string>) =>
  ok<Record<string, any>>(await t.call('GET', '/materialBom/effective', { token: f.token, query: { materialId: f.material.kit, ...query } }));

describe('物料清单', () => {
  it('each save is the next version; the one effective on a date applies, older ones stay readable', async () => {
    const v1 = ok(
      await save({
        materialId: f.material.kit,
        effectiveDate: '2026-01-01',
        items: [
          { barCode: f.bar.screw, quantity: '4', lossRate: '2' },
          { barCode: f.bar.part, quantity: '1' },
        ],
      }),
    );
    expect(v1.version).toBe(1);
    const v2 = ok(
      await save({ materialId: f.material.kit, effectiveDate: '2026-06-01', remark: '改用6颗螺丝', items: [{ barCode: f.bar.screw, quantity: '6' }] }),
    );
    expect(v2.version).toBe(2);
    const may = await effective({ date: '2026-05-31' });
    expect(may).toMatchObject({ source: 'bom', version: 1, effectiveDate: '2026-01-01' });
    expect(may.items.map((i: any) => [i.barCode, i.quantity, i.lossRate])).toEqual([
      [f.bar.screw, '4', '2'],
      [f.bar.part, '1', '0'],
    ]);
    const june = await effective({ date: '2026-06-01' });
    expect(june).toMatchObject({ source: 'bom', version: 2 });
    expect(june.items).toHaveLength(1);
    // Before the first version nothing applies.
    expect(await effective({ date: '2025-12-31' })).toMatchObject({ source: 'none', items: [] });
    const versions = ok<{ rows: any[] }>(await t.call('GET', '/materialBom/versions', { token: f.token, query: { materialId: f.material.kit } })).rows;
    expect(versions.map((v) => [v.version, v.itemCount])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    const old = ok(await t.call('GET', '/materialBom/info', { token: f.token, query: { id: v1.id } }));
    expect(old).toMatchObject({ version: 1, items: [{ barCode: f.bar.screw, quantity: '4' }, { barCode: f.bar.part }] });
  });

  it('a colour without its own BOM takes the common one plus its colour-yarn ratio as yarn lines', async () => {
    ok(
      await t.call('POST', '/colorYarnRatio/add', {
        token: f.token,
        body: {
          materialId: Number(f.material.kit),
          color: '黑',
          lossRate: '3',
          items: [
            { yarnMaterialId: Number(yarn.id), yarnColor: '黑', ratio: '40' },
            { yarnMaterialId: Number(f.material.part), ratio: '60' },
          ],
        },
      }),
    );
    // The part has no weight and is not kept in kg: its share cannot be turned into its own unit.
    const refused = await t.call('GET', '/materialBom/effective', { token: f.token, query: { materialId: f.material.kit, color: '黑', date: '2026-07-01' } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.message).toContain('基础重量');
    await t.db.updateTable('material').set({ weight: '0.25' }).where('id', '=', f.material.part).execute();
    const black = await effective({ color: '黑', date: '2026-07-01' });
    expect(black.source).toBe('bom+ratio');
    // 0.5 kg × 40 % = 0.2 kg of yarn; 0.5 × 60 % = 0.3 kg of part at 0.25 kg each = 1.2 pieces; loss 3 % from the ratio.
    expect(black.items.map((i: any) => [i.barCode, i.quantity, i.lossRate])).toEqual([
      [f.bar.screw, '6', '0'],
      [yarn.bar, '0.2', '3'],
      [f.bar.part, '1.2', '3'],
    ]);
    // A colour with its own BOM uses only that.
    ok(await save({ materialId: f.material.kit, color: '黑', effectiveDate: '2026-07-01', items: [{ barCode: yarn.bar, quantity: '0.21', lossRate: '1' }] }));
    expect(await effective({ color: '黑', date: '2026-07-01' })).toMatchObject({
      source: 'bom',
      color: '黑',
      version: 1,
      items: [{ barCode: yarn.bar, quantity: '0.21' }],
    });
  });

  it('refuses unknown components, the product itself, repeated lines and bad figures, naming the field', async () => {
    const unknown = await save({ materialId: f.material.kit, effectiveDate: '2026-01-01', items: [{ barCode: 'NO-SUCH', quantity: '1' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('items.0.barCode');
    const self = await save({ materialId: f.material.kit, effectiveDate: '2026-01-01', items: [{ barCode: f.bar.kit, quantity: '1' }] });
    expect(self.body.data.message).toBe('组件不能是成品本身');
    const twice = await save({
      materialId: f.material.kit,
      effectiveDate: '2026-01-01',
      items: [
        { barCode: f.bar.screw, quantity: '1' },
        { barCode: f.bar.screw, quantity: '2' },
      ],
    });
    expect(twice.body.data.field).toBe('items.1.barCode');
    const zero = await save({ materialId: f.material.kit, effectiveDate: '2026-01-01', items: [{ barCode: f.bar.screw, quantity: '0' }] });
    expect(zero.status).toBe(400);
    expect(zero.body.data.message).toContain('单位用量');
    const date = await save({ materialId: f.material.kit, effectiveDate: '01/01/2026', items: [{ barCode: f.bar.screw, quantity: '1' }] });
    expect(date.body.data.message).toContain('生效日期格式不正确');
  });

  it('production clerks read the BOM but only the product page may change it', async () => {
    const clerk = await createRole(t, f.tenantId, '生产员', [{ url: '/bill/production_order', btnStr: '1,2' }], '全部数据');
    await createUser(t, f.tenantId, 'bom-clerk', clerk);
    const token = await sessionFor(t, 'bom-clerk');
    expect((await t.call('GET', '/materialBom/effective', { token, query: { materialId: f.material.kit, date: '2026-06-01' } })).status).toBe(200);
    expect((await save({ materialId: f.material.kit, effectiveDate: '2026-01-01', items: [{ barCode: f.bar.screw, quantity: '1' }] }, token)).status).toBe(403);
  });
});
