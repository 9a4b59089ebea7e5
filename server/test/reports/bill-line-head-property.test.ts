import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billLineHeadDrift } from '../../src/modules/stock/bill-line-head.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, setConfig, stockFixture, type Line, type StockFixture } from '../stock/stock-fixtures.js';
import { walkBillHistory } from './bill-history.js';
import { rng } from '../support/seeded-random.js';

// Property: whatever sequence of post / edit / audit / un-audit / delete of bills of every kind the document layer
// saves, every line carries its bill's kind, time, status, creator and partner (depot_item.prefix … organ_id,
// migration 0033) — the triggers keep them, and the repair finds nothing to change.

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0', in_out_manage_flag: '0' });
});
afterAll(async () => t.close());

const repair = async () => ok<{ changed: number }>(await t.call('POST', '/depotItem/repairBillLines', { token: f.token, body: {} }));

/** The tenant's lines that are missing one of their bill's columns (the drift counts them too; this names them). */
const missing = async () =>
  (
    await sql<{ n: string }>`select count(*) as n from depot_item where tenant_id = ${f.tenantId}
      and (prefix is null or oper_time is null or status is null or creator is null)`.execute(t.db)
  ).rows[0]!.n;

describe('bill lines carry their bill’s kind, time, status, creator and partner', () => {
  it('under random histories of every kind, equal to their head after every step', async () => {
    const random = rng(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const day = () => `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)} ${10 + Math.floor(random() * 9)}:00:00`;
    const d1 = f.depot1;
    const d2 = f.depot2;
    const lines = (kind: Kind): Line[] => {
      const n = 1 + Math.floor(random() * 3);
      if (kind.subType === '调拨') return [{ barCode: f.bar.screw, operNumber: n, depotId: d1, anotherDepotId: d2 }];
      if (kind.subType === '组装单' || kind.subType === '拆卸单')
        return [
          { barCode: f.bar.kit, operNumber: 1, depotId: d2 },
          { barCode: f.bar.part, operNumber: n, depotId: d2 },
        ];
      return Array.from({ length: n }, (_, i) => ({ barCode: i % 2 ? f.bar.nutBox : f.bar.screw, operNumber: 1 + i, unitPrice: 2, depotId: d1 }));
    };
    type Kind = { type: string; subType: string; organId?: string; accountId?: string; partners?: Array<string | undefined> };
    const kinds: Kind[] = [
      { type: '其它', subType: '请购单' },
      { type: '其它', subType: '采购订单', organId: f.supplier },
      { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1 },
      { type: '出库', subType: '采购退货', organId: f.supplier, accountId: f.account1 },
      { type: '其它', subType: '销售订单', organId: f.customer },
      { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1 },
      { type: '入库', subType: '销售退货', organId: f.customer, accountId: f.account1 },
      { type: '出库', subType: '零售', organId: f.member, accountId: f.account1, partners: [f.member, undefined] },
      { type: '入库', subType: '零售退货', organId: f.member, accountId: f.account1, partners: [f.member, undefined] },
      { type: '入库', subType: '其它', organId: f.supplier, partners: [f.supplier, undefined] },
      { type: '出库', subType: '其它', organId: f.customer, partners: [f.customer, undefined] },
      { type: '出库', subType: '调拨' },
      { type: '其它', subType: '组装单' },
      { type: '其它', subType: '拆卸单' },
    ];
    ok(await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, status: '1' }, lines(kinds[2]!)));
    const info = (kind: Kind) => {
      const { partners, ...rest } = kind;
      const organId = partners ? pick(partners) : kind.organId;
      return { ...rest, organId, operTime: day() };
    };
    const { done, seen } = await walkBillHistory(t, f, {
      steps: 90,
      kinds,
      pick,
      info,
      lines,
      after: async (action, step) => {
        expect(await missing(), `lines without their bill's columns after ${action} at step ${step}`).toBe('0');
        expect(await billLineHeadDrift(t.db, f.tenantId), `after ${action} at step ${step}`).toBe(0);
      },
    });
    expect(done).toBeGreaterThan(40);
    expect(seen).toBe(kinds.length);
    expect((await repair()).changed).toBe(0);
  }, 300_000);

  it('the repair restores damaged lines and then finds nothing to change', async () => {
    await sql`update depot_item set oper_time = oper_time + interval '1 day', status = '9'
      where tenant_id = ${f.tenantId} and id = (select max(id) from depot_item where tenant_id = ${f.tenantId})`.execute(t.db);
    await sql`update depot_item set organ_id = null, creator = null
      where tenant_id = ${f.tenantId} and id = (select min(id) from depot_item where tenant_id = ${f.tenantId})`.execute(t.db);
    // A live line of a deleted bill (as an import could bring one): deleted with its bill.
    await sql`update depot_item set delete_flag = false where tenant_id = ${f.tenantId} and id = (select min(i.id) from depot_item i
      join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id where i.tenant_id = ${f.tenantId} and h.delete_flag)`.execute(t.db);
    expect(await billLineHeadDrift(t.db, f.tenantId)).toBe(3);
    expect((await repair()).changed).toBe(3);
    expect((await repair()).changed).toBe(0);
    expect(await billLineHeadDrift(t.db, f.tenantId)).toBe(0);
  });
});
