import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, unique } from '../support/fixtures.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from '../stock/stock-fixtures.js';

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

const costOf = async (materialId: string) =>
  await t.db
    .selectFrom('material_cost')
    .select(['quantity', 'value', 'unit_cost'])
    .where('tenant_id', '=', f.tenantId)
    .where('material_id', '=', materialId)
    .executeTakeFirstOrThrow();

describe('修正库存 batchSetMaterialCurrentStock', () => {
  it('sets current stock back to the ledger sum and reports only what it changed', async () => {
    await receive(t, f, f.bar.screw, 10, f.depot1);
    await receive(t, f, f.bar.part, 4, f.depot2);
    const clean = ok(
      await t.call('POST', '/material/batchSetMaterialCurrentStock', { token: f.token, body: { ids: `${f.material.screw},${f.material.part}` } }),
    );
    expect(clean).toEqual({ message: '修正库存成功！', corrected: [] });

    // A damaged cache row (and a missing one) is what the repair exists for.
    await t.db.updateTable('stock_current').set({ quantity: '99' }).where('tenant_id', '=', f.tenantId).where('material_id', '=', f.material.screw).execute();
    await t.db.deleteFrom('stock_current').where('tenant_id', '=', f.tenantId).where('material_id', '=', f.material.part).execute();
    const fixed = ok(await t.call('POST', '/material/batchSetMaterialCurrentStock', { token: f.token, body: { ids: [f.material.screw, f.material.part] } }));
    expect(fixed.message).toBe('修正库存成功！');
    expect(fixed.corrected).toEqual([
      expect.objectContaining({ materialId: Number(f.material.screw), depotId: Number(f.depot1), from: '99', to: '10', name: '螺丝' }),
      expect.objectContaining({ materialId: Number(f.material.part), depotId: Number(f.depot2), from: '0', to: '4' }),
    ]);
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('10');
    expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('4');
  });

  it('refuses bad ids, other tenants’ products and callers without the edit button', async () => {
    expect((await t.call('POST', '/material/batchSetMaterialCurrentStock', { token: f.token, body: { ids: 'abc' } })).status).toBe(400);
    expect((await t.call('POST', '/material/batchSetMaterialCurrentStock', { token: f.token, body: {} })).status).toBe(400);
    expect((await t.call('POST', '/material/batchSetMaterialCurrentStock', { token: f.token, body: { ids: '999999999' } })).status).toBe(404);
    expect((await t.call('POST', '/user/registerUser', { body: { loginName: 'repair_other', password: DEMO_PASSWORD } })).status).toBe(200);
    const other = await t.login('repair_other');
    for (const url of ['/material/batchSetMaterialCurrentStock', '/material/batchSetMaterialCurrentUnitPrice']) {
      expect((await t.call('POST', url, { token: other, body: { ids: f.material.screw } })).status, url).toBe(404);
      // test123 has no 商品信息 page: refused before anything is read.
      expect((await t.call('POST', url, { token: await t.login('test123'), body: { ids: f.material.screw } })).status, url).toBe(403);
    }
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('10');
  });

  it('needs the edit button of 商品信息, not only the page', async () => {
    const roleId = await createRole(t, f.tenantId, unique('只读商品'), [{ url: '/material/material', btnStr: '3' }]);
    const login = unique('matro');
    await createUser(t, f.tenantId, login, roleId);
    const viewer = await t.login(login);
    expect((await t.call('GET', '/material/list', { token: viewer })).status).toBe(200);
    for (const url of ['/material/batchSetMaterialCurrentStock', '/material/batchSetMaterialCurrentUnitPrice']) {
      expect((await t.call('POST', url, { token: viewer, body: { ids: f.material.screw } })).status, url).toBe(403);
    }
  });
});

describe('修正成本 batchSetMaterialCurrentUnitPrice', () => {
  it('replays the moving average in bill-date order, so a back-dated purchase counts where it belongs', async () => {
    await receive(t, f, f.bar.kit, 10, f.depot1, '40');
    ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.kit, operNumber: '5', unitPrice: '80', depotId: f.depot1 },
      ]),
    );
    const unchanged = ok(await t.call('POST', '/material/batchSetMaterialCurrentUnitPrice', { token: f.token, body: { ids: f.material.kit } }));
    expect(unchanged).toEqual({ message: '修正成本成功！', corrected: [] });

    // Posted last but dated first: 10 @ 10, then 10 @ 40 (cost 25), then 5 sold at 25.
    ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2020-01-01 08:00:00' }, [
        { barCode: f.bar.kit, operNumber: '10', unitPrice: '10', depotId: f.depot1 },
      ]),
    );
    expect(Number((await costOf(f.material.kit)).unit_cost)).toBe(20);
    const fixed = ok(await t.call('POST', '/material/batchSetMaterialCurrentUnitPrice', { token: f.token, body: { ids: f.material.kit } }));
    expect(fixed.corrected).toEqual([{ materialId: Number(f.material.kit), name: '工具箱', from: '20', to: '25' }]);
    const cost = await costOf(f.material.kit);
    expect([Number(cost.quantity), Number(cost.value), Number(cost.unit_cost)]).toEqual([15, 375, 25]);
    expect(ok(await t.call('POST', '/material/batchSetMaterialCurrentUnitPrice', { token: f.token, body: { ids: f.material.kit } })).corrected).toEqual([]);
  });

  it('a withdrawn bill no longer counts, and a damaged cost row is rebuilt', async () => {
    await receive(t, f, f.bar.part, 2, f.depot1, '7');
    await t.db
      .updateTable('material_cost')
      .set({ unit_cost: '999', value: '1' })
      .where('tenant_id', '=', f.tenantId)
      .where('material_id', '=', f.material.part)
      .execute();
    const fixed = ok(
      await t.call('POST', '/material/batchSetMaterialCurrentUnitPrice', { token: f.token, body: { ids: [f.material.part, f.material.screw] } }),
    );
    // part: 4 @ 1 (first test) then 2 @ 7 → (4 + 14) / 6 = 3.
    expect(fixed.corrected).toEqual([{ materialId: Number(f.material.part), name: '扳手', from: '999', to: '3' }]);
  });
});
