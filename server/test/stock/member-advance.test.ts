import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

let t: TestApp;
let f: StockFixture;

const RETAIL = { type: '出库', subType: '零售' };
let memberSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0' });
  await receive(t, f, f.bar.screw, 1000);
});
afterAll(async () => t.close());

/** A member with an opening advance (预付款). */
async function member(advance: string): Promise<string> {
  memberSeq += 1;
  const row = await t.db
    .insertInto('supplier')
    .values({ tenant_id: f.tenantId, supplier: `预付会员${memberSeq}-${Date.now()}`, type: '会员', begin_advance_in: advance })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The advance the member picker shows. */
async function advanceOf(memberId: string): Promise<string> {
  const rows = ok<Array<{ id: number; advanceIn: string }>>(await t.call('POST', '/supplier/findBySelect_retail', { token: f.token, body: { limit: 1000 } }));
  return String(rows.find((r) => String(r.id) === memberId)?.advanceIn);
}

/** A retail sale of `qty` screws at 2 each, paid from the member's advance. */
const prepaidSale = (memberId: string, qty: number, extra: Record<string, unknown> = {}) =>
  postBill(t, f, { ...RETAIL, organId: memberId, payType: '预付款', accountId: f.account1, ...extra }, [
    { barCode: f.bar.screw, operNumber: String(qty), unitPrice: '2', depotId: f.depot1 },
  ]);

describe('retail sales paid from a member advance (预付款)', () => {
  it('spends the advance, moves no account and keeps no account on the bill', async () => {
    const m = await member('100');
    const accountBefore = await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name: '', serialNo: '', currentPage: 1, pageSize: 100 } });
    const data = ok<{ id: number }>(await prepaidSale(m, 30));
    expect(await advanceOf(m)).toBe('40');
    const head = await t.db
      .selectFrom('depot_head')
      .select(['pay_type', 'account_id', 'total_price'])
      .where('id', '=', String(data.id))
      .executeTakeFirstOrThrow();
    expect(head.pay_type).toBe('预付款');
    expect(head.account_id).toBeNull();
    const accountAfter = await t.call('GET', '/account/listWithBalance', { token: f.token, query: { name: '', serialNo: '', currentPage: 1, pageSize: 100 } });
    const balance = (r: typeof accountBefore) =>
      (r.body.data.rows as Array<{ id: number; currentAmount: string }>).find((a) => String(a.id) === f.account1)?.currentAmount;
    expect(balance(accountAfter)).toBe(balance(accountBefore));
  });

  it('refuses a sale beyond the advance with the member, the available and the needed amounts', async () => {
    const m = await member('50');
    ok(await prepaidSale(m, 20));
    const res = await prepaidSale(m, 6);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(8500016);
    expect(res.body.data.message).toMatch(/^抱歉，会员预付会员\d+-\d+的预付款余额不足：可用10\.00元，本单需12\.00元$/);
    expect(await advanceOf(m)).toBe('10');
    ok(await prepaidSale(m, 5));
    expect(await advanceOf(m)).toBe('0');
  });

  it('concurrent sales spending the same advance never overdraw it', async () => {
    const m = await member('100');
    // Each sale takes its own product from its own depot under a typed number, so no shared stock, cost or
    // counter row serialises them: only the member's lock stands between them and an overdrawn advance.
    const goods = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const tag = `${Date.now()}${i}`;
        const depotId = String(
          (
            await t.db
              .insertInto('depot')
              .values({ tenant_id: f.tenantId, name: `预付仓${tag}` })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
        const materialId = (
          await t.db
            .insertInto('material')
            .values({ tenant_id: f.tenantId, name: `预付品${i}`, unit: '个' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        await t.db
          .insertInto('material_extend')
          .values({ tenant_id: f.tenantId, material_id: materialId, bar_code: `YF${tag}`, commodity_unit: '个', commodity_decimal: '2', default_flag: true })
          .execute();
        return { depotId, barCode: `YF${tag}` };
      }),
    );
    for (const g of goods) await receive(t, f, g.barCode, 15, g.depotId);
    const results = await Promise.all(
      goods.map((g, i) =>
        postBill(t, f, { ...RETAIL, organId: m, payType: '预付款', number: `LSYF${Date.now()}${i}` }, [
          { barCode: g.barCode, operNumber: '15', unitPrice: '2', depotId: g.depotId },
        ]),
      ),
    );
    const passed = results.filter((r) => r.status === 200).length;
    expect(passed).toBe(3);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe(8500016);
    expect(await advanceOf(m)).toBe('10');
  });

  it('deleting the sale gives the advance back; editing it counts only its new amount', async () => {
    const m = await member('60');
    const first = ok<{ id: number }>(await prepaidSale(m, 30));
    expect(await advanceOf(m)).toBe('0');
    // The bill's own spending is not counted against its edit: 60 → 50 is covered.
    const info = JSON.stringify({ ...RETAIL, id: first.id, organId: m, payType: '预付款' });
    const edit = await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
      token: f.token,
      body: { info, rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: '25', unitPrice: '2', depotId: f.depot1 }]) },
    });
    ok(edit);
    expect(await advanceOf(m)).toBe('10');
    ok(await t.call('DELETE', '/depotHead/delete', { token: f.token, query: { id: first.id } }));
    expect(await advanceOf(m)).toBe('60');
  });

  it('under 强审核 the audit spends the advance (refused when short) and the un-audit gives it back', async () => {
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const m = await member('100');
      const a = ok<{ id: number }>(await prepaidSale(m, 30));
      const b = ok<{ id: number }>(await prepaidSale(m, 30));
      expect(await advanceOf(m)).toBe('100');
      // A draft beyond the advance is refused at once, as the reference does.
      expect((await prepaidSale(m, 51)).body.code).toBe(8500016);
      const both = await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { ids: `${a.id},${b.id}`, status: '1' } });
      expect(both.status).toBe(422);
      expect(both.body.code).toBe(8500016);
      expect(await advanceOf(m)).toBe('100');
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { ids: String(a.id), status: '1' } }));
      expect(await advanceOf(m)).toBe('40');
      expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { ids: String(b.id), status: '1' } })).body.code).toBe(8500016);
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { ids: String(a.id), status: '0' } }));
      expect(await advanceOf(m)).toBe('100');
      ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { ids: String(b.id), status: '1' } }));
      expect(await advanceOf(m)).toBe('40');
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
  });

  it('预付款 needs a member and is only for retail sales', async () => {
    const noMember = await postBill(t, f, { ...RETAIL, payType: '预付款' }, [{ barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot1 }]);
    expect(noMember.status).toBe(400);
    expect(noMember.body.data.field).toBe('organId');
    const sale = await postBill(t, f, { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1, payType: '预付款' }, [
      { barCode: f.bar.screw, operNumber: '1', unitPrice: '2', depotId: f.depot1 },
    ]);
    expect(sale.status).toBe(400);
    expect(sale.body.data.field).toBe('payType');
  });
});

