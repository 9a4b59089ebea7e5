import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockOf, type Line } from '../stock/stock-fixtures.js';
import { balanceOf, creditSale, financeFixture, lastDebtOf, postFinance, refusedWith, type FinanceFixture } from '../finance/finance-fixtures.js';

// 多级审核 (docs/finance.md "Multi-level approval"): covered prefixes go 0 → 9 → 1 (or back to 0) through the
// approval steps, with the family's audit effects at approval; direct 审核 and 保存并审核 are refused for them.

let t: TestApp;
let f: FinanceFixture;

const CODES = { useWorkflow: 8500045, notCovered: 8500046, submitNotDraft: 8500047, notInApproval: 8500048 };

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '1', minus_stock_flag: '0', in_out_manage_flag: '0', multi_level_approval_flag: '1' });
  await t.db.updateTable('system_config').set({ multi_bill_type: 'XSCK,SK' }).where('tenant_id', '=', f.tenantId).execute();
  // 采购入库 is not covered: saved and audited at once as ever.
  ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
      { barCode: f.bar.screw, operNumber: '100', unitPrice: '1', depotId: f.depot1 },
    ]),
  );
});
afterAll(async () => t.close());

const screws = (qty: string): Line => ({ barCode: f.bar.screw, operNumber: qty, unitPrice: '2', depotId: f.depot1 });
const saleOut = async (qty: string, extra: Record<string, unknown> = {}) =>
  postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: String(Number(qty) * 2), ...extra }, [screws(qty)]);
const step = (family: 'depotHead' | 'accountHead', action: 'submitApproval' | 'approve' | 'reject', id: number, token = f.token, opinion?: string) =>
  t.call('POST', `/${family}/${action}`, { token, body: { ids: String(id), ...(opinion ? { opinion } : {}) } });
