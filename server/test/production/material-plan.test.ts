import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../basic/spreadsheet.js';
import { registerTenant } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { kitOrder, ORDER } from './production-fixtures.js';

// 物料计划 (issue 13 item 4, docs/manufacturing.md): for chosen orders, per component the open requirement, stock on
// hand, open purchase-order quantity and the shortfall; 生成采购订单 per supplier; the WuLiao sheet.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;
let supplierB: string;
let o1: { id: number; number: string };
let o2: { id: number; number: string };

const PURCHASE_ORDER = { type: '其它', subType: '采购订单' };

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await registerTenant(t, 'plan-other');
  other = await stockFixture(t, 'plan-other');
  supplierB = (
    await t.db
      .insertInto('supplier')
      .values({ tenant_id: f.tenantId, supplier: `乙供应商${Date.now()}`, type: '供应商' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // 40 screws bought from A, 10 spanners from B.
  ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
      { barCode: f.bar.screw, operNumber: '40', unitPrice: '1', depotId: f.depot1 },
    ]),
  );
  ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: supplierB, accountId: f.account1 }, [
      { barCode: f.bar.part, operNumber: '10', unitPrice: '10', depotId: f.depot1 },
    ]),
  );
  // 10 screws on order from A, 4 of them received: 6 on the way.
  const po = ok(await postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier, status: '1' }, [{ barCode: f.bar.screw, operNumber: '10', unitPrice: '1' }]));
  const poLine = await t.db.selectFrom('depot_item').select('id').where('header_id', '=', String(po.id)).executeTakeFirstOrThrow();
  ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, linkNumber: po.number }, [
      { barCode: f.bar.screw, operNumber: '4', unitPrice: '1', depotId: f.depot1, linkId: poLine.id },
    ]),
  );
  // O1: 10 kits, 4 received (16 screws, 4 spanners used): 6 open. O2: 5 kits.
  o1 = await kitOrder(t, f, 10);
  ok(await postBill(t, f, { type: '入库', subType: '生产入库', linkNumber: o1.number }, [{ barCode: f.bar.kit, operNumber: '4' }]));
  o2 = await kitOrder(t, f, 5);
});
afterAll(async () => t.close());

const plan = (ids: string, token = f.token) => t.call('GET', '/productionOrder/materialPlan', { token, query: { ids } });

