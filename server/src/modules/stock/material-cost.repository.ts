import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A bill's effect on one product's moving-average cost: quantity, and value when it brings its own. */
export interface CostDelta {
  materialId: string;
  quantity: string;
  /** Line value of purchase-type bills; null = valued at the running cost (sales, transfers, assembly). */
  value: string | null;
}

/**
 * Moving-average cost by delta (business-rules §6, computed incrementally — never by replaying a
 * product's history): purchase-type inflows add their value, everything else moves quantity at the
 * current cost. The applied (quantity, value) pairs go to material_cost_movement so un-posting the
 * bill subtracts exactly what it added. Rows are locked in material order, like stock_current.
 */
export async function applyCost(
  db: Kysely<Database>,
  tenantId: string,
  headId: string,
  kind: 'bill' | 'reversal',
  deltas: readonly CostDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(deltas.map((d) => sql`(${d.materialId}::bigint, ${d.quantity}::numeric, ${d.value}::numeric)`));
  await sql`
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
    )
    insert into material_cost (tenant_id, material_id, quantity, value, unit_cost)
    select ${tenantId}, material_id, qty, val, case when qty > 0 and val > 0 then round(val / qty, 6) else 0 end
    from eff order by material_id
    on conflict (tenant_id, material_id) do update set
      quantity = material_cost.quantity + excluded.quantity,
      value = material_cost.value + excluded.value,
      unit_cost = case
        when material_cost.quantity + excluded.quantity > 0 and material_cost.value + excluded.value > 0
          then least(round((material_cost.value + excluded.value) / (material_cost.quantity + excluded.quantity), 6), 100000000)
        else material_cost.unit_cost end`.execute(db);
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

/** Per component, the value a production receipt's components took out of stock (positive), net of its reversals. */
export async function consumedValueOf(db: Kysely<Database>, tenantId: string, headId: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ material_id: string; v: string }>`
    select m.material_id, (-sum(m.value))::text as v from material_cost_movement m
    where m.tenant_id = ${tenantId} and m.head_id = ${headId}
    group by m.material_id having sum(m.quantity) < 0`.execute(db);
  return new Map(rows.map((r) => [r.material_id, r.v]));
}

/**
 * A production receipt's lines show what posting valued them at: each component line its share (by quantity) of the
 * value its product took, the 成品 line the total consumed; unit price = value ÷ quantity. One statement.
 */
export async function priceConsumedLines(db: Kysely<Database>, tenantId: string, headId: string, total: string): Promise<void> {
  await sql`
    with taken as (
      select material_id, -sum(value) as v from material_cost_movement
      where tenant_id = ${tenantId} and head_id = ${headId} group by material_id having sum(quantity) < 0
    ), lines as (
      select i.id, i.oper_number, case when i.material_type = '原料'
        then round(coalesce(t.v, 0) * i.basic_number / nullif(sum(i.basic_number) over (partition by i.material_id, i.material_type), 0), 6)
        else ${total}::numeric end as value
      from depot_item i left join taken t on t.material_id = i.material_id
      where i.tenant_id = ${tenantId} and i.header_id = ${headId} and not i.delete_flag
    )
    update depot_item i set all_price = coalesce(l.value, 0),
      unit_price = case when l.oper_number > 0 then round(coalesce(l.value, 0) / l.oper_number, 6) else 0 end
    from lines l where i.tenant_id = ${tenantId} and i.id = l.id`.execute(db);
}
