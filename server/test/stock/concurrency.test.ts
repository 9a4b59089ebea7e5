import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../src/app/auth/session.js';
import { saveBill } from '../../src/modules/stock/bill-posting.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, receive, SALE_OUT, setConfig, stockFixture, stockOf, type Line, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

const saleOut = (qty = '1', extra: Partial<Line> = {}): Line => ({ barCode: f.bar.screw, operNumber: qty, unitPrice: '2', depotId: f.depot1, ...extra });
const count = async (table: 'depot_head' | 'depot_item' | 'stock_movement') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('tenant_id', '=', f.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('concurrency and failure', () => {
  it('50 simultaneous sale-outs of one unit against a stock of 10: exactly 10 succeed, none oversells', async () => {
    await receive(t, f, f.bar.screw, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [saleOut()])),
    );
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBe(10);
    const depot = await t.db.selectFrom('depot').select('name').where('id', '=', f.depot1).executeTakeFirstOrThrow();
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.data.message).toBe(`商品:螺丝(${depot.name})库存不足`);
    }
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('0');
    expect(await ledgerOf(t, f, f.material.screw, f.depot1)).toBe('0');
  });

  it('100 simultaneous bill creations get 100 distinct numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => postBill(t, f, { type: '其它', subType: '请购单' }, [{ barCode: f.bar.screw, operNumber: '1' }])),
    );
    const numbers = results.map((r) => ok<{ number: string }>(r).number);
    expect(new Set(numbers).size).toBe(100);
    for (const n of numbers) expect(n).toMatch(/^QGD\d{11}$/);
  });

  it('a failure in the middle of a bill leaves nothing written', async () => {
    await receive(t, f, f.bar.part, 5);
    const before = await Promise.all([count('depot_head'), count('depot_item'), count('stock_movement')]);
    const seqBefore = await t.db
      .selectFrom('bill_sequence')
      .select('current_val')
      .where('tenant_id', '=', f.tenantId)
      .where('prefix', '=', 'XSCK')
      .executeTakeFirst();
    // 3rd line's barcode is unknown: refused before anything is written.
    const unknown = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { ...saleOut('1'), barCode: f.bar.part },
      { ...saleOut('1'), barCode: f.bar.part },
      { ...saleOut('1'), barCode: 'NO-SUCH-CODE' },
    ]);
    expect(unknown.body.code).toBe(8000026);
    expect(unknown.body.data.field).toBe('rows.2.barCode');
    // 3rd line short of stock: header, lines and the first effects were written, then rolled back.
    const short = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
      { ...saleOut('2'), barCode: f.bar.part, unitPrice: '15' },
      { ...saleOut('2'), barCode: f.bar.part, unitPrice: '15' },
      { ...saleOut('1'), barCode: f.bar.screw },
    ]);
    expect(short.body.code).toBe(8000004);
    expect(await Promise.all([count('depot_head'), count('depot_item'), count('stock_movement')])).toEqual(before);
    const seqAfter = await t.db
      .selectFrom('bill_sequence')
      .select('current_val')
      .where('tenant_id', '=', f.tenantId)
      .where('prefix', '=', 'XSCK')
      .executeTakeFirst();
    expect(seqAfter?.current_val).toBe(seqBefore?.current_val);
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('5');
  });

  it('the same Idempotency-Key twice makes one bill and the same answer, also when simultaneous', async () => {
    await receive(t, f, f.bar.screw, 4);
    const headers = { 'Idempotency-Key': `key-${Date.now()}` };
    const first = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [saleOut()], headers);
    const second = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [saleOut()], headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // The key names the document it saved by head table and id (no foreign key to one head table).
    const claimed = await t.db
      .selectFrom('document_idempotency')
      .select(['document_table', 'document_id'])
      .where('tenant_id', '=', f.tenantId)
      .where('key', '=', headers['Idempotency-Key'])
      .executeTakeFirst();
    expect(claimed).toEqual({ document_table: 'depot_head', document_id: String(first.body.data.id) });
    const concurrentHeaders = { 'Idempotency-Key': `key2-${Date.now()}` };
    const both = await Promise.all(
      [0, 1].map(() => postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [saleOut()], concurrentHeaders)),
    );
    expect(both[0]?.body).toEqual(both[1]?.body);
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('2');
    const other = await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [saleOut('2')], headers);
    expect(other.status).toBe(409);
  });

  it("deleting linked bills while others deliver against the same order: no deadlock, and the order's 剩余订金 adds up", async () => {
    await receive(t, f, f.bar.part, 100);
    const before = Number(await stockOf(t, f, f.material.part, f.depot1));
    const order = ok(
      await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, accountId: f.account1, changeAmount: '100', status: '1' }, [
        { barCode: f.bar.part, operNumber: '100', unitPrice: '10' },
      ]),
    );
    const [line] = ok<{ rows: Array<{ id: number }> }>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: order.id } })).rows;
    // Each delivery deducts 1 of the deposit and moves the same stock row as every other one.
    const deliver = () =>
      postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: order.number, deposit: '1', changeAmount: '0' }, [
        { barCode: f.bar.part, operNumber: '1', unitPrice: '10', depotId: f.depot1, linkId: line?.id },
      ]);
    const first = await Promise.all(Array.from({ length: 6 }, () => deliver().then(ok)));
    const answers = await Promise.all([
      ...first.map((b) => t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: b.id } })),
      ...Array.from({ length: 6 }, deliver),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const stored = await t.db.selectFrom('depot_head').select('last_deposit').where('id', '=', String(order.id)).executeTakeFirstOrThrow();
    expect(Number(stored.last_deposit)).toBe(94);
    expect(Number(await stockOf(t, f, f.material.part, f.depot1))).toBe(before - 6);
  });

  it("edits moving bills between two orders while others deliver against both: no deadlock, and each order's 剩余订金 adds up", async () => {
    await receive(t, f, f.bar.part, 100);
    const before = Number(await stockOf(t, f, f.material.part, f.depot1));
    const order = async () => {
      const o = ok(
        await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, accountId: f.account1, changeAmount: '100', status: '1' }, [
          { barCode: f.bar.part, operNumber: '100', unitPrice: '10' },
        ]),
      );
      const [line] = ok<{ rows: Array<{ id: number }> }>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: o.id } })).rows;
      return { id: o.id as number, number: o.number as string, line: line?.id };
    };
    const a = await order();
    const b = await order();
    // Each delivery deducts 1 of its order's deposit and moves the same stock row as every other one.
    const info = (o: typeof a) => ({ ...SALE_OUT, organId: f.customer, accountId: f.account1, linkNumber: o.number, deposit: '1', changeAmount: '0' });
    const rows = (o: typeof a) => [{ barCode: f.bar.part, operNumber: '1', unitPrice: '10', depotId: f.depot1, linkId: o.line }];
    const deliver = (o: typeof a) => postBill(t, f, info(o), rows(o));
    const move = (id: number, to: typeof a) =>
      t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id, ...info(to) }),
          rows: JSON.stringify(rows(to)),
        },
      });
    const onA = await Promise.all(Array.from({ length: 3 }, () => deliver(a).then(ok)));
    const onB = await Promise.all(Array.from({ length: 3 }, () => deliver(b).then(ok)));
    // Moves both ways, so the two orders are taken in opposite directions too.
    const answers = await Promise.all([
      ...onA.map((x) => move(x.id, b)),
      ...onB.map((x) => move(x.id, a)),
      ...Array.from({ length: 3 }, () => deliver(a)),
      ...Array.from({ length: 3 }, () => deliver(b)),
    ]);
    expect(answers.map((x) => x.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const stored = await t.db
      .selectFrom('depot_head')
      .select(['id', 'last_deposit'])
      .where('id', 'in', [String(a.id), String(b.id)])
      .orderBy('id')
      .execute();
    expect(stored.map((s) => Number(s.last_deposit))).toEqual([94, 94]);
    expect(Number(await stockOf(t, f, f.material.part, f.depot1))).toBe(before - 12);
  });

  it('the statements per bill do not grow with the number of lines', async () => {
    class Counter implements KyselyPlugin {
      n = 0;
      transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        this.n += 1;
        return args.node;
      }
      async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        return args.result;
      }
    }
    await receive(t, f, f.bar.screw, 1000);
    const session = await findSession(t.db, f.token);
    if (!session) throw new Error('no session');
    const counts: number[] = [];
    for (const lines of [1, 5, 20]) {
      const counter = new Counter();
      const c = { db: t.db.withPlugin(counter), session, ip: '127.0.0.1', timeZone: 'Asia/Shanghai', balances: t.balances, postings: t.postings };
      await saveBill(c, { info: { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, rows: Array.from({ length: lines }, () => saleOut()) } as never);
      counts.push(counter.n);
    }
    expect(counts[0]).toBeGreaterThan(5);
    expect(new Set(counts).size).toBe(1);
  });
});
