import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readRows, workbook } from '../basic/spreadsheet.js';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;
let depot1Name: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', material_price_tax_flag: '0', customer_static_price_flag: '0' });
  await t.db.updateTable('supplier').set({ tax_rate: '13' }).where('id', '=', f.customer).execute();
  depot1Name = (await t.db.selectFrom('depot').select('name').where('id', '=', f.depot1).executeTakeFirstOrThrow()).name;
});
afterAll(async () => t.close());

/** POSTs a sheet the way the editor does: multipart with the file and prefixNo/organId as form fields. */
async function importSheet(rows: ReadonlyArray<ReadonlyArray<string | number | null>>, fields: Record<string, string>, token = f.token) {
  const boundary = '----itemImportBoundary';
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const file = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="items.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}/depotItem/importItemExcel`,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, file, await workbook(rows), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { code: number; data: any } };
}

const TIP = ['*导入时本行内容请勿删除'];

describe('导入明细 templates', () => {
  it('each kind gets its own generated template: tip row, then its columns with required marks', async () => {
    const expected: Record<string, string[]> = {
      QGD: ['条码*', '名称', '数量*', '备注'],
      CGDD: ['条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
      QTRK: ['仓库*', '条码*', '名称', '数量*', '单价', '备注'],
      XSDD: ['条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
      CGRK: ['仓库*', '条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
      QTCK: ['仓库*', '条码*', '名称', '数量*', '单价', '备注'],
    };
    for (const [prefixNo, headers] of Object.entries(expected)) {
      const res = await download(t, '/depotItem/importItemTemplate', f.token, { prefixNo });
      expect(res.status).toBe(200);
      const [tip, header, ...rest] = await readRows(res.buffer);
      expect(tip?.[0]).toMatch(/^\*导入时本行内容请勿删除/);
      expect(header).toEqual(headers);
      expect(rest).toEqual([]);
    }
    expect((await download(t, '/depotItem/importItemTemplate', f.token, { prefixNo: 'DBCK' })).status).toBe(400);
  });
});

describe('导入明细 upload', () => {
  it('a sales order takes the customer last price, the sheet price when given, the customer tax rate and the barcode unit', async () => {
    ok(
      await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer }, [
        { barCode: f.bar.screw, operNumber: '1', unitPrice: '2.8', taxRate: '13' },
      ]),
    );
    const res = await importSheet(
      [TIP, ['条码*', '名称', '数量*', '单价', '税率(%)', '备注'], [f.bar.screw, '螺丝', 3, null, null, '加急'], [f.bar.nutBox, null, 2, 11.5, 0, null]],
      { prefixNo: 'XSDD', organId: f.customer },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe('导入成功2条');
    const [screw, box] = res.body.data.rows;
    expect(screw).toMatchObject({
      barCode: f.bar.screw,
      name: '螺丝',
      unit: '个',
      materialId: Number(f.material.screw),
      operNumber: '3',
      unitPrice: '2.8',
      allPrice: '8.4',
      taxRate: '13',
      taxMoney: '1.09',
      taxLastMoney: '9.49',
      remark: '加急',
      depotId: null,
    });
    expect(box).toMatchObject({
      barCode: f.bar.nutBox,
      unit: '箱',
      operNumber: '2',
      unitPrice: '11.5',
      allPrice: '23',
      taxRate: '0',
      taxMoney: '0',
      taxLastMoney: '23',
    });
    // Another customer has no history: the stored sale price.
    const other = await importSheet(
      [
        ['条码', '数量'],
        [f.bar.screw, 1],
      ],
      { prefixNo: 'XSDD' },
    );
    expect(other.body.data.rows[0]).toMatchObject({ unitPrice: '2', taxRate: '0' });
  });

  it('a purchase receipt reads depots by name, proposes the purchase price and tells the stock there', async () => {
    await receive(t, f, f.bar.part, 7, f.depot1, '10');
    const res = await importSheet(
      [
        ['仓库*', '条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
        [depot1Name, f.bar.part, null, '4', null, null, null],
      ],
      { prefixNo: 'CGRK', organId: f.supplier },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows[0]).toMatchObject({ depotId: Number(f.depot1), depotName: depot1Name, unitPrice: '10', allPrice: '40', stock: '7' });
  });

  it('every bad row is reported with its line number and no lines are returned', async () => {
    const res = await importSheet(
      [
        ['仓库', '条码', '数量', '单价'],
        [depot1Name, 'NOPE-1', 1, null],
        [depot1Name, f.bar.screw, 'abc', null],
        ['没有的仓库', f.bar.screw, 1, null],
        [null, f.bar.screw, 1, null],
        [depot1Name, null, 1, null],
        [depot1Name, f.bar.screw, 0, null],
        [depot1Name, f.bar.screw, 1, '-3'],
        [depot1Name, f.bar.screw, 2, 1.5],
      ],
      { prefixNo: 'QTCK' },
    );
    expect(res.status).toBe(400);
    const messages = (res.body.data.errors as Array<{ message: string }>).map((e) => e.message);
    expect(messages).toEqual([
      '第2行商品条码NOPE-1在商品管理中不存在',
      '第3行数量abc格式错误，应为大于0的数字',
      '第4行仓库没有的仓库在基础资料-仓库信息中不存在',
      '第5行仓库为空',
      '第6行条码为空',
      '第7行数量0格式错误，应为大于0的数字',
      '第8行单价-3格式错误，应为不小于0的数字',
    ]);
    expect(res.body.code).toBe(9000003);
    expect(res.body.data.message).toMatch(/^导入失败，共7处错误：第2行/);
    expect(res.body.data.rows).toBeUndefined();
  });

  it('refuses kinds without 导入明细, a missing kind, an empty sheet and more than 1000 rows', async () => {
    expect(
      (
        await importSheet(
          [
            ['条码', '数量'],
            [f.bar.screw, 1],
          ],
          { prefixNo: 'DBCK' },
        )
      ).status,
    ).toBe(400);
    const missing = await importSheet(
      [
        ['条码', '数量'],
        [f.bar.screw, 1],
      ],
      {},
    );
    expect(missing.status).toBe(400);
    expect(missing.body.data.field).toBe('prefixNo');
    expect((await importSheet([['条码', '数量']], { prefixNo: 'QGD' })).body.data.message).toBe('表格中没有数据');
    const big = await importSheet([['条码', '数量'], ...Array.from({ length: 1001 }, () => [f.bar.screw, 1])], { prefixNo: 'QGD' });
    expect(big.status).toBe(400);
    expect(big.body.data.message).toContain('明细不能超出1000条');
  });

  it("reads only the caller's tenant, and under 分配仓库权限 only the depots granted to the user", async () => {
    const otherLogin = unique('importother');
    const other = await registerTenant(t, otherLogin);
    const foreignDepot = unique('别家仓库');
    await t.db.insertInto('depot').values({ tenant_id: other.tenantId, name: foreignDepot }).execute();
    const foreignMaterial = (
      await t.db.insertInto('material').values({ tenant_id: other.tenantId, name: '别家商品', unit: '个' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const foreignBar = unique('FB');
    await t.db
      .insertInto('material_extend')
      .values({ tenant_id: other.tenantId, material_id: foreignMaterial, bar_code: foreignBar, commodity_unit: '个', default_flag: true })
      .execute();
    const mixed = await importSheet(
      [
        ['仓库', '条码', '数量'],
        [foreignDepot, f.bar.screw, 1],
        [depot1Name, foreignBar, 1],
      ],
      { prefixNo: 'QTCK' },
    );
    expect(mixed.status).toBe(400);
    expect((mixed.body.data.errors as Array<{ message: string }>).map((e) => e.message)).toEqual([
      `第2行仓库${foreignDepot}在基础资料-仓库信息中不存在`,
      `第3行商品条码${foreignBar}在商品管理中不存在`,
    ]);
    // The other tenant does not see our barcodes either.
    const theirs = await importSheet(
      [
        ['条码', '数量'],
        [f.bar.screw, 1],
      ],
      { prefixNo: 'XSDD' },
      await sessionFor(t, otherLogin),
    );
    expect(theirs.body.data.errors?.[0]?.message).toBe(`第2行商品条码${f.bar.screw}在商品管理中不存在`);

    const login = unique('importkeeper');
    const userId = await createUser(t, f.tenantId, login, await createRole(t, f.tenantId, unique('出库员'), [{ url: '/bill/other_out', btnStr: '1' }]));
    const token = await sessionFor(t, login);
    const sheet = [
      ['仓库', '条码', '数量'],
      [depot1Name, f.bar.screw, 1],
    ];
    await setConfig(t, f, { depot_flag: '1' });
    try {
      const refusedDepot = await importSheet(sheet, { prefixNo: 'QTCK' }, token);
      expect(refusedDepot.status).toBe(400);
      expect(refusedDepot.body.data.errors.map((e: { message: string }) => e.message)).toEqual([`第2行没有仓库${depot1Name}的权限`]);
      await t.db.insertInto('user_depot').values({ tenant_id: f.tenantId, user_id: userId, depot_id: f.depot1 }).execute();
      expect((await importSheet(sheet, { prefixNo: 'QTCK' }, token)).status).toBe(200);
    } finally {
      await setConfig(t, f, { depot_flag: '0' });
    }
  });

  it('under 分配客户权限 refuses lines priced for a customer not granted to the user (the customer sent as a form field)', async () => {
    const login = unique('importseller');
    const userId = await createUser(t, f.tenantId, login, await createRole(t, f.tenantId, unique('订单员'), [{ url: '/bill/sale_order', btnStr: '1' }]));
    const token = await sessionFor(t, login);
    const sheet = [
      ['条码', '数量'],
      [f.bar.screw, 1],
    ];
    await setConfig(t, f, { customer_flag: '1' });
    try {
      const refused = await importSheet(sheet, { prefixNo: 'XSDD', organId: f.customer }, token);
      expect([refused.status, refused.body.data.message]).toEqual([403, expect.stringMatching(/^抱歉，您没有客户.+的权限$/)]);
      await t.db.insertInto('user_customer').values({ tenant_id: f.tenantId, user_id: userId, supplier_id: f.customer }).execute();
      expect((await importSheet(sheet, { prefixNo: 'XSDD', organId: f.customer }, token)).status).toBe(200);
    } finally {
      await setConfig(t, f, { customer_flag: '0' });
    }
  });

  it('needs the page of the kind being filled, not just any bill page', async () => {
    // test123 (销售代表) edits sales orders but has no 请购单 page.
    const token = await t.login('test123');
    expect(
      (
        await importSheet(
          [
            ['条码', '数量'],
            [f.bar.screw, 1],
          ],
          { prefixNo: 'QGD' },
          token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await importSheet(
          [
            ['条码', '数量'],
            [f.bar.screw, 1],
          ],
          { prefixNo: 'XSDD' },
          token,
        )
      ).status,
    ).toBe(200);
  });
});
