import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

let counter = 0;
/** A barcode no other test of the file uses. */
export function freshBarcode(): string {
  counter += 1;
  return `69${Date.now().toString().slice(-8)}${String(counter).padStart(3, '0')}`;
}

export async function depotIds(t: TestApp, tenantId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('depot').select('id').where('tenant_id', '=', tenantId).where('delete_flag', '=', false).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export interface SimpleMaterial {
  name?: string;
  barCode?: string;
  unit?: string;
  stock?: Array<{ id: number; initStock?: string; lowSafeStock?: string; highSafeStock?: string }>;
  extra?: Record<string, unknown>;
}

/** Adds a single-unit product through the API and returns its id. */
export async function addSimple(t: TestApp, token: string, m: SimpleMaterial = {}): Promise<number> {
  const res = await t.call('POST', '/material/add', {
    token,
    body: {
      name: m.name ?? `测试商品${freshBarcode()}`,
      unit: m.unit ?? '个',
      meList: [
        {
          barCode: m.barCode ?? freshBarcode(),
          commodityUnit: m.unit ?? '个',
          purchaseDecimal: '10',
          commodityDecimal: '15',
          wholesaleDecimal: '14',
          lowDecimal: '12',
        },
      ],
      ...(m.stock ? { stock: m.stock } : {}),
      ...(m.extra ?? {}),
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as number;
}

/** Σ ledger and current stock of a product per depot: they must always agree. */
export async function ledgerMatchesCurrent(t: TestApp, tenantId: string, materialId: number): Promise<void> {
  const ledger = await t.db
    .selectFrom('stock_movement')
    .select(['depot_id', (eb) => eb.fn.sum<string>('quantity').as('q')])
    .where('tenant_id', '=', tenantId)
    .where('material_id', '=', String(materialId))
    .groupBy('depot_id')
    .execute();
  const current = await t.db
    .selectFrom('stock_current')
    .select(['depot_id', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('material_id', '=', String(materialId))
    .execute();
  const byDepot = new Map(current.map((c) => [c.depot_id, Number(c.quantity)]));
  for (const l of ledger) expect(Number(l.q)).toBe(byDepot.get(l.depot_id) ?? 0);
}
