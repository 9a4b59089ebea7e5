import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { kindsSql } from '../stock/bill-kinds.js';

type Db = Kysely<Database>;

/** A sales-order line and what of it is not yet on a production order (base units). */
export interface OpenSaleLine {
  id: string;
  header_id: string;
  bar_code: string;
  material_id: string;
  material_unit: string | null;
  oper_number: string;
  basic_number: string;
  sku: string | null;
  open: string;
  /** The sales order's number, customer and delivery date. */
  number: string;
  organ_id: string | null;
  delivery_time: string | null;
}

/** 以销定产: the lines of sales orders with their quantity not yet on (live) production orders, in entry order. */
export async function openSaleLines(db: Db, tenantId: string, headIds: readonly string[]): Promise<OpenSaleLine[]> {
  if (headIds.length === 0) return [];
  const { rows } = await sql<OpenSaleLine>`
    select i.id, i.header_id, e.bar_code, i.material_id, i.material_unit, i.oper_number, i.basic_number, i.sku,
      o.number, o.organ_id, to_char(o.delivery_time, 'YYYY-MM-DD') as delivery_time,
      (i.basic_number - coalesce((
        select sum(d.basic_number) from depot_item d join depot_head h on h.tenant_id = d.tenant_id and h.id = d.header_id
        where d.tenant_id = i.tenant_id and d.link_id = i.id and not d.delete_flag and not h.delete_flag
          and ${kindsSql((k) => k.production === 'order')}
      ), 0))::text as open
    from depot_item i join material_extend e on e.tenant_id = i.tenant_id and e.id = i.material_extend_id
      join depot_head o on o.tenant_id = i.tenant_id and o.id = i.header_id
    where i.tenant_id = ${tenantId} and i.header_id in (${sql.join(headIds)}) and not i.delete_flag
    order by i.header_id, i.line_no`.execute(db);
  return rows;
}

/** The tenant's default depot (or its first live one): where orders made from sales orders receive and issue. */
export async function defaultDepot(db: Db, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('depot')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
