import { Decimal } from 'decimal.js';
import { sql, type RawBuilder } from 'kysely';
import { BILL_KINDS, type BillPrefix } from '../../modules/stock/bill-kinds.js';
import type { TenantImport } from './tenant-import.js';

/**
 * Moving-average cost of bills posted in bulk: applyCost's rule (material-cost.repository.ts) replayed in one ordered
 * pass per product over the bills' cost deltas, instead of one statement per bill. Per bill and product the delta is
 * costDeltas' (Σ signed base quantity, and Σ signed line value for purchase-type kinds; zero quantities dropped); each
 * becomes its material_cost_movement row, and material_cost ends where the bill-by-bill updates would have left it.
 */

/** Products per pass: their deltas are read, valued and written together (bounded memory whatever the bill count). */
const PRODUCTS_PER_PASS = 200;
/** Rows per insert of material_cost_movement. */
const ROWS_PER_INSERT = 1000;
/** The cap applyCost puts on a unit cost it updates. */
const MAX_UNIT_COST = new Decimal(100_000_000);

// Wide enough that the running totals and quotients are exact before the 6-place rounding PostgreSQL's round() does.
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });
const round6 = (d: Decimal) => new Exact(d).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

interface CostState {
  quantity: Decimal;
  value: Decimal;
  unitCost: Decimal;
}

/** One delta applied to a product's running state as applyCost's upsert does; returns the value it entered with. */
function applyDelta(state: CostState | undefined, quantity: Decimal, value: Decimal | null): { state: CostState; value: Decimal } {
  if (!state) {
    const v = value ?? new Exact(0);
    const unitCost = quantity.gt(0) && v.gt(0) ? round6(v.div(quantity)) : new Exact(0);
    return { state: { quantity, value: v, unitCost }, value: v };
  }
  const v = value ?? round6(quantity.times(state.unitCost));
  const q = state.quantity.plus(quantity);
  const total = state.value.plus(v);
  const unitCost = q.gt(0) && total.gt(0) ? Decimal.min(round6(total.div(q)), MAX_UNIT_COST) : state.unitCost;
  return { state: { quantity: q, value: total, unitCost }, value: v };
}

/** The cost deltas of the posted bills, per (bill, product), in a temporary table. */
async function collectCostDeltas(ctx: TenantImport, posted: RawBuilder<boolean>, sign: RawBuilder<number>): Promise<void> {
  const prefixes = (Object.keys(BILL_KINDS) as BillPrefix[]).filter((p) => BILL_KINDS[p].cost && BILL_KINDS[p].stock !== 'transfer');
  const valued = prefixes.filter((p) => BILL_KINDS[p].cost === 'value');
  const lit = (values: readonly string[]) => (values.length ? sql.join(values.map((v) => sql.lit(v))) : sql`null`);
  await sql`drop table if exists jsh_bulk_cost`.execute(ctx.trx);
  await sql`create temp table jsh_bulk_cost on commit drop as
    select h.id as head_id, i.material_id, sum(i.basic_number * ${sign}) as quantity,
      case when h.prefix in (${lit(valued)}) then sum(i.all_price * ${sign}) end as value
    from depot_head h join depot_item i on i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag
    where ${posted} and h.prefix in (${lit(prefixes)}) and i.basic_number <> 0
    group by h.id, h.prefix, i.material_id having sum(i.basic_number * ${sign}) <> 0`.execute(ctx.trx);
  await sql`create index on jsh_bulk_cost (material_id, head_id)`.execute(ctx.trx);
  await sql`analyze jsh_bulk_cost`.execute(ctx.trx);
}

/** Values one range of products' deltas in posting order, writes their cost movements and their final cost rows. */
async function passOverProducts(ctx: TenantImport, first: string, last: string): Promise<void> {
  const { rows: current } = await sql<{ material_id: string; quantity: string; value: string; unit_cost: string }>`
    select material_id, quantity, value, unit_cost from material_cost
    where tenant_id = ${ctx.tenantId} and material_id between ${first} and ${last}`.execute(ctx.trx);
  const states = new Map<string, CostState>(
    current.map((c) => [c.material_id, { quantity: new Exact(c.quantity), value: new Exact(c.value), unitCost: new Exact(c.unit_cost) }]),
  );
  const { rows: deltas } = await sql<{ material_id: string; head_id: string; quantity: string; value: string | null }>`
    select material_id, head_id, quantity, value from jsh_bulk_cost
    where material_id between ${first} and ${last} order by material_id, head_id`.execute(ctx.trx);
  const movements: RawBuilder<unknown>[] = [];
  for (const d of deltas) {
    const applied = applyDelta(states.get(d.material_id), new Exact(d.quantity), d.value === null ? null : new Exact(d.value));
    states.set(d.material_id, applied.state);
    movements.push(
      sql`(${ctx.tenantId}::bigint, ${d.material_id}::bigint, ${d.head_id}::bigint, ${d.quantity}::numeric, ${applied.value.toFixed()}::numeric, 'bill')`,
    );
  }
  for (let i = 0; i < movements.length; i += ROWS_PER_INSERT)
    await sql`insert into material_cost_movement (tenant_id, material_id, head_id, quantity, value, kind)
      values ${sql.join(movements.slice(i, i + ROWS_PER_INSERT))}`.execute(ctx.trx);
  const touched = [...new Set(deltas.map((d) => d.material_id))];
  if (touched.length === 0) return;
  const finals = touched.map((m) => {
    const s = states.get(m) as CostState;
    return sql`(${m}::bigint, ${s.quantity.toFixed()}::numeric, ${s.value.toFixed()}::numeric, ${s.unitCost.toFixed()}::numeric)`;
  });
  await sql`insert into material_cost (tenant_id, material_id, quantity, value, unit_cost)
    select ${ctx.tenantId}, f.material_id, f.quantity, f.value, f.unit_cost from (values ${sql.join(finals)}) f(material_id, quantity, value, unit_cost)
    order by f.material_id
    on conflict (tenant_id, material_id) do update set quantity = excluded.quantity, value = excluded.value, unit_cost = excluded.unit_cost`.execute(ctx.trx);
}

/** The moving-average cost of every posted bill (`posted`, a condition on bill `h`; `sign` the line factor of line `i`). */
export async function movingAverageCost(ctx: TenantImport, posted: RawBuilder<boolean>, sign: RawBuilder<number>): Promise<void> {
  await collectCostDeltas(ctx, posted, sign);
  const { rows: ranges } = await sql<{ first: string; last: string }>`
    select min(material_id) as first, max(material_id) as last
    from (select material_id, (dense_rank() over (order by material_id) - 1) / ${PRODUCTS_PER_PASS} as pass from jsh_bulk_cost) p
    group by pass order by first`.execute(ctx.trx);
  for (const r of ranges) await passOverProducts(ctx, r.first, r.last);
  await sql`drop table jsh_bulk_cost`.execute(ctx.trx);
}
