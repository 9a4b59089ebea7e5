import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, depotUser, registerTenant, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { addPartner, ok, postBill, SALE_OUT, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { addSimple, freshBarcode } from './material-helpers.js';

// The 条码 cell's search (GET /material/findForBill, issue 34 item 1): what a clerk knows of a product finds it.

let t: TestApp;
let f: StockFixture;
const tag = Date.now().toString(36).slice(-5);
const name = `青花瓷碗${tag}`;
let bowlCode: string;
let bowlId: number;

const find = (query: Record<string, string | number>, token = f.token) => t.call('GET', '/material/findForBill', { token, query });

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  bowlCode = freshBarcode();
  bowlId = await addSimple(t, f.token, {
    name,
    barCode: bowlCode,
    stock: [{ id: Number(f.depot1), initStock: '7' }],
    extra: { standard: `口径${tag}`, model: `QH-${tag}` },
  });
});
afterAll(async () => t.close());

describe('findForBill: products by anything a clerk knows', () => {
  it('finds by name, 规格, 型号, 助记码 (whole or its first initials) and barcode, with unit, stock in the depot and the kind’s price', async () => {
    for (const q of [`瓷碗${tag}`, name.slice(0, 2), `口径${tag}`, `qh-${tag}`, `qhcw${tag}`, 'qhcw', bowlCode, bowlCode.slice(-6)]) {
      const rows = ok<any[]>(await find({ q, prefixNo: 'XSCK', depotId: f.depot1, rows: 20 }));
      expect(
        rows.map((r) => r.materialId),
        q,
      ).toContain(bowlId);
    }
    const [row] = ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSCK', depotId: f.depot1 }));
    expect(row).toMatchObject({
      materialId: bowlId,
      barCode: bowlCode,
      name,
      standard: `口径${tag}`,
      unit: '个',
      stock: '7',
      billPrice: '14',
      lastPrice: null,
    });
    expect(row.depotId).toBe(Number(f.depot1));
    // Another depot's stock is that depot's.
    expect(ok<any[]>(await find({ q: bowlCode, depotId: f.depot2 }))[0].stock).toBe('0');
  });

  it('ranks the exact barcode first, then what begins with the text, then the newest; at most `rows`', async () => {
    const exact = `EX${freshBarcode()}`;
    const older = await addSimple(t, f.token, { name: `精确条码${tag}`, barCode: exact });
    const contains = await addSimple(t, f.token, { name: `名称含${exact}` });
    const starts = await addSimple(t, f.token, { name: `开头条码${tag}`, barCode: `${exact}9` });
    expect(ok<any[]>(await find({ q: exact })).map((r) => r.materialId)).toEqual([older, starts, contains]);
    expect(ok<any[]>(await find({ q: exact, rows: 1 })).map((r) => r.materialId)).toEqual([older]);
    // A name that begins with the text comes before a newer one that only contains it.
    const begins = await addSimple(t, f.token, { name: `梅瓶${tag}` });
    const inside = await addSimple(t, f.token, { name: `大梅瓶${tag}` });
    expect(ok<any[]>(await find({ q: `梅瓶${tag}` })).map((r) => r.materialId)).toEqual([begins, inside]);
  });

  it('ranks by reading only what can be in the first rows: many prefix matches leave out inside ones; a rare prefix beyond the newest 500 is still first', async () => {
    // Twelve products whose name begins with the text, then a newer one that only contains it: the ten newest of the
    // twelve fill the dropdown, in newest order.
    const common = `常见前缀${tag}`;
    const begins: number[] = [];
    for (let i = 0; i < 12; i += 1) begins.push(await addSimple(t, f.token, { name: `${common}${i}` }));
    const containsCommon = await addSimple(t, f.token, { name: `新的含${common}` });
    expect(ok<any[]>(await find({ q: common })).map((r) => r.materialId)).toEqual(begins.slice(2).reverse());
    // A prefix of one old product's name and of another's barcode, then 600 newer products (none matching), then a
    // newer one containing the text: the old ones are not among the newest, yet rank first.
    const rare = `稀有前缀${tag}`;
    const old = await addSimple(t, f.token, { name: `${rare}甲` });
    const code = `RARE${tag}${freshBarcode()}`;
    const coded = await addSimple(t, f.token, { name: `条码稀有${tag}`, barCode: code });
    await sql`insert into material (tenant_id, name, unit) select ${f.tenantId}, '填充商品' || g || ${tag}, '个' from generate_series(1, 600) g`.execute(t.db);
    await sql`insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, default_flag)
      select tenant_id, id, 'FILL-' || id, '个', true from material where tenant_id = ${f.tenantId} and name like ${`填充商品%${tag}`}`.execute(t.db);
    const inside = await addSimple(t, f.token, { name: `含${rare}乙` });
    expect(ok<any[]>(await find({ q: rare })).map((r) => r.materialId)).toEqual([old, inside]);
    expect(ok<any[]>(await find({ q: code.slice(0, 12) })).map((r) => r.materialId)).toEqual([coded]);
    // Disabled products never take a place: with the three newest of the twelve disabled, the nine others, then the
    // product that contains the text.
    ok(await t.call('POST', '/material/batchSetStatus', { token: f.token, body: { status: '0', ids: begins.slice(9).join(',') } }));
    expect(ok<any[]>(await find({ q: common })).map((r) => r.materialId)).toEqual([...begins.slice(0, 9).reverse(), containsCommon]);
  });

  it('answers the partner’s last price on this kind, and the customer’s last sale price as the proposal', async () => {
    const customer = await addPartner(t, f.tenantId, '客户', unique('老客户'));
    ok(
      await postBill(t, f, { ...SALE_OUT, organId: customer, accountId: f.account1 }, [
        { barCode: bowlCode, operNumber: '1', unitPrice: '13.5', depotId: f.depot1 },
      ]),
    );
    const [row] = ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSCK', organId: customer }));
    expect(row).toMatchObject({ lastPrice: '13.5', billPrice: '13.5' });
    // Another kind, or another customer: no last price of this one.
    expect(ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSDD', organId: customer }))[0].lastPrice).toBeNull();
    expect(ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSCK', organId: f.customer }))[0].lastPrice).toBeNull();
    // A role whose price limit hides sale prices (6) sees no last price; limit 4 hides the purchase price.
    const role = await createRole(t, f.tenantId, unique('屏蔽售价'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    await t.db.updateTable('role').set({ price_limit: '4,6' }).where('tenant_id', '=', f.tenantId).where('id', '=', role).execute();
    const login = unique('maskclerk');
    await createUser(t, f.tenantId, login, role);
    const masked = await t.login(login);
    const [hidden] = ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSCK', organId: customer }, masked));
    expect([hidden.lastPrice, hidden.purchaseDecimal]).toEqual([null, null]);
    const picked = ok<any>(await t.call('GET', '/material/findBySelect', { token: masked, query: { q: bowlCode } }));
    expect(picked.rows[0].purchaseDecimal).toBeNull();
    expect(ok<any>(await t.call('GET', '/material/findBySelect', { token: f.token, query: { q: bowlCode } })).rows[0].purchaseDecimal).toBe('10');
  });

  it('leaves out disabled products; refuses an empty text or too many rows, naming the field', async () => {
    const off = await addSimple(t, f.token, { name: `停用碗${tag}` });
    ok(await t.call('POST', '/material/batchSetStatus', { token: f.token, body: { status: '0', ids: String(off) } }));
    expect(ok<any[]>(await find({ q: `停用碗${tag}` }))).toEqual([]);
    const empty = await find({ q: ' ' });
    expect([empty.status, empty.body.data.message]).toEqual([400, expect.stringContaining('关键词不能为空')]);
    const many = await find({ q: 'a', rows: 21 });
    expect([many.status, many.body.data.message]).toEqual([400, expect.stringContaining('rows不能大于20')]);
  });

  it('respects 分配仓库权限 and 分配客户权限 (403 naming the depot or customer)', async () => {
    const role = await createRole(t, f.tenantId, unique('开单员'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    const { userId, token: clerk } = await depotUser(t, f.tenantId, role, [f.depot1]);
    await t.db.insertInto('user_customer').values({ tenant_id: f.tenantId, user_id: userId, supplier_id: f.customer }).execute();
    const other = await addPartner(t, f.tenantId, '客户', unique('别人的客户'));
    await t.db.updateTable('system_config').set({ depot_flag: '1', customer_flag: '1' }).where('tenant_id', '=', f.tenantId).execute();
    try {
      expect(ok<any[]>(await find({ q: bowlCode, depotId: f.depot1, prefixNo: 'XSCK', organId: f.customer }, clerk))).toHaveLength(1);
      const depot = await find({ q: bowlCode, depotId: f.depot2 }, clerk);
      expect([depot.status, depot.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有仓库.+的权限$/)]);
      const customer = await find({ q: bowlCode, prefixNo: 'XSCK', organId: other }, clerk);
      expect([customer.status, customer.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有客户别人的客户.+的权限$/)]);
    } finally {
      await t.db.updateTable('system_config').set({ depot_flag: '0', customer_flag: '0' }).where('tenant_id', '=', f.tenantId).execute();
    }
  });

  it('another tenant finds none of these products, and its partner’s and depot’s ids bring none of its figures', async () => {
    const login = unique('othershop');
    await registerTenant(t, login);
    const other = await stockFixture(t, login);
    // The other tenant's clerk searching this tenant's barcode or name finds nothing.
    expect(ok<any[]>(await find({ q: bowlCode }, other.token))).toEqual([]);
    expect(ok<any[]>(await find({ q: name }, other.token))).toEqual([]);
    // This tenant's clerk naming the other tenant's customer (taxed at 13 %) and depot gets its own figures only.
    const foreign = await addPartner(t, other.tenantId, '客户', unique('别家客户'));
    await t.db.updateTable('supplier').set({ tax_rate: '13' }).where('id', '=', foreign).execute();
    const [row] = ok<any[]>(await find({ q: bowlCode, prefixNo: 'XSCK', organId: foreign, depotId: other.depot1 }));
    expect(row).toMatchObject({ materialId: bowlId, taxRate: '0', lastPrice: null, stock: '0' });
    expect(row.billPrice).toBe(row.wholesaleDecimal);
  });
});
