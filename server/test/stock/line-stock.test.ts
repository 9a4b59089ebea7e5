import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, depotUser, registerTenant } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from './stock-fixtures.js';

// Issue 34 item 2 (stock in sight): the bill editor asks the 库存 of all its lines in one call — per line the stock of
// its barcode row in its depot (batch / SKU / product, in the row's unit) and what an edited bill may take.

let t: TestApp;
let f: StockFixture;
let other: StockFixture;
let shirtRed: string;
let shirtBlue: string;

const ask = (body: unknown, token = f.token) => t.call('POST', '/depotItem/stockOfLines', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', depot_flag: '0' });
  await registerTenant(t, 'linestock-other');
  other = await stockFixture(t, 'linestock-other');
  // A product with two SKUs (colour): each barcode row keeps its own stock.
  const shirt = await t.db.insertInto('material').values({ tenant_id: f.tenantId, name: '衬衫', unit: '件' }).returning('id').executeTakeFirstOrThrow();
  const sku = async (code: string, name: string, isDefault: boolean) => {
    await t.db
      .insertInto('material_extend')
      .values({
        tenant_id: f.tenantId,
        material_id: shirt.id,
        bar_code: code,
        commodity_unit: '件',
        sku: name,
        purchase_decimal: '20',
        default_flag: isDefault,
      })
      .execute();
    return code;
  };
  shirtRed = await sku(`SR${f.bar.screw}`, '红色', true);
  shirtBlue = await sku(`SB${f.bar.screw}`, '蓝色', false);
  await receive(t, f, f.bar.screw, 10);
  await receive(t, f, f.bar.nutBox, 2);
  await receive(t, f, shirtRed, 3);
  for (const [batchNumber, qty] of [
    ['B1', '5'],
    ['B2', '3'],
  ] as const)
    ok(
      await postBill(t, f, { type: '入库', subType: '采购', organId: f.supplier, accountId: f.account1 }, [
        { barCode: f.bar.batch, operNumber: qty, unitPrice: '3', depotId: f.depot1, batchNumber, expirationDate: '2027-01-01' },
      ]),
    );
});
afterAll(async () => t.close());

describe('stock of a bill’s lines', () => {
  it('answers every line in the order asked: product, unit, SKU and batch stock in the line’s depot; an unknown barcode reads null', async () => {
    const rows = ok<Array<Record<string, unknown> | null>>(
      await ask({
        lines: [
          { barCode: f.bar.screw, depotId: f.depot1 },
          { barCode: f.bar.screw, depotId: f.depot2 },
          { barCode: f.bar.nutPiece, depotId: f.depot1 },
          { barCode: f.bar.nutBox, depotId: f.depot1 },
          { barCode: shirtRed, depotId: f.depot1 },
          { barCode: shirtBlue, depotId: f.depot1 },
          { barCode: f.bar.batch, depotId: f.depot1, batchNumber: 'B1' },
          { barCode: f.bar.batch, depotId: f.depot1, batchNumber: 'B9' },
          { barCode: f.bar.batch, depotId: f.depot1 },
          { barCode: 'NO-SUCH-CODE', depotId: f.depot1 },
          // Another tenant's barcode is no barcode here.
          { barCode: other.bar.screw, depotId: f.depot1 },
        ],
      }),
    );
    expect(rows.map((r) => r && [r.stock, r.available, r.ratio])).toEqual([
      ['10', '10', '1'],
      ['0', '0', '1'],
      ['24', '24', '1'],
      ['2', '2', '12'],
      ['3', '3', '1'],
      ['0', '0', '1'],
      ['5', '5', '1'],
      ['0', '0', '1'],
      ['8', '8', '1'],
      null,
      null,
    ]);
    expect(rows[3]?.materialId).toBe(Number(f.material.nut));
    expect(ok(await ask({ lines: [] }))).toEqual([]);
  });

  it('an edited bill may take back what it took itself: available adds its own effect, stock stays the depot’s', async () => {
    const sale = ok<{ id: number }>(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.screw, operNumber: '4', unitPrice: '2', depotId: f.depot1 },
        { barCode: f.bar.batch, operNumber: '2', unitPrice: '5', depotId: f.depot1, batchNumber: 'B1' },
      ]),
    ).id;
    const lines = [
      { barCode: f.bar.screw, depotId: f.depot1 },
      { barCode: f.bar.batch, depotId: f.depot1, batchNumber: 'B1' },
      { barCode: f.bar.batch, depotId: f.depot1, batchNumber: 'B2' },
      { barCode: f.bar.screw, depotId: f.depot2 },
    ];
    const pick = (rows: Array<Record<string, unknown> | null>) => rows.map((r) => r && [r.stock, r.available]);
    expect(pick(ok(await ask({ lines })))).toEqual([
      ['6', '6'],
      ['3', '3'],
      ['3', '3'],
      ['0', '0'],
    ]);
    expect(pick(ok(await ask({ lines, headerId: sale })))).toEqual([
      ['6', '10'],
      ['3', '5'],
      ['3', '3'],
      ['0', '0'],
    ]);
    // Another tenant asking with this bill's id reads nothing of it (and none of this tenant's barcodes).
    expect(ok(await ask({ lines: [{ barCode: other.bar.screw, depotId: other.depot1 }], headerId: sale }, other.token))).toEqual([
      { materialId: Number(other.material.screw), ratio: '1', stock: '0', available: '0' },
    ]);
    // Saving the edit within what was available passes: the server counts the same way.
    ok(
      await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: {
          info: JSON.stringify({ id: sale, ...SALE_OUT, organId: f.customer, accountId: f.account1 }),
          rows: JSON.stringify([{ barCode: f.bar.screw, operNumber: '10', unitPrice: '2', depotId: f.depot1 }]),
        },
      }),
    );
    expect(pick(ok(await ask({ lines: lines.slice(0, 2), headerId: sale })))).toEqual([
      ['0', '10'],
      ['5', '5'],
    ]);
  });

  it('refuses a line without depot or barcode, too many lines, and under 分配仓库权限 a depot not granted (403)', async () => {
    const noDepot = await ask({ lines: [{ barCode: f.bar.screw }] });
    expect(noDepot.status).toBe(400);
    expect(noDepot.body.data.message).toContain('请选择仓库');
    const noCode = await ask({ lines: [{ barCode: ' ', depotId: f.depot1 }] });
    expect(noCode.status).toBe(400);
    expect(noCode.body.data.message).toContain('条码不能为空');
    const many = await ask({ lines: Array.from({ length: 501 }, () => ({ barCode: f.bar.screw, depotId: f.depot1 })) });
    expect(many.status).toBe(400);
    expect(many.body.data.message).toContain('明细不能超过500行');
    expect((await t.call('POST', '/depotItem/stockOfLines', { body: { lines: [] } })).status).toBe(401);

    const clerk = await createRole(t, f.tenantId, '开单员', []);
    const { token } = await depotUser(t, f.tenantId, clerk, [f.depot2]);
    await setConfig(t, f, { depot_flag: '1' });
    try {
      const refused = await ask(
        {
          lines: [
            { barCode: f.bar.screw, depotId: f.depot2 },
            { barCode: f.bar.screw, depotId: f.depot1 },
          ],
        },
        token,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.data.message).toContain('没有仓库');
      expect(ok(await ask({ lines: [{ barCode: f.bar.screw, depotId: f.depot2 }] }, token))).toEqual([
        { materialId: Number(f.material.screw), ratio: '1', stock: '0', available: '0' },
      ]);
    } finally {
      await setConfig(t, f, { depot_flag: '0' });
    }
  });
});
