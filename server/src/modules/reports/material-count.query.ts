import { sql } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { kindsSql } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';
import { materialRow, num, showable, unitName } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';
import { and, lineConds, type Direction, type LineFilter } from './bill-line-conditions.js';
import type { LineSum } from './line-sums.js';

// 入库汇总 / 出库汇总 (reports.md §7): per product.

export const MATERIAL_COUNT_COLUMNS: Record<Direction, readonly ExportColumn[]> = {
  入库: countColumns('入库'),
  出库: countColumns('出库'),
};

function countColumns(type: Direction): readonly ExportColumn[] {
  return [
    { key: 'barCode', label: '条码' },
    { key: 'mName', label: '名称' },
    { key: 'standard', label: '规格' },
    { key: 'model', label: '型号' },
    { key: 'color', label: '颜色' },
    { key: 'brand', label: '品牌' },
    { key: 'mfrs', label: '制造商' },
    { key: 'categoryName', label: '类别' },
    { key: 'materialUnit', label: '单位' },
    { key: 'numSum', label: `${type}数量`, format: 'number', totalKey: 'numSumTotal' },
    { key: 'priceSum', label: `${type}金额`, format: 'number', totalKey: 'priceSumTotal' },
  ];
}

/**
 * Per product: Σ base quantity and Σ line amount of the direction's bills and of transfers — a transfer is an 入库
 * of its destination and an 出库 of its source, so with a depot filter it counts on the side that filter names.
 */
export function materialCountSource(scope: ReportScope, type: Direction, f: LineFilter & { depots: string[] | null }, lineSum: LineSum): ListSource {
  const transfer = kindsSql((k) => k.stock === 'transfer', 'i.prefix');
  const depot =
    type === '入库'
      ? sql`((not ${transfer} and ${inDepots('i.depot_id', f.depots)}) or (${transfer} and ${inDepots('i.another_depot_id', f.depots)}))`
      : inDepots('i.depot_id', f.depots);
  const conds = [...lineConds(scope, f, (k) => (k.type === type && k.stock !== 'transfer') || k.stock === 'transfer', { inOutManage: true }), depot];
  const masked = maskedPrefixes(scope.priceLimits);
  const priced = masked.length ? sql`i.prefix not in (${sql.join(masked)})` : undefined;
  // The aggregate of the period's lines alone (one index range, migration 0033); the product's columns are read for
  // the page's rows only.
  const base = sql`
    select a.*
    from (
      select i.material_id, ${lineSum('basic_number')} as num_sum, ${lineSum('all_price', priced)} as price_sum
      from depot_item i
      where ${and(conds)}
      group by i.material_id) a
    where ${showable(scope.tenantId, 'a.material_id')}`;
  const defaultBarcode = sql`(select x.bar_code from material_extend x
    where x.tenant_id = ${scope.tenantId} and x.material_id = b.material_id and x.default_flag and not x.delete_flag order by x.id limit 1)`;
  return {
    base,
    key: ['material_id', 'num_sum', 'price_sum'],
    tiebreak: ['material_id'],
    rows: materialRow(scope.tenantId, 'material_id', sql`k.num_sum, k.price_sum,`),
    // An aggregate over the period: a page and its totals, or the export, compute it once (list source `readOnce`).
    readOnce: true,
    sorts: { barCode: defaultBarcode, numSum: sql`b.num_sum`, priceSum: sql`b.price_sum` },
    totals: [
      { key: 'numSumTotal', expression: sql`b.num_sum` },
      { key: 'priceSumTotal', expression: sql`b.price_sum` },
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        materialId: Number(r.material_id),
        barCode: (r.bar_code as string | null) ?? null,
        mName: r.material_name as string,
        standard: (r.standard as string | null) ?? null,
        model: (r.model as string | null) ?? null,
        color: (r.color as string | null) ?? null,
        brand: (r.brand as string | null) ?? null,
        mfrs: (r.mfrs as string | null) ?? null,
        categoryName: (r.category_name as string | null) ?? null,
        materialUnit: unitName(r),
        numSum: num(r.num_sum) ?? '0',
        priceSum: num(r.price_sum) ?? '0',
      })),
    columns: MATERIAL_COUNT_COLUMNS[type],
  };
}
