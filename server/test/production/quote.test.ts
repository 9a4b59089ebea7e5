import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, sessionFor } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// 销售报价单 (issue 13 item 1): priced like a sales order, never moves stock or money, and 转销售订单 links an order
// to it — the quote shows 已转单 (status 2) while a live order links to it.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
});
afterAll(async () => t.close());

const QUOTE = { type: '其它', subType: '销售报价单' };
const SALE_ORDER = { type: '其它', subType: '销售订单' };
const head = (id: number) =>
  t.db
    .selectFrom('depot_head')
    .select(['status', 'account_id', 'change_amount', 'total_price', 'discount_money', 'discount_last_money', 'valid_until', 'terms', 'prefix', 'number'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
const list = async (search: Record<string, string>) =>
  ok<{ rows: Array<Record<string, any>> }>(
    await t.call('GET', '/depotHead/list', { token: f.token, query: { search: JSON.stringify(search), currentPage: 1, pageSize: 50 } }),
  ).rows;

async function quote(status = '1'): Promise<number> {
  const res = await postBill(
    t,
    f,
    {
      ...QUOTE,
      organId: f.customer,
      accountId: f.account1,
      changeAmount: '99',
      discount: '10',
      validUntil: '2031-03-31',
      terms: '含税含运费，款到发货',
      status,
    },
    [
      { barCode: f.bar.screw, operNumber: '10', unitPrice: '2', taxRate: '13' },
      { barCode: f.bar.kit, operNumber: '2', unitPrice: '80', taxRate: '13' },
    ],
  );
  return ok(res).id as number;
}

describe('销售报价单', () => {
  it('is priced with tax and discount, keeps its validity and terms, and takes no account or payment', async () => {
    const id = await quote();
    const h = await head(id);
    expect(h.prefix).toBe('XSBJ');
    expect(h.number).toMatch(/^XSBJ\d{11}$/);
    expect(Number(h.total_price)).toBe(180);
    // 含税 180 × 1.13 = 203.4, 10 % off: 20.34 off, 183.06 left.
    expect(Number(h.discount_money)).toBe(20.34);
    expect(Number(h.discount_last_money)).toBe(183.06);
    expect(h.account_id).toBeNull();
    expect(Number(h.change_amount)).toBe(0);
    expect(String(h.valid_until).slice(0, 10)).toBe('2031-03-31');
    expect(h.terms).toBe('含税含运费，款到发货');
    const [row] = await list({ type: '其它', subType: '销售报价单', number: h.number });
    expect(row).toMatchObject({ validUntil: '2031-03-31', terms: '含税含运费，款到发货', status: '1' });
    // Nothing in the stock ledger, nothing in any account.
    expect(await ledgerOf(t, f, f.material.kit, f.depot1)).toBe('0');
    const movements = await t.db.selectFrom('stock_movement').select('id').where('bill_id', '=', String(id)).execute();
    expect(movements).toEqual([]);
  });

  it('a badly formed validity date is refused with the field named', async () => {
    const res = await postBill(t, f, { ...QUOTE, organId: f.customer, validUntil: '31/03/2031' }, [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2' }]);
    expect(res.status).toBe(400);
    expect(res.body.data.message).toContain('报价有效期格式不正确');
    expect(res.body.data.field).toContain('validUntil');
  });

  it('转销售订单: the order links to the quote, which shows 已转单 until the order is deleted', async () => {
    const id = await quote();
    const { number } = await head(id);
    const lines = ok<{ rows: Array<Record<string, any>> }>(
      await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: id, forPrefix: 'XSDD' } }),
    ).rows;
    // The customer orders more screws than quoted: a quote sets prices, not a ceiling.
    const order = ok(
      await postBill(
        t,
        f,
        { ...SALE_ORDER, organId: f.customer, linkNumber: number, status: '1' },
        lines.map((l) => ({
          barCode: l.barCode,
          operNumber: l.barCode === f.bar.screw ? '25' : l.operNumber,
          unitPrice: l.unitPrice,
          taxRate: l.taxRate,
          linkId: l.id,
        })),
      ),
    ).id as number;
    expect((await head(id)).status).toBe('2');
    const [row] = await list({ type: '其它', subType: '销售报价单', number });
    expect(row?.status).toBe('2');
    // A converted quote is history: it cannot be un-audited, nor converted twice.
    const unaudit = await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(id) } });
    expect(unaudit.status).toBe(422);
    const again = await postBill(t, f, { ...SALE_ORDER, organId: f.customer, linkNumber: number }, [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2' }]);
    expect(again.status).toBe(422);
    expect(again.body.data.field).toBe('linkNumber');
    // Deleting the (un-audited) order returns the quote to 已审核.
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(order) } }));
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(order) } }));
    expect((await head(id)).status).toBe('1');
  });

  it('an un-audited quote cannot be converted', async () => {
    const id = await quote('0');
    const { number } = await head(id);
    const res = await postBill(t, f, { ...SALE_ORDER, organId: f.customer, linkNumber: number }, [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2' }]);
    expect(res.status).toBe(422);
  });

  it('needs the 销售报价单 page: a sales-order clerk may not write quotes', async () => {
    const clerk = await createRole(t, f.tenantId, '订单员', [{ url: '/bill/sale_order', btnStr: '1,2' }], '全部数据');
    await createUser(t, f.tenantId, 'order-clerk', clerk);
    const token = await sessionFor(t, 'order-clerk');
    const res = await postBill(t, f, { ...QUOTE, organId: f.customer }, [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2' }], undefined, token);
    expect(res.status).toBe(403);
    const read = await t.call('GET', '/depotHead/list', { token, query: { search: JSON.stringify({ type: '其它', subType: '销售报价单' }) } });
    expect(read.status).toBe(403);
  });
});
