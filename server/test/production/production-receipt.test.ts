import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTenant } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  ledgerOf,
  ok,
  postBill,
  PURCHASE_IN,
  receive,
  SALE_OUT,
  setConfig,
  stockFixture,
  stockOf,
  type Line,
  type StockFixture,
} from '../stock/stock-fixtures.js';
import { kitOrder, kitReceipt, ORDER, RECEIPT } from './production-fixtures.js';

// 生产入库 (issue 13 item 5, docs/manufacturing.md): receives the 成品 against an audited production order and consumes
// its 原料 in the same transaction; the finished goods cost what the components took; partial receipts make the order
// 部分入库, then 完成; un-audit and delete restore both sides; concurrent receipts cannot over-receive; receipts written at the
// same time as the stock bills of their materials cannot deadlock (on PostgreSQL concurrently; PGlite takes them in turn).

let t: TestApp;
let f: StockFixture;
let other: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await registerTenant(t, 'receipt-other');
  other = await stockFixture(t, 'receipt-other');
  // Components in stock: 200 screws at 1.00 and 50 spanners at 10.00 (moving average).
  await receive(t, f, f.bar.screw, 200, f.depot1, '1');
  await receive(t, f, f.bar.part, 50, f.depot1, '10');
});
afterAll(async () => t.close());

const head = (id: number | string) =>
  t.db.selectFrom('depot_head').select(['status', 'number', 'stock_applied']).where('id', '=', String(id)).executeTakeFirstOrThrow();
const items = (id: number | string) =>
  t.db
    .selectFrom('depot_item')
    .select(['material_id', 'material_type', 'oper_number', 'unit_price', 'all_price', 'link_id', 'depot_id', 'batch_number'])
    .where('header_id', '=', String(id))
    .where('delete_flag', '=', false)
    .orderBy('line_no')
    .execute();
const cost = async (materialId: string) => {
  const row = await t.db.selectFrom('material_cost').select(['quantity', 'value', 'unit_cost']).where('material_id', '=', materialId).executeTakeFirst();
  return row ? { quantity: Number(row.quantity), value: Number(row.value), unitCost: Number(row.unit_cost) } : undefined;
};
const setStatus = (id: number, status: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: String(id) } });

