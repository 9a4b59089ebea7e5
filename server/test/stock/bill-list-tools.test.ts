import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

// The list filters of screens §3.2 (结算账户, 销售人员, 关联请购单/订单, 本次欠款, 最终欠款), 修改备注 (quickEdit)
// and the repairs 修正欠款 / 修正剩余订金, whose figures posting keeps current — deleting a linked bill too.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', multi_account_flag: '1', purchase_by_sale_flag: '0' });
});
afterAll(async () => t.close());

type Rows = { rows: Array<Record<string, any>>; total: number };
const SALE_ORDER = { type: '其它', subType: '销售订单' };
const PURCHASE_ORDER = { type: '其它', subType: '采购订单' };
const APPLY = { type: '其它', subType: '请购单' };
const list = async (search: Record<string, unknown>, token = f.token) =>
  ok<Rows>(await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify(search), currentPage: 1, pageSize: 100 } }));
const numbers = async (search: Record<string, unknown>, token = f.token) => (await list(search, token)).rows.map((r) => r.number as string).sort();
const stored = (id: number) =>
  t.db.selectFrom('depot_head').select(['remark', 'number', 'status', 'last_debt', 'last_deposit']).where('id', '=', String(id)).executeTakeFirstOrThrow();
const person = async (name: string) =>
  (
    await t.db
      .insertInto('person')
      .values({ tenant_id: f.tenantId, type: '销售员', name: unique(name) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const sell = (info: Record<string, unknown>, qty = '1', token = f.token) =>
  postBill(
    t,
    f,
    { ...SALE_OUT, organId: f.customer, accountId: f.account1, ...info },
    [{ barCode: f.bar.screw, operNumber: qty, unitPrice: '10', depotId: f.depot1 }],
    undefined,
    token,
  );

describe('list filters', () => {
  it("结算账户 finds the head account and multi-account shares; 销售人员 matches one of the bill's salesmen", async () => {
    await receive(t, f, f.bar.screw, 50);
    const [zhang, li] = [await person('张'), await person('李')];
    const cash = ok(await sell({ salesMan: `${zhang},${li}` }));
    const split = ok(
      await sell({ accountId: undefined, accountIdList: [f.account1, f.account2], accountMoneyList: ['4', '6'], changeAmount: '10', salesMan: li }),
    );
    const bank = ok(await sell({ accountId: f.account2 }));
    expect(await numbers({ ...SALE_OUT, accountId: f.account2 })).toEqual([split.number, bank.number].sort());
    expect(await numbers({ ...SALE_OUT, accountId: f.account1 })).toEqual([cash.number, split.number].sort());
    expect(await numbers({ ...SALE_OUT, salesMan: zhang })).toEqual([cash.number]);
    expect(await numbers({ ...SALE_OUT, salesMan: li })).toEqual([cash.number, split.number].sort());
    expect(await numbers({ ...SALE_OUT, salesMan: li, accountId: f.account2 })).toEqual([split.number]);
    // The row names the salesmen and the shares.
    const row = (await list({ ...SALE_OUT, number: split.number })).rows[0];
    expect(row).toMatchObject({ salesManStr: expect.stringContaining('李'), accountIdList: `${f.account1},${f.account2}` });
    // Bad filter values are refused with the field, never a 500.
    const bad = await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify({ ...SALE_OUT, salesMan: 'x' }) } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('search.salesMan');
    expect((await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify({ ...SALE_OUT, hasDebt: '2' }) } })).body.data.field).toBe(
      'search.hasDebt',
    );
  });

  it('filters keep the data scope: a personal role filtering by salesman or account sees only its own bills', async () => {
    const seller = await person('王');
    const role = await createRole(t, f.tenantId, unique('销售员'), [{ url: '/bill/sale_out', btnStr: '1' }], '个人数据');
    await createUser(t, f.tenantId, 'scopeseller', role);
    const token = await sessionFor(t, 'scopeseller');
    const mine = ok(await sell({ salesMan: seller, accountId: f.account2 }, '1', token));
    const theirs = ok(await sell({ salesMan: seller, accountId: f.account2 }));
    expect(await numbers({ ...SALE_OUT, salesMan: seller }, token)).toEqual([mine.number]);
    expect(await numbers({ ...SALE_OUT, accountId: f.account2, hasDebt: '0' }, token)).toEqual([mine.number]);
    expect(await numbers({ ...SALE_OUT, salesMan: seller })).toEqual([mine.number, theirs.number].sort());
  });

  it('关联请购单 and 关联订单 filter purchase orders; 本次欠款 and 最终欠款 are separate filters on stored figures', async () => {
    const apply = ok(await postBill(t, f, { ...APPLY, status: '1' }, [{ barCode: f.bar.part, operNumber: '3' }]));
    const [applyLine] = ok<Rows>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: apply.id } })).rows;
    const order = ok(
      await postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier, linkApply: apply.number, status: '1' }, [
        { barCode: f.bar.part, operNumber: '3', unitPrice: '10', linkId: applyLine?.id },
      ]),
    );
    const plain = ok(await postBill(t, f, { ...PURCHASE_ORDER, organId: f.supplier }, [{ barCode: f.bar.part, operNumber: '1', unitPrice: '10' }]));
    expect(await numbers({ ...PURCHASE_ORDER, linkApply: apply.number })).toEqual([order.number]);
    expect(await numbers({ ...PURCHASE_ORDER, linkApply: apply.number.slice(-6) })).toEqual([order.number]);
    expect(await numbers({ ...PURCHASE_ORDER, number: plain.number, linkApply: apply.number })).toEqual([]);
    const [orderLine] = ok<Rows>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: order.id } })).rows;
    const owing = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, changeAmount: '5', linkNumber: order.number }, [
        { barCode: f.bar.part, operNumber: '2', unitPrice: '10', depotId: f.depot1, linkId: orderLine?.id },
      ]),
    );
    const paid = ok(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '10', depotId: f.depot1 },
      ]),
    );
    expect(await numbers({ ...PURCHASE_IN, linkNumber: order.number })).toEqual([owing.number]);
    const ours = (search: Record<string, unknown>) =>
      numbers({ ...PURCHASE_IN, organId: f.supplier, ...search }).then((n) => n.filter((x) => [owing.number, paid.number].includes(x)));
    expect(await ours({ hasDebt: '1' })).toEqual([owing.number]);
    expect(await ours({ hasDebt: '0' })).toEqual([paid.number]);
    expect(await ours({ hasLastDebt: '1' })).toEqual([owing.number]);
    expect((await list({ ...PURCHASE_IN, number: owing.number })).rows[0]).toMatchObject({ debt: '15', lastDebt: '15', needInMoney: '20' });
    // 最终欠款 reads the stored final debt, not 本次欠款: a settled bill (as finance will record) leaves 有最终欠款.
    await t.db.updateTable('depot_head').set({ last_debt: '0' }).where('id', '=', String(owing.id)).execute();
    expect(await ours({ hasLastDebt: '1' })).toEqual([]);
    expect(await ours({ hasLastDebt: '0', hasDebt: '1' })).toEqual([owing.number]);
  });
});