const statusOf = async (table: 'depot_head' | 'account_head', id: number) =>
  (await t.db.selectFrom(table).select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status;
const logOf = async (family: 'depotHead' | 'accountHead', id: number, token = f.token) =>
  ok<Array<{ action: string; actionName: string; opinion: string | null; userName: string | null }>>(
    await t.call('GET', `/${family}/approvalLog`, { token, query: { id } }),
  );
const stock = () => stockOf(t, f, f.material.screw, f.depot1);
const code = (res: ApiResponse) => res.body.code as number;

describe('多级审核 of a goods bill (销售出库 covered, 强审核 on)', () => {
  it('refuses 保存并审核 and direct 审核; submit, reject, resubmit and approve move the stock only at approval', async () => {
    const before = await stock();
    expect(refusedWith(await saleOut('3', { status: '1' }), 422, CODES.useWorkflow)).toContain('已启用多级审核');
    const bill = ok<{ id: number; number: string }>(await saleOut('3'));
    refusedWith(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(bill.id) } }), 422, CODES.useWorkflow);

    ok(await step('depotHead', 'submitApproval', bill.id));
    expect(await statusOf('depot_head', bill.id)).toBe('9');
    expect(await stock()).toBe(before);
    // Under approval: no edit, delete, direct audit, un-audit or second submit.
    refusedWith(
      await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ ...SALE_OUT, id: bill.id, organId: f.customer, accountId: f.account1, changeAmount: '2' }),
          rows: JSON.stringify([screws('1')]),
        },
      }),
      422,
      8500023,
    );
    refusedWith(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: bill.id } }), 422, 8500011);
    refusedWith(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(bill.id) } }), 422, 8500012);
    refusedWith(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(bill.id) } }), 422, 8500013);
    refusedWith(await step('depotHead', 'submitApproval', bill.id), 422, CODES.submitNotDraft);

    ok(await step('depotHead', 'reject', bill.id, f.token, '数量不对'));
    expect(await statusOf('depot_head', bill.id)).toBe('0');
    refusedWith(await step('depotHead', 'approve', bill.id), 422, CODES.notInApproval);
    ok(await step('depotHead', 'submitApproval', bill.id));
    ok(await step('depotHead', 'approve', bill.id, f.token, '同意'));
    expect(await statusOf('depot_head', bill.id)).toBe('1');
    expect(Number(await stock())).toBe(Number(before) - 3);
    expect(await ledgerOf(t, f, f.material.screw, f.depot1)).toBe(await stock());
    refusedWith(await step('depotHead', 'approve', bill.id), 422, CODES.notInApproval);

    const log = await logOf('depotHead', bill.id);
    expect(log.map((r) => [r.action, r.actionName, r.opinion])).toEqual([
      ['submit', '提交审核', null],
      ['reject', '驳回', '数量不对'],
      ['submit', '提交审核', null],
      ['approve', '审核通过', '同意'],
    ]);
    expect(log[3]?.userName).toBeTruthy();
    const ops = await t.db
      .selectFrom('operation_log')
      .select('content')
      .where('tenant_id', '=', f.tenantId)
      .where('content', 'like', `%${bill.number}%`)
      .execute();
    expect(ops.map((o) => o.content)).toEqual(expect.arrayContaining([`[提交审核]${bill.number}`, `[审核驳回]${bill.number}`, `[审核通过]${bill.number}`]));
  });

  it('leaves uncovered kinds as they were: 保存并审核 works, submitting is refused', async () => {
    const receipt = ok<{ id: number }>(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '1', depotId: f.depot1 },
      ]),
    );
    refusedWith(await step('depotHead', 'submitApproval', receipt.id), 422, CODES.notCovered);
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(receipt.id) } }));
    expect(await statusOf('depot_head', receipt.id)).toBe('1');
  });

  it('refuses a stock shortage at approval and keeps the bill 审核中', async () => {
    const bill = ok<{ id: number }>(await saleOut(String(Number(await stock()) + 1)));
    ok(await step('depotHead', 'submitApproval', bill.id));
    refusedWith(await step('depotHead', 'approve', bill.id), 422, 80000029);
    expect(await statusOf('depot_head', bill.id)).toBe('9');
    expect((await logOf('depotHead', bill.id)).map((r) => r.action)).toEqual(['submit']);
    ok(await step('depotHead', 'reject', bill.id));
  });

  it('two simultaneous approvals of one bill: one wins, the other is refused, the stock moves once', async () => {
    const before = Number(await stock());
    const bill = ok<{ id: number }>(await saleOut('2'));
    ok(await step('depotHead', 'submitApproval', bill.id));
    const results = await Promise.all([step('depotHead', 'approve', bill.id), step('depotHead', 'approve', bill.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(code(results.find((r) => r.status === 422) as ApiResponse)).toBe(CODES.notInApproval);
    expect(Number(await stock())).toBe(before - 2);
    expect(await ledgerOf(t, f, f.material.screw, f.depot1)).toBe(await stock());
    expect((await logOf('depotHead', bill.id)).filter((r) => r.action === 'approve')).toHaveLength(1);
  });

  it('needs 编辑 to submit and 审核 to approve or reject, on the kind of the bill', async () => {
    const editOnly = await sessionFor(t, await userWith([{ url: '/bill/sale_out', btnStr: '1' }]));
    const auditOnly = await sessionFor(
      t,
      await userWith([
        { url: '/bill/sale_out', btnStr: '2' },
        { url: '/workflow/todo', btnStr: '' },
      ]),
    );
    const other = await sessionFor(t, await userWith([{ url: '/bill/purchase_in', btnStr: '1,2' }]));
    const bill = ok<{ id: number }>(await saleOut('1'));
    refusedWith(await step('depotHead', 'submitApproval', bill.id, auditOnly), 403);
    // Without the bill's page the bill is not theirs to see: it reads as missing (docs/decisions.md).
    refusedWith(await step('depotHead', 'submitApproval', bill.id, other), 404);
    ok(await step('depotHead', 'submitApproval', bill.id, editOnly));
    refusedWith(await step('depotHead', 'approve', bill.id, editOnly), 403);
    refusedWith(await step('depotHead', 'reject', bill.id, editOnly), 403);
    refusedWith(await step('depotHead', 'approve', bill.id, other), 404);
    // 待办流程 lists it for whoever may approve it, not for the editor.
    const todo = ok<{ rows: Array<{ family: string; id: number; kindName: string; page: string }>; total: number }>(
      await t.call('GET', '/workflow/todo', { token: auditOnly, query: { currentPage: 1, pageSize: 100 } }),
    );
    expect(todo.rows.find((r) => r.id === bill.id)).toMatchObject({ family: 'depotHead', kindName: '销售出库', page: '/bill/sale_out' });
    refusedWith(await t.call('GET', '/workflow/todo', { token: editOnly, query: { currentPage: 1, pageSize: 100 } }), 403);
    ok(await step('depotHead', 'approve', bill.id, auditOnly));
    const after = ok<{ rows: Array<{ id: number }> }>(await t.call('GET', '/workflow/todo', { token: auditOnly, query: { currentPage: 1, pageSize: 100 } }));
    expect(after.rows.some((r) => r.id === bill.id)).toBe(false);
  });

  it("answers another tenant's ids as not found", async () => {
    const bill = ok<{ id: number }>(await saleOut('1'));
    ok(await step('depotHead', 'submitApproval', bill.id));
    const login = unique('apv');
    await registerTenant(t, login);
    const stranger = await sessionFor(t, login);
    for (const action of ['submitApproval', 'approve', 'reject'] as const) refusedWith(await step('depotHead', action, bill.id, stranger), 404);
    refusedWith(await t.call('GET', '/depotHead/approvalLog', { token: stranger, query: { id: bill.id } }), 404);
    const theirs = ok<{ rows: Array<{ id: number }> }>(await t.call('GET', '/workflow/todo', { token: stranger, query: { currentPage: 1, pageSize: 100 } }));
    expect(theirs.rows.some((r) => r.id === bill.id)).toBe(false);
    expect(await statusOf('depot_head', bill.id)).toBe('9');
    ok(await step('depotHead', 'reject', bill.id));
  });

  it('turning 多级审核 off strands nothing: a bill 审核中 is still approved; the menu shows 流程管理 only while it is on', async () => {
    const menuUrls = async () => JSON.stringify(ok(await t.call('POST', '/function/findMenuByPNumber', { token: f.token, body: { pNumber: '0' } })));
    expect(await menuUrls()).toContain('/workflow/todo');
    const bill = ok<{ id: number }>(await saleOut('1'));
    ok(await step('depotHead', 'submitApproval', bill.id));
    await setConfig(t, f, { multi_level_approval_flag: '0' });
    try {
      expect(await menuUrls()).not.toContain('/workflow');
      const todo = ok<{ rows: Array<{ id: number }> }>(await t.call('GET', '/workflow/todo', { token: f.token, query: { currentPage: 1, pageSize: 100 } }));
      expect(todo.rows.some((r) => r.id === bill.id)).toBe(true);
      ok(await step('depotHead', 'approve', bill.id));
      expect(await statusOf('depot_head', bill.id)).toBe('1');
      const draft = ok<{ id: number }>(await saleOut('1'));
      refusedWith(await step('depotHead', 'submitApproval', draft.id), 422, CODES.notCovered);
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(draft.id) } }));
    } finally {
      await setConfig(t, f, { multi_level_approval_flag: '1' });
    }
  });
});

