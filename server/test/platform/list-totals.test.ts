import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_COLUMNS } from '../../src/modules/stock/bill-list.source.js';
import { addRow, newTenant } from '../basic/basic-helpers.js';
import { download, readRows } from '../basic/spreadsheet.js';
import { unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// The 合计 row's figures come from the server and cover every row the filters keep, not the page shown.

let t: TestApp;
let f: StockFixture;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  owner = await newTenant(t, 'list_totals_owner');
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', multi_account_flag: '0', purchase_by_sale_flag: '0' });
});
afterAll(async () => t.close());

type Listed = { rows: Array<Record<string, unknown>>; total: number; totalRow?: Record<string, string> };
const sum = (rows: Array<Record<string, unknown>>, key: string) => rows.reduce((acc, r) => acc.plus(String(r[key] ?? 0)), new Decimal(0));

describe('resource list totals', () => {
  it('sums the declared fields over the whole filtered set when the page holds fewer rows', async () => {
    for (const amount of ['1.10', '2.20', '3.30', '4.40', '5.555']) await addRow(t, owner, 'account', { name: `合计账户${amount}`, initialAmount: amount });
    await addRow(t, owner, 'account', { name: '其它账户', initialAmount: '1000' });
    const search = JSON.stringify({ name: '合计账户' });
    const page = ok<Listed>(await t.call('GET', '/account/list', { token: owner, query: { search, currentPage: 1, pageSize: 2 } }));
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.totalRow).toEqual({ initialAmount: '16.555' });
    const unfiltered = ok<Listed>(await t.call('GET', '/account/list', { token: owner, query: { currentPage: 2, pageSize: 2 } }));
    expect(unfiltered.totalRow).toEqual({ initialAmount: '1016.555' });
  });

  it('answers an empty set with zero totals and a list without declared totals with none', async () => {
    const none = ok<Listed>(await t.call('GET', '/account/list', { token: owner, query: { search: JSON.stringify({ name: '没有这个' }), pageSize: 2 } }));
    expect(none).toMatchObject({ rows: [], total: 0, totalRow: { initialAmount: '0' } });
    const depots = ok<Listed>(await t.call('GET', '/depot/list', { token: owner, query: { pageSize: 2 } }));
    expect(depots.totalRow).toBeUndefined();
  });
});

describe('bill list totals', () => {
  it('sums every money column of the 合计 row over all filtered bills, page size 2 of 5', async () => {
    await receive(t, f, f.bar.screw, 100);
    const remark = unique('合计单据');
    for (const qty of ['1', '2', '3', '4', '5']) {
      const res = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, remark }, [
        { barCode: f.bar.screw, operNumber: qty, unitPrice: '10.25', depotId: f.depot1 },
      ]);
      expect(res.status, res.text).toBe(200);
    }
    const search = JSON.stringify({ ...SALE_OUT, remark });
    const list = (pageSize: number) => t.call('GET', '/depotHead/list', { token: f.token, query: { search, currentPage: 1, pageSize } });
    const page = ok<Listed>(await list(2));
    const all = ok<Listed>(await list(100));
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(all.rows).toHaveLength(5);
    expect(page.totalRow?.totalPrice).toBe('153.75');
    for (const [key, value] of Object.entries(page.totalRow ?? {})) expect(new Decimal(value).equals(sum(all.rows, key)), key).toBe(true);
    expect(Object.keys(page.totalRow ?? {})).toEqual(expect.arrayContaining(['changeAmount', 'debt', 'getAmount', 'needInMoney', 'totalTaxLastMoney']));

    const exported = await download(t, '/depotHead/exportExcel', f.token, { search });
    expect(exported.status).toBe(200);
    const [header, ...cells] = await readRows(exported.buffer);
    expect(header).toEqual(BILL_COLUMNS.map((c) => c.label));
    expect(cells.map((r) => r[0])).toEqual(all.rows.map((r) => r.number));
    const price = BILL_COLUMNS.findIndex((c) => c.key === 'totalPrice');
    expect(cells.reduce((acc, r) => acc.plus(String(r[price])), new Decimal(0)).toFixed(2)).toBe('153.75');
  });
});
