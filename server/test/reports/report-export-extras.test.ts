import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readRows } from '../basic/spreadsheet.js';
import { registerTenant, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, SALE_OUT, setConfig, stockFixture, type Line, type StockFixture } from '../stock/stock-fixtures.js';

// 扩展1-3 in the spreadsheets of the reports whose screens show them (screens.md §6: 进销存统计, 采购/销售/零售统计,
// 库存预警): after 制造商, headed with the tenant's 商品属性 names — a tenant that renamed 自定义1 to 产地 reads 产地 —,
// with the product's values under them. Three fresh tenants: one renamed, one with the built-in names, one whose 别名 are
// empty (imported from the reference: the screens title those columns 扩展1-3, and so do the sheets). Reading them
// writes nothing: a tenant whose 商品属性 rows are not made yet still has none after its exports.

let t: TestApp;
let renamed: StockFixture;
let plain: StockFixture;
let unnamed: StockFixture;
const MARCH = { beginTime: '2026-03-01', endTime: '2026-03-31' };
const EXTRAS = ['云南', '二等', '批次A'];

/** A tenant with one purchase, one sale and one retail sale of the screw (its 扩展1-3 set) and a low level broken. */
async function tenantWithData(): Promise<StockFixture> {
  const login = unique('ext');
  await registerTenant(t, login);
  const f = await stockFixture(t, login);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0', move_avg_price_flag: '0', depot_flag: '0' });
  await t.db
    .updateTable('material')
    .set({ other_field1: EXTRAS[0], other_field2: EXTRAS[1], other_field3: EXTRAS[2] })
    .where('tenant_id', '=', f.tenantId)
    .where('id', '=', f.material.screw)
    .execute();
  const bill = async (info: Record<string, unknown>, rows: Line[]) => ok(await postBill(t, f, info, rows));
  const line = (operNumber: number, unitPrice: number): Line[] => [{ barCode: f.bar.screw, operNumber, unitPrice, depotId: f.depot1 }];
  await bill({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, operTime: '2026-03-02' }, line(10, 1));
  await bill({ ...SALE_OUT, organId: f.customer, accountId: f.account1, operTime: '2026-03-03' }, line(4, 2));
  await bill({ type: '出库', subType: '零售', organId: f.member, accountId: f.account1, operTime: '2026-03-04' }, line(1, 3));
  await sql`update stock_current set low_safe_stock = 50 where tenant_id = ${f.tenantId} and material_id = ${f.material.screw} and depot_id = ${f.depot1}`.execute(
    t.db,
  );
  return f;
}

beforeAll(async () => {
  t = await createTestApp();
  renamed = await tenantWithData();
  plain = await tenantWithData();
  unnamed = await tenantWithData();
  ok(await t.call('GET', '/materialProperty/getAllList', { token: unnamed.token }));
  await sql`update material_property set another_name = case when native_name = '自定义2' then null else '' end where tenant_id = ${unnamed.tenantId}`.execute(
    t.db,
  );
  ok(await t.call('POST', '/materialProperty/addOrUpdate', { token: renamed.token, body: { nativeName: '自定义1', anotherName: '产地' } }));
});

afterAll(async () => {
  await t.close();
});

/** The spreadsheet's header row and the screw's row by header. */
async function sheetOf(f: StockFixture, url: string, query: Record<string, string>) {
  const res = await download(t, url, f.token, query);
  expect(res.status, res.text).toBe(200);
  const rows = await readRows(res.buffer);
  const headers = rows[1] ?? [];
  const screw = rows.slice(2).find((r) => r.includes(f.bar.screw));
  expect(screw, `${url}: the screw's row`).toBeDefined();
  return { headers, screw: Object.fromEntries(headers.map((h, i) => [h, screw?.[i] ?? ''])) };
}

const PRODUCT = ['条码', '名称', '规格', '型号', '颜色', '品牌', '制造商'];
const REPORTS: Array<{ title: string; url: string; query: (f: StockFixture) => Record<string, string>; before: string[]; after: string[] }> = [
  {
    title: '进销存统计',
    url: '/depotItem/exportInOutStock',
    query: (f) => ({ ...MARCH, depotIds: f.depot1 }),
    before: PRODUCT,
    after: ['单位', '成本价', '上期结存数量', '入库数量', '出库数量', '本期结存数量', '结存金额'],
  },
  {
    title: '采购统计',
    url: '/depotItem/exportBuyIn',
    query: () => MARCH,
    before: PRODUCT,
    after: ['单位', '采购数量', '采购金额', '退货数量', '退货金额', '实际采购金额'],
  },
  {
    title: '销售统计',
    url: '/depotItem/exportSaleOut',
    query: () => MARCH,
    before: PRODUCT,
    after: ['单位', '销售数量', '销售金额', '退货数量', '退货金额', '实际销售金额'],
  },
  {
    title: '零售统计',
    url: '/depotItem/exportRetailOut',
    query: () => MARCH,
    before: PRODUCT,
    after: ['单位', '零售数量', '零售金额', '退货数量', '退货金额', '实际零售金额'],
  },
  {
    title: '库存预警',
    url: '/depotItem/exportStockWarningCount',
    query: (f) => ({ depotId: f.depot1 }),
    before: ['仓库', ...PRODUCT],
    after: ['单位', '库存', '最低安全库存', '最高安全库存', '建议入库量', '建议出库量'],
  },
];

describe('扩展1-3 in the report spreadsheets', () => {
  for (const r of REPORTS) {
    it(`${r.title}: a tenant that renamed 自定义1 reads 产地 after 制造商, the product's values under the three`, async () => {
      const { headers, screw } = await sheetOf(renamed, r.url, r.query(renamed));
      expect(headers).toEqual([...r.before, '产地', '自定义2', '自定义3', ...r.after]);
      expect([screw['产地'], screw['自定义2'], screw['自定义3']]).toEqual(EXTRAS);
    });

    it(`${r.title}: a tenant with the built-in names reads 自定义1-3, and the export makes no 商品属性 row`, async () => {
      const properties = () => t.db.selectFrom('material_property').select('id').where('tenant_id', '=', plain.tenantId).execute();
      const before = await properties();
      const { headers, screw } = await sheetOf(plain, r.url, r.query(plain));
      expect(headers).toEqual([...r.before, '自定义1', '自定义2', '自定义3', ...r.after]);
      expect([screw['自定义1'], screw['自定义2'], screw['自定义3']]).toEqual(EXTRAS);
      expect(await properties()).toEqual(before);
    });

    it(`${r.title}: a tenant whose 别名 are empty reads 扩展1-3, as the screen titles them`, async () => {
      const { headers, screw } = await sheetOf(unnamed, r.url, r.query(unnamed));
      expect(headers).toEqual([...r.before, '扩展1', '扩展2', '扩展3', ...r.after]);
      expect([screw['扩展1'], screw['扩展2'], screw['扩展3']]).toEqual(EXTRAS);
    });
  }
});
