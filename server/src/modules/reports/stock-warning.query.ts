import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { MATERIAL_COLUMNS, extraColumns, materialFields, materialJoins, materialWhere, num, type MaterialFilter } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';
import { costJoin, costOf, masked } from './stock-report.query.js';

type Db = Kysely<Database>;

// 库存预警 (reports.md §11) and the depots a product's 库存分布 lists (now; for a period: in-out-stock.query.ts).

/** 库存预警's spreadsheet columns: the screen's, 扩展1-3 headed with the tenant's titles (the scope's `extraTitles`). */
export const stockWarningColumns = (extras: readonly string[]): readonly ExportColumn[] => [
  { key: 'depotName', label: '仓库' },
  { key: 'barCode', label: '条码' },
  { key: 'mname', label: '名称' },
  { key: 'mstandard', label: '规格' },
  { key: 'mmodel', label: '型号' },
  { key: 'mcolor', label: '颜色' },
  { key: 'brand', label: '品牌' },
  { key: 'mmfrs', label: '制造商' },
  ...extraColumns('motherField', extras),
  { key: 'materialUnit', label: '单位' },
  { key: 'currentNumber', label: '库存', format: 'number' },
  { key: 'lowSafeStock', label: '最低安全库存', format: 'number' },
  { key: 'highSafeStock', label: '最高安全库存', format: 'number' },
  { key: 'lowCritical', label: '建议入库量', format: 'number' },
  { key: 'highCritical', label: '建议出库量', format: 'number' },
];

/** (product, depot) pairs below the low or above the high safety level (the warning indexes of migration 0014). */
export function stockWarningSource(scope: ReportScope, f: MaterialFilter & { depots: string[] | null }): ListSource {
  const t = scope.tenantId;
  const base = sql`
    select ${MATERIAL_COLUMNS}, c.depot_id, d.name as depot_name, c.quantity, c.low_safe_stock, c.high_safe_stock
    from stock_current c
    join material m on m.tenant_id = c.tenant_id and m.id = c.material_id
    join depot d on d.tenant_id = c.tenant_id and d.id = c.depot_id
    ${materialJoins()}
    where c.tenant_id = ${t} and ((c.low_safe_stock > 0 and c.quantity < c.low_safe_stock) or (c.high_safe_stock > 0 and c.quantity > c.high_safe_stock))
      and ${inDepots('c.depot_id', f.depots)} and ${materialWhere(t, f)}`;
  return {
    base,
    columns: stockWarningColumns(scope.extraTitles),
    key: ['material_id', 'depot_id'],
    sorts: { depotName: sql`b.depot_name`, currentNumber: sql`b.quantity` },
    defaultOrder: { by: 'depotName', dir: 'asc', tiebreak: 'asc' },
    present: (rows: Row[]) =>
      rows.map((r) => {
        const m = materialFields(r);
        const q = new Decimal(String(r.quantity));
        const low = r.low_safe_stock === null ? null : new Decimal(String(r.low_safe_stock));
        const high = r.high_safe_stock === null ? null : new Decimal(String(r.high_safe_stock));
        return {
          mid: m.id,
          depotId: Number(r.depot_id),
          depotName: r.depot_name as string,
          barCode: m.barCode,
          mname: m.name,
          mstandard: m.standard,
          mmodel: m.model,
          mcolor: m.color,
          brand: m.brand,
          mmfrs: m.mfrs,
          motherField1: m.otherField1,
          motherField2: m.otherField2,
          motherField3: m.otherField3,
          materialUnit: m.unitName,
          unitName: m.unitName,
          currentNumber: num(r.quantity) ?? '0',
          lowSafeStock: num(r.low_safe_stock),
          highSafeStock: num(r.high_safe_stock),
          lowCritical: low !== null && low.gt(0) && q.lt(low) ? low.minus(q).toFixed() : null,
          highCritical: high !== null && high.gt(0) && q.gt(high) ? q.minus(high).toFixed() : null,
        };
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Small reads

/**
 * 库存分布 now (`/material/getMaterialDepotStock`, reports.md §1): the depots of the set where the product has stock, with
 * the unit cost the stock reports value it at (`costOf`: moving average or the default barcode's purchase price) and the
 * value; both null under price limit 7. Another tenant's product, or none, has no rows.
 */
export function depotStockSource(scope: ReportScope, q: { materialId: number; depots: string[] | null }): ListSource {
  const base = sql`
    select c.depot_id, d.name as depot_name, d.sort as depot_sort, c.quantity, ${costOf(scope)} as cost
    from stock_current c
    join depot d on d.tenant_id = c.tenant_id and d.id = c.depot_id
    join material m on m.tenant_id = c.tenant_id and m.id = c.material_id
    left join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id and e.default_flag and not e.delete_flag
    ${costJoin}
    where c.tenant_id = ${scope.tenantId} and c.material_id = ${q.materialId} and c.quantity <> 0 and ${inDepots('c.depot_id', q.depots)}`;
  return {
    base,
    key: ['depot_id'],
    sorts: { depot: sql`b.depot_sort` },
    // The depots' own order, as every depot list.
    defaultOrder: { by: 'depot', dir: 'asc', tiebreak: 'asc' },
    present: (rows: Row[]) =>
      rows.map((r) => ({
        depotId: Number(r.depot_id),
        depotName: r.depot_name as string,
        currentNumber: num(r.quantity) ?? '0',
        unitPrice: masked(scope, r.cost),
        allPrice: scope.showStockPrice ? new Decimal(String(r.quantity)).times(String(r.cost)).toFixed() : null,
      })),
  };
}

/** `/depot/getAllListWithStock`: every enabled depot with the product's opening and current stock and levels (zeros for a new product). */
export async function depotsWithStock(db: Db, tenantId: string, materialId: number, depots: string[] | null) {
  const { rows } = await sql<{ id: string; name: string; init: string | null; cur: string | null; low: string | null; high: string | null }>`
    select d.id, d.name, i.number as init, c.quantity as cur, i.low_safe_stock as low, i.high_safe_stock as high
    from depot d
    left join material_initial_stock i on i.tenant_id = d.tenant_id and i.depot_id = d.id and i.material_id = ${materialId}
    left join stock_current c on c.tenant_id = d.tenant_id and c.depot_id = d.id and c.material_id = ${materialId}
    where d.tenant_id = ${tenantId} and not d.delete_flag and d.enabled and ${inDepots('d.id', depots)}
    order by d.sort nulls last, d.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    initStock: num(r.init) ?? '0',
    currentStock: num(r.cur) ?? '0',
    lowSafeStock: num(r.low),
    highSafeStock: num(r.high),
  }));
}
