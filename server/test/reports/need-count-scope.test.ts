import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { financeFixture, type FinanceFixture } from '../finance/finance-fixtures.js';
import { createRole, createUser, sessionFor, unique, userOf } from '../support/fixtures.js';
import { ok, postBill, SALE_OUT, setConfig } from '../stock/stock-fixtures.js';

// 待收款(N) follows the statement's scopes (reports.md §10): 分配客户权限 narrows the customers counted; the role's
// data type (个人数据) does not — the statement is per partner, whoever wrote the bills.

let t: TestApp;
let f: FinanceFixture;
let mine: string;

const thisYear = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
const needCount = async (token: string) =>
  ok<{ needCount: number }>(await t.call('GET', '/depotHead/getNeedCount', { token, query: { type: 'customer' } })).needCount;

async function owingCustomer(): Promise<string> {
  const { id } = await t.db
    .insertInto('supplier')
    .values({ tenant_id: f.tenantId, supplier: unique('欠款客户'), type: '客户' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ok(
    await postBill(t, f, { ...SALE_OUT, organId: String(id), accountId: f.account1, changeAmount: '0', operTime: `${thisYear} 09:00:00` }, [
      { barCode: f.bar.screw, operNumber: 1, unitPrice: 5, depotId: f.depot1 },
    ]),
  );
  return String(id);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', customer_flag: '0' });
  mine = await owingCustomer();
  await owingCustomer();
});
afterAll(async () => t.close());

describe('待收款(N) scopes', () => {
  it('counts only the granted customers when 分配客户权限 is on, and every customer for 个人数据 when it is off', async () => {
    const role = await createRole(t, f.tenantId, unique('收款员'), [{ url: '/financial/money_in', btnStr: '1' }], '个人数据');
    const login = unique('sk');
    await createUser(t, f.tenantId, login, role);
    const token = await sessionFor(t, login);
    const { userId } = await userOf(t, login);
    await t.db.insertInto('user_customer').values({ tenant_id: f.tenantId, user_id: userId, supplier_id: mine }).execute();

    const everyone = await needCount(f.token);
    expect(everyone).toBeGreaterThanOrEqual(2);
    // 个人数据: the user wrote none of the bills, yet sees every owing customer (the statement is not creator-scoped).
    expect(await needCount(token)).toBe(everyone);

    await setConfig(t, f, { customer_flag: '1' });
    expect(await needCount(token)).toBe(1);
    await t.db.deleteFrom('user_customer').where('user_id', '=', userId).execute();
    expect(await needCount(token)).toBe(0);
  });
});
