import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from './stock-fixtures.js';

// List-level bill flows (issue 6): 待入库/待出库 with 批量入库/出库 under 出入库管理, 以销定购, and
// finishing / cancelling sales orders.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '1', over_link_bill_flag: '0', purchase_by_sale_flag: '1' });
});
afterAll(async () => t.close());

type Rows = { rows: Array<Record<string, any>>; total: number };
const SALE_ORDER = { type: '其它', subType: '销售订单' };
const PURCHASE_ORDER = { type: '其它', subType: '采购订单' };
const head = (id: number) =>
  t.db.selectFrom('depot_head').select(['status', 'purchase_status', 'close_reason', 'remark']).where('id', '=', String(id)).executeTakeFirstOrThrow();
const waiting = (token: string, search: Record<string, string>) =>
  t.call('GET', '/depotHead/waitBillList', { token, query: { search: JSON.stringify(search), currentPage: 1, pageSize: 100 } });
const waitCount = (token: string, search: Record<string, string>) =>
  t.call('GET', '/depotHead/waitBillCount', { token, query: { search: JSON.stringify(search) } });
const batchAdd = (ids: number[], token = f.token) => t.call('POST', '/depotHead/batchAddDepotHeadAndDetail', { token, body: { ids: ids.join(',') } });
const detail = async (id: number, forPrefix?: string, token = f.token) =>
  ok<Rows>(await t.call('GET', '/depotItem/getDetailList', { token, query: { headerId: id, ...(forPrefix ? { forPrefix } : {}) } })).rows;
const IN_WAIT = { type: '入库', subType: '采购,销售退货', status: '1,3' };
const OUT_WAIT = { type: '出库', subType: '销售,采购退货', status: '1,3' };

