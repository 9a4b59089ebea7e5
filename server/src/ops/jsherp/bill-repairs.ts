import { sql } from 'kysely';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import type { SourceTable } from './source-tables.js';
import type { TenantImport } from './tenant-import.js';

/**
 * Repairs of whole bills, set-based once their lines are written (docs/migration.md, "Dirty data"), and the report of
 * stock that went negative while the bills posted.
 */

/** Our id → jshERP id of the rows of a source table (for naming the source row in a report). */
function sourceIds(ctx: TenantImport, table: SourceTable): Map<string, string> {
  return new Map([...ctx.ids(table)].map(([source, ours]) => [ours, source]));
}

/**
 * A live bill's header total that disagrees with its live lines takes the lines' sum — the lines are what moved stock
 * and money; the header's 合计 is only their sum as jshERP's client last computed it (business-rules §1: |total_price| =
 * |Σ all_price|; §11: a finance document's total = Σ each_amount, both in our kind's own sense). Only the total
 * changes: what was agreed and paid (优惠后金额, 本次付款 / change_amount) stays as recorded, so balances are untouched. A
 * bill without live lines keeps its total. Each repaired bill is reported with both figures.
 */
export async function linesWin(ctx: TenantImport, what: 'goods' | 'finance'): Promise<void> {
  const { rows } =
    what === 'goods'
      ? await sql<{ id: string; was: string; total: string }>`
          with s as (select header_id, abs(sum(all_price)) as total from depot_item
              where tenant_id = ${ctx.tenantId} and not delete_flag group by header_id),
            changed as (select h.id, h.total_price as was, s.total from depot_head h join s on s.header_id = h.id
              where h.tenant_id = ${ctx.tenantId} and not h.delete_flag and h.total_price <> s.total)
          update depot_head h set total_price = c.total from changed c where h.tenant_id = ${ctx.tenantId} and h.id = c.id
          returning h.id::text, c.was::text, c.total::text`.execute(ctx.trx)
      : await sql<{ id: string; was: string; total: string }>`
          with s as (select header_id, sum(each_amount) as total from account_item
              where tenant_id = ${ctx.tenantId} and not delete_flag group by header_id),
            changed as (select h.id, h.total_price as was, s.total from account_head h join s on s.header_id = h.id
              where h.tenant_id = ${ctx.tenantId} and not h.delete_flag and h.total_price <> s.total)
          update account_head h set total_price = c.total from changed c where h.tenant_id = ${ctx.tenantId} and h.id = c.id
          returning h.id::text, c.was::text, c.total::text`.execute(ctx.trx);
  if (rows.length === 0) return;
  const table = what === 'goods' ? 'jsh_depot_head' : 'jsh_account_head';
  const ids = sourceIds(ctx, table);
  for (const r of rows) ctx.report('headerTotal', table, ids.get(r.id) ?? r.id, `total_price ${trimDecimal(r.was)} → 明细合计 ${trimDecimal(r.total)}`);
}

/**
 * Stock that the posted history drove below zero — jshERP let the tenant oversell (负库存 on at the time, or its
 * cache skipped) — is kept as it was; each (product, depot) is reported once, at the bill that first took it below 0
 * in posting order, with the lowest figure it reached.
 */
export async function reportNegativeStock(ctx: TenantImport): Promise<void> {
  const { rows } = await sql<{ bill_id: string; material: string; depot: string; lowest: string }>`
    with running as (
      select material_id, depot_id, bill_id, id,
        sum(quantity) over (partition by material_id, depot_id order by id) as q
      from stock_movement where tenant_id = ${ctx.tenantId}),
    below as (
      select material_id, depot_id, bill_id, id, q, min(q) over (partition by material_id, depot_id) as lowest
      from running where q < 0)
    select distinct on (b.material_id, b.depot_id) b.bill_id::text, m.name as material, d.name as depot, b.lowest::text
    from below b join material m on m.tenant_id = ${ctx.tenantId} and m.id = b.material_id
      join depot d on d.tenant_id = ${ctx.tenantId} and d.id = b.depot_id
    where b.bill_id is not null
    order by b.material_id, b.depot_id, b.id`.execute(ctx.trx);
  if (rows.length === 0) return;
  const ids = sourceIds(ctx, 'jsh_depot_head');
  for (const r of rows)
    ctx.report('negativeStock', 'jsh_depot_head', ids.get(r.bill_id) ?? r.bill_id, `${r.material} @ ${r.depot}：库存低至 ${trimDecimal(r.lowest)}，照原样导入`);
}
