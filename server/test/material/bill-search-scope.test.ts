import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, depotUser, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { addSimple, freshBarcode } from './material-helpers.js';

// What the bill line's look-ups (条码 cell, 选择商品, a scanned code) show a clerk under 分配仓库权限 and the role's
// price limits (issue 34 item 1): stock only of the granted depots, masked prices as the bills themselves mask them.

let t: TestApp;
let f: StockFixture;
const tag = Date.now().toString(36).slice(-5);
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  code = freshBarcode();
  // 7 in 仓库1, 5 in 仓库2; prices 10 purchase, 15 retail, 14 wholesale, 12 lowest.
  await addSimple(t, f.token, {
    name: `范围瓷瓶${tag}`,
    barCode: code,
    stock: [
      { id: Number(f.depot1), initStock: '7' },
      { id: Number(f.depot2), initStock: '5' },
    ],
  });
});
afterAll(async () => t.close());

const findForBill = (token: string, query: Record<string, string | number>) => t.call('GET', '/material/findForBill', { token, query: { q: code, ...query } });
const byBarCode = (token: string, query: Record<string, string | number>) =>
  t.call('GET', '/material/getMaterialByBarCode', { token, query: { barCode: code, ...query } });
const picker = (token: string, query: Record<string, string | number> = {}) => t.call('GET', '/material/findBySelect', { token, query: { q: code, ...query } });

async function clerkWithLimits(priceLimit: string): Promise<string> {
  const role = await createRole(t, f.tenantId, unique(`限价${priceLimit}`), [{ url: '/bill/sale_out', btnStr: '1' }]);
  await t.db.updateTable('role').set({ price_limit: priceLimit }).where('tenant_id', '=', f.tenantId).where('id', '=', role).execute();
  const login = unique('pricemask');
  await createUser(t, f.tenantId, login, role);
  return t.login(login);
}

describe('bill look-ups under 分配仓库权限', () => {
  it('a clerk granted 仓库1 sees stock of 仓库1 only where no depot is asked and is refused 仓库2; with the switch off, every depot', async () => {
    const role = await createRole(t, f.tenantId, unique('仓库开单员'), [{ url: '/bill/sale_order', btnStr: '1' }]);
    const { token: clerk } = await depotUser(t, f.tenantId, role, [f.depot1]);
    await t.db.updateTable('system_config').set({ depot_flag: '1' }).where('tenant_id', '=', f.tenantId).execute();
    try {
      // An order's line proposes no depot: the stock shown is the total of the depots the clerk may use.
      expect(ok<any[]>(await findForBill(clerk, { prefixNo: 'XSDD' }))[0]).toMatchObject({ stock: '7', depotId: null });
      expect(ok<any[]>(await byBarCode(clerk, { prefixNo: 'XSDD' }))[0].stock).toBe('7');
      expect(ok<any>(await picker(clerk)).rows[0].stock).toBe('7');
      expect(ok<any>(await picker(clerk, { depotId: f.depot1 })).rows[0].stock).toBe('7');
      // Naming the other depot is refused, with the depot named, on every look-up.
      for (const res of [
        await findForBill(clerk, { depotId: f.depot2 }),
        await byBarCode(clerk, { depotId: f.depot2 }),
        await picker(clerk, { depotId: f.depot2 }),
      ]) {
        expect([res.status, res.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有仓库.+的权限$/)]);
      }
      // With nothing granted the clerk's totals are 0, never another depot's figure.
      const { token: none } = await depotUser(t, f.tenantId, role, []);
      expect(ok<any[]>(await findForBill(none, { prefixNo: 'XSDD' }))[0].stock).toBe('0');
      expect(ok<any>(await picker(none)).rows[0].stock).toBe('0');
    } finally {
      await t.db.updateTable('system_config').set({ depot_flag: '0' }).where('tenant_id', '=', f.tenantId).execute();
    }
    // 分配仓库权限 off: every depot's stock, for the same clerk too.
    expect(ok<any[]>(await findForBill(clerk, { prefixNo: 'XSDD' }))[0].stock).toBe('12');
    expect(ok<any>(await picker(clerk)).rows[0].stock).toBe('12');
  });
});

