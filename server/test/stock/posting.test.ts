import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addPartner, ledgerOf, ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', multi_account_flag: '1' });
});
afterAll(async () => t.close());

describe('posting stock bills', () => {
  it('a purchase receipt adds stock in base units by delta, with one ledger row per effect', async () => {
    await receive(t, f, f.bar.nutBox, 2, f.depot1, '6');
    expect(await stockOf(t, f, f.material.nut, f.depot1)).toBe('24');
    expect(await ledgerOf(t, f, f.material.nut, f.depot1)).toBe('24');
    const line = await t.db
      .selectFrom('depot_item')
      .select(['oper_number', 'basic_number', 'all_price'])
      .where('tenant_id', '=', f.tenantId)
      .where('material_id', '=', f.material.nut)
      .executeTakeFirstOrThrow();
    expect([Number(line.oper_number), Number(line.basic_number), Number(line.all_price)]).toEqual([2, 24, 12]);
  });

  it('numbers are prefix + 11 digits from the tenant counter of the kind', async () => {
    const id = await receive(t, f, f.bar.screw, 10);
    const head = await t.db.selectFrom('depot_head').select('number').where('id', '=', String(id)).executeTakeFirstOrThrow();
    expect(head.number).toMatch(/^CGRK\d{11}$/);
  });

  it('a sale-out beyond stock is refused naming the material and the depot; nothing is written', async () => {
    const before = await t.db
      .selectFrom('depot_head')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { barCode: f.bar.screw, operNumber: '11', unitPrice: '2', depotId: f.depot1 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(8000004);
    const depot = await t.db.selectFrom('depot').select('name').where('id', '=', f.depot1).executeTakeFirstOrThrow();
    expect(res.body.data.message).toBe(`商品:螺丝(${depot.name})库存不足`);
    const after = await t.db
      .selectFrom('depot_head')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('10');
  });

  it('a sale-out within stock posts; money is checked and stored as magnitudes', async () => {
    const data = ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, discount: '10', changeAmount: '10', debt: '8', totalPrice: '20' }, [
        { barCode: f.bar.screw, operNumber: '10', unitPrice: '2', allPrice: '20', depotId: f.depot1 },
      ]),
    );
    expect(data.number).toMatch(/^XSCK/);
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('0');
    const info = ok(await t.call('GET', '/depotHead/info', { token: f.token, query: { id: data.id } })).info;
    expect(info).toMatchObject({ totalPrice: '20', discountMoney: '2', discountLastMoney: '18', changeAmount: '10', debt: '8', subType: '销售' });
  });

  it('a wrong client amount is refused with the field named', async () => {
    await receive(t, f, f.bar.screw, 5);
    const res = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { barCode: f.bar.screw, operNumber: '2', unitPrice: '2', allPrice: '5', depotId: f.depot1 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('rows.0.allPrice');
  });

  it('a price below the minimum is refused for sales', async () => {
    const res = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { barCode: f.bar.screw, operNumber: '1', unitPrice: '1', depotId: f.depot1 },
    ]);
    expect(res.body.code).toBe(8500018);
  });

  it('purchase and sale bills need a settlement account; multi-account shares must sum', async () => {
    expect((await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier }, [{ barCode: f.bar.screw, operNumber: '1', depotId: f.depot1 }])).body.code).toBe(
      8500007,
    );
    const bad = await postBill(
      t,
      f,
      { ...PURCHASE_IN, organId: f.supplier, changeAmount: '10', accountIdList: JSON.stringify([f.account1, f.account2]), accountMoneyList: '["-6","-3"]' },
      [{ barCode: f.bar.screw, operNumber: '10', unitPrice: '1', depotId: f.depot1 }],
    );
    expect(bad.body.code).toBe(8500008);
    const good = ok(
      await postBill(
        t,
        f,
        { ...PURCHASE_IN, organId: f.supplier, changeAmount: '10', accountIdList: `${f.account1},${f.account2}`, accountMoneyList: '-6,-4' },
        [{ barCode: f.bar.screw, operNumber: '10', unitPrice: '1', depotId: f.depot1 }],
      ),
    );
    const info = ok(await t.call('GET', '/depotHead/info', { token: f.token, query: { id: good.id } })).info;
    expect(info.accountIdList).toBe(`${f.account1},${f.account2}`);
    expect(info.accountMoneyList).toBe('6,4');
    expect(info.accountId).toBeNull();
  });

  it('a transfer moves stock between two depots', async () => {
    const before = Number(await stockOf(t, f, f.material.screw, f.depot1));
    ok(await postBill(t, f, { type: '出库', subType: '调拨' }, [{ barCode: f.bar.screw, operNumber: '3', depotId: f.depot1, anotherDepotId: f.depot2 }]));
    expect(Number(await stockOf(t, f, f.material.screw, f.depot1))).toBe(before - 3);
    expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('3');
    const same = await postBill(t, f, { type: '出库', subType: '调拨' }, [
      { barCode: f.bar.screw, operNumber: '1', depotId: f.depot1, anotherDepotId: f.depot1 },
    ]);
    expect(same.body.code).toBe(8500010);
  });

  it('assembly adds the product and consumes the components; disassembly reverses', async () => {
    await receive(t, f, f.bar.part, 4, f.depot2, '10');
    ok(
      await postBill(t, f, { type: '其它', subType: '组装单' }, [
        { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
        { barCode: f.bar.part, operNumber: '2', depotId: f.depot2 },
      ]),
    );
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('1');
    expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('2');
    ok(
      await postBill(t, f, { type: '其它', subType: '拆卸单' }, [
        { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
        { barCode: f.bar.part, operNumber: '2', depotId: f.depot2 },
      ]),
    );
    expect(await stockOf(t, f, f.material.kit, f.depot2)).toBe('0');
    expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('4');
    const one = await postBill(t, f, { type: '其它', subType: '组装单' }, [{ barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 }]);
    expect(one.body.code).toBe(8500020);
  });

  it('serial numbers are received and issued; an unknown serial is refused', async () => {
    ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.serial, operNumber: '2', unitPrice: '1000', depotId: f.depot1, snList: 'SN1,SN2' },
      ]),
    );
    const missing = await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
      { barCode: f.bar.serial, operNumber: '1', unitPrice: '1000', depotId: f.depot1 },
    ]);
    expect(missing.body.code).toBe(8000003);
    ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.serial, operNumber: '1', unitPrice: '1500', depotId: f.depot1, snList: 'SN1' },
      ]),
    );
    const again = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { barCode: f.bar.serial, operNumber: '1', unitPrice: '1500', depotId: f.depot1, snList: 'SN1' },
    ]);
    expect(again.body.code).toBe(10500001);
  });

  it('batch stock is tracked per batch and refused below zero', async () => {
    ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.batch, operNumber: '5', unitPrice: '3', depotId: f.depot1, batchNumber: 'B1', expirationDate: '2030-01-01' },
      ]),
    );
    const res = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { barCode: f.bar.batch, operNumber: '6', unitPrice: '5', depotId: f.depot1, batchNumber: 'B1' },
    ]);
    expect(res.body.code).toBe(8000004);
    const batch = await t.db
      .selectFrom('stock_batch')
      .select('quantity')
      .where('tenant_id', '=', f.tenantId)
      .where('batch_number', '=', 'B1')
      .executeTakeFirstOrThrow();
    expect(Number(batch.quantity)).toBe(5);
  });

  it('moving-average cost follows purchases by delta and snapshots on sales', async () => {
    await setConfig(t, f, { move_avg_price_flag: '1' });
    await receive(t, f, f.bar.kit, 1, f.depot1, '40');
    await receive(t, f, f.bar.kit, 1, f.depot1, '60');
    const cost = await t.db
      .selectFrom('material_cost')
      .selectAll()
      .where('tenant_id', '=', f.tenantId)
      .where('material_id', '=', f.material.kit)
      .executeTakeFirstOrThrow();
    expect(Number(cost.unit_cost)).toBe(50);
    const sale = ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.kit, operNumber: '1', unitPrice: '80', depotId: f.depot1 },
      ]),
    );
    const line = await t.db.selectFrom('depot_item').select('purchase_unit_price').where('header_id', '=', String(sale.id)).executeTakeFirstOrThrow();
    expect(Number(line.purchase_unit_price)).toBe(50);
    await setConfig(t, f, { move_avg_price_flag: '0' });
  });

  it('分配仓库权限 and 分配客户权限: a bill only in granted depots and, for a customer, to a granted one; a refusal writes nothing', async () => {
    const stockBefore = Number(await stockOf(t, f, f.material.screw, f.depot2));
    await receive(t, f, f.bar.screw, 4, f.depot2);
    const sale = () =>
      postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: '2', totalPrice: '2' }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot2 },
      ]);
    const bills = async () =>
      Number(
        (
          await t.db
            .selectFrom('depot_head')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const grant = (table: 'user_depot' | 'user_customer', row: { depot_id: string } | { supplier_id: string }) =>
      t.db
        .insertInto(table)
        .values({ tenant_id: f.tenantId, user_id: f.userId, ...row } as never)
        .execute();
    const before = await bills();
    await setConfig(t, f, { depot_flag: '1', customer_flag: '1' });
    try {
      const noDepot = await sale();
      expect([noDepot.status, noDepot.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有仓库.+的权限$/)]);
      await grant('user_depot', { depot_id: f.depot2 });
      const noCustomer = await sale();
      expect([noCustomer.status, noCustomer.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有客户.+的权限$/)]);
      expect(await bills()).toBe(before);
      // Suppliers are never restricted; the granted customer goes through.
      await receive(t, f, f.bar.screw, 1, f.depot2);
      await grant('user_customer', { supplier_id: f.customer });
      const granted = ok<{ id: number }>(await sale());
      expect(Number(await stockOf(t, f, f.material.screw, f.depot2))).toBe(stockBefore + 4);
      // An edit moving the bill to a customer not granted is refused the same way, and leaves the bill as it was.
      const elsewhere = await addPartner(t, f.tenantId, '客户', `未授权客户${Date.now()}`);
      const moved = await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id: granted.id, ...SALE_OUT, organId: elsewhere, accountId: f.account1, changeAmount: '4', totalPrice: '4' }),
          rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: '2', unitPrice: '2', depotId: f.depot2 }]),
        },
      });
      expect([moved.status, moved.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有客户未授权客户.+的权限$/)]);
      const kept = await t.db.selectFrom('depot_head').select(['organ_id', 'total_price']).where('id', '=', String(granted.id)).executeTakeFirstOrThrow();
      expect([String(kept.organ_id), Number(kept.total_price)]).toEqual([f.customer, 2]);
      expect(Number(await stockOf(t, f, f.material.screw, f.depot2))).toBe(stockBefore + 4);
    } finally {
      await setConfig(t, f, { depot_flag: '0', customer_flag: '0' });
      await t.db.deleteFrom('user_depot').where('tenant_id', '=', f.tenantId).where('depot_id', '=', f.depot2).execute();
      await t.db.deleteFrom('user_customer').where('tenant_id', '=', f.tenantId).where('supplier_id', '=', f.customer).execute();
    }
  });
});
