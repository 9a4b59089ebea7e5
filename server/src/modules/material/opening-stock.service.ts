import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Opening and safety levels of one product in one depot; `undefined` keeps what is stored. */
export interface OpeningStockEntry {
  materialId: string;
  depotId: string;
  number?: string | null | undefined;
  low?: string | null | undefined;
  high?: string | null | undefined;
}

export interface StockDelta {
  materialId: string;
  depotId: string;
  quantity: string;
}

const dec = (v: string | null | undefined) => new Decimal(v ?? 0);

const key = (m: string, d: string) => `${m}:${d}`;

/**
 * Changes current stock by deltas and records each as an 'opening' ledger row, in the caller's
 * transaction. Rows are locked in (material, depot) order, the same order bill posting uses.
 */
export async function applyStockDeltas(trx: Transaction<Database>, tenantId: string, userId: string, deltas: readonly StockDelta[]): Promise<void> {
  const moves = deltas
    .filter((d) => !dec(d.quantity).isZero())
    .sort((a, b) => Number(a.materialId) - Number(b.materialId) || Number(a.depotId) - Number(b.depotId));
  if (moves.length === 0) return;
  const m = moves.map((d) => d.materialId);
  const d = moves.map((x) => x.depotId);
  const q = moves.map((x) => x.quantity);
  await sql`insert into stock_movement (tenant_id, material_id, depot_id, quantity, kind, creator)
    select ${tenantId}, v.m, v.d, v.q, 'opening', ${userId} from unnest(${m}::bigint[], ${d}::bigint[], ${q}::numeric[]) as v(m, d, q)`.execute(trx);
  await sql`insert into stock_current (tenant_id, material_id, depot_id, quantity)
    select ${tenantId}, v.m, v.d, v.q from unnest(${m}::bigint[], ${d}::bigint[], ${q}::numeric[]) as v(m, d, q) order by v.m, v.d
    on conflict (tenant_id, material_id, depot_id) do update set quantity = stock_current.quantity + excluded.quantity`.execute(trx);
}

/**
 * Writes opening/safety rows (set-based) and moves current stock by the change of each opening
 * quantity. A row left with no opening stock and no safety level is removed.
 */
export async function saveOpeningStock(trx: Transaction<Database>, tenantId: string, userId: string, entries: readonly OpeningStockEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const old = await sql<{ material_id: string; depot_id: string; number: string; low_safe_stock: string | null; high_safe_stock: string | null }>`
    select s.material_id, s.depot_id, s.number, s.low_safe_stock, s.high_safe_stock from material_initial_stock s
    join unnest(${entries.map((e) => e.materialId)}::bigint[], ${entries.map((e) => e.depotId)}::bigint[]) as v(m, d) on s.material_id = v.m and s.depot_id = v.d
    where s.tenant_id = ${tenantId} for update of s`.execute(trx);
  const before = new Map(old.rows.map((r) => [key(r.material_id, r.depot_id), r]));
  const rows = entries.map((e) => {
    const prev = before.get(key(e.materialId, e.depotId));
    const number = e.number === undefined ? (prev?.number ?? '0') : (e.number ?? '0');
    const low = e.low === undefined ? (prev?.low_safe_stock ?? null) : e.low || null;
    const high = e.high === undefined ? (prev?.high_safe_stock ?? null) : e.high || null;
    const delta = dec(number).minus(dec(prev?.number)).toFixed();
    const empty = dec(number).isZero() && dec(low).isZero() && dec(high).isZero();
    return { ...e, number: dec(number).toFixed(), low, high, delta, empty, lowGiven: e.low !== undefined, highGiven: e.high !== undefined };
  });
  const gone = rows.filter((r) => r.empty);
  if (gone.length) {
    await sql`delete from material_initial_stock s using unnest(${gone.map((r) => r.materialId)}::bigint[], ${gone.map((r) => r.depotId)}::bigint[]) as v(m, d)
      where s.tenant_id = ${tenantId} and s.material_id = v.m and s.depot_id = v.d`.execute(trx);
  }
  const kept = rows.filter((r) => !r.empty);
  if (kept.length) {
    await sql`insert into material_initial_stock (tenant_id, material_id, depot_id, number, low_safe_stock, high_safe_stock)
      select ${tenantId}, v.m, v.d, v.n, v.l, v.h
      from unnest(${kept.map((r) => r.materialId)}::bigint[], ${kept.map((r) => r.depotId)}::bigint[], ${kept.map((r) => r.number)}::numeric[],
        ${kept.map((r) => r.low)}::numeric[], ${kept.map((r) => r.high)}::numeric[]) as v(m, d, n, l, h)
      order by v.m, v.d
      on conflict (tenant_id, material_id, depot_id) do update set number = excluded.number, low_safe_stock = excluded.low_safe_stock, high_safe_stock = excluded.high_safe_stock`.execute(
      trx,
    );
  }
  const levels = rows
    .filter((r) => r.empty || r.lowGiven || r.highGiven)
    .map((r) => ({ materialId: r.materialId, depotId: r.depotId, low: r.empty ? null : r.low, high: r.empty ? null : r.high }));
  await copySafetyLevels(trx, tenantId, levels);
  await applyStockDeltas(
    trx,
    tenantId,
    userId,
    rows.map((r) => ({ materialId: r.materialId, depotId: r.depotId, quantity: r.delta })),
  );
}

interface SafetyLevels {
  materialId: string;
  depotId: string;
  low: string | null;
  high: string | null;
}

/**
 * The copy of the safety levels on the current-stock rows that the warning indexes read (migration
 * 0014): written in the same transaction as material_initial_stock, rows locked in (material,
 * depot) order like bill posting. A pair with levels but no stock row gets a zero one; a pair
 * without levels and without a stock row needs none.
 */
async function copySafetyLevels(trx: Transaction<Database>, tenantId: string, levels: readonly SafetyLevels[]): Promise<void> {
  if (levels.length === 0) return;
  await sql`insert into stock_current (tenant_id, material_id, depot_id, quantity, low_safe_stock, high_safe_stock)
    select ${tenantId}, v.m, v.d, 0, v.l, v.h
    from unnest(${levels.map((r) => r.materialId)}::bigint[], ${levels.map((r) => r.depotId)}::bigint[],
      ${levels.map((r) => r.low)}::numeric[], ${levels.map((r) => r.high)}::numeric[]) as v(m, d, l, h)
    where v.l is not null or v.h is not null
      or exists (select 1 from stock_current c where c.tenant_id = ${tenantId} and c.material_id = v.m and c.depot_id = v.d)
    order by v.m, v.d
    on conflict (tenant_id, material_id, depot_id) do update set low_safe_stock = excluded.low_safe_stock, high_safe_stock = excluded.high_safe_stock`.execute(
    trx,
  );
}

/** A deleted product's copies of its safety levels go with its safety rows. */
export async function clearSafetyLevels(trx: Transaction<Database>, tenantId: string, materialIds: readonly string[]): Promise<void> {
  if (materialIds.length === 0) return;
  await sql`update stock_current set low_safe_stock = null, high_safe_stock = null
    where tenant_id = ${tenantId} and material_id = any(${materialIds}::bigint[]) and (low_safe_stock is not null or high_safe_stock is not null)`.execute(trx);
}
