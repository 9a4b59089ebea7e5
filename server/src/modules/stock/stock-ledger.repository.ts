import { Decimal } from 'decimal.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One stock effect of a bill line in one depot (base units, signed). */
export interface Movement {
  itemId: string;
  materialId: string;
  extendId: string;
  depotId: string;
  quantity: string;
  batchNumber: string | null;
  expirationDate: string | null;
}

/** A (material, depot[, batch]) whose stock would go below zero by this posting. */
export interface Shortage {
  materialId: string;
  depotId: string;
  batchNumber: string | null;
}

interface Delta {
  materialId: string;
  depotId: string;
  batchNumber: string | null;
  expirationDate: string | null;
  delta: string;
}

/**
 * Adds deltas to stock_current with one statement: rows are inserted or updated in (material,
 * depot) order, so concurrent postings lock in the same order and cannot deadlock; each row stays
 * locked until commit, so a concurrent posting sees this one's result (no oversell). Returns the
 * rows a negative delta left below zero.
 */
export async function addToCurrentStock(db: Kysely<Database>, tenantId: string, deltas: readonly Delta[], ledger?: RawBuilder<unknown>): Promise<Shortage[]> {
  if (deltas.length === 0) {
    if (ledger) await ledger.execute(db);
    return [];
  }
  const values = sql.join(deltas.map((d) => sql`(${d.materialId}::bigint, ${d.depotId}::bigint, ${d.delta}::numeric)`));
  const { rows } = await sql<{ material_id: string; depot_id: string }>`
    with d(material_id, depot_id, delta) as (values ${values}),
    up as (
      insert into stock_current (tenant_id, material_id, depot_id, quantity)
      select ${tenantId}, material_id, depot_id, delta from d order by material_id, depot_id
      on conflict (tenant_id, material_id, depot_id) do update set quantity = stock_current.quantity + excluded.quantity
      returning material_id, depot_id, quantity
    )${ledger ? sql`, mv as (${ledger})` : sql``}
    select up.material_id, up.depot_id from up join d using (material_id, depot_id)
    where d.delta < 0 and up.quantity < 0 order by up.material_id, up.depot_id`.execute(db);
  return rows.map((r) => ({ materialId: String(r.material_id), depotId: String(r.depot_id), batchNumber: null }));
}

/** The same for batch stock (stock_batch), for lines that carry a batch number. */
export async function addToBatchStock(db: Kysely<Database>, tenantId: string, deltas: readonly Delta[]): Promise<Shortage[]> {
  const batched = deltas.filter((d) => d.batchNumber);
  if (batched.length === 0) return [];
  const values = sql.join(
    batched.map((d) => sql`(${d.materialId}::bigint, ${d.depotId}::bigint, ${d.batchNumber}::text, ${d.expirationDate}::date, ${d.delta}::numeric)`),
  );
  const { rows } = await sql<{ material_id: string; depot_id: string; batch_number: string }>`
    with d(material_id, depot_id, batch_number, expiration_date, delta) as (values ${values}),
    up as (
      insert into stock_batch (tenant_id, material_id, depot_id, batch_number, expiration_date, quantity)
      select ${tenantId}, material_id, depot_id, batch_number, expiration_date, delta from d order by material_id, depot_id, batch_number
      on conflict (tenant_id, material_id, depot_id, batch_number) do update
        set quantity = stock_batch.quantity + excluded.quantity, expiration_date = coalesce(stock_batch.expiration_date, excluded.expiration_date)
      returning material_id, depot_id, batch_number, quantity
    )
    select up.material_id, up.depot_id, up.batch_number from up join d using (material_id, depot_id, batch_number)
    where d.delta < 0 and up.quantity < 0`.execute(db);
  return rows.map((r) => ({ materialId: String(r.material_id), depotId: String(r.depot_id), batchNumber: r.batch_number }));
}

/** Aggregates movements into one delta per (material, depot, batch). */
export function deltasOf(movements: readonly Movement[]): Delta[] {
  const map = new Map<string, Delta>();
  for (const m of movements) {
    const key = `${m.materialId}|${m.depotId}|${m.batchNumber ?? ''}`;
    const d = map.get(key);
    if (d) d.delta = new Decimal(d.delta).plus(m.quantity).toFixed();
    else map.set(key, { materialId: m.materialId, depotId: m.depotId, batchNumber: m.batchNumber, expirationDate: m.expirationDate, delta: m.quantity });
  }
  return [...map.values()].filter((d) => !new Decimal(d.delta).isZero());
}

/** The insert of movements into the ledger, run on its own or inside the stock statement. */
export function movementInsert(
  tenantId: string,
  headId: string,
  operTime: string,
  creator: string,
  kind: 'bill' | 'reversal',
  movements: readonly Movement[],
): RawBuilder<unknown> | undefined {
  if (movements.length === 0) return undefined;
  const rows = movements.map(
    (m) => sql`(${tenantId}::bigint, ${m.materialId}::bigint, ${m.extendId}::bigint, ${m.depotId}::bigint, ${m.quantity}::numeric,
    ${kind}, ${headId}::bigint, ${m.itemId}::bigint, ${m.batchNumber}::text, ${operTime}::timestamp, ${creator}::bigint)`,
  );
  return sql`insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind, bill_id, bill_item_id, batch_number, oper_time, creator)
    values ${sql.join(rows)}`;
}

/** What a bill currently contributes to stock: the net of its ledger rows, per line and depot. */
export async function netMovementsOf(db: Kysely<Database>, tenantId: string, headId: string): Promise<Movement[]> {
  const rows = await db
    .selectFrom('stock_movement')
    .select(['bill_item_id', 'material_id', 'material_extend_id', 'depot_id', 'batch_number', sql<string>`sum(quantity)`.as('q')])
    .where('tenant_id', '=', tenantId)
    .where('bill_id', '=', headId)
    .groupBy(['bill_item_id', 'material_id', 'material_extend_id', 'depot_id', 'batch_number'])
    .having(sql`sum(quantity)`, '<>', 0)
    .execute();
  return rows.map((r) => ({
    itemId: String(r.bill_item_id),
    materialId: r.material_id,
    extendId: String(r.material_extend_id),
    depotId: r.depot_id,
    quantity: r.q,
    batchNumber: r.batch_number,
    expirationDate: null,
  }));
}

/**
 * A count sheet's book quantities (盘点录入): each line's product in its depot as the ledger stood at the count's date
 * and time, stored on the line (base units), so bills posted or changed afterwards leave the count as it was taken.
 */
export async function recordBookNumbers(db: Kysely<Database>, tenantId: string, headId: string, operTime: string): Promise<void> {
  await sql`update depot_item i set book_number = coalesce((
      select sum(m.quantity) from stock_movement m
      where m.tenant_id = i.tenant_id and m.material_id = i.material_id and m.depot_id = i.depot_id and m.oper_time <= ${operTime}::timestamp
    ), 0)
    where i.tenant_id = ${tenantId} and i.header_id = ${headId} and not i.delete_flag`.execute(db);
}