describe('待入库 / 待出库 under 出入库管理', () => {
  it('an audited purchase receipt waits for every warehouse user, moves no stock, and 批量入库 receives it', async () => {
    const keeper = await createRole(
      t,
      f.tenantId,
      '仓管',
      [
        { url: '/bill/other_in', btnStr: '1' },
        { url: '/bill/other_out', btnStr: '1' },
      ],
      '个人数据',
    );
    await createUser(t, f.tenantId, 'keeper', keeper);
    const keeperToken = await sessionFor(t, 'keeper');
    const audited = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.kit, operNumber: '4', unitPrice: '50', depotId: f.depot1 },
      ]),
    );
    const draft = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.kit, operNumber: '1', unitPrice: '50', depotId: f.depot1 },
      ]),
    );
    // Under 出入库管理 the purchase bill itself moves nothing.
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('0');

    // Another creator's bill is listed for the keeper (a personal-data role), drafts are not.
    const list = ok<Rows>(await waiting(keeperToken, IN_WAIT));
    expect(list.rows.map((r) => r.number)).toContain(audited.number);
    expect(list.rows.map((r) => r.number)).not.toContain(draft.number);
    expect(ok<{ total: number }>(await waitCount(keeperToken, IN_WAIT)).total).toBe(list.total);
    expect(list.rows.find((r) => r.number === audited.number)).toMatchObject({ organName: expect.any(String), materialCount: '4' });
    // Without a warehouse page the waiting lists are closed.
    const clerk = await createRole(t, f.tenantId, '采购员', [{ url: '/bill/purchase_in', btnStr: '1' }]);
    await createUser(t, f.tenantId, 'buyclerk', clerk);
    expect((await waiting(await sessionFor(t, 'buyclerk'), IN_WAIT)).status).toBe(403);

    const [created] = ok<{ bills: Array<{ id: number; number: string }> }>(await batchAdd([audited.id], keeperToken)).bills;
    if (!created) throw new Error('no receipt made');
    expect(created.number).toMatch(/^QTRK\d{11}$/);
    const receipt = ok(await t.call('GET', '/depotHead/info', { token: f.token, query: { id: created.id } })).info;
    expect(receipt).toMatchObject({ prefix: 'QTRK', status: '0', linkNumber: audited.number, organId: null, accountId: null, totalPrice: '0' });
    const [line] = await detail(created.id);
    const [source] = await detail(audited.id);
    expect(line).toMatchObject({ operNumber: '4', unitPrice: '0', linkId: source?.id, depotId: Number(f.depot1) });
    // The receipt moves the stock; the source is 完成入库 and no longer waits.
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('4');
    expect(await ledgerOf(t, f, f.material.kit, f.depot1)).toBe('4');
    expect((await head(audited.id)).status).toBe('2');
    expect(ok<Rows>(await waiting(keeperToken, IN_WAIT)).rows.map((r) => r.number)).not.toContain(audited.number);
    // Deleting the receipt puts the source back in the waiting list and takes the stock out.
    ok(await t.call('DELETE', '/depotHead/delete', { token: keeperToken, query: { id: created.id } }));
    expect((await head(audited.id)).status).toBe('1');
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('0');
  });

  it('refuses sources in the wrong state with the reference messages, and writes nothing', async () => {
    const draft = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.screw, operNumber: '2', unitPrice: '1', depotId: f.depot1 },
      ]),
    );
    const refusedDraft = await batchAdd([draft.id]);
    expect(refusedDraft.status).toBe(422);
    expect(refusedDraft.body).toMatchObject({ code: 8500030, data: { message: `抱歉，单据:${draft.number}最新状态不能进行批量操作` } });

    // A partial receipt (部分入库) must be completed from the 新增 screen.
    const partial = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '10', unitPrice: '1', depotId: f.depot1 },
      ]),
    );
    const [src] = await detail(partial.id, 'QTRK');
    ok(
      await postBill(t, f, { type: '入库', subType: '其它', linkNumber: partial.number }, [
        { barCode: f.bar.screw, operNumber: '3', unitPrice: '0', depotId: f.depot1, linkId: src?.id },
      ]),
    );
    expect((await head(partial.id)).status).toBe('3');
    expect((await detail(partial.id, 'QTRK'))[0]?.finishNumber).toBe('3');
    expect(ok<Rows>(await waiting(f.token, IN_WAIT)).rows.find((r) => r.number === partial.number)?.status).toBe('3');
    const refusedPartial = await batchAdd([partial.id]);
    expect(refusedPartial.body).toMatchObject({ code: 8500028, data: { message: `抱歉，单据:${partial.number}是部分入库状态，需要到新增界面关联单据` } });

    // A batch-tracked product needs its batch chosen on the 新增 screen.
    const batch = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.batch, operNumber: '1', unitPrice: '3', depotId: f.depot1 },
      ]),
    );
    expect((await batchAdd([batch.id])).body.code).toBe(9000006);

    // All or nothing: one bad source in the selection and no receipt is made for the good one.
    const good = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '10', depotId: f.depot1 },
      ]),
    );
    expect((await batchAdd([good.id, draft.id])).body.code).toBe(8500030);
    expect((await head(good.id)).status).toBe('1');
    const made = await t.db.selectFrom('depot_head').select('id').where('link_number', '=', good.number).where('delete_flag', '=', false).execute();
    expect(made).toHaveLength(0);
  });

  it('批量出库 issues a sale; a shortage on the second bill leaves the first unissued too', async () => {
    await setConfig(t, f, { in_out_manage_flag: '0' });
    await receive(t, f, f.bar.nutPiece, 5, f.depot2);
    await setConfig(t, f, { in_out_manage_flag: '1' });
    const sale = (qty: string) =>
      postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.nutPiece, operNumber: qty, unitPrice: '1', depotId: f.depot2 },
      ]);
    const first = ok(await sale('3'));
    const second = ok(await sale('4'));
    expect(await stockOf(t, f, f.material.nut, f.depot2)).toBe('5');
    expect(ok<Rows>(await waiting(f.token, OUT_WAIT)).rows.map((r) => r.number)).toEqual(expect.arrayContaining([first.number, second.number]));

    const short = await batchAdd([first.id, second.id]);
    expect(short.status).toBe(422);
    expect(short.body.code).toBe(8000004);
    expect(await stockOf(t, f, f.material.nut, f.depot2)).toBe('5');
    expect((await head(first.id)).status).toBe('1');

    const [issue] = ok<{ bills: Array<{ id: number; number: string }> }>(await batchAdd([first.id])).bills;
    expect(issue?.number).toMatch(/^QTCK/);
    expect(await stockOf(t, f, f.material.nut, f.depot2)).toBe('2');
    expect(await ledgerOf(t, f, f.material.nut, f.depot2)).toBe('2');
    expect((await head(first.id)).status).toBe('2');
  });

  it('two simultaneous batches of the same bill receive it once', async () => {
    const source = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.part, operNumber: '2', unitPrice: '10', depotId: f.depot2 },
      ]),
    );
    const answers = await Promise.all([batchAdd([source.id]), batchAdd([source.id])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.body.code).toBe(8500030);
    expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('2');
  });

  it("批量入库/出库 needs the made kind's edit button and the source's depot, never reaches another tenant, and a refusal writes nothing", async () => {
    const source = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '10', depotId: f.depot1 },
      ]),
    );
    const made = async () =>
      (await t.db.selectFrom('depot_head').select('id').where('link_number', '=', source.number).where('delete_flag', '=', false).execute()).length;
    // 其它出库 only: a purchase receipt waits for 入库, which this user may not write.
    const outLogin = unique('outonly');
    await createUser(t, f.tenantId, outLogin, await createRole(t, f.tenantId, unique('只出库'), [{ url: '/bill/other_out', btnStr: '1' }]));
    // A bill the caller's waiting lists do not show reads as a missing one: not batchable, not forbidden (docs/decisions.md).
    const unlisted = await batchAdd([source.id], await sessionFor(t, outLogin));
    expect(unlisted.status).toBe(422);
    expect(unlisted.body).toMatchObject({ code: 8500030, data: { message: `抱歉，单据:${source.id}最新状态不能进行批量操作` } });
    // Another tenant (出入库管理 on there too) cannot reach the bill either.
    const otherLogin = unique('inoutother');
    const other = await registerTenant(t, otherLogin);
    await t.db.updateTable('system_config').set({ in_out_manage_flag: '1' }).where('tenant_id', '=', other.tenantId).execute();
    const foreign = await batchAdd([source.id], await sessionFor(t, otherLogin));
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe(8500030);
    // Under 分配仓库权限 a keeper receives only into the depots granted to them.
    const keeperLogin = unique('depotkeeper');
    const keeperId = await createUser(
      t,
      f.tenantId,
      keeperLogin,
      await createRole(t, f.tenantId, unique('仓管'), [
        { url: '/bill/other_in', btnStr: '1' },
        { url: '/bill/other_out', btnStr: '1' },
      ]),
    );
    const keeperToken = await sessionFor(t, keeperLogin);
    await setConfig(t, f, { depot_flag: '1' });
    try {
      expect(ok<Rows>(await waiting(keeperToken, IN_WAIT)).rows.map((r) => r.number)).not.toContain(source.number);
      const outside = await batchAdd([source.id], keeperToken);
      expect(outside.status).toBe(422);
      expect(outside.body).toMatchObject({ code: 8500030, data: { message: `抱歉，单据:${source.id}最新状态不能进行批量操作` } });
      expect(await made()).toBe(0);
      expect((await head(source.id)).status).toBe('1');
      await t.db.insertInto('user_depot').values({ tenant_id: f.tenantId, user_id: keeperId, depot_id: f.depot1 }).execute();
      ok(await batchAdd([source.id], keeperToken));
      expect(await made()).toBe(1);
    } finally {
      await setConfig(t, f, { depot_flag: '0' });
    }
  });

  it('without 出入库管理 there is nothing to batch', async () => {
    await setConfig(t, f, { in_out_manage_flag: '0' });
    const bill = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '1', depotId: f.depot1 },
      ]),
    );
    expect((await batchAdd([bill.id])).status).toBe(422);
    await setConfig(t, f, { in_out_manage_flag: '1' });
  });
});