describe('生产入库', () => {
  it('consumes the order’s components in proportion, receives the product at their cost; 部分入库, then 完成入库', async () => {
    const o = await kitOrder(t, f, 10);
    const costBefore = (await cost(f.material.kit))?.value ?? 0;
    const first = ok(await kitReceipt(t, f, o.number, 4)).id as number;
    // 4 kits: 16 screws and 4 spanners out of depot 1, 4 kits into depot 2 (the order's depot).
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('184');
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('46');
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('4');
    expect(await ledgerOf(t, f, f.material.kit, f.depot2)).toBe('4');
    // Cost: 16 × 1.00 + 4 × 10.00 = 56.00 → 14.00 a kit; the lines show the values.
    const lines = await items(first);
    expect(lines.map((l) => [l.material_type, Number(l.oper_number), Number(l.all_price), Number(l.unit_price)])).toEqual([
      ['成品', 4, 56, 14],
      ['原料', 16, 16, 1],
      ['原料', 4, 40, 10],
    ]);
    expect(lines[0]!.link_id).not.toBeNull();
    expect((await cost(f.material.kit))!.value - costBefore).toBe(56);
    expect((await cost(f.material.kit))!.unitCost).toBe(14);
    expect(await cost(f.material.screw)).toMatchObject({ quantity: 184, value: 184 });
    expect((await head(o.id)).status).toBe('3');
    // The rest with what was actually taken: 25 screws (one spoilt) and 6 spanners → 25 + 60 = 85 for 6 kits.
    const second = ok(
      await kitReceipt(t, f, o.number, 6, [
        { barCode: f.bar.screw, operNumber: '25', depotId: f.depot1, mType: '原料' },
        { barCode: f.bar.part, operNumber: '6', depotId: f.depot1, mType: '原料' },
      ]),
    ).id as number;
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('159');
    expect(Number((await items(second))[0]!.all_price)).toBe(85);
    expect((await head(o.id)).status).toBe('2');
    expect(await cost(f.material.kit)).toMatchObject({ quantity: 10, value: 141 });
    const [row] = ok<{ rows: any[] }>(
      await t.call('GET', '/depotHead/list', {
        token: f.token,
        query: { search: JSON.stringify({ ...ORDER, number: o.number }), currentPage: 1, pageSize: 10 },
      }),
    ).rows;
    expect(row.status).toBe('2');
    // Nothing more can be received, and a completed order cannot be linked at all.
    const more = await kitReceipt(t, f, o.number, 1);
    expect(more.status).toBe(422);
    expect(more.body.data.field).toBe('linkNumber');

    // Deleting the first receipt (a draft: saved without audit) gives back both sides and reopens the order.
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(first) } }));
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('175');
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('44');
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('6');
    expect(await cost(f.material.kit)).toMatchObject({ quantity: 6, value: 85 });
    expect(await cost(f.material.screw)).toMatchObject({ quantity: 175, value: 175 });
    expect((await head(o.id)).status).toBe('3');
    // An audited order with receipts cannot be un-audited.
    expect((await setStatus(o.id, '0')).status).toBe(422);
  });

  it('under 强审核 posts at audit and withdraws at un-audit, both sides', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const o = await kitOrder(t, f, 2);
      const before = [await stockOf(t, f, f.material.screw, f.depot1), await stockOf(t, f, f.material.kit, f.depot2)];
      const id = ok(await kitReceipt(t, f, o.number, 2)).id as number;
      expect([await stockOf(t, f, f.material.screw, f.depot1), await stockOf(t, f, f.material.kit, f.depot2)]).toEqual(before);
      ok(await setStatus(id, '1'));
      expect(Number(await stockOf(t, f, f.material.screw, f.depot1))).toBe(Number(before[0]) - 8);
      expect(Number(await stockOf(t, f, f.material.kit, f.depot2))).toBe(Number(before[1]) + 2);
      expect((await head(o.id)).status).toBe('2');
      ok(await setStatus(id, '0'));
      expect([await stockOf(t, f, f.material.screw, f.depot1), await stockOf(t, f, f.material.kit, f.depot2)]).toEqual(before);
      expect((await head(id)).stock_applied).toBe(false);
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });

  it('refuses a component shortage (negative-stock rule) leaving nothing written', async () => {
    const o = await kitOrder(t, f, 1000);
    const before = await stockOf(t, f, f.material.kit, f.depot2);
    const res = await kitReceipt(t, f, o.number, 1000);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(8000004);
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe(before);
    expect((await head(o.id)).status).toBe('1');
  });

  it('honours batches: a batch-tracked component needs its batch and leaves that batch', async () => {
    ok(
      await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.batch, operNumber: '10', unitPrice: '3', depotId: f.depot1, batchNumber: 'B1', expirationDate: '2027-01-01' },
      ]),
    );
    const o = ok(
      await postBill(t, f, { ...ORDER, status: '1' }, [
        { barCode: f.bar.kit, operNumber: '2', depotId: f.depot2 },
        { barCode: f.bar.batch, operNumber: '4', depotId: f.depot1, mType: '原料' },
      ]),
    );
    const noBatch = await kitReceipt(t, f, o.number as string, 2);
    expect(noBatch.status).toBe(422);
    expect(noBatch.body.data.field).toBe('rows.1.batchNumber');
    const id = ok(
      await kitReceipt(t, f, o.number as string, 2, [{ barCode: f.bar.batch, operNumber: '4', depotId: f.depot1, batchNumber: 'B1', mType: '原料' }]),
    ).id as number;
    const batch = await t.db
      .selectFrom('stock_batch')
      .select('quantity')
      .where('material_id', '=', f.material.batch)
      .where('batch_number', '=', 'B1')
      .executeTakeFirstOrThrow();
    expect(Number(batch.quantity)).toBe(6);
    expect(Number((await items(id))[0]!.all_price)).toBe(12);
  });

  it('honours serials: a serial-tracked product made is received with its serials, withdrawn when the receipt goes', async () => {
    const o = ok(
      await postBill(t, f, { ...ORDER, status: '1' }, [
        { barCode: f.bar.serial, operNumber: '2', depotId: f.depot2 },
        { barCode: f.bar.part, operNumber: '2', depotId: f.depot1, mType: '原料' },
      ]),
    );
    const phone = (components: Line[], snList?: string) =>
      postBill(t, f, { ...RECEIPT, linkNumber: o.number }, [{ barCode: f.bar.serial, operNumber: '2', ...(snList ? { snList } : {}) }, ...components]);
    const none = await phone([]);
    expect(none.status).toBe(422);
    expect(none.body.data.field).toBe('rows.0.snList');
    const sn = `SN${Date.now()}`;
    const id = ok(await phone([], `${sn}-1,${sn}-2`)).id as number;
    const inStock = () =>
      t.db
        .selectFrom('serial_number')
        .select('serial_number')
        .where('material_id', '=', f.material.serial)
        .where('serial_number', 'like', `${sn}%`)
        .where('delete_flag', '=', false)
        .where('is_sell', '=', false)
        .execute();
    expect(await inStock()).toHaveLength(2);
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(id) } }));
    expect(await inStock()).toHaveLength(0);
  });

  it('refuses a receipt without an order, of another product, or of an un-audited or foreign order', async () => {
    const none = await postBill(t, f, RECEIPT, [{ barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 }]);
    expect(none.status).toBe(400);
    expect(none.body.data.field).toBe('linkNumber');
    const o = await kitOrder(t, f, 3);
    const wrong = await postBill(t, f, { ...RECEIPT, linkNumber: o.number }, [{ barCode: f.bar.part, operNumber: '1', depotId: f.depot2 }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.field).toBe('rows.0.barCode');
    const draft = await kitOrder(t, f, 3, '0');
    expect((await kitReceipt(t, f, draft.number, 1)).status).toBe(422);
    // Numbers are per tenant: the other tenant's order gets a number this tenant does not have.
    const foreign = ok(
      await postBill(t, other, { ...ORDER, status: '1', number: 'SCDD77777777777' }, [{ barCode: other.bar.kit, operNumber: '3', depotId: other.depot2 }]),
    ) as { number: string };
    expect(foreign.number).toBe('SCDD77777777777');
    const cross = await kitReceipt(t, f, foreign.number, 1);
    const missing = await kitReceipt(t, f, 'SCDD99999999999', 1);
    expect(cross.status).toBe(422);
    expect(cross.body.data.field).toBe('linkNumber');
    expect(cross.body.data.message).toBe(missing.body.data.message.replace('SCDD99999999999', foreign.number));
  });

  it('two simultaneous receipts against one order cannot receive more than ordered', async () => {
    const o = await kitOrder(t, f, 5);
    const results = await Promise.all([kitReceipt(t, f, o.number, 3), kitReceipt(t, f, o.number, 3), kitReceipt(t, f, o.number, 3)]);
    const done = results.filter((r) => r.status === 200);
    expect(done).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(85000014);
    }
    const received = await t.db
      .selectFrom('depot_item')
      .select((eb) => eb.fn.sum<string>('basic_number').as('q'))
      .where('link_id', 'in', t.db.selectFrom('depot_item').select('id').where('header_id', '=', String(o.id)))
      .where('delete_flag', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(received.q)).toBe(3);
    expect((await head(o.id)).status).toBe('3');
  });

  it('receipts, edits, audits and deletes of receipts, sales and purchases of their materials, all at once: no deadlock, stock equals the ledger', async () => {
    // Stock of their own for the rounds, beside what the tests above left.
    await receive(t, f, f.bar.screw, 100_000, f.depot1, '1');
    await receive(t, f, f.bar.part, 20_000, f.depot1, '10');
    const order = await kitOrder(t, f, 10_000);
    const receipt = async (quantity: number) => ok<{ id: number }>(await kitReceipt(t, f, order.number, quantity)).id;
    // The sale takes the spanner before the screw and the kit: the other line order from the receipt's.
    const sale = () =>
      postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '20', depotId: f.depot1 },
        { barCode: f.bar.screw, operNumber: '2', unitPrice: '2', depotId: f.depot1 },
        { barCode: f.bar.kit, operNumber: '1', unitPrice: '50', depotId: f.depot2 },
      ]);
    const purchase = () =>
      postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '3', unitPrice: '11', depotId: f.depot1 },
        { barCode: f.bar.screw, operNumber: '5', unitPrice: '1', depotId: f.depot1 },
      ]);
    const edit = (id: number, quantity: number) =>
      t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id, ...RECEIPT, linkNumber: order.number }),
          rows: JSON.stringify([{ barCode: f.bar.kit, operNumber: String(quantity) }]),
        },
      });
    const remove = (id: number) => t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id } });
    // Kits in depot 2 for the sales to take.
    await receipt(50);
    for (let round = 0; round < 10; round += 1) {
      const [edited, audited, removed] = [await receipt(2), await receipt(2), await receipt(2)];
      const answers = await Promise.all([
        kitReceipt(t, f, order.number, 3),
        sale(),
        edit(edited, 4),
        setStatus(audited, '1'),
        purchase(),
        remove(removed),
        kitReceipt(t, f, order.number, 1),
        sale(),
      ]);
      for (const res of answers) expect(res.status, res.text).toBe(200);
    }
    for (const [material, depot] of [
      [f.material.kit, f.depot2],
      [f.material.screw, f.depot1],
      [f.material.part, f.depot1],
    ] as const)
      expect(await stockOf(t, f, material, depot)).toBe(await ledgerOf(t, f, material, depot));
  });
});
