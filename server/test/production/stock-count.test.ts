import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, depotUser, registerTenant } from '../support/fixtures.js';
import { readRows } from '../basic/spreadsheet.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ledgerOf, ok, postBill, setConfig, stockFixture, stockOf, type StockFixture } from '../stock/stock-fixtures.js';

// 盘点录入 / 盘点复盘 (issue 13 item 7, docs/manufacturing.md): a count keeps each line's book quantity as of its date
// and time; the adjustment made from it moves stock by counted − book, so a sale posted between counting and adjusting
// is kept, never overwritten.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;

const COUNT = { type: '其它', subType: '盘点录入' };
const ADJUST = { type: '其它', subType: '盘点复盘' };
const COUNT_PAGE = '/bill/stock_check_entry';

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', over_link_bill_flag: '0' });
  await registerTenant(t, 'count-other');
  other = await stockFixture(t, 'count-other');
  ok(
    await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, operTime: '2026-01-01 08:00:00' }, [
      { barCode: f.bar.screw, operNumber: '10', unitPrice: '1', depotId: f.depot1 },
      { barCode: f.bar.kit, operNumber: '3', unitPrice: '50', depotId: f.depot1 },
    ]),
  );
});
afterAll(async () => t.close());

const head = (id: number | string) =>
  t.db.selectFrom('depot_head').select(['status', 'number', 'prefix']).where('id', '=', String(id)).executeTakeFirstOrThrow();
const lines = (id: number | string) =>
  t.db
    .selectFrom('depot_item')
    .select(['material_id', 'material_type', 'oper_number', 'book_number'])
    .where('header_id', '=', String(id))
    .where('delete_flag', '=', false)
    .orderBy('line_no')
    .execute();
const adjust = (id: number | string, token = f.token) => t.call('POST', '/stockCheck/adjust', { token, body: { id } });

