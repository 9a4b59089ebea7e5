import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, postBill, receive, SALE_OUT, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';
import { addSimple } from './material-helpers.js';

let t: TestApp;
let f: StockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '1', force_approval_flag: '0' });
});
afterAll(async () => t.close());

async function warned(warning: 'low' | 'high' | 'any', depotId?: string): Promise<number[]> {
  const search = JSON.stringify({ warning, ...(depotId ? { depotId: Number(depotId) } : {}) });
  const data = ok<{ rows: Array<{ id: number }>; total: number }>(await t.call('GET', '/material/list', { token: f.token, query: { search, pageSize: 500 } }));
  expect(data.rows).toHaveLength(data.total);
  return data.rows.map((r) => r.id);
}

/** The copy of the safety levels on the stock rows (what the warning indexes read) equals the safety rows. */
async function levelsCopyExact(): Promise<void> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from stock_current c
    full join material_initial_stock s on s.tenant_id = c.tenant_id and s.material_id = c.material_id and s.depot_id = c.depot_id
    where coalesce(c.tenant_id, s.tenant_id) = ${f.tenantId}
      and (c.low_safe_stock is distinct from s.low_safe_stock or c.high_safe_stock is distinct from s.high_safe_stock)`.execute(t.db);
  expect(rows[0]?.n).toBe('0');
}

const setLevels = (materialId: string | number, depotId: string, levels: Record<string, string>) =>
  t.call('POST', '/material/batchSetStock', { token: f.token, body: { ids: String(materialId), depotIds: depotId, ...levels } });

describe('库存预警 (list filter warning)', () => {
  it('a product with a low level and no stock at all is below it; bills move it in and out', async () => {
    const screw = Number(f.material.screw);
    ok(await setLevels(screw, f.depot1, { lowSafeStock: '5', highSafeStock: '20' }));
    await levelsCopyExact();
    expect(await warned('low')).toContain(screw);
    expect(await warned('low', f.depot2)).not.toContain(screw);

    await receive(t, f, f.bar.screw, 6);
    expect(await warned('low')).not.toContain(screw);
    expect(await warned('any')).not.toContain(screw);

    await receive(t, f, f.bar.screw, 15);
    expect(await warned('high')).toContain(screw);
    expect(await warned('high', f.depot1)).toContain(screw);
    expect(await warned('any')).toContain(screw);

    ok(
      await postBill(t, f, { ...SALE_OUT, organId: f.customer, accountId: f.account1 }, [
        { barCode: f.bar.screw, operNumber: '18', unitPrice: '2', depotId: f.depot1 },
      ]),
    );
    expect(await warned('low')).toContain(screw);
    expect(await warned('high')).not.toContain(screw);
    await levelsCopyExact();
  });

  it('changing or clearing levels, and the product form, keep the copy exact; a deleted product leaves the list', async () => {
    const depots = [f.depot1, f.depot2];
    const id = await addSimple(t, f.token, {
      stock: [
        { id: Number(f.depot1), initStock: '3', lowSafeStock: '4' },
        { id: Number(f.depot2), highSafeStock: '1' },
      ],
    });
    await levelsCopyExact();
    expect(await warned('low', f.depot1)).toContain(id);
    expect(await warned('high')).not.toContain(id);

    ok(await setLevels(id, f.depot1, { lowSafeStock: '2' }));
    await levelsCopyExact();
    expect(await warned('low')).not.toContain(id);

    ok(await setLevels(id, depots.join(','), { lowSafeStock: '0', highSafeStock: '0' }));
    await levelsCopyExact();
    expect(await warned('any')).not.toContain(id);

    const bare = await addSimple(t, f.token, { stock: [{ id: Number(f.depot2), lowSafeStock: '1' }] });
    expect(await warned('low')).toContain(bare);
    ok(await t.call('DELETE', '/material/delete', { token: f.token, query: { id: bare } }));
    await levelsCopyExact();
    expect(await warned('low')).not.toContain(bare);
  });
});