describe('以销定购', () => {
  it('purchase orders cover what a sales order still needs; its 采购进度 follows them', async () => {
    const order = ok(await postBill(t, f, { ...SALE_ORDER, organId: f.customer, status: '1' }, [{ barCode: f.bar.screw, operNumber: '10', unitPrice: '2' }]));
    // A buyer holding only the purchase-order page picks it: any creator, partner and money masked.
    const buyer = await createRole(t, f.tenantId, '以销定购采购', [{ url: '/bill/purchase_order', btnStr: '1,2' }], '个人数据');
    await createUser(t, f.tenantId, 'buyer', buyer);
    const buyerToken = await sessionFor(t, 'buyer');
    const picker = { type: '其它', subType: '销售订单', status: '1,3', purchaseStatus: '0,3' };
    const picked = ok<Rows>(
      await t.call('GET', '/depotHead/list', { token: buyerToken, query: { search: JSON.stringify(picker), currentPage: 1, pageSize: 50 } }),
    );
    expect(picked.rows.find((r) => r.number === order.number)).toMatchObject({ organName: '****', totalPrice: null, purchaseStatus: '0' });
    expect(
      (await t.call('GET', '/depotHead/list', { token: buyerToken, query: { search: JSON.stringify({ type: '其它', subType: '销售订单' }) } })).status,
    ).toBe(403);
    const [line] = await detail(order.id, 'CGDD', buyerToken);
    // The buyer sees the purchase price, never the customer's.
    expect(line).toMatchObject({ operNumber: '10', finishNumber: '0', unitPrice: '0', allPrice: '0', purchaseDecimal: '1' });
    expect(await detail(order.id, undefined, buyerToken)).toEqual([]);

    const buy = (qty: string, token = buyerToken) =>
      postBill(
        t,
        f,
        { ...PURCHASE_ORDER, organId: f.supplier, linkNumber: order.number, status: '1' },
        [{ barCode: f.bar.screw, operNumber: qty, unitPrice: '1', linkId: line?.id }],
        undefined,
        token,
      );
    const first = ok(await buy('4'));
    expect((await head(order.id)).purchase_status).toBe('3');
    expect((await detail(order.id, 'CGDD', buyerToken))[0]?.finishNumber).toBe('4');
    // The order's own status (销售) is untouched by purchases.
    expect((await head(order.id)).status).toBe('1');
    expect((await buy('7')).body.code).toBe(85000014);
    const second = ok(await buy('6'));
    expect((await head(order.id)).purchase_status).toBe('2');
    // Fully bought: no longer offered, cannot be un-audited or cancelled.
    const after = ok<Rows>(
      await t.call('GET', '/depotHead/list', { token: buyerToken, query: { search: JSON.stringify(picker), currentPage: 1, pageSize: 50 } }),
    );
    expect(after.rows.map((r) => r.number)).not.toContain(order.number);
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(order.id) } })).body.code).toBe(8500026);
    expect((await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: String(order.id) } })).body.code).toBe(8500041);
    // Un-auditing and deleting a purchase order hands its quantity back.
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(second.id) } }));
    ok(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: second.id } }));
    expect((await head(order.id)).purchase_status).toBe('3');
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(order.id) } })).body.code).toBe(8500027);
    // 强制结单-以销定购 closes the rest.
    ok(await t.call('POST', '/depotHead/forceClosePurchaseBatch', { token: f.token, body: { ids: String(order.id) } }));
    expect((await head(order.id)).purchase_status).toBe('2');
    expect(first.number).toMatch(/^CGDD/);
  });

  it('a purchase order linked from its editor (关联订单 picked on edit) sets 部分/完成采购, and moving the link frees the first order', async () => {
    const saleOrder = async () =>
      ok(await postBill(t, f, { ...SALE_ORDER, organId: f.customer, status: '1' }, [{ barCode: f.bar.kit, operNumber: '5', unitPrice: '80' }]));
    const [a, b] = [await saleOrder(), await saleOrder()];
    // Saved first without a link, as a draft; the editor then picks 关联订单 and saves (the blank 关联请购单 sent as "").
    const draft = ok(await postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier }, [{ barCode: f.bar.kit, operNumber: '1', unitPrice: '50' }]));
    const update = async (order: { id: number; number: string }, qty: string) => {
      const [line] = await detail(order.id, 'CGDD');
      return t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id: draft.id, ...PURCHASE_ORDER, organId: f.supplier, linkNumber: order.number, linkApply: '' }),
          rows: JSON.stringify([{ barCode: f.bar.kit, operNumber: qty, unitPrice: '50', linkId: line?.id }]),
        },
      });
    };
    ok(await update(a, '3'));
    expect((await head(a.id)).purchase_status).toBe('3');
    ok(await update(a, '5'));
    expect((await head(a.id)).purchase_status).toBe('2');
    // 关联订单 changed to another sales order: the first one has nothing bought any more.
    ok(await update(b, '5'));
    expect((await head(a.id)).purchase_status).toBe('0');
    expect((await head(b.id)).purchase_status).toBe('2');
    expect((await detail(a.id, 'CGDD'))[0]?.finishNumber).toBe('0');
  });

  it('is refused while 以销定购 is off, and for sales orders that are not open', async () => {
    const order = ok(await postBill(t, f, { ...SALE_ORDER, organId: f.customer, status: '1' }, [{ barCode: f.bar.part, operNumber: '2', unitPrice: '15' }]));
    const [line] = await detail(order.id, 'CGDD');
    const buy = () =>
      postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier, linkNumber: order.number }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '10', linkId: line?.id },
      ]);
    await setConfig(t, f, { purchase_by_sale_flag: '0' });
    const off = await buy();
    expect(off.status).toBe(422);
    expect(off.body.data.message).toBe('抱歉，未开启以销定购，采购订单不能关联销售订单');
    await setConfig(t, f, { purchase_by_sale_flag: '1' });
    ok(await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: String(order.id) } }));
    expect((await buy()).body.code).toBe(8500040);
  });
});

