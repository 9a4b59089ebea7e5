import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDescriptor } from '../../src/app/module-descriptor.js';
import { refused } from '../../src/app/errors.js';
import { modules } from '../../src/modules/index.js';
import type { PostingEvent } from '../../src/platform/document/posting-event.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, PURCHASE_IN, receive, SALE_OUT, setConfig, stockFixture, stockOf, type StockFixture } from './stock-fixtures.js';

// A module that only listens: what it hears is the posting event every subscriber gets, and its refusal rolls back.
const heard: PostingEvent[] = [];
let refuse = false;
const listener: ModuleDescriptor = {
  name: 'posting-probe',
  routes: [],
  postingSubscribers: [
    {
      name: 'probe',
      async on(_trx, events) {
        if (refuse) throw refused({ code: 422, message: '探针拒绝' });
        heard.push(...events);
      },
    },
  ],
};

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, listener] });
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

const hear = async (act: () => Promise<unknown>) => {
  heard.length = 0;
  await act();
  return heard.map((e) => ({
    action: e.action,
    cause: e.cause,
    effects: e.effects,
    movements: e.movements.map((m) => [m.materialId, m.depotId, Number(m.quantity)]),
    cost: e.cost.map((c) => [c.materialId, Number(c.quantity), Number(c.value)]),
    total: Number(e.amounts.totalPrice),
  }));
};
const deleteBill = (id: number) => t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(id) } });
const setStatus = (id: number, s: '0' | '1') => t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: s, ids: String(id) } });

describe('the posting event', () => {
  it('a save publishes posted with its stock per line and depot, its cost per product and its money; a delete reversed, then deleted', async () => {
    const screw = f.material.screw;
    expect(await hear(() => receive(t, f, f.bar.screw, 10, f.depot1, '2'))).toEqual([
      { action: 'posted', cause: 'save', effects: true, movements: [[screw, f.depot1, 10]], cost: [[screw, 10, 20]], total: 20 },
    ]);
    let sale = 0;
    const saved = await hear(async () => {
      sale = ok<{ id: number }>(
        await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
          { barCode: f.bar.screw, operNumber: '4', unitPrice: '5', depotId: f.depot1 },
        ]),
      ).id;
    });
    // The sale's cost is its cost of goods at the running cost (2 a piece), not its price.
    expect(saved).toEqual([{ action: 'posted', cause: 'save', effects: true, movements: [[screw, f.depot1, -4]], cost: [[screw, -4, -8]], total: 20 }]);
    expect(heard[0]).toMatchObject({ tenantId: f.tenantId, table: 'depot_head', headerId: String(sale), prefix: 'XSCK', status: '0', organId: f.customer });
    expect(await hear(async () => ok(await deleteBill(sale)))).toEqual([
      { action: 'reversed', cause: 'delete', effects: true, movements: [[screw, f.depot1, 4]], cost: [[screw, 4, 8]], total: 20 },
      { action: 'deleted', cause: 'delete', effects: false, movements: [], cost: [], total: 20 },
    ]);
  });

  it('under 强审核 a draft is posted without effects; its audit posts them and its un-audit reverses them', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const part = f.material.part;
      let id = 0;
      expect(
        await hear(async () => {
          id = await receive(t, f, f.bar.part, 3, f.depot2, '1');
        }),
      ).toEqual([{ action: 'posted', cause: 'save', effects: false, movements: [], cost: [], total: 3 }]);
      expect(await hear(async () => ok(await setStatus(id, '1')))).toEqual([
        { action: 'posted', cause: 'audit', effects: true, movements: [[part, f.depot2, 3]], cost: [[part, 3, 3]], total: 3 },
      ]);
      expect(heard[0]?.status).toBe('1');
      expect(await hear(async () => ok(await setStatus(id, '0')))).toEqual([
        { action: 'reversed', cause: 'unaudit', effects: true, movements: [[part, f.depot2, -3]], cost: [[part, -3, -3]], total: 3 },
      ]);
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });

  it('a subscriber that refuses rolls the whole posting back', async () => {
    const before = await stockOf(t, f, f.material.nut, f.depot1);
    const bills = async () => (await t.db.selectFrom('depot_head').select('id').where('tenant_id', '=', f.tenantId).execute()).length;
    const count = await bills();
    refuse = true;
    try {
      const res = await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.nutBox, operNumber: '1', depotId: f.depot1 },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.data.message).toBe('探针拒绝');
    } finally {
      refuse = false;
    }
    expect(await stockOf(t, f, f.material.nut, f.depot1)).toBe(before);
    expect(await bills()).toBe(count);
  });
});
