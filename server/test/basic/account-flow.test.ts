import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

let t: TestApp;
let f: StockFixture;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};
const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);

/** The account's flow as the report screen asks for it. */
const flow = (query: Record<string, string | number> = {}, token = f.token, accountId = f.account1) =>
  t.call('GET', '/account/findAccountInOutList', { token, query: { currentPage: 1, pageSize: 10, accountId, initialAmount: '999999', ...query } });

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', multi_account_flag: '1' });
  // Opening 1000; buy 100 (paid from account1), sell 30 (into account1), sell 30 split 20/10 over account1/account2 today.
  const buy = ok(
    await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2025-01-10 10:00:00', changeAmount: '-100' }, [
      { barCode: f.bar.part, operNumber: '10', unitPrice: '10', depotId: f.depot1 },
    ]),
  );
  const sale = ok(
    await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2025-01-11 09:00:00', changeAmount: '30', remark: '门店' }, [
      { barCode: f.bar.part, operNumber: '2', unitPrice: '15', depotId: f.depot1 },
    ]),
  );
  const split = ok(
    await postBill(
      t,
      f,
      {
        ...SALE_OUT,
        organId: f.customer,
        accountIdList: [f.account1, f.account2],
        accountMoneyList: ['20', '10'],
        operTime: `${today} 08:00:00`,
        changeAmount: '30',
      },
      [{ barCode: f.bar.part, operNumber: '2', unitPrice: '15', depotId: f.depot1 }],
    ),
  );
  // A deleted bill and a bill that pays nothing never show.
  const gone = ok(
    await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2025-01-12 09:00:00', changeAmount: '15' }, [
      { barCode: f.bar.part, operNumber: '1', unitPrice: '15', depotId: f.depot1 },
    ]),
  );
  ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(gone.id) } }));
  ok(
    await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2025-01-12 09:00:00', changeAmount: '0' }, [
      { barCode: f.bar.part, operNumber: '1', unitPrice: '15', depotId: f.depot1 },
    ]),
  );
  Object.assign(ids, { buy: buy.id, sale: sale.id, split: split.id });
  Object.assign(numbers, { buy: buy.number, sale: sale.number, split: split.number });
});
afterAll(async () => t.close());

/** A fresh tenant's owner: the other side of the isolation checks. */
async function signUp(loginName: string): Promise<string> {
  await registerTenant(t, loginName);
  return sessionFor(t, loginName);
}

