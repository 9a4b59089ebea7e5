import { sql } from 'kysely';
import { expect } from 'vitest';
import { sessionFor, userOf } from '../support/fixtures.js';
import type { ApiResponse, TestApp } from '../support/test-app.js';

/** Master data a bill test needs, made directly in SQL (the materials API is another area's). */
export interface StockFixture {
  tenantId: string;
  userId: string;
  token: string;
  depot1: string;
  depot2: string;
  supplier: string;
  customer: string;
  member: string;
  account1: string;
  account2: string;
  /** Barcodes by role: screw (个, single unit), nutPiece/nutBox (个/箱=12), serial, batch, kit (assembled), part. */
  bar: Record<'screw' | 'nutPiece' | 'nutBox' | 'serial' | 'batch' | 'kit' | 'part', string>;
  material: Record<'screw' | 'nut' | 'serial' | 'batch' | 'kit' | 'part', string>;
}

let seq = 0;

/** A partner (客户 / 供应商 / 会员) of the tenant named `name`; answers its id. */
export async function addPartner(t: TestApp, tenantId: string, type: string, name: string): Promise<string> {
  const row = await t.db.insertInto('supplier').values({ tenant_id: tenantId, supplier: name, type }).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

export async function stockFixture(t: TestApp, loginName = 'jsh'): Promise<StockFixture> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const { tenantId, userId } = await userOf(t, loginName);
  const db = t.db;
  const depot = async (name: string) =>
    (
      await db
        .insertInto('depot')
        .values({ tenant_id: tenantId, name: `${name}${tag}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const partner = (type: string, name: string) => addPartner(t, tenantId, type, `${name}${tag}`);
  const account = async (name: string) =>
    (
      await db
        .insertInto('account')
        .values({ tenant_id: tenantId, name: `${name}${tag}`, initial_amount: '1000' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const unit = (
    await db
      .insertInto('unit')
      .values({ tenant_id: tenantId, name: `个/(箱=12个)${tag}`, basic_unit: '个', other_unit: '箱', ratio: '12' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const material = async (name: string, opts: { unitId?: string; serial?: boolean; batch?: boolean } = {}) =>
    (
      await db
        .insertInto('material')
        .values({
          tenant_id: tenantId,
          name: `${name}`,
          unit: opts.unitId ? null : '个',
          unit_id: opts.unitId ?? null,
          enable_serial_number: opts.serial ?? false,
          enable_batch_number: opts.batch ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const barcode = async (materialId: string, code: string, unitName: string, prices: { purchase: string; sale: string; low?: string }, isDefault = true) => {
    await db
      .insertInto('material_extend')
      .values({
        tenant_id: tenantId,
        material_id: materialId,
        bar_code: code,
        commodity_unit: unitName,
        purchase_decimal: prices.purchase,
        wholesale_decimal: prices.sale,
        commodity_decimal: prices.sale,
        low_decimal: prices.low ?? null,
        default_flag: isDefault,
      })
      .execute();
    return code;
  };
  const m = {
    screw: await material('螺丝'),
    nut: await material('螺母', { unitId: unit }),
    serial: await material('手机', { serial: true }),
    batch: await material('牛奶', { batch: true }),
    kit: await material('工具箱'),
    part: await material('扳手'),
  };
  const bar = {
    screw: await barcode(m.screw, `S${tag}`, '个', { purchase: '1', sale: '2', low: '1.5' }),
    nutPiece: await barcode(m.nut, `NP${tag}`, '个', { purchase: '0.5', sale: '1' }),
    nutBox: await barcode(m.nut, `NB${tag}`, '箱', { purchase: '6', sale: '12' }, false),
    serial: await barcode(m.serial, `P${tag}`, '个', { purchase: '1000', sale: '1500' }),
    batch: await barcode(m.batch, `M${tag}`, '个', { purchase: '3', sale: '5' }),
    kit: await barcode(m.kit, `K${tag}`, '个', { purchase: '50', sale: '80' }),
    part: await barcode(m.part, `W${tag}`, '个', { purchase: '10', sale: '15' }),
  };
  return {
    tenantId,
    userId,
    token: await sessionFor(t, loginName),
    depot1: await depot('仓库1'),
    depot2: await depot('仓库2'),
    supplier: await partner('供应商', '供应商'),
    customer: await partner('客户', '客户'),
    member: await partner('会员', '会员'),
    account1: await account('现金'),
    account2: await account('银行'),
    bar,
    material: m,
  };
}

export interface Line {
  barCode: string;
  operNumber: string | number;
  unitPrice?: string | number;
  depotId?: string;
  [key: string]: unknown;
}

/** Posts a bill the way the reference client does: `info` and `rows` as JSON text. */
export function postBill(
  t: TestApp,
  f: StockFixture,
  info: Record<string, unknown>,
  rows: Line[],
  headers?: Record<string, string>,
  token = f.token,
): Promise<ApiResponse> {
  return t.call('POST', '/depotHead/addDepotHeadAndDetail', {
    token,
    body: { info: JSON.stringify(info), rows: JSON.stringify(rows) },
    ...(headers ? { headers } : {}),
  });
}

export const SALE_OUT = { type: '出库', subType: '销售' };
export const PURCHASE_IN = { type: '入库', subType: '采购' };

/** A purchase receipt of `qty` × barcode into a depot, paid in full. */
export async function receive(t: TestApp, f: StockFixture, barCode: string, qty: number | string, depotId = f.depot1, price = '1'): Promise<number> {
  const res = await postBill(t, f, { ...PURCHASE_IN, organId: f.supplier, accountId: f.account1 }, [
    { barCode, operNumber: String(qty), unitPrice: price, depotId },
  ]);
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as number;
}

export async function stockOf(t: TestApp, f: StockFixture, materialId: string, depotId: string): Promise<string> {
  const row = await t.db
    .selectFrom('stock_current')
    .select('quantity')
    .where('tenant_id', '=', f.tenantId)
    .where('material_id', '=', materialId)
    .where('depot_id', '=', depotId)
    .executeTakeFirst();
  return row ? String(Number(row.quantity)) : '0';
}

/** Σ ledger quantity of a (material, depot): must always equal the current stock. */
export async function ledgerOf(t: TestApp, f: StockFixture, materialId: string, depotId: string): Promise<string> {
  const { rows } = await sql<{
    q: string | null;
  }>`select sum(quantity) as q from stock_movement where tenant_id = ${f.tenantId} and material_id = ${materialId} and depot_id = ${depotId}`.execute(t.db);
  return String(Number(rows[0]?.q ?? 0));
}

export function ok<T = any>(res: ApiResponse): T {
  expect(res.status, res.text).toBe(200);
  return res.body.data as T;
}

export async function setConfig(t: TestApp, f: StockFixture, flags: Record<string, '0' | '1'>): Promise<void> {
  await t.db.updateTable('system_config').set(flags).where('tenant_id', '=', f.tenantId).execute();
}