describe('GET /supplier/getAdvanceIn', () => {
  const advance = (id: string | number, token = f.token) => t.call('GET', '/supplier/getAdvanceIn', { token, query: { id } });

  it("answers one member's balance, the same figure the sales spend from", async () => {
    const m = await member('60');
    expect(ok(await advance(m))).toEqual({ id: Number(m), advanceIn: '60' });
    ok(await prepaidSale(m, 10));
    expect(ok(await advance(m))).toEqual({ id: Number(m), advanceIn: '40' });
    expect(await advanceOf(m)).toBe('40');
  });

  it("knows only the caller's own members, and needs the retail page", async () => {
    const missing = await advance(f.customer);
    expect(missing.status).toBe(404);
    expect(missing.body.data).toMatchObject({ message: '会员不存在或已被删除', field: 'id' });
    const bad = await advance('x');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
    // Another tenant's member reads as missing, not as a balance.
    const other = await registerTenant(t, unique('adv'));
    const foreign = await t.db
      .insertInto('supplier')
      .values({ tenant_id: other.tenantId, supplier: '别家会员', type: '会员', begin_advance_in: '99' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await advance(foreign.id)).status).toBe(404);
    // A role without 零售出库 is refused even for its own tenant's member.
    const role = await createRole(t, f.tenantId, unique('无零售'), [{ url: '/bill/sale_out', btnStr: '1' }]);
    const login = unique('noretail');
    await createUser(t, f.tenantId, login, role);
    expect((await advance(await member('5'), await sessionFor(t, login))).status).toBe(403);
  });
});
