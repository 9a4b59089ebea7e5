import { BILL_KINDS } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

export interface StockCorrection {
  material_id: string;
  name: string;
  depot_id: string;
  depot_name: string;
  before: string;
  after: string;
}

export interface CostCorrection {
  material_id: string;
  name: string;
  before: string;
  after: string;
}

/**
 * 修正库存: current stock of the products set to Σ of their ledger rows per depot, in one statement.
 * The current rows are locked in (material, depot) order first — the order bill posting locks them —
 * so a repair never interleaves with a post. Answers only the (product, depot) pairs it changed.
 */
export async function recomputeCurrentStock(trx: Trx, tenantId: string, ids: readonly number[]): Promise<StockCorrection[]> {
  const list = ids.map(String);
  const result = await sql<StockCorrection>`
    with locked as (
      select material_id, depot_id, quantity from stock_current
      where tenant_id = ${tenantId} and material_id = any(${list}::bigint[])
      order by material_id, depot_id for update
    ),
    ledger as (
      select material_id, depot_id, sum(quantity) as quantity from stock_movement
      where tenant_id = ${tenantId} and material_id = any(${list}::bigint[])
      group by material_id, depot_id
    ),
    diff as (
      select material_id, depot_id, coalesce(c.quantity, 0) as before, coalesce(l.quantity, 0) as after
      from ledger l full join locked c using (material_id, depot_id)
      where coalesce(c.quantity, 0) <> coalesce(l.quantity, 0)
    ),
    fixed as (
      insert into stock_current (tenant_id, material_id, depot_id, quantity)
      select ${tenantId}, material_id, depot_id, after from diff order by material_id, depot_id
      on conflict (tenant_id, material_id, depot_id) do update set quantity = excluded.quantity
    )
    select diff.material_id, m.name, diff.depot_id, d.name as depot_name, diff.before::text, diff.after::text
    from diff
    join material m on m.tenant_id = ${tenantId} and m.id = diff.material_id
    join depot d on d.tenant_id = ${tenantId} and d.id = diff.depot_id
    order by diff.material_id, diff.depot_id`.execute(trx);
  return result.rows;
}

/** Bill kinds whose lines bring their own value into the average (purchase-type); all others move at the running cost. */
const VALUE_PREFIXES = Object.values(BILL_KINDS)
  .filter((k) => k.cost === 'value')
  .map((k) => k.prefix);

/**
 * 修正成本: the moving-average cost replayed from the cost ledger in business order (bill time, then
 * bill id) — what a back-dated bill changes. Each applied bill's net (quantity, value) per product is
 * one step; purchase-type steps bring their value, others are valued at the cost reached so far
 * (rounded as posting rounds). One recursive statement walks every chosen product at once (depth =
 * the longest history), then material_cost rows are locked in product order and set to the result.
 */
export async function recomputeMovingCost(trx: Trx, tenantId: string, ids: readonly number[]): Promise<CostCorrection[]> {
  const list = ids.map(String);
  const result = await sql<CostCorrection>`
    with recursive steps as (
      select cm.material_id, cm.head_id, h.oper_time, sum(cm.quantity) as q, sum(cm.value) as v, h.prefix = any(${VALUE_PREFIXES}::varchar[]) as own_value
      from material_cost_movement cm
      join depot_head h on h.tenant_id = cm.tenant_id and h.id = cm.head_id
      where cm.tenant_id = ${tenantId} and cm.material_id = any(${list}::bigint[])
      group by cm.material_id, cm.head_id, h.oper_time, h.prefix
      having sum(cm.quantity) <> 0
    ),
    seq as (
      select *, row_number() over (partition by material_id order by oper_time, head_id) as n from steps
    ),
    walk (material_id, n, quantity, value, unit_cost) as (
      select distinct material_id, 0::bigint, 0::numeric, 0::numeric, 0::numeric from seq
      union all
      select w.material_id, s.n, w.quantity + s.q, w.value + x.v,
        case when w.quantity + s.q > 0 and w.value + x.v > 0 then least(round((w.value + x.v) / (w.quantity + s.q), 6), 100000000) else w.unit_cost end
      from walk w
      join seq s on s.material_id = w.material_id and s.n = w.n + 1
      cross join lateral (select case when s.own_value then s.v else round(s.q * w.unit_cost, 6) end as v) x
    ),
    replayed as (
      select distinct on (material_id) material_id, quantity, value, unit_cost from walk order by material_id, n desc
    ),
    locked as (
      select material_id, quantity, value, unit_cost from material_cost
      where tenant_id = ${tenantId} and material_id = any(${list}::bigint[])
      order by material_id for update
    ),
    diff as (
      select material_id, coalesce(l.unit_cost, 0) as before, coalesce(r.quantity, 0) as quantity, coalesce(r.value, 0) as value, coalesce(r.unit_cost, 0) as after
      from replayed r full join locked l using (material_id)
      where (l.quantity, l.value, l.unit_cost) is distinct from (coalesce(r.quantity, 0), coalesce(r.value, 0), coalesce(r.unit_cost, 0))
    ),
    fixed as (
      insert into material_cost (tenant_id, material_id, quantity, value, unit_cost)
      select ${tenantId}, material_id, quantity, value, after from diff order by material_id
      on conflict (tenant_id, material_id) do update set quantity = excluded.quantity, value = excluded.value, unit_cost = excluded.unit_cost
    )
    select diff.material_id, m.name, diff.before::text, diff.after::text
    from diff join material m on m.tenant_id = ${tenantId} and m.id = diff.material_id
    order by diff.material_id`.execute(trx);
  return result.rows;
}
