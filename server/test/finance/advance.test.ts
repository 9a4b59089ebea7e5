import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig } from '../stock/stock-fixtures.js';
import { balanceOf, financeFixture, partnerOf, postFinance, refusedWith, stockUp, type FinanceFixture } from './finance-fixtures.js';

let t: TestApp;
let f: FinanceFixture;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { force_approval_flag: '0', minus_stock_flag: '0' });
  await stockUp(t, f);
});
afterAll(async () => t.close());

async function member(): Promise<string> {
  seq += 1;
  const row = await t.db
    .insertInto('supplier')
    .values({ tenant_id: f.tenantId, supplier: `充值会员${seq}-${Date.now()}`, type: '会员' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const topUp = (memberId: string, amount: string, extra: Record<string, unknown> = {}) =>
  postFinance(t, f, { type: '收预付款', organId: memberId, totalPrice: amount, ...extra }, [{ accountId: f.account1, eachAmount: amount }]);

const prepaidSale = (memberId: string, qty: number) =>
  postBill(t, f, { type: '出库', subType: '零售', organId: memberId, payType: '预付款', accountId: f.account1 }, [
    { barCode: f.bar.screw, operNumber: String(qty), unitPrice: '2', depotId: f.depot1 },
  ]);

const advanceOf = async (id: string) => (await partnerOf(t, f, id))?.advanceIn;

describe('收预付款: member top-ups', () => {
  it('grows the advance and the receiving account; retail spending shrinks it; a spent top-up cannot be deleted', async () => {
    const m = await member();
    const acc0 = Number(await balanceOf(t, f, f.account1));
    const saved = ok<{ id: number; billNo: string }>(await topUp(m, '100'));
    expect(saved.billNo).toMatch(/^SYF\d{11}$/);
    expect(await advanceOf(m)).toBe('100');
    expect(Number(await balanceOf(t, f, f.account1))).toBe(acc0 + 100);
    ok(await prepaidSale(m, 30));
    expect(await advanceOf(m)).toBe('40');
    const msg = refusedWith(await t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id: saved.id } }), 422, 9500013);
    expect(msg).toContain('余额将变为-60.00元，不能删除');
    // Cutting it below what was spent is refused too; down to what was spent is allowed.
    const cut = (amount: string) =>
      postFinance(t, f, { id: saved.id, type: '收预付款', organId: m }, [{ accountId: f.account1, eachAmount: amount }], { update: true });
    refusedWith(await cut('59'), 422, 9500013);
    ok(await cut('60'));
    expect(await advanceOf(m)).toBe('0');
  });

  it('needs a member and a receiving account on each line', async () => {
    expect(refusedWith(await postFinance(t, f, { type: '收预付款' }, [{ accountId: f.account1, eachAmount: '5' }]), 400)).toBe('请选择会员');
    expect(refusedWith(await postFinance(t, f, { type: '收预付款', organId: f.customer }, [{ accountId: f.account1, eachAmount: '5' }]), 400)).toBe(
      '会员不存在',
    );
    expect(refusedWith(await postFinance(t, f, { type: '收预付款', organId: await member() }, [{ eachAmount: '5' }]), 400)).toBe('第1行账户不能为空');
  });

  it('under 强审核 counts once audited; un-auditing a spent top-up is refused', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const m = await member();
      const { id } = ok<{ id: number }>(await topUp(m, '50'));
      expect(await advanceOf(m)).toBe('0');
      ok(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '1', ids: String(id) } }));
      expect(await advanceOf(m)).toBe('50');
      const sale = ok<{ id: number }>(await prepaidSale(m, 10));
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(sale.id) } }));
      expect(await advanceOf(m)).toBe('30');
      refusedWith(await t.call('POST', '/accountHead/batchSetStatus', { token: f.fin, body: { status: '0', ids: String(id) } }), 422, 9500013);
      expect(await advanceOf(m)).toBe('30');
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });

  it('no race between deleting a top-up and spending it makes the advance negative', async () => {
    const m = await member();
    const { id } = ok<{ id: number }>(await topUp(m, '100'));
    const [del, sale] = await Promise.all([t.call('DELETE', '/accountHead/delete', { token: f.fin, query: { id } }), prepaidSale(m, 30)]);
    expect([del.status, sale.status].sort()).toEqual([200, 422]);
    expect(Number(await advanceOf(m))).toBeGreaterThanOrEqual(0);
  });
});
