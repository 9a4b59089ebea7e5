import type { CategoryStockValue } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { num } from './report-material.js';
import type { ReportScope } from './report-scope.js';
import { materialStockSource, type MaterialStockFilter } from './stock-report.query.js';

/**
 * 库存金额按类别 (the 商品库存 chart): the report's own rows — same filters, depots, cost definition and scope —
 * summed per product category, largest value first, so the picture and the table can never disagree. A role that may
 * not see stock money (price limit 7) gets no rows: a chart of quantities in mixed units would mean nothing.
 */
export async function categoryStockValues(db: Kysely<Database>, scope: ReportScope, f: MaterialStockFilter): Promise<CategoryStockValue[]> {
  if (!scope.showStockPrice) return [];
  const { base } = materialStockSource(scope, f);
  const { rows } = await sql<{ category_id: string | null; category_name: string | null; qty: string; value: string }>`
    select b.category_id, b.category_name, sum(b.current_stock) as qty, sum(b.current_stock_price) as value
    from (${base}) b
    group by b.category_id, b.category_name
    order by value desc, b.category_id nulls last`.execute(db);
  return rows.map((r) => ({
    categoryId: r.category_id === null ? null : Number(r.category_id),
    categoryName: r.category_name ?? '未分类',
    currentStock: num(r.qty) ?? '0',
    currentStockPrice: num(r.value) ?? '0',
  }));
}
