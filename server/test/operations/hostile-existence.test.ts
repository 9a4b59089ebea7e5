import { BILL_KINDS } from '@suanpan/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { inputsOf } from '../support/route-inputs.js';
import { createTestApp, type ApiResponse, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, SALE_OUT, PURCHASE_IN, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// A caller must not tell "exists but not yours" from "does not exist" (issue 33, docs/decisions.md): for a restricted
// user every route that names documents by id answers a document outside their data scope exactly as an id that names
// nothing — reads, writes, batches whose id list mixes one of their own with the other, prints, sheets, approval.
// Another tenant's ids are walked in tenancy/cross-tenant-routes.test.ts; this is the same question inside one tenant.

const MISSING = '987654321';

/** The documents probed with: the owner's, invisible to the restricted users (个人数据), and each user's own. */
interface Probes {
  sale: string;
  order: string;
  production: string;
  count: string;
  income: string;
  ownPurchase: string;
  ownIncome: string;
  ownProduction: string;
}

type Who = 'rep' | 'maker';
interface Case {
  who: Who;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The request naming document `x` (the probe or a missing id); `p` gives the caller's own documents. */
  request: (x: string, p: Probes) => { query?: Record<string, string>; body?: unknown };
  probe: keyof Probes;
}

const q = (query: Record<string, string>) => ({ query });
const b = (body: unknown) => ({ body });
const line = (f: StockFixture) => ({ barCode: f.bar.screw, operNumber: '1', unitPrice: '1', depotId: f.depot1 });

let t: TestApp;
let f: StockFixture;
let p: Probes;
const tokens = {} as Record<Who | 'owner', string>;

/** Every route of the document families that names a document: each must be a case below (new routes fail here). */
const FAMILIES = /^\/(depotHead|depotItem|accountHead|accountItem|productionOrder|stockCheck)\/|^\/systemConfig\/(export|show)/;
const NAMING = /^(id|ids|headerId)$/;
// Routes whose id is not a document's, or names only what every user of the page may see by design.
const NOT_DOCUMENT_IDS: Record<string, string> = {
  'POST /systemConfig/exportExcelByParamMaterial': 'a product id (master data every user of 商品信息 sees)',
  'POST /depotHead/batchAddDepotHeadAndDetail':
    '待入库/待出库 show every creator’s bills by design (business-rules §4.6); a bill outside those lists is tested in stock/bill-flows.test.ts',
};

function cases(): Case[] {
  const probeCase = (who: Who, method: Case['method'], url: string, probe: keyof Probes, request: Case['request']): Case => ({
    who,
    method,
    url,
    probe,
    request,
  });
  const mixed = (x: string, own: string) => `${own},${x}`;
  return [
    // Goods bills, as the sales rep (test123: 个人数据, edit and audit on the bill pages).
    probeCase('rep', 'GET', '/depotHead/info', 'sale', (x) => q({ id: x })),
    probeCase('rep', 'GET', '/depotHead/printData', 'sale', (x) => q({ id: x })),
    probeCase('rep', 'GET', '/depotHead/approvalLog', 'sale', (x) => q({ id: x })),
    probeCase('rep', 'GET', '/depotItem/getDetailList', 'sale', (x) => q({ headerId: x })),
    probeCase('rep', 'POST', '/depotItem/stockOfLines', 'sale', (x) => b({ lines: [{ barCode: f.bar.screw, depotId: f.depot1 }], headerId: x })),
    probeCase('rep', 'DELETE', '/depotHead/delete', 'sale', (x) => q({ id: x })),
    probeCase('rep', 'DELETE', '/depotHead/deleteBatch', 'sale', (x, o) => q({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'DELETE', '/depotHead/batchDeleteBillByIds', 'sale', (x, o) => q({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/batchSetStatus', 'sale', (x, o) => b({ status: '1', ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/forceCloseBatch', 'order', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/forceClosePurchaseBatch', 'order', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/finishSaleOrder', 'order', (x) => b({ ids: x })),
    probeCase('rep', 'POST', '/depotHead/cancelSaleOrder', 'order', (x) => b({ ids: x })),
    probeCase('rep', 'POST', '/depotHead/submitApproval', 'sale', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/approve', 'sale', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/reject', 'sale', (x, o) => b({ ids: mixed(x, o.ownPurchase), opinion: '不同意' })),
    probeCase('rep', 'PUT', '/depotHead/quickEdit', 'sale', (x) => b({ id: x, remark: '改' })),
    probeCase('rep', 'POST', '/depotHead/batchSetLastDebt', 'sale', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'POST', '/depotHead/batchSetLastDeposit', 'order', (x, o) => b({ ids: mixed(x, o.ownPurchase) })),
    probeCase('rep', 'PUT', '/depotHead/updateDepotHeadAndDetail', 'sale', (x) =>
      b({ info: JSON.stringify({ id: x, ...SALE_OUT, organId: f.customer, accountId: f.account1 }), rows: JSON.stringify([line(f)]) }),
    ),
    // Finance documents, as the sales rep (finance pages with edit).
    probeCase('rep', 'GET', '/accountHead/info', 'income', (x) => q({ id: x })),
    probeCase('rep', 'GET', '/accountHead/approvalLog', 'income', (x) => q({ id: x })),
    probeCase('rep', 'GET', '/accountItem/getDetailList', 'income', (x) => q({ headerId: x })),
    probeCase('rep', 'DELETE', '/accountHead/delete', 'income', (x) => q({ id: x })),
    probeCase('rep', 'DELETE', '/accountHead/deleteBatch', 'income', (x, o) => q({ ids: mixed(x, o.ownIncome) })),
    probeCase('rep', 'POST', '/accountHead/batchSetStatus', 'income', (x, o) => b({ status: '1', ids: mixed(x, o.ownIncome) })),
    probeCase('rep', 'POST', '/accountHead/submitApproval', 'income', (x, o) => b({ ids: mixed(x, o.ownIncome) })),
    probeCase('rep', 'POST', '/accountHead/approve', 'income', (x, o) => b({ ids: mixed(x, o.ownIncome) })),
    probeCase('rep', 'POST', '/accountHead/reject', 'income', (x, o) => b({ ids: mixed(x, o.ownIncome), opinion: '不同意' })),
    probeCase('rep', 'PUT', '/accountHead/updateAccountHeadAndDetail', 'income', (x) =>
      b({ info: JSON.stringify({ id: x, type: '收入', accountId: f.account1 }), rows: JSON.stringify([{ inOutItemId: incomeItem, eachAmount: '1' }]) }),
    ),
    // Production, stock counts and sheets, as a maker (个人数据 with the production, count and sales-order pages).
    probeCase('maker', 'POST', '/productionOrder/fromSaleOrder', 'order', (x) => b({ ids: x })),
    probeCase('maker', 'POST', '/productionOrder/close', 'production', (x, o) => b({ ids: mixed(x, o.ownProduction) })),
    probeCase('maker', 'GET', '/productionOrder/materialPlan', 'production', (x) => q({ ids: x })),
    probeCase('maker', 'GET', '/productionOrder/exportWuLiao', 'production', (x) => q({ ids: x })),
    probeCase('maker', 'POST', '/productionOrder/purchaseOrders', 'production', (x) => b({ ids: x })),
    probeCase('maker', 'POST', '/systemConfig/exportWuLiao', 'production', (x) => b({ ids: x })),
    probeCase('maker', 'POST', '/stockCheck/adjust', 'count', (x) => b({ id: x })),
    probeCase('maker', 'GET', '/stockCheck/differences', 'count', (x) => q({ id: x })),
    probeCase('maker', 'GET', '/stockCheck/exportDifferences', 'count', (x) => q({ id: x })),
    ...['SaleOrder', 'SaleOut', 'PurchaseOrder', 'SaleQuote', 'MaterialLabels', 'MaterialLabelsm', 'WeaveTapeLabel'].map((sheet) =>
      probeCase('maker', 'POST', `/systemConfig/exportExcelByParam${sheet}`, 'order', (x) => q({ headerId: x })),
    ),
    ...['/systemConfig/exportExcelByParamProductionOrder', '/systemConfig/exportProductionFlow', '/systemConfig/showRawMaterialUpdate'].map((url) =>
      probeCase('maker', 'POST', url, 'production', (x) => q({ headerId: x })),
    ),
  ];
}

let incomeItem: string;

/** The answer with the probed id taken out, so that two answers compare on everything else. */
function normalized(res: ApiResponse, ids: readonly string[]): string {
  if (String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return `${res.status} xlsx`;
  let text = res.text;
  for (const id of ids) text = text.replace(new RegExp(`(?<![\\w.-])${id}(?![\\w.-])`, 'g'), '<id>');
  return `${res.status} ${text}`;
}

/** Every document row probed or owned, as text: none may change when a request names one the caller cannot see. */
async function documentRows(): Promise<string> {
  const goods = [p.sale, p.order, p.production, p.count, p.ownPurchase, p.ownProduction];
  const { rows } = await sql<{ r: string }>`
    select x::text as r from depot_head x where x.id in (${sql.join(goods)})
    union all select x::text from account_head x where x.id in (${sql.join([p.income, p.ownIncome])}) order by 1`.execute(t.db);
  return rows.map((r) => r.r).join('\n');
}

async function income(token: string, amount: string): Promise<string> {
  const res = await t.call('POST', '/accountHead/addAccountHeadAndDetail', {
    token,
    body: { info: JSON.stringify({ type: '收入', accountId: f.account1 }), rows: JSON.stringify([{ inOutItemId: incomeItem, eachAmount: amount }]) },
  });
  return String(ok(res).id);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  tokens.owner = f.token;
  tokens.rep = await sessionFor(t, 'test123');
  const maker = unique('maker');
  const makerRole = await createRole(
    t,
    f.tenantId,
    unique('生产员'),
    [BILL_KINDS.XSDD, BILL_KINDS.SCDD, BILL_KINDS.SCRK, BILL_KINDS.PDLR, BILL_KINDS.PDFP, BILL_KINDS.CGDD].map((k) => ({ url: k.page, btnStr: '1,2,7,3' })),
    '个人数据',
  );
  await createUser(t, f.tenantId, maker, makerRole);
  tokens.maker = await sessionFor(t, maker);
  incomeItem = String(
    (
      await t.db
        .insertInto('in_out_item')
        .values({ tenant_id: f.tenantId, name: unique('收入'), type: '收入' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await receive(t, f, f.bar.screw, 100);
  await receive(t, f, f.bar.part, 100);
  const owner = async (info: Record<string, unknown>, rows: Array<Record<string, unknown>>, token = f.token) =>
    String(ok(await postBill(t, f, info, rows as never, undefined, token)).id);
  p = {
    sale: await owner({ ...SALE_OUT, organId: f.customer, accountId: f.account1, changeAmount: '0' }, [{ ...line(f), unitPrice: '2' }]),
    order: await owner({ type: '其它', subType: '销售订单', organId: f.customer, status: '1' }, [{ barCode: f.bar.screw, operNumber: '5', unitPrice: '2' }]),
    production: await owner({ type: '其它', subType: '生产订单', status: '1' }, [
      { ...line(f), mType: '成品' },
      { barCode: f.bar.part, operNumber: '1', depotId: f.depot1, mType: '原料' },
    ]),
    count: await owner({ type: '其它', subType: '盘点录入', status: '1' }, [{ barCode: f.bar.screw, operNumber: '7', depotId: f.depot1 }]),
    income: await income(f.token, '5'),
    ownPurchase: await owner({ ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [line(f)], tokens.rep),
    ownIncome: await income(tokens.rep, '1'),
    ownProduction: await owner({ type: '其它', subType: '生产订单', status: '1' }, [{ ...line(f), mType: '成品' }], tokens.maker),
  };
}, 120_000);
afterAll(async () => t?.close());

describe('a document outside the caller’s data scope', () => {
  it('is answered exactly as a missing one on every route that names documents, and nothing changes', async () => {
    const problems: string[] = [];
    const before = await documentRows();
    for (const c of cases()) {
      const send = async (x: string) => t.call(c.method, c.url, { token: tokens[c.who], ...c.request(x, p) });
      const missing = await send(MISSING);
      const invisible = await send(p[c.probe]);
      const ids = [p[c.probe], MISSING];
      if (normalized(invisible, ids) !== normalized(missing, ids))
        problems.push(`${c.method} ${c.url}: ${invisible.status} ${invisible.text.slice(0, 160)} — missing: ${missing.status} ${missing.text.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
    expect(await documentRows()).toBe(before);
  });

  it('is a real document: its owner reads it where the restricted user reads nothing', async () => {
    for (const c of cases().filter((x) => x.method === 'GET' && x.who === 'rep')) {
      const read = (x: string) => t.call(c.method, c.url, { token: tokens.owner, ...c.request(x, p) });
      expect(normalized(await read(p[c.probe]), [p[c.probe], MISSING]), c.url).not.toBe(normalized(await read(MISSING), [p[c.probe], MISSING]));
    }
  });

  it('covers every route of the document families that names a document by id', () => {
    const covered = new Set(cases().map((c) => `${c.method} ${c.url}`));
    const prefix = t.config.apiPrefix;
    const missing = t.routes
      .map((r) => ({ key: `${r.method} ${r.url.slice(prefix.length)}`, r }))
      .filter(({ key, r }) => FAMILIES.test(key.split(' ')[1]!) && inputsOf(r).some((i) => NAMING.test(i.name)))
      .filter(({ key }) => !covered.has(key) && !NOT_DOCUMENT_IDS[key])
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });
});
