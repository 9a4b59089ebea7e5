import { isOrder, theKind } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { kindsSql } from '../stock/bill-kinds.js';

type Db = Kysely<Database>;

/** A component of the chosen orders: what they still need, what is in stock and on order, and who usually sells it. */
export interface PlanRow {
  material_id: string;
  bar_code: string;
  name: string;
  standard: string | null;
  model: string | null;
  unit: string | null;
  purchase_price: string | null;
  required: string;
  stock: string;
  on_order: string;
  shortfall: string;
  supplier_id: string | null;
  supplier_name: string | null;
}

const PURCHASE_ORDER = theKind((k) => isOrder(k) && k.priceCategory === 'buy');

/**
 * 物料计划 (docs/manufacturing.md), one statement: per component of the orders, required = Σ line quantity × open ÷
 * ordered (open = the 成品 line's quantity − what live receipts took), 库存 = current stock in every depot, 在途 = audited
 * open purchase orders' lines − what their receipts took, 缺口 = max(0, required − 库存 − 在途); the supplier is the one of
 * the product's latest purchase. Quantities in base units.
 */
export async function materialPlan(db: Db, tenantId: string, orderIds: readonly string[]): Promise<PlanRow[]> {
  if (orderIds.length === 0) return [];
  const receipts = kindsSql((k) => k.production === 'receipt', 'dh.prefix');
  const fillsPurchase = kindsSql((k) => k.links.some((l) => l.drives === 'status' && l.upstream.includes(PURCHASE_ORDER.prefix)), 'dh.prefix');
  const purchases = kindsSql((k) => k.report === 'buy' && !k.returns, 'ph.prefix');
  const { rows } = await sql<PlanRow>`
    with made as (
      select u.header_id, u.basic_number as ordered, coalesce((
        select sum(d.basic_number) from depot_item d join depot_head dh on dh.tenant_id = d.tenant_id and dh.id = d.header_id
        where d.tenant_id = u.tenant_id and d.link_id = u.id and not d.delete_flag and not dh.delete_flag and ${receipts}
      ), 0) as received
      from depot_item u
      where u.tenant_id = ${tenantId} and u.header_id in (${sql.join(orderIds)}) and u.material_type = '成品' and not u.delete_flag
    ), need as (
      select c.material_id, min(c.material_extend_id) as extend_id,
        round(sum(c.basic_number * greatest(m.ordered - m.received, 0) / nullif(m.ordered, 0)), 6) as required
      from depot_item c join made m on m.header_id = c.header_id
      where c.tenant_id = ${tenantId} and c.material_type = '原料' and not c.delete_flag
      group by c.material_id
    ), stock as (
      select material_id, sum(quantity) as q from stock_current
      where tenant_id = ${tenantId} and material_id in (select material_id from need) group by material_id
    ), on_order as (
      select l.material_id, sum(greatest(l.basic_number - coalesce((
        select sum(d.basic_number) from depot_item d join depot_head dh on dh.tenant_id = d.tenant_id and dh.id = d.header_id
        where d.tenant_id = l.tenant_id and d.link_id = l.id and not d.delete_flag and not dh.delete_flag and ${fillsPurchase}
      ), 0), 0)) as q
      from depot_item l join depot_head h on h.tenant_id = l.tenant_id and h.id = l.header_id
      where l.tenant_id = ${tenantId} and h.prefix = ${PURCHASE_ORDER.prefix} and h.status in ('1', '3') and h.close_reason is null
        and not h.delete_flag and not l.delete_flag and l.material_id in (select material_id from need)
      group by l.material_id
    ), last_supplier as (
      select distinct on (pi.material_id) pi.material_id, ph.organ_id
      from depot_item pi join depot_head ph on ph.tenant_id = pi.tenant_id and ph.id = pi.header_id
      where pi.tenant_id = ${tenantId} and ${purchases} and ph.organ_id is not null and not ph.delete_flag and not pi.delete_flag
        and pi.material_id in (select material_id from need)
      order by pi.material_id, ph.oper_time desc, ph.id desc
    )
    select n.material_id, e.bar_code, m.name, m.standard, m.model, coalesce(u.basic_unit, m.unit) as unit, e.purchase_decimal::text as purchase_price,
      n.required::text as required, coalesce(s.q, 0)::text as stock, coalesce(o.q, 0)::text as on_order,
      greatest(n.required - coalesce(s.q, 0) - coalesce(o.q, 0), 0)::text as shortfall,
      ls.organ_id as supplier_id, sup.supplier as supplier_name
    from need n
    join material m on m.tenant_id = ${tenantId} and m.id = n.material_id
    join material_extend e on e.tenant_id = ${tenantId} and e.id = n.extend_id
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    left join stock s on s.material_id = n.material_id
    left join on_order o on o.material_id = n.material_id
    left join last_supplier ls on ls.material_id = n.material_id
    left join supplier sup on sup.tenant_id = ${tenantId} and sup.id = ls.organ_id and not sup.delete_flag
    order by m.name, n.material_id`.execute(db);
  return rows;
}
