import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handOver, listBatches, onceBatches } from '../../src/platform/list/list-export.js';
import { listPage, listSummary, type ListOrder, type ListSource } from '../../src/platform/list/list-source.js';
import type { ListSummary } from '../../src/platform/list/list-summary.js';
import { download, readRows } from '../basic/spreadsheet.js';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

// The list source (platform/list/list-source.ts): deep pages return what one naive ordered query
// returns, exports longer than a batch equal the list, and 合计 figures cover the whole filtered set.

let t: TestApp;
let tenantId: string;
let token: string;

const EXPORT_ROWS = 1100;
beforeAll(async () => {
  t = await createTestApp();
  const login = unique('listsrc');
  ({ tenantId } = await registerTenant(t, login));
  token = await sessionFor(t, login);
  // 57 accounts `PG…` for the paging tests and 1,100 `EX…` for the export; sort and serial values
  // repeat and are sometimes empty, so orders need their tiebreak and their nulls-last rule.
  await sql`insert into account (tenant_id, name, serial_no, sort, initial_amount)
    select ${tenantId}, 'PG' || lpad(g::text, 3, '0'), case when g % 5 = 0 then null else 'S' || (g % 7) end,
      case when g % 4 = 0 then null else (g % 3)::text end, g * 0.01
    from generate_series(1, 57) g`.execute(t.db);
  await sql`insert into account (tenant_id, name, serial_no, sort, initial_amount)
    select ${tenantId}, 'EX' || g, case when g % 5 = 0 then null else 'S' || (g % 13) end,
      case when g % 4 = 0 then null else (g % 3)::text end, 1
    from generate_series(1, ${EXPORT_ROWS}) g`.execute(t.db);
});
afterAll(async () => t.close());

type Listed = { rows: Array<Record<string, any>>; total: number; totalRow?: Record<string, string> };

/** Names of the tenant's accounts holding `text`, in a plain ORDER BY. */
async function naive(text: string, orderBy: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from account where tenant_id = ${tenantId} and not delete_flag
    and name ilike ${`%${text}%`} order by ${sql.raw(orderBy)}`.execute(t.db);
  return rows.map((r) => r.name);
}

async function allPages(query: Record<string, string | number>, pageSize: number): Promise<{ names: string[]; totals: number[] }> {
  const names: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const data = ok<Listed>(await t.call('GET', '/account/list', { token, query: { ...query, currentPage: page, pageSize } }));
    totals.push(data.total);
    if (data.rows.length === 0) return { names, totals };
    names.push(...data.rows.map((r) => String(r.name)));
  }
}

describe('deep pages of a resource list', () => {
  const search = JSON.stringify({ name: 'PG' });
  const cases: Array<[string, Record<string, string>, string]> = [
    ['default sort (排序 ascending, id descending)', {}, 'sort asc nulls last, id desc'],
    ['a sortable column descending', { column: 'sort', order: 'desc' }, 'sort desc nulls last, id desc'],
    ['a column with gaps ascending', { column: 'serialNo', order: 'asc' }, 'serial_no asc nulls last, id desc'],
    ['id ascending', { column: 'id', order: 'asc' }, 'id asc'],
    ['descending without a column (id)', { order: 'desc' }, 'id desc'],
  ];
  for (const [name, order, orderBy] of cases) {
    it(`pages of 8 hold the naive query's rows in its order, each once: ${name}`, async () => {
      const expected = await naive('PG', orderBy);
      const { names, totals } = await allPages({ search, ...order }, 8);
      expect(expected).toHaveLength(57);
      expect(names).toEqual(expected);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(totals)).toEqual(new Set([57]));
    });
  }

  it('refuses an order the list does not offer, naming the column', async () => {
    const res = await t.call('GET', '/account/list', { token, query: { column: 'remark' } });
    expect(res.status).toBe(400);
    expect(res.text).toContain('不允许按该字段排序');
  });

  it('sums 期初金额 over every filtered account, not the page', async () => {
    const data = ok<Listed>(await t.call('GET', '/account/list', { token, query: { search, currentPage: 3, pageSize: 5 } }));
    expect(data.rows).toHaveLength(5);
    // 0.01 + 0.02 + … + 0.57
    expect(data.totalRow).toEqual({ initialAmount: '16.53' });
  });
});

