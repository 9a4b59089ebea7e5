import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { financeFixture, postFinance, type FinanceFixture } from '../finance/finance-fixtures.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, type Line } from '../stock/stock-fixtures.js';

// 客户对账 against figures worked out by hand: an opening balance, sales before and in the period, a return, and
// receipts before and in the period (finance rows written directly: the finance screens are another area's).

let t: TestApp;
let f: FinanceFixture;
const MARCH = { beginTime: '2026-03-01', endTime: '2026-03-31' };

const bill = async (info: Record<string, unknown>, rows: Line[]) => ok<{ id: number }>(await postBill(t, f, info, rows));
const receipt = async (day: string, amount: string, organId = f.customer) => {
  const head = await sql<{ id: string }>`
    insert into account_head (tenant_id, type, prefix, number, bill_time, organ_id, creator, account_id, money_direction, total_price, change_amount)
    values (${f.tenantId}, '收款', 'SK', ${`R${day}${amount}`}, ${`${day} 10:00:00`}, ${organId}, ${f.userId}, ${f.account1}, 1, ${amount}, ${amount})
    returning id`.execute(t.db);
  await sql`insert into account_item (tenant_id, header_id, line_no, each_amount) values (${f.tenantId}, ${head.rows[0]!.id}, 1, ${amount})`.execute(t.db);
};
const statement = (query: Record<string, string | number>, token = f.token) =>
  t.call('GET', '/depotHead/getStatementAccount', { token, query: { supplierType: '客户', currentPage: 1, pageSize: 50, ...query } });

beforeAll(async () => {
  t = await createTestApp();
  f = await financeFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', customer_flag: '0' });
  await t.db.updateTable('supplier').set({ begin_need_get: '20' }).where('id', '=', f.customer).execute();
  // Nothing paid on the bills: what they leave owing is their whole amount.
  const sale = { ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: '0' };
  await bill({ ...sale, operTime: '2026-02-10' }, [{ barCode: f.bar.screw, operNumber: 10, unitPrice: 2, depotId: f.depot1 }]);
  await bill({ ...sale, operTime: '2026-03-05' }, [{ barCode: f.bar.screw, operNumber: 5, unitPrice: 2, depotId: f.depot1 }]);
  await bill({ type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1, changeAmount: '0', operTime: '2026-03-06' }, [
    { barCode: f.bar.screw, operNumber: 1, unitPrice: 2, depotId: f.depot1 },
  ]);
  await receipt('2026-02-20', '4');
  await receipt('2026-03-10', '7');
  // After the period: not in it.
  await bill({ ...sale, operTime: '2026-04-02' }, [{ barCode: f.bar.screw, operNumber: 50, unitPrice: 2, depotId: f.depot1 }]);
}, 120_000);
afterAll(async () => t.close());

describe('客户对账 /depotHead/getStatementAccount', () => {
  it('opening, period debt, settlement and closing per customer; header totals over every partner', async () => {
    const data = ok(await statement({ ...MARCH, organId: f.customer }));
    // opening 20 + 20 (February sale) − 4 (February receipt); period 10 − 2; settled 7; closing 36 + 8 − 7.
    expect(data.rows).toEqual([expect.objectContaining({ id: Number(f.customer), preNeed: '36', debtMoney: '8', backMoney: '7', allNeed: '37' })]);
    expect(data).toMatchObject({ total: 1, firstMoney: '36', lastMoney: '37' });
    const feb = ok(await statement({ beginTime: '2026-02-01', endTime: '2026-02-28', organId: f.customer }));
    expect(feb.rows[0]).toMatchObject({ preNeed: '20', debtMoney: '20', backMoney: '4', allNeed: '36' });
  });

  it('有欠款 / 无欠款 filter on the closing balance; suppliers are another statement', async () => {
    expect(ok(await statement({ ...MARCH, organId: f.customer, hasDebt: '0' })).total).toBe(0);
    expect(ok(await statement({ ...MARCH, organId: f.customer, hasDebt: '1' })).total).toBe(1);
    const vendors = ok(await statement({ ...MARCH, supplierType: '供应商' }));
    expect(vendors.rows.some((r: Record<string, unknown>) => r.id === Number(f.customer))).toBe(false);
  });

  it('refuses a statement without its period, and another type', async () => {
    expect((await statement({ beginTime: '2026-03-01' })).body.data.field).toBe('endTime');
    expect((await statement({ ...MARCH, supplierType: '会员' })).status).toBe(400);
  });
});