describe('盘点', () => {
  it('a count keeps book quantities as of its time; the adjustment moves counted − book, keeping a sale posted in between', async () => {
    const loaded = ok<{ rows: any[] }>(await t.call('GET', '/stockCheck/loadStock', { token: f.token, query: { depotId: f.depot1 } })).rows;
    expect(loaded.find((r) => r.barCode === f.bar.screw)).toMatchObject({ name: '螺丝', bookNumber: '10' });
    const count = ok(
      await postBill(t, f, { ...COUNT, operTime: '2026-01-02 10:00:00' }, [
        { barCode: f.bar.screw, operNumber: '7', depotId: f.depot1 },
        { barCode: f.bar.part, operNumber: '5', depotId: f.depot1 },
        { barCode: f.bar.kit, operNumber: '3', depotId: f.depot1 },
      ]),
    ).id as number;
    expect((await head(count)).prefix).toBe('PDLR');
    expect((await lines(count)).map((l) => [Number(l.oper_number), Number(l.book_number)])).toEqual([
      [7, 10],
      [5, 0],
      [3, 3],
    ]);
    const detail = ok<{ rows: any[] }>(await t.call('GET', '/depotItem/getDetailList', { token: f.token, query: { headerId: count } })).rows;
    expect(detail.map((l) => [l.operNumber, l.bookNumber])).toEqual([
      ['7', '10'],
      ['5', '0'],
      ['3', '3'],
    ]);
    // Counting moves nothing.
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('10');
    // Two screws sold after the count was taken.
    ok(
      await postBill(t, f, { type: '出库', subType: '销售', organId: f.customer, accountId: f.account1, operTime: '2026-01-02 12:00:00' }, [
        { barCode: f.bar.screw, operNumber: '2', unitPrice: '2', depotId: f.depot1 },
      ]),
    );
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('8');
    // Not yet audited: no adjustment.
    expect((await adjust(count)).status).toBe(422);
    ok(await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(count) } }));
    const made = ok<{ id: number; number: string; status: string }>(await adjust(count));
    expect(made.number).toMatch(/^PDFP\d{11}$/);
    expect(made.status).toBe('0');
    expect((await lines(made.id)).map((l) => [l.material_id, l.material_type, Number(l.oper_number)])).toEqual([
      [f.material.screw, '盘亏', 3],
      [f.material.part, '盘盈', 5],
    ]);
    // 8 − 3 = 5: the counted 7 less the 2 sold afterwards; the spanners found are added.
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('5');
    expect(await ledgerOf(t, f, f.material.screw, f.depot1)).toBe('5');
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('5');
    expect(await stockOf(t, f, f.material.kit, f.depot1)).toBe('3');
    expect((await head(count)).status).toBe('2');
    const [row] = ok<{ rows: any[] }>(
      await t.call('GET', '/depotHead/list', {
        token: f.token,
        query: { search: JSON.stringify({ ...COUNT, number: (await head(count)).number }), currentPage: 1, pageSize: 10 },
      }),
    ).rows;
    expect(row.status).toBe('2');
    // One adjustment per count.
    expect((await adjust(count)).status).toBe(422);
    // Deleting the adjustment takes its differences back out and reopens the count.
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(made.id) } }));
    expect(await stockOf(t, f, f.material.screw, f.depot1)).toBe('8');
    expect(await stockOf(t, f, f.material.part, f.depot1)).toBe('0');
    expect((await head(count)).status).toBe('1');
  });

  it('under 强审核 a count never moves stock and its adjustment moves it only at audit: un-audit withdraws, a 盘亏 beyond stock is refused at audit naming the product', async () => {
    ok(
      await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, operTime: '2026-03-01 08:00:00' }, [
        { barCode: f.bar.screw, operNumber: '6', unitPrice: '1', depotId: f.depot2 },
      ]),
    );
    await setConfig(t, f, { force_approval_flag: '1' });
    try {
      const status = (ids: number | string, to: '0' | '1') =>
        t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: to, ids: String(ids) } });
      const count = ok(
        await postBill(t, f, { ...COUNT, operTime: '2026-03-02 10:00:00' }, [
          { barCode: f.bar.screw, operNumber: '4', depotId: f.depot2 },
          { barCode: f.bar.part, operNumber: '2', depotId: f.depot2 },
        ]),
      ).id as number;
      expect((await lines(count)).map((l) => Number(l.book_number))).toEqual([6, 0]);
      ok(await status(count, '1'));
      // Counting moves nothing, drafted or audited.
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
      expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('0');
      const made = ok<{ id: number; status: string }>(await adjust(count));
      expect(made.status).toBe('0');
      // The adjustment is a draft: under 强审核 it moves nothing yet.
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
      expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('0');
      ok(await status(made.id, '1'));
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('4');
      expect(await ledgerOf(t, f, f.material.screw, f.depot2)).toBe('4');
      expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('2');
      ok(await status(made.id, '0'));
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
      expect(await stockOf(t, f, f.material.part, f.depot2)).toBe('0');

      // A hand-written 盘亏 beyond the stock saves as a draft (checked at audit) and its audit is refused naming the product.
      const loss = ok(await postBill(t, f, ADJUST, [{ barCode: f.bar.screw, operNumber: '9', depotId: f.depot2, mType: '盘亏' }])).id as number;
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
      const refused = await status(loss, '1');
      expect(refused.status).toBe(422);
      expect(refused.body.data.message).toContain('螺丝');
      expect(refused.body.data.message).toContain('库存不足');
      expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
      expect((await head(loss)).status).toBe('0');
      ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: `${loss},${made.id}` } }));
    } finally {
      await setConfig(t, f, { force_approval_flag: '0' });
    }
    // Without 强审核 a saved adjustment moves stock at once.
    const gain = ok(await postBill(t, f, ADJUST, [{ barCode: f.bar.screw, operNumber: '1', depotId: f.depot2, mType: '盘盈' }])).id as number;
    expect((await head(gain)).status).toBe('0');
    expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('7');
    ok(await t.call('DELETE', '/depotHead/deleteBatch', { token: f.token, query: { ids: String(gain) } }));
    expect(await stockOf(t, f, f.material.screw, f.depot2)).toBe('6');
  });

  it('refuses serial- and batch-tracked products (80000019), a count without differences, and adjustment lines without a role', async () => {
    const serial = await postBill(t, f, COUNT, [{ barCode: f.bar.serial, operNumber: '1', depotId: f.depot1 }]);
    expect(serial.status).toBe(422);
    expect(serial.body.code).toBe(80000019);
    expect(serial.body.data.field).toBe('rows.0.barCode');
    const batch = await postBill(t, f, COUNT, [{ barCode: f.bar.batch, operNumber: '1', depotId: f.depot1 }]);
    expect(batch.body.code).toBe(80000019);
    const same = ok(await postBill(t, f, { ...COUNT, status: '1' }, [{ barCode: f.bar.kit, operNumber: '3', depotId: f.depot1 }])).id as number;
    const none = await adjust(same);
    expect(none.status).toBe(422);
    expect(none.body.data.message).toBe('盘点没有差异，无需复盘');
    const byHand = await postBill(t, f, ADJUST, [{ barCode: f.bar.kit, operNumber: '1', depotId: f.depot1 }]);
    expect(byHand.status).toBe(400);
    expect(byHand.body.data.field).toBe('rows.0.mType');
  });

  it('another tenant’s count reads as missing; a bill of another kind is no count', async () => {
    const foreign = ok(await postBill(t, other, { ...COUNT, status: '1' }, [{ barCode: other.bar.kit, operNumber: '3', depotId: other.depot1 }])).id as number;
    const cross = await adjust(foreign);
    const missing = await adjust(987654321);
    expect(cross.status).toBe(404);
    expect(cross.body).toEqual(missing.body);
    const sale = ok(
      await postBill(t, f, { type: '其它', subType: '销售订单', organId: f.customer, status: '1' }, [{ barCode: f.bar.kit, operNumber: '1', unitPrice: '8' }]),
    ).id as number;
    expect((await adjust(sale)).status).toBe(404);
    const foreignDepot = await t.call('GET', '/stockCheck/loadStock', { token: f.token, query: { depotId: other.depot1 } });
    const noDepot = await t.call('GET', '/stockCheck/loadStock', { token: f.token, query: { depotId: '987654321' } });
    expect(foreignDepot.status).toBe(404);
    expect(foreignDepot.body).toEqual(noDepot.body);
  });

  it('加载库存 honours 分配仓库权限: a depot not granted to the user is refused (403), a granted one loads', async () => {
    const counter = await createRole(t, f.tenantId, '盘点员', [{ url: COUNT_PAGE, btnStr: '1' }]);
    const { token } = await depotUser(t, f.tenantId, counter, [f.depot2]);
    const load = (depotId: string) => t.call('GET', '/stockCheck/loadStock', { token, query: { depotId } });
    // Without 分配仓库权限 every depot of the tenant loads.
    expect((await load(f.depot1)).status).toBe(200);
    await setConfig(t, f, { depot_flag: '1' });
    try {
      const refused = await load(f.depot1);
      expect(refused.status).toBe(403);
      expect(refused.body.data.message).toContain('没有仓库');
      expect((await load(f.depot2)).status).toBe(200);
    } finally {
      await setConfig(t, f, { depot_flag: '0' });
    }
  });

  it('盘点差异: book when counted, counted, counted − book and 盘盈/盘亏 per line, and its sheet', async () => {
    ok(
      await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1, operTime: '2026-02-01 08:00:00' }, [
        { barCode: f.bar.part, operNumber: '5', unitPrice: '10', depotId: f.depot2 },
      ]),
    );
    const count = ok(
      await postBill(t, f, { ...COUNT, operTime: '2026-02-02 10:00:00' }, [
        { barCode: f.bar.part, operNumber: '3', depotId: f.depot2 },
        { barCode: f.bar.kit, operNumber: '1', depotId: f.depot2 },
      ]),
    ).id as number;
    const report = ok(await t.call('GET', '/stockCheck/differences', { token: f.token, query: { id: count } }));
    expect(report).toMatchObject({ gainLines: 1, lossLines: 1 });
    expect(report.rows.map((r: any) => [r.barCode, r.depotName, r.bookNumber, r.countedNumber, r.difference, r.result])).toEqual([
      [f.bar.part, expect.stringContaining('仓库2'), '5', '3', '-2', '盘亏'],
      [f.bar.kit, expect.stringContaining('仓库2'), '0', '1', '1', '盘盈'],
    ]);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/stockCheck/exportDifferences`,
      query: { id: String(count) },
      headers: { 'x-access-token': f.token },
    });
    expect(sheet.statusCode).toBe(200);
    const rows = await readRows(sheet.rawPayload);
    expect(rows.some((r) => r[0] === '盘点差异表')).toBe(true);
    expect(rows.find((r) => r[1] === f.bar.part)?.slice(7)).toEqual(['5', '3', '-2', '盘亏']);
    const foreign = await t.call('GET', '/stockCheck/differences', { token: other.token, query: { id: count } });
    expect(foreign.status).toBe(404);
  });
});