describe('多级审核 of a finance document (收款单 covered, 强审核 on)', () => {
  it('refuses 保存并审核 and 审核; the account receives the money at approval; 最终欠款 follows the settlement', async () => {
    const sale = await creditSale(t, f, 10, '0'); // owes 20
    const acc0 = Number(await balanceOf(t, f, f.account1));
    const receipt = (status?: string) =>
      postFinance(t, f, { type: '收款', organId: f.customer, accountId: f.account1, ...(status ? { status } : {}) }, [
        { billNumber: sale.number, eachAmount: '15' },
      ]);
    refusedWith(await receipt('1'), 422, CODES.useWorkflow);
    const doc = ok<{ id: number }>(await receipt());
    refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(doc.id) } }), 422, CODES.useWorkflow);
    expect(await lastDebtOf(t, sale.id)).toBe('5');

    ok(await step('accountHead', 'submitApproval', doc.id, f.fin));
    expect(await statusOf('account_head', doc.id)).toBe('9');
    refusedWith(await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: doc.id } }), 422);
    expect(Number(await balanceOf(t, f, f.account1))).toBe(acc0);
    ok(await step('accountHead', 'reject', doc.id, f.fin, '金额有误'));
    expect(await statusOf('account_head', doc.id)).toBe('0');
    expect(Number(await balanceOf(t, f, f.account1))).toBe(acc0);

    ok(await step('accountHead', 'submitApproval', doc.id, f.fin));
    ok(await step('accountHead', 'approve', doc.id, f.fin));
    expect(await statusOf('account_head', doc.id)).toBe('1');
    expect(Number(await balanceOf(t, f, f.account1))).toBe(acc0 + 15);
    expect(await lastDebtOf(t, sale.id)).toBe('5');
    expect((await logOf('accountHead', doc.id, f.fin)).map((r) => [r.action, r.opinion])).toEqual([
      ['submit', null],
      ['reject', '金额有误'],
      ['submit', null],
      ['approve', null],
    ]);
    const todo = ok<{ rows: Array<{ family: string; id: number }> }>(
      await t.call('GET', '/workflow/todo', { token: f.token, query: { currentPage: 1, pageSize: 100 } }),
    );
    expect(todo.rows.some((r) => r.family === 'accountHead' && r.id === doc.id)).toBe(false);
  });

  it('leaves uncovered finance kinds as they were (支出单 saved and audited at once)', async () => {
    const doc = ok<{ id: number; status: string }>(
      await postFinance(t, f, { type: '支出', accountId: f.account1, status: '1' }, [{ inOutItemId: f.expenseItem, eachAmount: '1' }]),
    );
    expect(doc.status).toBe('1');
    const draft = ok<{ id: number }>(await postFinance(t, f, { type: '支出', accountId: f.account1 }, [{ inOutItemId: f.expenseItem, eachAmount: '1' }]));
    refusedWith(await step('accountHead', 'submitApproval', draft.id, f.fin), 422, CODES.notCovered);
  });
});

async function userWith(grants: Array<{ url: string; btnStr: string }>): Promise<string> {
  const role = await createRole(t, f.tenantId, unique('审批'), grants);
  const login = unique('apu');
  await createUser(t, f.tenantId, login, role);
  return login;
}
