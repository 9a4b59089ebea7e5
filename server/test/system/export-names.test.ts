import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readRows } from '../basic/spreadsheet.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_TIME_ZONE } from '../support/test-db.js';

// Issue 34 item 4: exports name their file by what they hold and the day, and write people by name, never by id.

let t: TestApp;
let jsh: string;
beforeAll(async () => {
  t = await createTestApp();
  jsh = await t.login('jsh');
});
afterAll(async () => t.close());

/** Today in the business time zone, as the file names write it (20261207). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TEST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).replaceAll('-', '');

function fileNameOf(res: { headers: Record<string, unknown> }): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(String(res.headers['content-disposition']))?.[1];
  return decodeURIComponent(star ?? '');
}

describe('export file names', () => {
  it('a bill list is named by its kind and the day; several kinds together by 单据列表', async () => {
    const sales = await download(t, '/depotHead/exportExcel', jsh, { search: JSON.stringify({ type: '出库', subType: '销售' }) });
    expect(sales.status).toBe(200);
    expect(fileNameOf(sales)).toBe(`销售出库-${today()}.xlsx`);
    const purchases = await download(t, '/depotHead/exportExcel', jsh, { search: JSON.stringify({ prefix: 'CGDD' }) });
    expect(fileNameOf(purchases)).toBe(`采购订单-${today()}.xlsx`);
    const all = await download(t, '/depotHead/exportExcel', jsh, { search: JSON.stringify({ type: '入库' }) });
    expect(fileNameOf(all)).toBe(`单据列表-${today()}.xlsx`);
  });

  it('a finance list is named by its kind and the day', async () => {
    const receipts = await download(t, '/accountHead/exportExcel', jsh, { search: JSON.stringify({ type: '收款' }) });
    expect(receipts.status).toBe(200);
    expect(fileNameOf(receipts)).toBe(`收款单-${today()}.xlsx`);
    const all = await download(t, '/accountHead/exportExcel', jsh);
    expect(fileNameOf(all)).toBe(`财务单据-${today()}.xlsx`);
  });
});

describe('创建人 in exports', () => {
  it("is the creating user's name, not the id", async () => {
    const added = await t.call('POST', '/supplier/add', { token: jsh, body: { supplier: '导出创建人客户', type: '客户' } });
    expect(added.status).toBe(200);
    const me = await t.db.selectFrom('app_user').select(['id', 'username']).where('login_name', '=', 'jsh').executeTakeFirstOrThrow();
    const res = await download(t, '/supplier/exportExcel', jsh, { search: JSON.stringify({ type: '客户', supplier: '导出创建人' }) });
    const [header, ...rows] = await readRows(res.buffer);
    const at = header?.indexOf('创建人') ?? -1;
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[at]).toBe(me.username);
    expect(rows[0]?.[at]).not.toBe(me.id);
    // The list itself still answers the id (what the reference client reads).
    const listed = await t.call<{ data: { rows: Array<{ creator: number }> } }>('GET', '/supplier/list', {
      token: jsh,
      query: { search: JSON.stringify({ type: '客户', supplier: '导出创建人' }), currentPage: '1', pageSize: '10' },
    });
    expect(listed.body.data.rows[0]?.creator).toBe(Number(me.id));
  });
});