describe('商品信息 under 分配仓库权限', () => {
  const listed = async (token: string, search: Record<string, unknown> = {}) =>
    ok<{ rows: Array<Record<string, string>> }>(
      await t.call('GET', '/material/list', { token, query: { search: JSON.stringify({ materialParam: code, ...search }), currentPage: 1, pageSize: 10 } }),
    ).rows;

  it('a clerk granted 仓库1 sees the stock and opening stock of 仓库1 only, and a warning only where 仓库1 has one', async () => {
    const role = await createRole(t, f.tenantId, unique('商品查看员'), [{ url: '/material/material', btnStr: '1' }]);
    const { token: clerk } = await depotUser(t, f.tenantId, role, [f.depot1]);
    // 仓库2 holds 5 below its low level of 6; 仓库1's 7 is above its own 3.
    const id = (await listed(f.token))[0]!.id;
    const levels = async (depot: string, low: string) =>
      ok(
        await t.call('POST', '/material/batchSetStock', { token: f.token, body: { ids: String(id), depotIds: depot, lowSafeStock: low, highSafeStock: '0' } }),
      );
    await levels(f.depot1, '3');
    await levels(f.depot2, '6');
    await t.db.updateTable('system_config').set({ depot_flag: '1' }).where('tenant_id', '=', f.tenantId).execute();
    try {
      expect((await listed(clerk))[0]).toMatchObject({ stock: '7', initialStock: '7' });
      expect(await listed(clerk, { warning: 'low' })).toEqual([]);
    } finally {
      await t.db.updateTable('system_config').set({ depot_flag: '0' }).where('tenant_id', '=', f.tenantId).execute();
    }
    // 分配仓库权限 off: every depot, for the same clerk too.
    expect((await listed(clerk))[0]).toMatchObject({ stock: '12', initialStock: '12' });
    expect(await listed(clerk, { warning: 'low' })).toHaveLength(1);
    await levels(f.depot1, '0');
    await levels(f.depot2, '0');
  });
});

describe('bill look-ups under the role’s price limits (business-rules §8.5)', () => {
  it('屏蔽单据销售价 (6): a sale proposes 0 and hides the sale prices; a purchase still proposes its price', async () => {
    const clerk = await clerkWithLimits('6');
    for (const res of [await findForBill(clerk, { prefixNo: 'XSCK' }), await byBarCode(clerk, { prefixNo: 'XSCK' })]) {
      expect(ok<any[]>(res)[0]).toMatchObject({
        billPrice: '0',
        taxMoney: '0',
        taxLastMoney: '0',
        wholesaleDecimal: null,
        lowDecimal: null,
        lastPrice: null,
        purchaseDecimal: '10',
        commodityDecimal: '15',
      });
    }
    expect(ok<any[]>(await findForBill(clerk, { prefixNo: 'CGRK' }))[0].billPrice).toBe('10');
    expect(ok<any>(await picker(clerk)).rows[0]).toMatchObject({ wholesaleDecimal: null, lowDecimal: null, purchaseDecimal: '10', commodityDecimal: '15' });
  });

  it('屏蔽单据采购价 (4): purchase and warehouse bills propose 0 and the purchase price is hidden; 屏蔽单据零售价 (5): retail proposes 0', async () => {
    const buyer = await clerkWithLimits('4');
    for (const prefixNo of ['CGRK', 'QTRK', 'DBCK']) {
      expect(ok<any[]>(await findForBill(buyer, { prefixNo }))[0], prefixNo).toMatchObject({ billPrice: '0', purchaseDecimal: null });
    }
    // A look-up naming no kind proposes the purchase price: masked too.
    expect(ok<any[]>(await byBarCode(buyer, {}))[0].billPrice).toBe('0');
    expect(ok<any[]>(await findForBill(buyer, { prefixNo: 'XSCK' }))[0]).toMatchObject({ billPrice: '14', purchaseDecimal: null });
    expect(ok<any>(await picker(buyer)).rows[0]).toMatchObject({ purchaseDecimal: null, wholesaleDecimal: '14' });
    const cashier = await clerkWithLimits('5');
    expect(ok<any[]>(await findForBill(cashier, { prefixNo: 'LSCK' }))[0]).toMatchObject({ billPrice: '0', commodityDecimal: null, purchaseDecimal: '10' });
    expect(ok<any[]>(await findForBill(cashier, { prefixNo: 'XSCK' }))[0].billPrice).toBe('14');
    // Unmasked, the same look-ups propose the stored prices.
    expect(ok<any[]>(await findForBill(f.token, { prefixNo: 'LSCK' }))[0]).toMatchObject({ billPrice: '15', commodityDecimal: '15' });
    expect(ok<any[]>(await findForBill(f.token, { prefixNo: 'QTRK' }))[0]).toMatchObject({ billPrice: '10', purchaseDecimal: '10' });
  });

  it('refuses what a look-up cannot answer: no text, a depot or kind out of range, naming the field', async () => {
    const noText = await t.call('GET', '/material/findForBill', { token: f.token, query: { q: '' } });
    expect([noText.status, noText.body.data.message]).toEqual([400, expect.stringContaining('关键词不能为空')]);
    const badDepot = await findForBill(f.token, { depotId: 'x' });
    expect([badDepot.status, badDepot.body.data.message]).toEqual([400, expect.stringContaining('仓库')]);
    const longKind = await findForBill(f.token, { prefixNo: 'X'.repeat(11) });
    expect([longKind.status, longKind.body.data.message]).toEqual([400, expect.stringContaining('单据类型')]);
    const anonymous = await t.call('GET', '/material/findForBill', { query: { q: code } });
    expect(anonymous.status).toBe(401);
  });
});