describe('物料计划', () => {
  it('per component: open requirement, stock, on order and shortfall, with the supplier of the latest purchase', async () => {
    const rows = ok<{ rows: any[] }>(await plan(`${o1.id},${o2.id}`)).rows;
    const byBar = Object.fromEntries(rows.map((r) => [r.barCode, r]));
    // Screws: 6 × 4 + 5 × 4 = 44 needed, 28 in stock (44 − 16), 6 on order → 10 short, from A.
    expect(byBar[f.bar.screw]).toMatchObject({
      required: '44',
      stock: '28',
      onOrder: '6',
      shortfall: '10',
      supplierId: Number(f.supplier),
      purchasePrice: '1',
    });
    // Spanners: 6 + 5 = 11 needed, 6 in stock → 5 short, from B.
    expect(byBar[f.bar.part]).toMatchObject({ required: '11', stock: '6', onOrder: '0', shortfall: '5', supplierId: Number(supplierB) });
    // One order alone: O2 needs 20 screws, covered by stock and what is on order.
    const one = ok<{ rows: any[] }>(await plan(String(o2.id))).rows;
    expect(one.find((r) => r.barCode === f.bar.screw)).toMatchObject({ required: '20', shortfall: '0' });
  });

  it('生成采购订单: one draft purchase order per supplier for the shortfalls, at the purchase price; a chosen supplier wins', async () => {
    const made = ok<{ bills: Array<{ id: number; number: string; status: string }> }>(
      await t.call('POST', '/productionOrder/purchaseOrders', { token: f.token, body: { ids: `${o1.id},${o2.id}` } }),
    ).bills;
    expect(made).toHaveLength(2);
    const heads = await t.db
      .selectFrom('depot_head')
      .select(['id', 'prefix', 'organ_id', 'status'])
      .where(
        'id',
        'in',
        made.map((b) => String(b.id)),
      )
      .orderBy('id')
      .execute();
    expect(heads.map((h) => [h.prefix, h.organ_id, h.status])).toEqual([
      ['CGDD', f.supplier, '0'],
      ['CGDD', supplierB, '0'],
    ]);
    const lines = await t.db
      .selectFrom('depot_item')
      .select(['header_id', 'material_id', 'oper_number', 'unit_price'])
      .where(
        'header_id',
        'in',
        made.map((b) => String(b.id)),
      )
      .orderBy('header_id')
      .execute();
    expect(lines.map((l) => [l.material_id, Number(l.oper_number), Number(l.unit_price)])).toEqual([
      [f.material.screw, 10, 1],
      [f.material.part, 5, 10],
    ]);
    // Drafts are not yet on order: the plan is unchanged.
    expect(ok<{ rows: any[] }>(await plan(`${o1.id},${o2.id}`)).rows.find((r) => r.barCode === f.bar.screw).shortfall).toBe('10');
    const chosen = ok<{ bills: unknown[] }>(
      await t.call('POST', '/productionOrder/purchaseOrders', {
        token: f.token,
        body: { ids: `${o1.id},${o2.id}`, suppliers: [{ materialId: f.material.part, supplierId: f.supplier }] },
      }),
    ).bills;
    expect(chosen).toHaveLength(1);
  });

  it('refuses a shortfall with no supplier (naming it), nothing short, and orders not open', async () => {
    // A component never bought: no default supplier.
    const res = ok(
      await postBill(t, f, { ...ORDER, status: '1' }, [
        { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
        { barCode: f.bar.nutPiece, operNumber: '3', depotId: f.depot1, mType: '原料' },
      ]),
    );
    const noSupplier = await t.call('POST', '/productionOrder/purchaseOrders', { token: f.token, body: { ids: String(res.id) } });
    expect(noSupplier.status).toBe(400);
    expect(noSupplier.body.data).toMatchObject({ field: 'suppliers', message: '请为螺母选择供应商' });
    const nothing = await t.call('POST', '/productionOrder/purchaseOrders', { token: f.token, body: { ids: String(o2.id) } });
    expect(nothing.status).toBe(422);
    const draft = await kitOrder(t, f, 1, '0');
    expect((await plan(String(draft.id))).status).toBe(422);
    const closed = await kitOrder(t, f, 1);
    ok(await t.call('POST', '/productionOrder/close', { token: f.token, body: { ids: String(closed.id) } }));
    expect((await plan(String(closed.id))).body.data.message).toContain(closed.number);
    const foreign = await kitOrder(t, other, 1);
    const cross = await plan(String(foreign.id));
    const missing = await plan('987654321');
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual(missing.body);
  });

  it('exports the plan as the WuLiao sheet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/productionOrder/exportWuLiao`,
      query: { ids: `${o1.id},${o2.id}` },
      headers: { 'x-access-token': f.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('物料计划'));
    const rows = await readRows(res.rawPayload);
    expect(rows[0]![0]).toContain('物料计划');
    expect(rows[1]).toEqual(['序号', '条码', '物料名称', '规格', '型号', '单位', '需求数量', '库存', '在途', '缺口', '供应商', '采购单价']);
    const screw = rows.find((r) => r[1] === f.bar.screw)!;
    expect([screw[2], screw[6], screw[7], screw[8], screw[9]]).toEqual(['螺丝', '44', '28', '6', '10']);
  });

  it("exports the materials ticked in the plan (WuLiao, body selectedMaterials) with the plan's figures", async () => {
    const ids = `${o1.id},${o2.id}`;
    const rows = (await plan(ids)).body.data.rows as Array<{ materialId: number; barCode: string }>;
    const screw = rows.find((r) => r.barCode === f.bar.screw)!;
    const wuLiao = (body: unknown, token = f.token) =>
      t.app.inject({ method: 'POST', url: `${t.config.apiPrefix}/systemConfig/exportWuLiao`, payload: body as object, headers: { 'x-access-token': token } });
    const res = await wuLiao({ ids, selectedMaterials: [{ materialId: screw.materialId, required: '999', name: 'ignored' }] });
    expect(res.statusCode).toBe(200);
    const sheet = await readRows(res.rawPayload);
    expect(sheet.slice(2).map((r) => [r[1], r[6], r[9]])).toEqual([[f.bar.screw, '44', '10']]);
    const all = await readRows((await wuLiao({ ids })).rawPayload);
    expect(all.length - 2).toBe(rows.length);
    const stranger = await wuLiao({ ids, selectedMaterials: [{ materialId: 987654321 }] });
    expect(stranger.statusCode).toBe(400);
    expect(JSON.parse(stranger.body).data).toMatchObject({ field: 'selectedMaterials.0.materialId' });
    expect((await wuLiao({ ids, selectedMaterials: [] })).statusCode).toBe(400);
    expect((await wuLiao({ ids: String(987654321), selectedMaterials: [{ materialId: screw.materialId }] })).statusCode).toBe(404);
    expect((await wuLiao({ ids, selectedMaterials: [{ materialId: screw.materialId }] }, other.token)).statusCode).toBe(404);
  });
});