describe('账户流水 /account/findAccountInOutList', () => {
  it('lists the goods bills that moved the account, newest first, with the running balance from the stored opening amount', async () => {
    const data = ok<{ total: number; rows: Array<Record<string, unknown>> }>(await flow());
    expect(data.total).toBe(3);
    expect(data.rows.map((r) => [r.number, r.type, r.supplierName, r.changeAmount, r.balance, r.fromType])).toEqual([
      [numbers.split, '销售出库', expect.stringContaining('客户'), '20', '950', 'bill'],
      [numbers.sale, '销售出库', expect.stringContaining('客户'), '30', '930', 'bill'],
      [numbers.buy, '采购入库', expect.stringContaining('供应商'), '-100', '900', 'bill'],
    ]);
    expect(data.rows[0]).toMatchObject({
      accountId: Number(f.account1),
      headId: ids.split,
      aList: `${f.account1},${f.account2}`,
      amList: '20,10',
      operTime: `${today} 08:00:00`,
    });
    expect(data.rows[1]).toMatchObject({ remark: '门店', operTime: '2025-01-11 09:00:00', aList: null });
    const other = ok<{ rows: Array<Record<string, unknown>> }>(await flow({}, f.token, f.account2));
    expect(other.rows.map((r) => [r.number, r.changeAmount, r.balance])).toEqual([[numbers.split, '10', '1010']]);
  });

  it('narrows by number and period and pages, while each balance still counts every earlier movement', async () => {
    const byNumber = ok<{ total: number; rows: Array<Record<string, unknown>> }>(await flow({ number: numbers.sale ?? '' }));
    expect(byNumber.rows.map((r) => [r.number, r.balance])).toEqual([[numbers.sale, '930']]);
    const january = ok<{ total: number; rows: Array<Record<string, unknown>> }>(await flow({ beginTime: '2025-01-11', endTime: '2025-01-31' }));
    expect(january.rows.map((r) => r.number)).toEqual([numbers.sale]);
    const second = ok<{ total: number; rows: Array<Record<string, unknown>> }>(await flow({ pageSize: 1, currentPage: 2 }));
    expect(second.total).toBe(3);
    expect(second.rows.map((r) => r.number)).toEqual([numbers.sale]);
  });

  it('agrees with the account list and counts only audited bills under 强审核', async () => {
    const list = ok<{ rows: Array<Record<string, unknown>> }>(
      await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name: '现金', serialNo: '', currentPage: 1, pageSize: 50 } }),
    );
    expect(list.rows.find((r) => String(r.id) === f.account1)).toMatchObject({ currentAmount: '950', thisMonthAmount: '20' });
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      expect(ok<{ total: number }>(await flow()).total).toBe(0);
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(ids.buy) } }));
      expect(ok<{ rows: Array<Record<string, unknown>> }>(await flow()).rows.map((r) => [r.number, r.balance])).toEqual([[numbers.buy, '900']]);
    } finally {
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(ids.buy) } }));
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });

  it("refuses bad input with the field, another tenant's account and callers without the page", async () => {
    const badQueries: Array<Record<string, string | number>> = [{ accountId: 'x' }, { beginTime: '2025-02-30' }, { endTime: '20250101' }, { pageSize: 0 }];
    for (const query of badQueries) {
      const res = await flow(query);
      expect(res.status, res.text).toBe(400);
      expect(res.body.data.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await flow({}, await signUp('flowother'))).status).toBe(404);
    await createUser(t, f.tenantId, 'flow_nobody', await createRole(t, f.tenantId, '无账户权限', [{ url: '/system/person', btnStr: '1' }]));
    expect((await flow({}, await sessionFor(t, 'flow_nobody'))).status).toBe(403);
    await createUser(t, f.tenantId, 'flow_reporter', await createRole(t, f.tenantId, '账户统计员', [{ url: '/report/account_report', btnStr: '' }]));
    expect(ok<{ total: number }>(await flow({}, await sessionFor(t, 'flow_reporter'))).total).toBe(3);
  });
});

describe('/account/getStatistics', () => {
  it("sums this month's movement and the current balances of the filtered accounts in decimal", async () => {
    const tag = (await t.db.selectFrom('account').select('name').where('id', '=', f.account1).executeTakeFirstOrThrow()).name.replace('现金', '');
    const cash = ok(await t.call('GET', '/account/getStatistics', { token: f.token, query: { name: `现金${tag}`, serialNo: '' } }));
    expect(cash).toEqual({ allMonthAmount: '20', allCurrentAmount: '950' });
    const both = ok(await t.call('GET', '/account/getStatistics', { token: f.token, query: { name: tag } }));
    expect(both).toEqual({ allMonthAmount: '30', allCurrentAmount: '1960' });
    const none = ok(await t.call('GET', '/account/getStatistics', { token: f.token, query: { name: '没有这个账户' } }));
    expect(none).toEqual({ allMonthAmount: '0', allCurrentAmount: '0' });
    expect(ok(await t.call('GET', '/account/getStatistics', { token: await signUp('statother'), query: { name: tag } }))).toEqual({
      allMonthAmount: '0',
      allCurrentAmount: '0',
    });
  });

  it('refuses a filter over 50 characters with the field and callers without the account pages', async () => {
    const long = await t.call('GET', '/account/getStatistics', { token: f.token, query: { name: '长'.repeat(51) } });
    expect(long.status, long.text).toBe(400);
    expect(long.body.data.message).toMatch(/[\u4e00-\u9fa5]/);
    await createUser(t, f.tenantId, 'stat_nobody', await createRole(t, f.tenantId, '无统计权限', [{ url: '/system/person', btnStr: '1' }]));
    expect((await t.call('GET', '/account/getStatistics', { token: await sessionFor(t, 'stat_nobody'), query: {} })).status).toBe(403);
    await createUser(t, f.tenantId, 'stat_reporter', await createRole(t, f.tenantId, '统计只读', [{ url: '/report/account_report', btnStr: '' }]));
    expect(ok(await t.call('GET', '/account/getStatistics', { token: await sessionFor(t, 'stat_reporter'), query: {} }))).toHaveProperty('allCurrentAmount');
  });
});
