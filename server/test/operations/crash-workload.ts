import { Decimal } from 'decimal.js';
import type { ChildServer } from '../support/child-server.js';
import { DEMO_PASSWORD } from '../support/test-db.js';

// The bills the crash test posts, each with what it must do to stock, money and partners once it has been done
// exactly once — so the state after the crash and the retries can be checked against the clients' own arithmetic.

export interface Parties {
  barCodes: [string, string];
  depots: [string, string];
  supplier: string;
  customer: string;
  account: string;
  incomeItem: string;
}

/** One request as a client sends it: a new bill under its own Idempotency-Key, and what it moves. */
export interface Posting {
  key: string;
  url: string;
  body: { info: string; rows: string };
  /** Base quantity by product barcode and depot id. */
  stock: Array<{ barCode: string; depot: string; qty: Decimal }>;
  account: Decimal;
  needGet: Decimal;
  needPay: Decimal;
}

export const stockKey = (barCode: string, depot: string) => `${barCode}@${depot}`;

export async function signIn(server: ChildServer): Promise<string> {
  const res = await fetch(`${server.base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'jsh', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Sends a request and answers its status and data; throws only when no answer came (the connection was cut). */
export async function send(server: ChildServer, token: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { code: number; data: any };
  return { status: res.status, data: answer.data };
}

async function must(server: ChildServer, token: string, method: string, url: string, body?: unknown) {
  const res = await send(server, token, method, url, body);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

/**
 * Two new products (no stock yet: the demo tenant allows negative stock), a new supplier, customer and account (all at
 * zero, so their balances after the storm are the storm's sums), the demo's first two depots and an income item.
 */
export async function prepareParties(server: ChildServer, token: string): Promise<Parties> {
  const tag = Date.now().toString(36);
  const barCodes: [string, string] = [`CR${tag}A`, `CR${tag}B`];
  for (const [i, barCode] of barCodes.entries()) {
    await must(server, token, 'POST', '/material/add', {
      name: `断电测试${i + 1}`,
      unit: '个',
      meList: [{ barCode, commodityUnit: '个', purchaseDecimal: '3', wholesaleDecimal: '7', commodityDecimal: '7', defaultFlag: '1' }],
    });
  }
  const depots = (await must(server, token, 'GET', '/depot/findDepotByCurrentUser')) as Array<{ id: number }>;
  if (depots.length < 2) throw new Error('the demo tenant needs two depots');
  const partner = async (type: string) => String((await must(server, token, 'POST', '/supplier/add', { supplier: `断电${type}${tag}`, type })).id);
  return {
    barCodes,
    depots: [String(depots[0]!.id), String(depots[1]!.id)],
    supplier: await partner('供应商'),
    customer: await partner('客户'),
    account: String((await must(server, token, 'POST', '/account/add', { name: `断电账户${tag}` })).id),
    incomeItem: String((await must(server, token, 'GET', '/inOutItem/findBySelect?type=收入'))[0].id),
  };
}

type Row = Record<string, string | number>;

/** The balances the screens show now: the account's, the supplier's payable and the customer's receivable. */
export async function balancesShown(server: ChildServer, token: string, p: Parties) {
  const accounts = await must(server, token, 'GET', '/account/listWithBalance?name=&serialNo=&currentPage=1&pageSize=1000');
  const partners = async (type: string) =>
    (await must(server, token, 'GET', `/supplier/list?search=${encodeURIComponent(JSON.stringify({ type }))}&currentPage=1&pageSize=1000`)).rows as Row[];
  const one = (rows: Row[], id: string) => rows.find((r) => String(r.id) === id)!;
  return {
    account: String(one(accounts.rows as Row[], p.account).currentAmount),
    needPay: String(one(await partners('供应商'), p.supplier).allNeedPay),
    needGet: String(one(await partners('客户'), p.customer).allNeedGet),
  };
}

interface Line {
  m: 0 | 1;
  qty: string;
  price?: string;
  from: 0 | 1;
  to?: 0 | 1;
}

/** The n-th bill of a client: purchase-ins, sale-outs and transfers of several lines, and income receipts, in turn. */
export function posting(p: Parties, key: string, n: number): Posting {
  const goods = (lines: Line[], sign: 1 | -1, paid: string) => {
    const rows = lines.map((l) => ({
      barCode: p.barCodes[l.m],
      operNumber: l.qty,
      ...(l.price ? { unitPrice: l.price } : {}),
      depotId: p.depots[l.from],
      ...(l.to === undefined ? {} : { anotherDepotId: p.depots[l.to] }),
    }));
    const stock = lines.flatMap((l) => {
      const out = { barCode: p.barCodes[l.m], depot: p.depots[l.from], qty: new Decimal(l.qty).times(sign) };
      return l.to === undefined ? [out] : [out, { barCode: p.barCodes[l.m], depot: p.depots[l.to], qty: new Decimal(l.qty) }];
    });
    const total = lines.reduce((s, l) => s.plus(new Decimal(l.qty).times(l.price ?? 0)), new Decimal(0));
    return { rows, stock, total, paid: new Decimal(paid) };
  };
  const zero = new Decimal(0);
  const depotBill = (info: Record<string, unknown>, g: ReturnType<typeof goods>) => ({
    key,
    url: '/depotHead/addDepotHeadAndDetail',
    body: { info: JSON.stringify({ ...info, changeAmount: g.paid.toString(), status: '1', remark: key }), rows: JSON.stringify(g.rows) },
    stock: g.stock,
  });
  switch (n % 4) {
    case 0: {
      const g = goods(
        [
          { m: 0, qty: '5', price: '3', from: 0 },
          { m: 1, qty: '4', price: '2.5', from: 0 },
          { m: 0, qty: '2', price: '3', from: 1 },
        ],
        1,
        '10',
      );
      const bill = depotBill({ type: '入库', subType: '采购', organId: p.supplier, accountId: p.account }, g);
      return { ...bill, account: g.paid.neg(), needGet: zero, needPay: g.total.minus(g.paid) };
    }
    case 1: {
      const g = goods(
        [
          { m: 0, qty: '2', price: '7', from: 0 },
          { m: 1, qty: '1', price: '6', from: 0 },
          { m: 1, qty: '1', price: '6', from: 1 },
        ],
        -1,
        '8',
      );
      const bill = depotBill({ type: '出库', subType: '销售', organId: p.customer, accountId: p.account }, g);
      return { ...bill, account: g.paid, needGet: g.total.minus(g.paid), needPay: zero };
    }
    case 2: {
      const g = goods(
        [
          { m: 0, qty: '1', from: 0, to: 1 },
          { m: 1, qty: '2', from: 0, to: 1 },
        ],
        -1,
        '0',
      );
      const bill = depotBill({ type: '出库', subType: '调拨' }, g);
      return { ...bill, account: zero, needGet: zero, needPay: zero };
    }
    default: {
      const amount = '12.5';
      return {
        key,
        url: '/accountHead/addAccountHeadAndDetail',
        body: {
          info: JSON.stringify({ type: '收入', accountId: p.account, totalPrice: amount, status: '1', remark: key }),
          rows: JSON.stringify([{ inOutItemId: p.incomeItem, eachAmount: amount }]),
        },
        stock: [],
        account: new Decimal(amount),
        needGet: zero,
        needPay: zero,
      };
    }
  }
}