describe('sales orders: 完成 and 取消', () => {
  it('follow the order state, need the edit button on 销售订单, and close for good', async () => {
    await setConfig(t, f, { in_out_manage_flag: '0' });
    await receive(t, f, f.bar.nutPiece, 10);
    const order = (status: '0' | '1') =>
      postBill(t, f, { ...SALE_ORDER, organId: f.customer, status, remark: '加急' }, [{ barCode: f.bar.nutPiece, operNumber: '5', unitPrice: '1' }]);
    const finish = (id: number, token = f.token) => t.call('POST', '/depotHead/finishSaleOrder', { token, body: { ids: String(id) } });
    const cancel = (id: number, token = f.token) => t.call('POST', '/depotHead/cancelSaleOrder', { token, body: { ids: String(id) } });

    const draft = ok(await order('0'));
    expect((await cancel(draft.id)).body).toMatchObject({ code: 8500042, data: { message: `抱歉，单据:${draft.number}在该状态不能进行此操作` } });
    const open = ok(await order('1'));
    expect((await finish(open.id)).body.code).toBe(8500042);

    // A viewer without the edit button may do neither.
    const viewer = await createRole(t, f.tenantId, '订单查看', [{ url: '/bill/sale_order', btnStr: '' }]);
    await createUser(t, f.tenantId, 'orderviewer', viewer);
    const viewerToken = await sessionFor(t, 'orderviewer');
    expect((await cancel(open.id, viewerToken)).status).toBe(403);
    expect((await finish(open.id, viewerToken)).status).toBe(403);
    // Only sales orders: a purchase order id is refused.
    const po = ok(
      await postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier, status: '1' }, [{ barCode: f.bar.nutPiece, operNumber: '1', unitPrice: '1' }]),
    );
    expect((await cancel(po.id)).body.code).toBe(8500042);

    // Batch: both in one call, all or nothing.
    const another = ok(await order('1'));
    expect((await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: `${another.id},${draft.id}` } })).body.code).toBe(8500042);
    expect((await head(another.id)).status).toBe('1');
    ok(await t.call('POST', '/depotHead/cancelSaleOrder', { token: f.token, body: { ids: `${another.id},${open.id}` } }));
    expect(await head(open.id)).toMatchObject({ status: '2', close_reason: 'cancel' });
    const listed = ok<Rows>(
      await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify({ ...SALE_ORDER, number: open.number }) } }),
    ).rows[0];
    expect(listed).toMatchObject({ status: '2', closeReason: 'cancel' });
    // A cancelled order can no longer be delivered against, un-audited or deleted.
    const [line] = await detail(open.id);
    const sale = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: open.number }, [
      { barCode: f.bar.nutPiece, operNumber: '1', unitPrice: '1', depotId: f.depot1, linkId: line?.id },
    ]);
    expect(sale.body.code).toBe(8500040);
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(open.id) } })).body.code).toBe(8500013);
    expect((await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: open.id } })).body.code).toBe(8500011);

    // 完成 after a partial delivery: the rest is not delivered and a later delivery cannot reopen it.
    const partly = ok(await order('1'));
    const [pl] = await detail(partly.id);
    const delivery = ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: partly.number }, [
        { barCode: f.bar.nutPiece, operNumber: '2', unitPrice: '1', depotId: f.depot1, linkId: pl?.id },
      ]),
    );
    expect((await head(partly.id)).status).toBe('3');
    ok(await finish(partly.id));
    // The user's remark is kept, the closing appended.
    expect(await head(partly.id)).toMatchObject({ status: '2', close_reason: 'finish', remark: '加急[完成订单]' });
    ok(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: delivery.id } }));
    expect((await head(partly.id)).status).toBe('2');
  });
});
