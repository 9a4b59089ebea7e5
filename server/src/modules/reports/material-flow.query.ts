import { sql } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { auditedSql, kindsSql, type BillKind } from '../stock/bill-kinds.js';
import { num } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';

// 商品流水 (reports.md §1 drill-down)

export interface FlowFilter {
  materialId: number;
  depots: string[] | null;
  number?: string | undefined;
  sku?: string | undefined;
  batchNumber?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
  /** 成本价流水 (`stockPriceFlag`): purchase and sale lines are listed under 出入库管理 too. */
  costView?: boolean | undefined;
}

export const FLOW_COLUMNS: readonly ExportColumn[] = [
  { key: 'number', label: '单据编号' },
  { key: 'type', label: '类型' },
  { key: 'barCode', label: '条码' },
  { key: 'materialName', label: '名称' },
  { key: 'depotName', label: '仓库名称' },
  { key: 'basicNumber', label: '数量', format: 'number' },
  { key: 'unitPrice', label: '单价', format: 'number' },
  { key: 'allPrice', label: '金额', format: 'number' },
  { key: 'operTime', label: '日期' },
];

/**
 * Every bill line that moves the product's stock now, newest first: the ledger netted per line and depot (a bill
 * un-audited or edited nets its old rows to zero, so only what counts is listed — 强审核 and 出入库管理 as stock
 * applies them). A transfer shows its source (−) and its destination `仓库[调入]` (+).
 *
 * The cost view (成本价流水, reports.md §1) does not apply 出入库管理: the purchase and sale bills, which then move no
 * stock, are listed from their lines (audited under 强审核, signed as their kind moves stock) instead of the ledger.
 */
export function materialFlowSource(scope: ReportScope, f: FlowFilter): ListSource {
  const t = scope.tenantId;
  const managed = (k: BillKind) => k.inOutManaged;
  const tradeLines = f.costView && scope.flags.inOutManage;
  const conds = [tradeLines ? sql`(x.from_line or not ${kindsSql(managed)})` : sql`true`];
  if (f.number) conds.push(sql`h.number ilike ${likePattern(f.number)}`);
  if (f.sku) conds.push(sql`i.sku ilike ${likePattern(f.sku)}`);
  if (f.batchNumber) conds.push(sql`i.batch_number = ${f.batchNumber}`);
  if (f.beginTime) conds.push(sql`h.oper_time >= ${`${f.beginTime} 00:00:00`}::timestamp`);
  if (f.endTime) conds.push(sql`h.oper_time <= ${`${f.endTime} 23:59:59`}::timestamp`);
  const base = sql`
    select x.bill_id, x.bill_item_id, x.depot_id, x.q as basic_number, h.number, h.prefix, h.type, h.sub_type, h.oper_time,
      e.bar_code, m.name as material_name, d.name as depot_name, i.unit_price, i.all_price,
      (${kindsSql((k) => k.stock === 'transfer')} and x.depot_id = i.another_depot_id) as transfer_in
    from (
      select sm.bill_id, sm.bill_item_id, sm.depot_id, sum(sm.quantity) as q, false as from_line from stock_movement sm
      where sm.tenant_id = ${t} and sm.material_id = ${f.materialId} and sm.bill_item_id is not null and ${inDepots('sm.depot_id', f.depots)}
      group by sm.bill_id, sm.bill_item_id, sm.depot_id having sum(sm.quantity) <> 0
      ${tradeLines ? tradeLinesSql(scope, f) : sql``}) x
    join depot_head h on h.tenant_id = ${t} and h.id = x.bill_id
    join depot_item i on i.tenant_id = ${t} and i.id = x.bill_item_id
    join material m on m.tenant_id = ${t} and m.id = i.material_id
    join material_extend e on e.tenant_id = ${t} and e.id = i.material_extend_id
    join depot d on d.tenant_id = ${t} and d.id = x.depot_id
    where ${sql.join(conds, sql` and `)}`;
  return {
    base,
    key: ['bill_item_id', 'depot_id'],
    sorts: { operTime: sql`b.oper_time` },
    defaultOrder: { by: 'operTime', dir: 'desc', tiebreak: 'desc' },
    totals: [{ key: 'basicNumber', expression: sql`b.basic_number` }],
    present: (rows: Row[]) =>
      rows.map((r) => {
        const q = num(r.basic_number) ?? '0';
        const amount = num(r.all_price) ?? '0';
        return {
          headerId: Number(r.bill_id),
          number: r.number as string,
          prefix: r.prefix as string,
          barCode: r.bar_code as string,
          materialName: r.material_name as string,
          type: r.type === '其它' ? (r.sub_type as string) : `${String(r.sub_type)}${String(r.type)}`,
          depotId: Number(r.depot_id),
          depotName: r.transfer_in ? `${String(r.depot_name)}[调入]` : (r.depot_name as string),
          basicNumber: q,
          unitPrice: scope.showStockPrice ? (num(r.unit_price) ?? '0') : null,
          allPrice: scope.showStockPrice ? (q.startsWith('-') && amount !== '0' ? `-${amount.replace(/^-/, '')}` : amount.replace(/^-/, '')) : null,
          operTime: String(r.oper_time).slice(0, 19),
        };
      }),
    columns: FLOW_COLUMNS,
  };
}

/** The purchase and sale lines of the product (the kinds 出入库管理 takes out of stock), as the ledger part's rows. */
function tradeLinesSql(scope: ReportScope, f: FlowFilter) {
  const audited = scope.flags.forceApproval ? sql`and ${auditedSql('i.status')}` : sql``;
  return sql`
      union all
      select i.header_id, i.id, i.depot_id, case when ${kindsSql((k) => k.inOutManaged && k.stock === 'in', 'i.prefix')} then i.basic_number else -i.basic_number end,
        true
      from depot_item i
      where i.tenant_id = ${scope.tenantId} and i.material_id = ${f.materialId} and not i.delete_flag and i.basic_number <> 0
        and ${kindsSql((k) => k.inOutManaged, 'i.prefix')} ${audited} and ${inDepots('i.depot_id', f.depots)}`;
}
