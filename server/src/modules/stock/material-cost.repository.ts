import type { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A bill's effect on one product's moving-average cost: quantity, and value when it brings its own. */
export interface CostDelta {
  materialId: string;
  quantity: string;
  /** Line value of purchase-type bills; null = valued at the running cost (sales, transfers, assembly). */
  value: string | null;
}

/** A cost delta as applied: its value as the running cost valued it. */
export interface AppliedCost {
  materialId: string;
  quantity: string;
  value: string;
}

/**
 * Moving-average cost by delta (business-rules §6, computed incrementally — never by replaying a
 * product's history): purchase-type inflows add their value, everything else moves quantity at the
 * current cost. The applied (quantity, value) pairs go to material_cost_movement so un-posting the
 * bill subtracts exactly what it added. Rows are locked in material order, like stock_current. Returns what was
 * applied, each value as valued (a sale's: its cost of goods), for the posting event.
 */
export async function applyCost(
  db: Kysely<Database>,
  tenantId: string,
  headId: string,
  kind: 'bill' | 'reversal',
  deltas: readonly CostDelta[],
): Promise<AppliedCost[]> {
  if (deltas.length === 0) return [];
  const values = sql.join(deltas.map((d) => sql`(${d.materialId}::bigint, ${d.quantity}::numeric, ${d.value}::numeric)`));
  const { rows } = await sql<AppliedCost>`
    with d(material_id, qty, val) as (values ${values}),
    cur as (
      select mc.material_id, mc.unit_cost from material_cost mc
      where mc.tenant_id = ${tenantId} and mc.material_id in (select material_id from d)
      order by mc.material_id for update
    ),
    eff as (
      select d.material_id, d.qty, coalesce(d.val, round(d.qty * coalesce(cur.unit_cost, 0), 6)) as val
      from d left join cur using (material_id)
    ),
    mv as (
      insert into material_cost_movement (tenant_id, material_id, head_id, quantity, value, kind)
      select ${tenantId}, material_id, ${headId}, qty, val, ${kind} from eff
    ),
    cost as (
    insert into material_cost (tenant_id, material_id, quantity, value, unit_cost)
    select ${tenantId}, material_id, qty, val, case when qty > 0 and val > 0 then round(val / qty, 6) else 0 end
    from eff order by material_id
    on conflict (tenant_id, material_id) do update set
      quantity = material_cost.quantity + excluded.quantity,
      value = material_cost.value + excluded.value,
      unit_cost = case
        when material_cost.quantity + excluded.quantity > 0 and material_cost.value + excluded.value > 0
          then least(round((material_cost.value + excluded.value) / (material_cost.quantity + excluded.quantity), 6), 100000000)
        else material_cost.unit_cost end
    )
    select material_id::text as "materialId", qty::text as quantity, val::text as value from eff order by material_id`.execute(db);
  return rows;
}

/** The net (quantity, value) a bill has put into the cost totals, negated: what un-posting applies. */
export async function costReversalOf(db: Kysely<Database>, tenantId: string, headId: string): Promise<CostDelta[]> {
  const rows = await db
    .selectFrom('material_cost_movement')
    .select(['material_id', sql<string>`(-sum(quantity))::text`.as('q'), sql<string>`(-sum(value))::text`.as('v')])
    .where('tenant_id', '=', tenantId)
    .where('head_id', '=', headId)
    .groupBy('material_id')
    .having((eb) => eb.or([eb(sql`sum(quantity)`, '<>', 0), eb(sql`sum(value)`, '<>', 0)]))
    .execute();
  return rows.map((r) => ({ materialId: r.material_id, quantity: r.q, value: r.v }));
}

/** The running cost per base unit of these products, their cost rows locked in material order (as applyCost takes them). */
export async function lockedUnitCosts(db: Kysely<Database>, tenantId: string, materialIds: readonly string[]): Promise<Map<string, string>> {
  if (materialIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('material_cost')
    .select(['material_id', 'unit_cost'])
    .where('tenant_id', '=', tenantId)
    .where('material_id', 'in', [...new Set(materialIds)])
    .orderBy('material_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.material_id, String(r.unit_cost)]));
}

/**
 * A production receipt's lines priced as posting valued them (unit price and amount), and the bill's 金额 the value of
 * the product made. One statement.
 */
export async function priceLines(
  db: Kysely<Database>,
  tenantId: string,
  headId: string,
  lines: ReadonlyArray<{ id: string; unitPrice: Decimal; allPrice: Decimal }>,
  total: Decimal,
): Promise<void> {
  const values = lines.length
    ? sql`values ${sql.join(lines.map((l) => sql`(${l.id}::bigint, ${l.unitPrice.toFixed()}::numeric, ${l.allPrice.toFixed()}::numeric)`))}`
    : sql`select null::bigint, null::numeric, null::numeric where false`;
  await sql`
    with l(id, unit_price, all_price) as (${values}),
    items as (
      update depot_item i set unit_price = l.unit_price, all_price = l.all_price, tax_unit_price = l.unit_price,
        tax_last_money = l.all_price, tax_money = 0, tax_rate = 0
      from l where i.tenant_id = ${tenantId} and i.header_id = ${headId} and i.id = l.id
    )
    update depot_head set total_price = ${total.toFixed()}::numeric
    where tenant_id = ${tenantId} and id = ${headId}`.execute(db);
}