describe('供应商对账', () => {
  it("counts a vendor's 付款 (posted through the finance API) as paid: the closing payable goes down", async () => {
    const vendor = String(
      (
        await t.db
          .insertInto('supplier')
          .values({ tenant_id: f.tenantId, supplier: `对账供应商${Date.now()}`, type: '供应商', begin_need_pay: '5' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const buy = await bill({ ...PURCHASE_IN, organId: vendor, accountId: f.account1, changeAmount: '0', operTime: '2026-03-03' }, [
      { barCode: f.bar.screw, operNumber: 10, unitPrice: 3, depotId: f.depot1 },
    ]);
    const { number } = await t.db.selectFrom('depot_head').select('number').where('id', '=', String(buy.id)).executeTakeFirstOrThrow();
    ok(
      await postFinance(t, f, { type: '付款', organId: vendor, accountId: f.account1, billTime: '2026-03-15 10:00:00' }, [
        { billNumber: number, eachAmount: '12' },
      ]),
    );
    const row = ok(await statement({ ...MARCH, supplierType: '供应商', organId: vendor })).rows[0];
    // opening 5; purchase 30 on credit; paid 12; closing 5 + 30 − 12.
    expect(row).toMatchObject({ preNeed: '5', debtMoney: '30', backMoney: '12', allNeed: '23' });
    const april = ok(await statement({ beginTime: '2026-04-01', endTime: '2026-04-30', supplierType: '供应商', organId: vendor })).rows[0];
    expect(april).toMatchObject({ preNeed: '23', debtMoney: '0', backMoney: '0', allNeed: '23' });
  });
});

describe('待收款(N) / 待付款(N) /depotHead/getNeedCount', () => {
  const needCount = async (type: string, token = f.token) => t.call('GET', '/depotHead/getNeedCount', { token, query: { type } });
  const thisYear = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

  it('counts the customers who still owe this year: a credit sale adds one, its full receipt takes it away', async () => {
    const before = ok<{ needCount: number }>(await needCount('customer')).needCount;
    const customer = String(
      (
        await t.db
          .insertInto('supplier')
          .values({ tenant_id: f.tenantId, supplier: unique('待收客户'), type: '客户' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const sale = await bill({ ...SALE_OUT, organId: customer, accountId: f.account1, changeAmount: '0', operTime: `${thisYear} 09:00:00` }, [
      { barCode: f.bar.screw, operNumber: 2, unitPrice: 3, depotId: f.depot1 },
    ]);
    expect(ok<{ needCount: number }>(await needCount('customer')).needCount).toBe(before + 1);
    const { number } = await t.db.selectFrom('depot_head').select('number').where('id', '=', String(sale.id)).executeTakeFirstOrThrow();
    ok(await postFinance(t, f, { type: '收款', organId: customer, accountId: f.account1 }, [{ billNumber: number, eachAmount: '6' }]));
    expect(ok<{ needCount: number }>(await needCount('customer')).needCount).toBe(before);
  });

  it('answers the 收款单 user, refuses a user with neither page, and a type it does not know', async () => {
    expect(ok<{ needCount: number }>(await needCount('vendor', f.fin)).needCount).toBeGreaterThanOrEqual(0);
    const role = await createRole(t, f.tenantId, unique('仓管'), [{ url: '/material/material', btnStr: '1' }]);
    const login = unique('store');
    await createUser(t, f.tenantId, login, role);
    expect((await needCount('customer', await sessionFor(t, login))).status).toBe(403);
    const bad = await needCount('member');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('type');
  });

  it('lists the partners owing to the 收款单 user (the 待收款 dialog), but not the export, nor to a user of neither page', async () => {
    const owing = ok(await statement({ ...MARCH, hasDebt: '1' }, f.fin));
    expect(owing.rows.some((r: Record<string, unknown>) => r.id === Number(f.customer))).toBe(true);
    expect((await t.call('GET', '/depotHead/exportStatementAccount', { token: f.fin, query: { supplierType: '客户', ...MARCH } })).status).toBe(403);
    const role = await createRole(t, f.tenantId, unique('仓管'), [{ url: '/material/material', btnStr: '1' }]);
    const login = unique('store');
    await createUser(t, f.tenantId, login, role);
    expect((await statement(MARCH, await sessionFor(t, login))).status).toBe(403);
  });
});

describe('欠款详情 /depotHead/debtList', () => {
  it("lists the partner's bills still owing, with what was settled on each; a settled bill leaves the list", async () => {
    const march = await t.db
      .selectFrom('depot_head')
      .select('id')
      .where('tenant_id', '=', f.tenantId)
      .where('organ_id', '=', f.customer)
      .where('oper_time', '=', '2026-03-05 00:00:00')
      .executeTakeFirstOrThrow();
    const head = await sql<{ id: string }>`
      insert into account_head (tenant_id, type, prefix, number, bill_time, organ_id, creator, account_id, money_direction, total_price, change_amount)
      values (${f.tenantId}, '收款', 'SK', 'RDEBT1', '2026-04-10 10:00:00', ${f.customer}, ${f.userId}, ${f.account1}, 1, 4, 4) returning id`.execute(t.db);
    await sql`insert into account_item (tenant_id, header_id, line_no, bill_id, each_amount) values (${f.tenantId}, ${head.rows[0]!.id}, 1, ${march.id}, 4)`.execute(
      t.db,
    );
    const list = (query: Record<string, string | number> = {}) =>
      t.call('GET', '/depotHead/debtList', { token: f.token, query: { organId: f.customer, currentPage: 1, pageSize: 20, ...query } }).then((res) => ok(res));
    const all = await list();
    expect(all.rows.map((r: Record<string, unknown>) => [String(r.operTimeStr).slice(0, 10), r.needDebt, r.finishDebt, r.debt])).toEqual([
      ['2026-04-02', '100', '0', '100'],
      ['2026-03-06', '-2', '0', '-2'],
      ['2026-03-05', '10', '4', '6'],
      ['2026-02-10', '20', '0', '20'],
    ]);
    expect(all.totalRow).toEqual({ needDebt: '128', finishDebt: '4', debt: '124' });
    expect((await list({ beginTime: '2026-03-01', endTime: '2026-03-31' })).total).toBe(2);
    await sql`insert into account_item (tenant_id, header_id, line_no, bill_id, each_amount) values (${f.tenantId}, ${head.rows[0]!.id}, 2, ${march.id}, 6)`.execute(
      t.db,
    );
    expect((await list({ beginTime: '2026-03-01', endTime: '2026-03-31' })).total).toBe(1);
  });

  it('分配客户权限: the bills of a customer not granted are refused (403) with their export; granted, they answer', async () => {
    const ask = (url: string) => t.call('GET', url, { token: f.token, query: { organId: f.customer, currentPage: 1, pageSize: 20 } });
    await setConfig(t, f, { customer_flag: '1' });
    try {
      for (const url of ['/depotHead/debtList', '/depotHead/debtExport']) {
        const refused = await ask(url);
        expect([refused.status, refused.body.data.message], url).toEqual([403, expect.stringMatching(/^抱歉，您没有客户.+的权限$/)]);
      }
      await t.db.insertInto('user_customer').values({ tenant_id: f.tenantId, user_id: f.userId, supplier_id: f.customer }).execute();
      expect(ok(await ask('/depotHead/debtList')).total).toBeGreaterThan(0);
      expect((await ask('/depotHead/debtExport')).status).toBe(200);
    } finally {
      await setConfig(t, f, { customer_flag: '0' });
      await t.db.deleteFrom('user_customer').where('tenant_id', '=', f.tenantId).where('supplier_id', '=', f.customer).execute();
    }
  });
});
