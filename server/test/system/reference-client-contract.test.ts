import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_CLIENT_PAGES } from '../../src/modules/system/auth/reference-client-pages.js';
import { businessToday } from '../../src/platform/business-date.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { TEST_TIME_ZONE } from '../support/test-db.js';
import { PURCHASE_IN, SALE_OUT, postBill, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// jshERP's own web client against the reference mount (issue 36): each call as that client sends it (its parameters,
// empty strings, `in`/`out`, date-range models) and the type of every value it reads from the answer — bare arrays
// where its controllers answer them, JSON numbers where it does arithmetic (`total.toFixed(2)`). The route list walk
// this replaces only asked that each path answered; these are the shapes that broke its pages.

type Kind = 'number' | 'string' | 'array' | 'object' | 'boolean';

interface ClientCall {
  /** The client's page or component making the call. */
  page: string;
  method: 'GET' | 'POST';
  path: string;
  query?: (f: StockFixture) => Record<string, string | number>;
  body?: (f: StockFixture) => unknown;
  /** What the client reads: `$` is the HTTP body, `.key` a property, `[]` every element of a (non-empty) array. */
  reads: Record<string, Kind>;
}

// The business day (bills are dated in the tenant's time zone): past 16:00 UTC it is already tomorrow in Shanghai.
const today = businessToday(TEST_TIME_ZONE);
const monthStart = `${today.slice(0, 8)}01`;
/** The client's date-range picker model, sent beside beginTime/endTime (axios writes an array as `key[]`). */
const rangeModel = { 'createTimeRange[]': `${monthStart}T00:00:00.000Z` };
const listPage = { currentPage: 1, pageSize: 10 };
const mpList = '制造商,规格,型号';

const CALLS: ClientCall[] = [
  {
    page: '登录后菜单',
    method: 'POST',
    path: '/function/findMenuByPNumber',
    body: (f) => ({ pNumber: 0, userId: f.userId }),
    reads: { $: 'array', '$[].id': 'number', '$[].text': 'string', '$[].url': 'string' },
  },
  {
    page: '商品类别',
    method: 'GET',
    path: '/materialCategory/getMaterialCategoryTree',
    query: () => ({ id: '' }),
    reads: { $: 'array', '$[].id': 'number', '$[].title': 'string' },
  },
  {
    page: '部门管理',
    method: 'GET',
    path: '/organization/getOrganizationTree',
    query: () => ({ id: '' }),
    reads: { $: 'array', '$[].id': 'number', '$[].title': 'string' },
  },
  {
    page: '采购入库 供应商',
    method: 'POST',
    path: '/supplier/findBySelect_sup',
    body: () => ({ limit: 1 }),
    reads: { $: 'array', '$[].id': 'number', '$[].supplier': 'string' },
  },
  {
    page: '销售出库 客户',
    method: 'POST',
    path: '/supplier/findBySelect_cus',
    body: () => ({ limit: 1 }),
    reads: { $: 'array', '$[].id': 'number', '$[].supplier': 'string' },
  },
  {
    page: '收款单 往来单位',
    method: 'POST',
    path: '/supplier/findBySelect_organ',
    body: () => ({}),
    reads: { $: 'array', '$[].id': 'number', '$[].supplier': 'string' },
  },
  {
    page: '零售出库 会员',
    method: 'POST',
    path: '/supplier/findBySelect_retail',
    body: () => ({ limit: 1 }),
    reads: { $: 'array', '$[].id': 'number', '$[].supplier': 'string', '$[].advanceIn': 'number' },
  },
  {
    page: '商品选择器',
    method: 'GET',
    path: '/material/findBySelect',
    query: (f) => ({ categoryId: '', q: '', mpList, depotId: f.depot1, enableSerialNumber: '', enableBatchNumber: '', page: 1, rows: 10 }),
    reads: { $: 'object', '$.total': 'number', '$.rows': 'array', '$.rows[].id': 'number', '$.rows[].mBarCode': 'string', '$.rows[].stock': 'number' },
  },
  {
    page: '收入单 收入项目',
    method: 'GET',
    path: '/inOutItem/findBySelect',
    query: () => ({ type: 'in' }),
    reads: { $: 'array', '$[].id': 'number', '$[].name': 'string' },
  },
  {
    page: '支出单 支出项目',
    method: 'GET',
    path: '/inOutItem/findBySelect',
    query: () => ({ type: 'out' }),
    reads: { $: 'array', '$[].id': 'number', '$[].name': 'string' },
  },
  {
    page: '单据 销售人员',
    method: 'GET',
    path: '/person/getPersonByNumType',
    query: () => ({ type: 1 }),
    reads: { $: 'array', '$[].value': 'string', '$[].text': 'string' },
  },
  {
    page: '日志管理',
    method: 'GET',
    path: '/log/list',
    query: () => ({
      search: JSON.stringify({
        operation: '',
        content: '',
        clientIp: '',
        beginTime: monthStart,
        endTime: today,
        createTimeRange: [`${monthStart}T00:00:00.000Z`, `${today}T00:00:00.000Z`],
      }),
      ...listPage,
    }),
    reads: { '$.code': 'number', '$.data.total': 'number', '$.data.rows': 'array' },
  },
  {
    page: '采购入库',
    method: 'GET',
    path: '/depotHead/list',
    query: () => ({ search: JSON.stringify({ type: '入库', subType: '采购', number: '', materialParam: '', beginTime: '', endTime: '' }), ...listPage }),
    reads: {
      '$.data.total': 'number',
      '$.data.rows[].number': 'string',
      '$.data.rows[].totalPrice': 'number',
      '$.data.rows[].discountLastMoney': 'number',
      '$.data.rows[].changeAmount': 'number',
    },
  },
  {
    // 收款单's 选择单据: the customer's sales still owing, asked in `search`; it sums `debt` with toFixed.
    page: '收款单 选择单据',
    method: 'GET',
    path: '/depotHead/debtList',
    query: (f) => ({
      search: JSON.stringify({ organId: Number(f.customer), materialParam: '', number: '', type: '出库', subType: '销售', status: '' }),
      column: 'createTime',
      order: 'desc',
      currentPage: 1,
      pageSize: 100,
    }),
    reads: {
      '$.data.total': 'number',
      '$.data.rows[].id': 'number',
      '$.data.rows[].number': 'string',
      '$.data.rows[].needDebt': 'number',
      '$.data.rows[].finishDebt': 'number',
      '$.data.rows[].debt': 'number',
    },
  },
  {
    page: '商品库存',
    method: 'GET',
    path: '/material/getListWithStock',
    query: () => ({ categoryId: '', materialParam: '', position: '', zeroStock: '0', mpList, depotIds: '', ...listPage }),
    reads: {
      '$.data.total': 'number',
      '$.data.currentStock': 'number',
      '$.data.currentStockPrice': 'number',
      '$.data.currentWeight': 'number',
      '$.data.rows[].currentStock': 'number',
    },
  },
  {
    // Its 商品流水 dialog loads its list once on the page, before a product is chosen.
    page: '商品库存 流水对话框',
    method: 'GET',
    path: '/depotItem/findDetailByDepotIdsAndMaterialId',
    query: () => ({
      depotIds: '',
      materialId: '',
      number: '',
      beginTime: '',
      endTime: '',
      stockPriceFlag: 'false',
      column: 'createTime',
      order: 'desc',
      ...listPage,
    }),
    reads: { '$.data.total': 'number', '$.data.rows': 'array' },
  },
  {
    page: '进销存统计',
    method: 'GET',
    path: '/depotItem/getInOutStockCountMoney',
    query: () => ({ depotId: '', beginTime: monthStart, endTime: today, materialParam: '', categoryId: '', mpList, ...rangeModel }),
    reads: { '$.data.totalStock': 'number', '$.data.totalCount': 'number' },
  },
  {
    page: '进销存统计 列表',
    method: 'GET',
    path: '/depotItem/getInOutStock',
    query: () => ({ depotId: '', beginTime: monthStart, endTime: today, materialParam: '', categoryId: '', mpList, ...rangeModel, ...listPage }),
    reads: { '$.data.total': 'number', '$.data.rows[].thisSum': 'number', '$.data.rows[].inSum': 'number' },
  },
  ...(['入库', '出库'] as const).flatMap((type): ClientCall[] => [
    {
      page: `${type}明细`,
      method: 'GET',
      path: '/depotHead/findInOutDetail',
      query: () => ({ number: '', materialParam: '', beginTime: monthStart, endTime: today, type, remark: '', ...rangeModel, ...listPage }),
      reads: { '$.data.total': 'number', '$.data.operNumberTotal': 'number', '$.data.allPriceTotal': 'number', '$.data.rows[].operNumber': 'number' },
    },
    {
      page: `${type}汇总`,
      method: 'GET',
      path: '/depotHead/findInOutMaterialCount',
      query: () => ({ materialParam: '', beginTime: monthStart, endTime: today, type, ...rangeModel, ...listPage }),
      reads: { '$.data.total': 'number', '$.data.numSumTotal': 'number', '$.data.priceSumTotal': 'number', '$.data.rows[].numSum': 'number' },
    },
  ]),
  {
    page: '调拨明细',
    method: 'GET',
    path: '/depotHead/findAllocationDetail',
    query: () => ({ number: '', materialParam: '', beginTime: monthStart, endTime: today, subType: '调拨', remark: '', ...rangeModel, ...listPage }),
    reads: { '$.data.total': 'number', '$.data.operNumberTotal': 'number', '$.data.allPriceTotal': 'number' },
  },
];

/** The values at a path of the answer; every array on the way must hold something, or the check would prove nothing. */
function valuesAt(body: unknown, path: string): unknown[] {
  let values: unknown[] = [body];
  for (const step of path.slice(1).match(/\.[^.[]+|\[\]/g) ?? []) {
    values = values.flatMap((v) => {
      if (step === '[]') {
        if (!Array.isArray(v) || v.length === 0) throw new Error(`${path}: expected a non-empty array before ${step}, got ${JSON.stringify(v)}`);
        return v;
      }
      return [(v as Record<string, unknown>)[step.slice(1)]];
    });
  }
  return values;
}

const kindOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

let t: TestApp;
let f: StockFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  const { token } = f;
  // A purchase and a sale this month (5 of its 15 still owed), an income and an expense item: every list and report
  // has a row to read.
  const inRes = await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, changeAmount: '-24' }, [
    { barCode: f.bar.screw, operNumber: '12', unitPrice: '2', depotId: f.depot1 },
  ]);
  expect(inRes.status, inRes.text).toBe(200);
  const outRes = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: '10' }, [
    { barCode: f.bar.screw, operNumber: '5', unitPrice: '3', depotId: f.depot1 },
  ]);
  expect(outRes.status, outRes.text).toBe(200);
  for (const type of ['收入', '支出']) expect((await t.call('POST', '/inOutItem/add', { token, body: { name: `接口${type}项目`, type } })).status).toBe(200);
  expect((await t.call('POST', '/organization/add', { token, body: { orgAbr: '接口测试部', orgNo: 'T36', parentId: '' } })).status).toBe(200);
});
afterAll(async () => t.close());

