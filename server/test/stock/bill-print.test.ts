import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { financeFixture, postFinance } from '../finance/finance-fixtures.js';
import { ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

// Issue 34 item 4: the printed bill names its 审核人, the partner's address and phone, and a sale's 销售协议.

let t: TestApp;
let f: StockFixture;
const AGREEMENT = '注：本单为我公司与客户约定账期内结款的依据。';

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
  await t.db.updateTable('system_config').set({ sale_agreement: AGREEMENT }).where('tenant_id', '=', f.tenantId).execute();
  await t.db
    .updateTable('supplier')
    .set({ contacts: '王经理', phone_num: '13800001234', telephone: '0571-88886666', address: '杭州市西湖区文三路1号' })
    .where('tenant_id', '=', f.tenantId)
    .where('id', 'in', [f.customer, f.supplier])
    .execute();
  await receive(t, f, f.bar.screw, 10);
});
afterAll(async () => t.close());

type Print = { auditorName: string | null; partner: Record<string, string | null> | null; saleAgreement: string | null };
const printOf = async (id: number) => ok<Print>(await t.call('GET', '/depotHead/printData', { token: f.token, query: { id } }));
const setStatus = (ids: number[], status: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: ids.join(',') } });
const userName = async () => (await t.db.selectFrom('app_user').select('username').where('id', '=', f.userId).executeTakeFirstOrThrow()).username;

describe('print data', () => {
  it('an audited sale-out: 审核人, the customer’s contact, phone and address, and the 销售协议', async () => {
    const sale = ok<{ id: number }>(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '2', unitPrice: '617.28', depotId: f.depot1 },
      ]),
    );
    expect(await printOf(sale.id)).toMatchObject({
      auditorName: await userName(),
      partner: { contacts: '王经理', phone: '13800001234 / 0571-88886666', address: '杭州市西湖区文三路1号' },
      saleAgreement: AGREEMENT,
    });
  });

  it('审核人 comes with 审核 and goes with 反审核', async () => {
    const draft = ok<{ id: number }>(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '3', depotId: f.depot1 },
      ]),
    );
    expect((await printOf(draft.id)).auditorName).toBeNull();
    ok(await setStatus([draft.id], '1'));
    expect((await printOf(draft.id)).auditorName).toBe(await userName());
    ok(await setStatus([draft.id], '0'));
    expect((await printOf(draft.id)).auditorName).toBeNull();
  });

  it('a purchase prints the supplier’s facts but no 销售协议; a bill without a partner has none', async () => {
    const bought = ok<{ id: number }>(
      await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1' }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot1 },
      ]),
    );
    expect(await printOf(bought.id)).toMatchObject({ partner: { address: '杭州市西湖区文三路1号' }, saleAgreement: null });
    const moved = ok<{ id: number }>(
      await postBill(t, f, { type: '出库', subType: '调拨' }, [{ barCode: f.bar.screw, operNumber: '1', depotId: f.depot1, anotherDepotId: f.depot2 }]),
    );
    expect(await printOf(moved.id)).toMatchObject({ partner: null, saleAgreement: null });
  });
});

describe('finance documents', () => {
  it('keep their 审核人 as goods bills do', async () => {
    const fin = await financeFixture(t);
    await setConfig(t, fin, { force_approval_flag: '0' });
    const { id } = ok<{ id: number }>(
      await postFinance(t, fin, { type: '收入', accountId: fin.account1 }, [{ inOutItemId: fin.incomeItem, eachAmount: '10' }]),
    );
    const auditorOf = async () => (await t.db.selectFrom('account_head').select('auditor').where('id', '=', String(id)).executeTakeFirstOrThrow()).auditor;
    // What the detail (the printed sheet) reads: the 审核人's name.
    const printedAuditor = async () =>
      ok<{ info: { auditorName: string | null } }>(await t.call('GET', '/accountHead/info', { token: fin.fin, query: { id } })).info.auditorName;
    expect(await auditorOf()).toBeNull();
    expect(await printedAuditor()).toBeNull();
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: fin.fin, body: { status: '1', ids: String(id) } }));
    expect(await auditorOf()).not.toBeNull();
    const auditor = await t.db
      .selectFrom('app_user')
      .select('username')
      .where('id', '=', (await auditorOf())!)
      .executeTakeFirstOrThrow();
    expect(await printedAuditor()).toBe(auditor.username);
    ok(await t.call('POST', '/accountHead/batchSetStatus', { token: fin.fin, body: { status: '0', ids: String(id) } }));
    expect(await auditorOf()).toBeNull();
    expect(await printedAuditor()).toBeNull();
    // 保存并审核 records it too.
    const saved = ok<{ id: number }>(
      await postFinance(t, fin, { type: '收入', accountId: fin.account1, status: '1' }, [{ inOutItemId: fin.incomeItem, eachAmount: '5' }]),
    );
    const head = await t.db.selectFrom('account_head').select(['auditor', 'creator']).where('id', '=', String(saved.id)).executeTakeFirstOrThrow();
    expect(head.auditor).not.toBeNull();
    expect(head.auditor).toBe(head.creator);
  });
});
