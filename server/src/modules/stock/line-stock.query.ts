import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { RATIO } from '../material/material-lookup.query.js';

type Db = Kysely<Database>;

/** One line of a bill being written: the barcode row it holds, its depot, and its batch when it has one. */
export interface StockLine {
  barCode: string;
  depotId: number;
  batchNumber?: string | undefined;
}

/** What a line may take: the depot's stock now, and that stock without the edited bill's own effect (what its save checks). */
export interface LineStock {
  materialId: number;
  /** Base units in one of the line's units, so lines of one product in different units add up. */
  ratio: string;
  stock: string;
  available: string;
}

/**
 * The 库存 of every line of a bill at once (one statement): per line the stock of its barcode row in its depot, in the
 * row's unit — a batch line its batch's stock, a SKU row its SKU's stock, any other row the product's stock — read from
 * the tables bill posting keeps (docs/stock-model.md). `available` adds back what the edited bill `headerId` itself
 * moved there (its ledger rows, bill and reversal), since saving it withdraws them first. Lines whose barcode is not
 * the tenant's answer null, in the same place.
 */
export async function stockOfLines(db: Db, tenantId: string, lines: readonly StockLine[], headerId: number | undefined): Promise<Array<LineStock | null>> {
  if (lines.length === 0) return [];
  const own = (extra: RawBuilder<unknown>) =>
    headerId === undefined
      ? sql`0`
      : sql`coalesce((select sum(sm.quantity) from stock_movement sm where sm.tenant_id = e.tenant_id and sm.bill_id = ${headerId}
          and sm.material_id = e.material_id and sm.depot_id = a.depot_id ${extra}), 0)`;
  const result = await sql<{ n: string; material_id: string; ratio: string; stock: string; available: string }>`
    with asked as (
      select a.n, a.bar_code, a.depot_id, nullif(a.batch_number, '') as batch_number
      from unnest(${lines.map((l) => l.barCode)}::varchar[], ${lines.map((l) => String(l.depotId))}::bigint[],
        ${lines.map((l) => l.batchNumber ?? '')}::varchar[]) with ordinality as a(bar_code, depot_id, batch_number, n)
    ), base as (
      select a.n, e.material_id,
        -- A SKU row's stock is its own ledger rows, already in its unit (as the look-ups show it).
        case when coalesce(e.sku, '') <> '' and a.batch_number is null then 1 else ${RATIO} end as ratio,
        case when a.batch_number is not null
            then coalesce((select b.quantity from stock_batch b where b.tenant_id = e.tenant_id and b.material_id = e.material_id
              and b.depot_id = a.depot_id and b.batch_number = a.batch_number), 0)
          when coalesce(e.sku, '') <> ''
            then coalesce((select sum(sm.quantity) from stock_movement sm where sm.tenant_id = e.tenant_id and sm.material_extend_id = e.id
              and sm.depot_id = a.depot_id), 0)
          else coalesce((select sc.quantity from stock_current sc where sc.tenant_id = e.tenant_id and sc.material_id = e.material_id
            and sc.depot_id = a.depot_id), 0) end as stock,
        case when a.batch_number is not null then ${own(sql`and sm.batch_number = a.batch_number`)}
          when coalesce(e.sku, '') <> '' then ${own(sql`and sm.material_extend_id = e.id`)}
          else ${own(sql``)} end as own
      from asked a
      join material_extend e on e.tenant_id = ${tenantId} and e.bar_code = a.bar_code and not e.delete_flag
      join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
      left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    )
    select n, material_id, ratio, round(stock / ratio, 6) as stock, round((stock - own) / ratio, 6) as available from base`.execute(db);
  const byLine = new Map(result.rows.map((r) => [Number(r.n), r]));
  return lines.map((_, i) => {
    const r = byLine.get(i + 1);
    if (!r) return null;
    return { materialId: Number(r.material_id), ratio: trimNum(r.ratio) ?? '1', stock: trimNum(r.stock) ?? '0', available: trimNum(r.available) ?? '0' };
  });
}