describe("jshERP's web client against the reference mount", () => {
  it.each(CALLS.map((c) => [`${c.page}: ${c.method} ${c.path}`, c] as const))('%s answers what the client reads', async (_name, c) => {
    const res: ApiResponse = await t.call(c.method, c.path, {
      token: f.token,
      reference: true,
      ...(c.query ? { query: c.query(f) } : {}),
      ...(c.body ? { body: c.body(f) } : {}),
    });
    expect(res.status, res.text).toBe(200);
    const wrong = Object.entries(c.reads).flatMap(([path, kind]) =>
      valuesAt(res.body, path)
        .filter((v) => kindOf(v) !== kind)
        .map((v) => `${path}: ${kind} expected, got ${JSON.stringify(v)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('has every path the client calls on the reference mount (the shapes above are what it reads from them)', () => {
    const calls = fs
      .readFileSync(path.join(import.meta.dirname, 'fixtures', 'reference-client-endpoints.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/).slice(0, 2) as [string, string]);
    expect(calls.length).toBeGreaterThan(250);
    // Paths compared with parameters as `{}` (the reference's `{id}`, our `:id`); its `/**` (any file below) is
    // answered by one or more parameter segments; ANY is answered by one of the methods.
    const shape = (url: string) => url.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');
    const prefix = t.config.apiPrefix;
    const registered = t.routes.map((r) => ({ method: r.method, path: r.url.slice(prefix.length), pattern: shape(r.url.slice(prefix.length)) }));
    const missing = calls.filter(([method, p]) => {
      const wanted = shape(p);
      const route = registered.find(
        (r) =>
          (method === 'ANY' || r.method === method) &&
          (wanted.endsWith('/**') ? r.pattern.startsWith(wanted.slice(0, -2)) && /^(\/\{\})+$/.test(r.pattern.slice(wanted.length - 3)) : r.pattern === wanted),
      );
      return !route || !t.app.hasRoute({ method: route.method, url: `${t.config.referencePrefix}${route.path}` });
    });
    expect(missing).toEqual([]);
  });

  it('menus only the pages its client has; our own menu keeps the rest', async () => {
    const menu = async (reference: boolean) =>
      (await t.call('POST', '/function/findMenuByPNumber', { token: f.token, reference, body: { pNumber: 0, userId: f.userId } })).body;
    type Node = { component: string; url: string; children?: Node[] };
    const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
    const theirs = leaves(await menu(true)).filter((n) => n.url !== '/dashboard/analysis');
    const ours = leaves(((await menu(false)) as { data: Node[] }).data);
    expect(theirs.length).toBeGreaterThan(40);
    expect(theirs.filter((n) => !REFERENCE_CLIENT_PAGES.has(n.component))).toEqual([]);
    // 消息管理 is a modal in its client (its bell), 系统消息 and 颜色纱比 exist only in ours.
    expect(theirs.map((n) => n.component)).not.toContain('/system/MsgList');
    expect(ours.map((n) => n.component)).toEqual(expect.arrayContaining(['/system/MsgList', '/material/ColorYarnRatioList']));
  });

  it('keeps figures exact: the number has the decimal text our own mount sends', async () => {
    const query = { search: JSON.stringify({ type: '入库', subType: '采购' }), ...listPage };
    const ours = await t.call('GET', '/depotHead/list', { token: f.token, query });
    const theirs = await t.call('GET', '/depotHead/list', { token: f.token, query, reference: true });
    expect(ours.body.data.rows[0].totalPrice).toBe('24');
    expect(theirs.body.data.rows[0].totalPrice).toBe(24);
    expect(String(theirs.body.data.rows[0].totalPrice)).toBe(ours.body.data.rows[0].totalPrice);
  });

  it('reads 选择单据 filters from search as its client sends them, the same as flat ones, narrowed to the kind asked', async () => {
    const debts = async (query: Record<string, string | number>) =>
      (await t.call('GET', '/depotHead/debtList', { token: f.token, reference: true, query: { ...query, currentPage: 1, pageSize: 10 } })).body;
    const sales = await debts({ search: JSON.stringify({ organId: Number(f.customer), type: '出库', subType: '销售', status: '' }) });
    expect(sales.data.rows.map((r: { debt: number }) => r.debt)).toEqual([5]);
    expect((await debts({ organId: f.customer })).data.rows).toEqual(sales.data.rows);
    expect((await debts({ search: JSON.stringify({ organId: Number(f.customer), type: '入库', subType: '采购' }) })).data.total).toBe(0);
    const unnamed = await debts({ search: JSON.stringify({ type: '出库' }) });
    expect(unnamed.message).toBe('请选择往来单位');
  });

  it('puts the refusal text where its client shows it (the body’s message)', async () => {
    const res = await t.call('GET', '/inOutItem/findBySelect', { token: f.token, reference: true, query: { type: 'both' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/类型只能是/);
    expect(res.body.data.message).toBe(res.body.message);
  });

  it('saves a product from its form: "" for the unit group and for optional numbers', async () => {
    const res = await t.call('POST', '/material/add', {
      token: f.token,
      reference: true,
      body: {
        name: '客户端商品',
        unit: '个',
        unitId: '',
        categoryId: '',
        expiryNum: '',
        weight: '',
        enableSerialNumber: '0',
        enableBatchNumber: '0',
        meList: [{ barCode: '7788990011', commodityUnit: '个', purchaseDecimal: '2', commodityDecimal: '', wholesaleDecimal: '', lowDecimal: '' }],
        stock: [{ id: Number(f.depot1), name: '仓库', initStock: '', lowSafeStock: '', highSafeStock: '' }],
        sortList: [],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.code).toBe(200);
  });

  it('signs out without a session and without a loop: logout answers 200 to a token that is gone', async () => {
    const res = await t.call('GET', '/user/logout', { token: 'f'.repeat(64), reference: true });
    expect(res.status).toBe(200);
  });
});