describe('streamed export of a resource', () => {
  async function exported(query: Record<string, string>) {
    const res = await download(t, '/account/exportExcel', token, query);
    expect(res.status).toBe(200);
    const [header, ...rows] = await readRows(res.buffer);
    const column = header?.indexOf('名称') ?? -1;
    expect(column).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[column]);
  }

  it(`writes all ${EXPORT_ROWS} rows — more than one batch — in the list's order and filter`, async () => {
    const search = JSON.stringify({ name: 'EX' });
    const orders: Array<Record<string, string>> = [{}, { column: 'id', order: 'asc' }, { column: 'serialNo', order: 'desc' }];
    for (const order of orders) {
      const listed = (await allPages({ search, ...order }, 1000)).names;
      expect(listed).toHaveLength(EXPORT_ROWS);
      expect(await exported({ search, ...order })).toEqual(listed);
    }
  });

  it('exports only what the filter keeps', async () => {
    const search = JSON.stringify({ name: 'EX10' });
    const listed = (await allPages({ search }, 1000)).names;
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((n) => n.startsWith('EX10'))).toBe(true);
    expect(await exported({ search })).toEqual(listed);
  });
});

describe('a source over an aggregate (the shape reports declare)', () => {
  // 23 groups of the numbers 1‥500; `band` repeats and is null for every fourth group.
  const source: ListSource = {
    base: sql`select g % 23 as grp, count(*) as n, sum(g) as amount, nullif(g % 23 % 4, 0) as band
      from generate_series(1, 500) g group by g % 23, nullif(g % 23 % 4, 0)`,
    key: ['grp'],
    sorts: { band: sql`b.band`, amount: sql`b.amount` },
    totals: [{ key: 'amount', expression: sql`b.amount` }],
    rows: sql`select k.grp, 'G' || k.grp as label`,
    present: (rows) => rows.map((r) => ({ grp: Number(r.grp), label: r.label })),
  };
  const groups = Array.from({ length: 23 }, (_, grp) => ({ grp, band: grp % 4 === 0 ? null : grp % 4 }));
  const expected = (dir: 'asc' | 'desc', tiebreak: 'asc' | 'desc') =>
    [...groups]
      .sort((a, b) => {
        if (a.band !== b.band) {
          if (a.band === null) return 1;
          if (b.band === null) return -1;
          return dir === 'asc' ? a.band - b.band : b.band - a.band;
        }
        return tiebreak === 'asc' ? a.grp - b.grp : b.grp - a.grp;
      })
      .map((g) => g.grp);

  it('pages by a sort with repeats and nulls, totals over every group', async () => {
    const order: ListOrder = { by: 'band', dir: 'asc', tiebreak: 'desc' };
    const pages = [];
    for (let p = 1; p <= 5; p += 1) pages.push(await listPage(t.db, source, { currentPage: p, pageSize: 5 }, order));
    expect(pages.flatMap((p) => p.rows.map((r) => r.grp))).toEqual(expected('asc', 'desc'));
    expect(pages[0]?.rows[0]).toMatchObject({ label: `G${expected('asc', 'desc')[0]}` });
    expect(pages.map((p) => p.total)).toEqual([23, 23, 23, 23, 23]);
    expect(pages[4]?.totalRow).toEqual({ amount: '125250' });
  });

  it('reads every group once in keyset batches smaller than the set, in either direction', async () => {
    for (const [dir, tiebreak] of [
      ['desc', 'asc'],
      ['asc', 'desc'],
      ['asc', 'asc'],
    ] as const) {
      const seen: number[] = [];
      for await (const batch of listBatches(t.db, source, { order: { by: 'band', dir, tiebreak }, batchSize: 4 })) {
        expect(batch.length).toBeLessThanOrEqual(4);
        seen.push(...batch.map((r) => Number(r.grp)));
      }
      expect(seen).toEqual(expected(dir, tiebreak));
    }
  });

  it('a readOnce source is read in one statement: every group once, in order, with the count and totals of the set', async () => {
    for (const once of [
      { ...source, readOnce: true },
      { ...source, rows: undefined, readOnce: true },
    ]) {
      for (const [dir, tiebreak] of [
        ['desc', 'asc'],
        ['asc', 'desc'],
      ] as const) {
        const seen: number[] = [];
        let summary: ListSummary | undefined;
        for await (const batch of onceBatches(t.db, once, { order: { by: 'band', dir, tiebreak }, batchSize: 4, summary: (s) => (summary = s) })) {
          expect(batch.length).toBeLessThanOrEqual(4);
          // The platform's helper columns (order values, window totals) never reach the presented rows.
          expect(Object.keys(batch[0] ?? {}).filter((k) => k.startsWith('list_'))).toEqual([]);
          seen.push(...batch.map((r) => Number(r.grp)));
        }
        expect(seen).toEqual(expected(dir, tiebreak));
        expect(summary).toEqual(await listSummary(t.db, source));
        expect(summary).toEqual({ total: 23, totalRow: { amount: '125250' } });
      }
    }
  });

  it('a readOnce page carries the count and totals of the whole set, also on a page past the end', async () => {
    const order: ListOrder = { by: 'band', dir: 'asc', tiebreak: 'desc' };
    for (const once of [
      { ...source, readOnce: true },
      { ...source, rows: undefined, readOnce: true },
    ]) {
      const pages = [];
      for (let p = 1; p <= 6; p += 1) pages.push(await listPage(t.db, once, { currentPage: p, pageSize: 5 }, order));
      expect(pages.flatMap((p) => p.rows.map((r) => r.grp))).toEqual(expected('asc', 'desc'));
      expect(Object.keys(pages[0]?.rows[0] ?? {}).filter((k) => k.startsWith('list_'))).toEqual([]);
      for (const p of pages) expect({ total: p.total, totalRow: p.totalRow }).toEqual({ total: 23, totalRow: { amount: '125250' } });
    }
  });

  it("a readOnce read of an empty set gives a zero summary; a reader that stops early ends the cursor's transaction", async () => {
    const empty = { ...source, base: sql`select * from (${source.base}) e where false`, readOnce: true };
    let summary: ListSummary | undefined;
    for await (const batch of onceBatches(t.db, empty, { summary: (s) => (summary = s) })) expect(batch).toEqual([]);
    expect(summary).toEqual({ total: 0, totalRow: { amount: '0' } });
    // Stopping after the first batch: the producer unwinds (its transaction rolls back), the connection is free again.
    for await (const batch of onceBatches(t.db, { ...source, readOnce: true }, { batchSize: 2 })) {
      expect(batch).toHaveLength(2);
      break;
    }
    expect((await listPage(t.db, source, { currentPage: 1, pageSize: 1 })).total).toBe(23);
  });

  it("handOver passes a producer's error to its reader", async () => {
    const read = async () => {
      for await (const value of handOver<number>(async (emit) => {
        await emit(1);
        throw new Error('生产失败');
      }))
        expect(value).toBe(1);
    };
    await expect(read()).rejects.toThrow('生产失败');
  });

  it('refuses a sort the source does not declare', async () => {
    await expect(listPage(t.db, source, { currentPage: 1, pageSize: 5 }, { by: 'n', dir: 'asc', tiebreak: 'asc' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('bill lists on the source', () => {
  let f: StockFixture;
  const remark = unique('列表源');
  const prices = ['1.5', '2.25', '3', '4.75', '5', '6.5', '7'];
  beforeAll(async () => {
    f = await stockFixture(t);
    await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '1', multi_account_flag: '0' });
    for (const price of prices) {
      ok(
        await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1, status: '1', remark }, [
          { barCode: f.bar.screw, operNumber: '2', unitPrice: price, depotId: f.depot1 },
        ]),
      );
    }
  });
  const purchases = JSON.stringify({ ...PURCHASE_IN, remark });
  const list = (query: Record<string, string | number>, tk = f.token) => t.call('GET', '/depotHead/list', { token: tk, query });

  it('pages of 3 hold every bill once, newest first, as one long page does', async () => {
    const whole = ok<Listed>(await list({ search: purchases, pageSize: 100 }));
    expect(whole.rows).toHaveLength(prices.length);
    const ids = whole.rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paged: number[] = [];
    for (let page = 1; page <= 3; page += 1)
      paged.push(...ok<Listed>(await list({ search: purchases, currentPage: page, pageSize: 3 })).rows.map((r) => Number(r.id)));
    expect(paged).toEqual(ids);
    // The wide columns come from the deferred join: names and the goods summary of each bill.
    expect(whole.rows.every((r) => String(r.materialsList).length > 0 && String(r.organName).length > 0)).toBe(true);
  });

  it('waiting list (待入库): 合计 over every waiting bill, not the page', async () => {
    const search = JSON.stringify({ type: '入库', subType: '采购,销售退货', status: '1,3', remark });
    const page = ok<Listed>(await t.call('GET', '/depotHead/waitBillList', { token: f.token, query: { search, currentPage: 2, pageSize: 2 } }));
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(prices.length);
    const sum = prices.reduce((acc, p) => acc.plus(new Decimal(p).times(2)), new Decimal(0));
    expect(page.totalRow?.totalPrice).toBe(sum.toFixed());
    const count = ok<{ total: number }>(await t.call('GET', '/depotHead/waitBillCount', { token: f.token, query: { search } }));
    expect(count.total).toBe(prices.length);
  });

  it('near-delivery list: 合计 over every order due, soonest first across pages', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const [days, price] of [
      [5, '10'],
      [1, '20'],
      [3, '30'],
    ] as const) {
      ok(
        await postBill(t, f, { type: '其它', subType: '采购订单', organId: f.supplier, accountId: f.account1, status: '1', deliveryTime: inDays(days) }, [
          { barCode: f.bar.screw, operNumber: '1', unitPrice: price },
        ]),
      );
    }
    const url = '/depotHead/getNearPurchaseDeliveryOrderList';
    const whole = ok<Listed>(await t.call('GET', url, { token: f.token, query: { days: 7, pageSize: 100 } }));
    const ours = whole.rows.filter((r) => ['10', '20', '30'].includes(String(r.totalPrice)) && r.organId === Number(f.supplier));
    expect(ours.map((r) => r.totalPrice)).toEqual(['20', '30', '10']);
    const paged: unknown[] = [];
    for (let p = 1; p <= whole.total; p += 1) {
      const page = ok<Listed>(await t.call('GET', url, { token: f.token, query: { days: 7, currentPage: p, pageSize: 1 } }));
      expect(page.total).toBe(whole.total);
      expect(page.totalRow).toEqual(whole.totalRow);
      paged.push(...page.rows.map((r) => r.number));
    }
    expect(paged).toEqual(whole.rows.map((r) => r.number));
    const sum = whole.rows.reduce((acc, r) => acc.plus(String(r.totalPrice)), new Decimal(0));
    expect(whole.totalRow?.totalPrice).toBe(sum.toFixed());
  });

  it('the export of a role whose price limit hides purchase money shows the bills with zero money, as its list does', async () => {
    const role = await createRole(t, f.tenantId, unique('看不到进价'), [{ url: '/bill/purchase_in', btnStr: '1,3' }], '全部数据');
    await t.db.updateTable('role').set({ price_limit: '4' }).where('id', '=', role).execute();
    const login = unique('maskexport');
    await createUser(t, f.tenantId, login, role);
    const masked = await sessionFor(t, login);

    const listed = ok<Listed>(await list({ search: purchases, pageSize: 100 }, masked));
    expect(listed.rows).toHaveLength(prices.length);
    expect(listed.rows.every((r) => r.totalPrice === '0')).toBe(true);
    expect(listed.totalRow?.totalPrice).toBe('0');

    const res = await download(t, '/depotHead/exportExcel', masked, { search: purchases });
    expect(res.status).toBe(200);
    const [header, ...cells] = await readRows(res.buffer);
    const at = (label: string) => header?.indexOf(label) ?? -1;
    expect(cells.map((r) => r[at('单据编号')])).toEqual(listed.rows.map((r) => r.number));
    expect(cells.every((r) => r[at('金额合计')] === '0')).toBe(true);
    expect(new Set(cells.map((r) => r[at('状态')]))).toEqual(new Set(['已审核']));

    const full = await readRows((await download(t, '/depotHead/exportExcel', f.token, { search: purchases })).buffer);
    const total = full.slice(1).reduce((acc, r) => acc.plus(r[at('金额合计')] ?? '0'), new Decimal(0));
    expect(total.toFixed()).toBe(prices.reduce((acc, p) => acc.plus(new Decimal(p).times(2)), new Decimal(0)).toFixed());
  });
});