describe('修改备注 (quickEdit)', () => {
  it('changes only the remark, on any status, and logs the old one', async () => {
    const bill = ok(await sell({ status: '1', remark: '旧备注' }));
    const before = await stored(bill.id);
    const res = ok(
      await t.call('PUT', '/depotHead/quickEdit', { token: f.token, body: { id: bill.id, remark: '  新备注  ', number: 'XSCK99999999999', status: '0' } }),
    );
    expect(res.message).toBe('保存成功');
    expect(await stored(bill.id)).toEqual({ ...before, remark: '新备注' });
    const logged = await t.db
      .selectFrom('operation_log')
      .select('content')
      .where('tenant_id', '=', f.tenantId)
      .where('content', 'like', `修改备注${bill.number}%`)
      .executeTakeFirst();
    expect(logged?.content).toBe(`修改备注${bill.number}，原备注：旧备注`);
    ok(await t.call('PUT', '/depotHead/quickEdit', { token: f.token, body: { id: bill.id, remark: '' } }));
    expect((await stored(bill.id)).remark).toBeNull();
    const long = await t.call('PUT', '/depotHead/quickEdit', { token: f.token, body: { id: bill.id, remark: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.body.data.field).toBe('remark');
  });

  it("needs the edit button of the bill's own page, the bill in the caller's scope, and the caller's tenant", async () => {
    const bill = ok(await sell({ remark: '原' }));
    const viewer = await createRole(t, f.tenantId, unique('只读'), [
      { url: '/bill/sale_out', btnStr: '' },
      { url: '/bill/purchase_in', btnStr: '1' },
    ]);
    await createUser(t, f.tenantId, 'qeviewer', viewer);
    const personal = await createRole(t, f.tenantId, unique('个人'), [{ url: '/bill/sale_out', btnStr: '1' }], '个人数据');
    await createUser(t, f.tenantId, 'qepersonal', personal);
    const other = await registerTenant(t, 'qeother');
    expect(other.tenantId).not.toBe(f.tenantId);
    // The viewer sees the bill but may not edit it; to the personal role another's bill is as missing as another tenant's.
    for (const [login, status] of [
      ['qeviewer', 403],
      ['qepersonal', 404],
    ] as const) {
      const res = await t.call('PUT', '/depotHead/quickEdit', { token: await sessionFor(t, login), body: { id: bill.id, remark: '改' } });
      expect(res.status, login).toBe(status);
    }
    const foreign = await t.call('PUT', '/depotHead/quickEdit', { token: await sessionFor(t, 'qeother'), body: { id: bill.id, remark: '改' } });
    expect(foreign.status).toBe(404);
    expect((await stored(bill.id)).remark).toBe('原');
  });

  it('two simultaneous edits take turns: each logs the remark it replaced, never both the original', async () => {
    const bill = ok(await sell({ remark: '原' }));
    const answers = await Promise.all(['甲', '乙'].map((remark) => t.call('PUT', '/depotHead/quickEdit', { token: f.token, body: { id: bill.id, remark } })));
    for (const a of answers) ok(a);
    const last = (await stored(bill.id)).remark;
    const logged = await t.db
      .selectFrom('operation_log')
      .select('content')
      .where('tenant_id', '=', f.tenantId)
      .where('content', 'like', `修改备注${bill.number}，%`)
      .execute();
    const replaced = logged.map((r) => (r.content ?? '').split('原备注：')[1]).sort();
    expect(replaced).toEqual(['原', last === '乙' ? '甲' : '乙'].sort());
  });
});

describe('修正欠款 / 修正剩余订金', () => {
  it('剩余订金 follows saving, editing and deleting linked bills, with no repair needed', async () => {
    await receive(t, f, f.bar.nutPiece, 20);
    const order = ok(
      await postBill(t, f, { ...SALE_ORDER, organId: f.customer, accountId: f.account2, changeAmount: '8', status: '1' }, [
        { barCode: f.bar.nutPiece, operNumber: '6', unitPrice: '2' },
      ]),
    );
    const [line] = ok<Rows>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: order.id } })).rows;
    const lastDeposit = async () => (await list({ ...SALE_ORDER, number: order.number })).rows[0]?.lastDeposit;
    expect(await lastDeposit()).toBe('8');
    const out = (deposit: string) => ({ ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: order.number, deposit, changeAmount: '0' });
    const first = ok(await postBill(t, f, out('5'), [{ barCode: f.bar.nutPiece, operNumber: '2', unitPrice: '5', depotId: f.depot1, linkId: line?.id }]));
    expect(await lastDeposit()).toBe('3');
    const second = ok(await postBill(t, f, out('3'), [{ barCode: f.bar.nutPiece, operNumber: '1', unitPrice: '5', depotId: f.depot1, linkId: line?.id }]));
    expect(await lastDeposit()).toBe('0');
    // Editing a linked bill's deduction moves the order's figure at once.
    ok(
      await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ ...out('1'), id: second.id }),
          rows: JSON.stringify([{ barCode: f.bar.nutPiece, operNumber: '1', unitPrice: '5', depotId: f.depot1, linkId: line?.id }]),
        },
      }),
    );
    expect(await lastDeposit()).toBe('2');
    // Deleting a linked bill gives its deduction back (the reference left 剩余订金 stale here).
    ok(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: first.id } }));
    expect(await lastDeposit()).toBe('7');
    expect((await stored(order.id)).last_deposit).toMatch(/^7(\.0+)?$/);
    // Nothing is stale, so the repair corrects nothing.
    expect(ok(await t.call('POST', '/depotHead/batchSetLastDeposit', { token: f.token, body: { ids: `${order.id},${second.id}` } }))).toEqual({
      message: '修正剩余订金完成',
      corrected: 0,
      numbers: [],
    });
    ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(second.id) } }));
    expect(await lastDeposit()).toBe('8');
  });

  it('the repairs recompute from the posting definition and report exactly the bills they corrected', async () => {
    const owing = ok(await sell({ changeAmount: '4' }, '2'));
    const settled = ok(await sell({}, '1'));
    const order = ok(
      await postBill(t, f, { ...SALE_ORDER, organId: f.customer, accountId: f.account2, changeAmount: '6', status: '1' }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '10' },
      ]),
    );
    // Figures changed behind the application's back (a restore, a manual fix).
    await t.db.updateTable('depot_head').set({ last_debt: '99' }).where('id', '=', String(owing.id)).execute();
    await t.db.updateTable('depot_head').set({ last_deposit: '1' }).where('id', '=', String(order.id)).execute();
    const debt = ok(await t.call('POST', '/depotHead/batchSetLastDebt', { token: f.token, body: { ids: `${owing.id},${settled.id}` } }));
    expect(debt).toEqual({ message: '修正欠款完成', corrected: 1, numbers: [owing.number] });
    expect((await list({ ...SALE_OUT, number: owing.number })).rows[0]).toMatchObject({ debt: '16', lastDebt: '16' });
    const deposit = ok(await t.call('POST', '/depotHead/batchSetLastDeposit', { token: f.token, body: { ids: String(order.id) } }));
    expect(deposit).toEqual({ message: '修正剩余订金完成', corrected: 1, numbers: [order.number] });
    expect((await list({ ...SALE_ORDER, number: order.number })).rows[0]?.lastDeposit).toBe('6');
    expect(ok(await t.call('POST', '/depotHead/batchSetLastDebt', { token: f.token, body: { ids: String(owing.id) } })).corrected).toBe(0);
    const logged = await t.db
      .selectFrom('operation_log')
      .select('content')
      .where('tenant_id', '=', f.tenantId)
      .where('content', '=', `修正欠款：${owing.number}`)
      .executeTakeFirst();
    expect(logged).toBeDefined();
  });

  it("the repairs need the edit button on each bill's page and the caller's tenant", async () => {
    const bill = ok(await sell({ changeAmount: '0' }));
    await t.db.updateTable('depot_head').set({ last_debt: '1' }).where('id', '=', String(bill.id)).execute();
    const viewer = await createRole(t, f.tenantId, unique('查看'), [
      { url: '/bill/sale_out', btnStr: '' },
      { url: '/bill/purchase_in', btnStr: '1' },
    ]);
    await createUser(t, f.tenantId, 'repairviewer', viewer);
    expect((await t.call('POST', '/depotHead/batchSetLastDebt', { token: await sessionFor(t, 'repairviewer'), body: { ids: String(bill.id) } })).status).toBe(
      403,
    );
    await registerTenant(t, 'repairother');
    expect((await t.call('POST', '/depotHead/batchSetLastDebt', { token: await sessionFor(t, 'repairother'), body: { ids: String(bill.id) } })).status).toBe(
      404,
    );
    expect((await stored(bill.id)).last_debt).toMatch(/^1(\.0+)?$/);
    expect((await t.call('POST', '/depotHead/batchSetLastDebt', { token: f.token, body: { ids: 'a,b' } })).status).toBe(400);
  });
});
