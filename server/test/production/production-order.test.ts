import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { ORDER } from './production-fixtures.js';

// 生产订单 (issue 13 item 3, docs/manufacturing.md): a goods bill with one 成品 line and 原料 lines copied from the BOM,
// no stock and no money; 以销定产 from sales orders for their open quantities; 关闭.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;

const SALE_ORDER = { type: '其它', subType: '销售订单' };

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await registerTenant(t, 'prod-other');
  other = await stockFixture(t, 'prod-other');
  // The kit (工具箱) takes 4 screws (2 % loss) and one spanner.
  ok(
    await t.call('POST', '/materialBom/save', {
      token: f.token,
      body: {
        materialId: f.material.kit,
        effectiveDate: '2020-01-01',
        items: [
          { barCode: f.bar.screw, quantity: '4', lossRate: '2' },
          { barCode: f.bar.part, quantity: '1' },
        ],
      },
    }),
  );
});
afterAll(async () => t.close());

const head = (id: number | string) =>
  t.db
    .selectFrom('depot_head')
    .select(['status', 'close_reason', 'prefix', 'number', 'link_number', 'organ_id'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
const items = (id: number | string) =>
  t.db
    .selectFrom('depot_item')
    .select(['material_id', 'material_type', 'oper_number', 'unit_usage', 'loss_rate', 'link_id', 'depot_id'])
    .where('header_id', '=', String(id))
    .where('delete_flag', '=', false)
    .orderBy('line_no')
    .execute();
const num = (v: unknown) => Number(v);

async function productionOrder(fx: StockFixture, quantity: string, status = '1', extra: Record<string, unknown> = {}): Promise<number> {
  const res = await postBill(t, fx, { ...ORDER, status, planStartDate: '2026-03-01', deliveryTime: '2026-03-10', ...extra }, [
    { barCode: fx.bar.kit, operNumber: quantity, depotId: fx.depot2, mType: '成品' },
    { barCode: fx.bar.screw, operNumber: String(Number(quantity) * 4), unitUsage: '4', lossRate: '0', depotId: fx.depot1, mType: '原料' },
    { barCode: fx.bar.part, operNumber: quantity, unitUsage: '1', depotId: fx.depot1, mType: '原料' },
  ]);
  return ok(res).id as number;
}

describe('生产订单', () => {
  it('GET /productionOrder/bom: the BOM that applies, with each component for the order quantity (× (1 + loss), rounded up)', async () => {
    const bom = ok<Record<string, any>>(
      await t.call('GET', '/productionOrder/bom', { token: f.token, query: { materialId: f.material.kit, quantity: '10', date: '2026-01-01' } }),
    );
    expect(bom).toMatchObject({ source: 'bom', version: 1 });
    expect(bom.items.map((i: any) => [i.barCode, i.unitUsage, i.lossRate, i.operNumber])).toEqual([
      [f.bar.screw, '4', '2', '40.8'],
      [f.bar.part, '1', '0', '10'],
    ]);
    const bad = await t.call('GET', '/productionOrder/bom', { token: f.token, query: { materialId: f.material.kit, quantity: '-1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toContain('quantity');
  });

  it('keeps its 成品 and 原料 lines with usage and loss, moves no stock, and is audited like any bill', async () => {
    const id = await productionOrder(f, '10', '0');
    const h = await head(id);
    expect(h.prefix).toBe('SCDD');
    expect(h.number).toMatch(/^SCDD\d{11}$/);
    expect(h.status).toBe('0');
    const lines = await items(id);
    expect(lines.map((l) => [l.material_type, num(l.oper_number), l.unit_usage === null ? null : num(l.unit_usage)])).toEqual([
      ['成品', 10, null],
      ['原料', 40, 4],
      ['原料', 10, 1],
    ]);
    // The editor reopens the order with its roles, usage and loss (getDetailList).
    const detail = ok<{ rows: any[] }>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: id } })).rows;
    expect(detail.map((l) => [l.mType, l.unitUsage, l.lossRate])).toEqual([
      ['成品', null, null],
      ['原料', '4', '0'],
      ['原料', '1', null],
    ]);
    const moved = await t.db.selectFrom('stock_movement').select('id').where('bill_id', '=', String(id)).execute();
    expect(moved).toEqual([]);
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(id) } }));
    expect((await head(id)).status).toBe('1');
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(id) } }));
    expect((await head(id)).status).toBe('0');
    const [row] = ok<{ rows: any[] }>(
      await t.call('GET', '/depotHead/list', {
        token: f.token,
        query: { search: JSON.stringify({ ...ORDER, number: h.number }), currentPage: 1, pageSize: 10 },
      }),
    ).rows;
    expect(row).toMatchObject({ number: h.number, status: '0', deliveryTime: '2026-03-10' });
  });

  it('refuses two 成品 lines, a product among its own components, and a 成品 of quantity 0', async () => {
    const two = await postBill(t, f, ORDER, [
      { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2, mType: '成品' },
      { barCode: f.bar.part, operNumber: '1', depotId: f.depot2, mType: '成品' },
    ]);
    expect(two.status).toBe(422);
    expect(two.body.data.message).toBe('生产订单必须有且只有一行成品');
    const own = await postBill(t, f, ORDER, [
      { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
      { barCode: f.bar.kit, operNumber: '1', depotId: f.depot1 },
    ]);
    expect(own.status).toBe(400);
    expect(own.body.data.field).toBe('rows.1.barCode');
    const zero = await postBill(t, f, ORDER, [{ barCode: f.bar.kit, operNumber: '0', depotId: f.depot2 }]);
    expect(zero.status).toBe(400);
    const role = await postBill(t, f, ORDER, [{ barCode: f.bar.kit, operNumber: '1', depotId: f.depot2, mType: '组合件' }]);
    expect(role.status).toBe(400);
    expect(role.body.data.field).toBe('rows.0.mType');
  });

  it('关闭: an audited order becomes 完成 with reason close (已关闭); a draft cannot be closed, nor a closed one received', async () => {
    const draft = await productionOrder(f, '2', '0');
    const refused = await t.call('POST', '/productionOrder/close', { token: f.token, body: { ids: String(draft) } });
    expect(refused.status).toBe(422);
    const id = await productionOrder(f, '2');
    ok(await t.call('POST', '/productionOrder/close', { token: f.token, body: { ids: String(id) } }));
    expect(await head(id)).toMatchObject({ status: '2', close_reason: 'close' });
    const receipt = await postBill(t, f, { type: '入库', subType: '生产入库', linkNumber: (await head(id)).number }, [
      { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
    ]);
    expect(receipt.status).toBe(422);
    expect(receipt.body.data.field).toBe('linkNumber');
    // A closed order cannot be un-audited either.
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(id) } })).status).toBe(422);
  });

  it('以销定产: one draft order per open sales-order line with the BOM copied; nothing left to make → refused', async () => {
    const sale = ok(
      await postBill(t, f, { ...SALE_ORDER, organId: f.customer, status: '1', deliveryTime: '2026-04-01' }, [
        { barCode: f.bar.kit, operNumber: '8', unitPrice: '80' },
        { barCode: f.bar.part, operNumber: '3', unitPrice: '15' },
      ]),
    ).id as number;
    // 2 kits are already on an order made by hand for this sales order.
    const linked = ok(
      await postBill(t, f, { ...ORDER, linkNumber: (await head(sale)).number }, [
        { barCode: f.bar.kit, operNumber: '2', depotId: f.depot2, linkId: await lineId(sale, 0) },
      ]),
    ).id as number;
    const made = ok<{ bills: Array<{ id: number; number: string }> }>(
      await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(sale) } }),
    ).bills;
    expect(made).toHaveLength(2);
    const kitOrder = await items(made[0]!.id);
    expect(kitOrder.map((l) => [l.material_type, num(l.oper_number)])).toEqual([
      ['成品', 6],
      ['原料', 24.48],
      ['原料', 6],
    ]);
    expect(kitOrder[0]!.link_id).toBe(await lineId(sale, 0));
    expect(await head(made[0]!.id)).toMatchObject({ status: '0', organ_id: f.customer, link_number: (await head(sale)).number });
    expect((await items(made[1]!.id)).map((l) => [l.material_type, num(l.oper_number)])).toEqual([['成品', 3]]);
    // The sales order itself is not fulfilled by production orders.
    expect((await head(sale)).status).toBe('1');
    const again = await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(sale) } });
    expect(again.status).toBe(422);
    expect(again.body.data.message).toBe('所选销售订单没有待生产的数量');
    // More than the sales-order line by hand: refused.
    const over = await postBill(t, f, { ...ORDER, linkNumber: (await head(sale)).number }, [
      { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2, linkId: await lineId(sale, 0) },
    ]);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe(85000014);
    // Deleting an order gives its quantity back.
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(linked) } }));
    const back = ok<{ bills: Array<{ id: number }> }>(
      await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(sale) } }),
    ).bills;
    expect(back).toHaveLength(1);
    expect(num((await items(back[0]!.id))[0]!.oper_number)).toBe(2);
  });

  it('以销定产 refuses an un-audited sales order, a non-order bill, and another tenant’s order (as missing)', async () => {
    const draft = ok(await postBill(t, f, { ...SALE_ORDER, organId: f.customer }, [{ barCode: f.bar.kit, operNumber: '1', unitPrice: '80' }])).id as number;
    const res = await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(draft) } });
    expect(res.status).toBe(422);
    const own = await productionOrder(f, '1');
    expect((await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(own) } })).status).toBe(422);
    const foreign = ok(
      await postBill(t, other, { ...SALE_ORDER, organId: other.customer, status: '1' }, [{ barCode: other.bar.kit, operNumber: '1', unitPrice: '8' }]),
    ).id as number;
    const missing = await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: '999999999' } });
    const cross = await t.call('POST', '/productionOrder/fromSaleOrder', { token: f.token, body: { ids: String(foreign) } });
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual(missing.body);
    expect((await t.call('POST', '/productionOrder/close', { token: f.token, body: { ids: String(await productionOrder(other, '1')) } })).status).toBe(404);
  });

  it('needs the 生产订单 page: a receipt clerk may not write, close or make orders, nor read their BOM', async () => {
    const role = await createRole(t, f.tenantId, '入库员', [{ url: '/bill/production_in', btnStr: '1,2' }], '全部数据');
    await createUser(t, f.tenantId, 'prod-in-clerk', role);
    const token = await sessionFor(t, 'prod-in-clerk');
    const res = await postBill(t, f, ORDER, [{ barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 }], undefined, token);
    expect(res.status).toBe(403);
    expect((await t.call('POST', '/productionOrder/close', { token, body: { ids: '1' } })).status).toBe(403);
    expect((await t.call('POST', '/productionOrder/fromSaleOrder', { token, body: { ids: '1' } })).status).toBe(403);
    expect((await t.call('GET', '/productionOrder/bom', { token, query: { materialId: f.material.kit, quantity: '1' } })).status).toBe(403);
  });
});

async function lineId(headId: number, index: number): Promise<string> {
  const rows = await t.db.selectFrom('depot_item').select('id').where('header_id', '=', String(headId)).orderBy('line_no').execute();
  return rows[index]!.id;
}
