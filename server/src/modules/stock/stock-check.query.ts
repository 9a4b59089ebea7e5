import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A line of a count against the book when it was taken (base units). */
export interface CountDifferenceRow {
  barCode: string;
  name: string;
  standard: string | null;
  model: string | null;
  unit: string | null;
  depotName: string | null;
  bookNumber: string;
  countedNumber: string;
  difference: string;
}

/** 盘点差异: per line of the count, the book quantity stored when it was saved, the counted quantity and counted − book. */
export async function countDifferences(db: Kysely<Database>, tenantId: string, headId: string): Promise<CountDifferenceRow[]> {
  const { rows } = await sql<CountDifferenceRow>`
    select e.bar_code as "barCode", m.name, m.standard, m.model, coalesce(u.basic_unit, m.unit) as unit, d.name as "depotName",
      coalesce(i.book_number, 0)::text as "bookNumber", i.basic_number::text as "countedNumber",
      (i.basic_number - coalesce(i.book_number, 0))::text as difference
    from depot_item i
    join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
    join material_extend e on e.tenant_id = i.tenant_id and e.id = i.material_extend_id
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    left join depot d on d.tenant_id = i.tenant_id and d.id = i.depot_id
    where i.tenant_id = ${tenantId} and i.header_id = ${headId} and not i.delete_flag
    order by i.line_no`.execute(db);
  return rows;
}
