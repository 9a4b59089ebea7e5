import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { bigUnitText } from '../material/material-list.query.js';
import { MATERIAL_COLUMNS, materialFields, materialWhere, num, type MaterialFilter } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';

/** The product's unit cost as the stock reports value it: moving average (移动平均价 on) or the default barcode's purchase price. */
export const costOf = (scope: ReportScope): RawBuilder<unknown> =>
  scope.flags.moveAvgPrice ? sql`coalesce(mco.unit_cost, 0)` : sql`coalesce(e.purchase_decimal, 0)`;
export const costJoin = sql`left join material_cost mco on mco.tenant_id = m.tenant_id and mco.material_id = m.id`;

/**
 * The product's default barcode, unit group and category over `m` (the columns of `MATERIAL_COLUMNS`). A product has at
 * most one live default barcode (`material_extend_default_uq`), so a plain join gives the row `materialJoins`' sorted
 * probe gives — and lets the planner hash it over every product for a total, or probe it for a page.
 */
export const productJoins = sql`
  join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id and e.default_flag and not e.delete_flag
  left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
  left join material_category mc on mc.tenant_id = m.tenant_id and mc.id = m.category_id`;

/** Money columns the role may not see (price limit 7) are null in rows, totals and spreadsheet. */
export const masked = (scope: ReportScope, value: unknown) => (scope.showStockPrice ? num(value) : null);

// ---------------------------------------------------------------------------------------------------------------
// 商品库存 (reports.md §1)

export interface MaterialStockFilter extends MaterialFilter {
  depots: string[] | null;
  position?: string | undefined;
  /** '1' shows products without stock; otherwise they are hidden (the reference's default). */
  zeroStock?: string | undefined;
}

export const MATERIAL_STOCK_COLUMNS: readonly ExportColumn[] = [
  { key: 'mBarCode', label: '条码' },
  { key: 'name', label: '名称' },
  { key: 'standard', label: '规格' },
  { key: 'model', label: '型号' },
  { key: 'color', label: '颜色' },
  { key: 'brand', label: '品牌' },
  { key: 'mfrs', label: '制造商' },
  { key: 'categoryName', label: '类别' },
  { key: 'position', label: '仓位货架' },
  { key: 'unitName', label: '单位' },
  { key: 'purchaseDecimal', label: '成本价', format: 'number' },
  { key: 'initialStock', label: '初始库存', format: 'number' },
  { key: 'currentStock', label: '库存', format: 'number' },
  { key: 'currentStockPrice', label: '库存金额', format: 'number' },
  { key: 'currentWeight', label: '重量', format: 'number' },
];

/**
 * One row per enabled product with a default barcode: its stock in the depot set from the current-stock rows (the
 * ledger's sum, so 强审核 and 出入库管理 are already applied), its opening stock, cost, value and weight.
 */
export function materialStockSource(scope: ReportScope, f: MaterialStockFilter): ListSource {
  const t = scope.tenantId;
  const cost = costOf(scope);
  // Every depot: the product's kept total over all depots (stock_total, migration 0035; no row = 0) — one row per
  // product, joined by hash for the totals and probed for a page. A depot set: its current-stock rows summed per product.
  const [stockJoin, qty] =
    f.depots === null
      ? [sql`left join stock_total st on st.tenant_id = m.tenant_id and st.material_id = m.id`, sql`coalesce(st.quantity, 0)`]
      : [
          sql`cross join lateral (select coalesce(sum(c.quantity), 0) as quantity from stock_current c
            where c.tenant_id = m.tenant_id and c.material_id = m.id and ${inDepots('c.depot_id', f.depots)}) st`,
          sql`st.quantity`,
        ];
  const conds = [materialWhere(t, f)];
  if (f.position) conds.push(sql`m.position ilike ${likePattern(f.position)}`);
  if (f.zeroStock !== '1') conds.push(sql`${qty} <> 0`);
  const base = sql`
    select ${MATERIAL_COLUMNS}, ${qty} as current_stock, init.qty as initial_stock, ${cost} as cost,
      ${cost} * ${qty} as current_stock_price, coalesce(m.weight, 0) * ${qty} as current_weight
    from material m ${productJoins} ${costJoin} ${stockJoin}
    cross join lateral (select coalesce(sum(i.number), 0) as qty from material_initial_stock i
      where i.tenant_id = m.tenant_id and i.material_id = m.id and ${inDepots('i.depot_id', f.depots)}) init
    where ${sql.join(conds, sql` and `)}`;
  return {
    base,
    key: ['material_id'],
    sorts: {
      mBarCode: sql`b.bar_code`,
      purchaseDecimal: sql`b.cost`,
      currentStock: sql`b.current_stock`,
      currentStockPrice: sql`b.current_stock_price`,
      currentWeight: sql`b.current_weight`,
    },
    totals: [
      { key: 'currentStock', expression: sql`b.current_stock` },
      ...(scope.showStockPrice ? [{ key: 'currentStockPrice', expression: sql`b.current_stock_price` }] : []),
      { key: 'currentWeight', expression: sql`b.current_weight` },
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        ...materialFields(r),
        purchaseDecimal: masked(scope, r.cost),
        initialStock: num(r.initial_stock) ?? '0',
        currentStock: num(r.current_stock) ?? '0',
        currentStockPrice: masked(scope, r.current_stock_price),
        currentWeight: num(r.current_weight) ?? '0',
        bigUnitStock: bigUnitText(String(r.current_stock ?? '0'), (r.other_unit as string | null) ?? null, (r.ratio as string | null) ?? null),
      })),
    columns: MATERIAL_STOCK_COLUMNS,
  };
}
