import { sql, type RawBuilder } from 'kysely';
import type { Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { kindsSql, type BillKind } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';
import { materialWhere, type MaterialFilter } from './report-material.js';
import { byCreators, customerGranted, type ReportScope } from './report-scope.js';

/**
 * The bill-line reports (reports.md §3–§8): statistics per barcode, in/out detail per line, in/out summary per
 * product, transfer detail. They read `depot_item` with the scopes of reports.md §0; audited means status 1, 2 or 3
 * (the recommendation of §0) and counts only under 强审核.
 *
 * A line carries its bill's kind, time, status, creator and partner (migration 0033, kept by triggers), and a deleted
 * bill's lines are deleted with it, so the conditions read the line alone: a period of some kinds is one range of
 * `depot_item_kind_time_idx`, read index-only. The bill is read only for a filter on its number or remark.
 */

export interface LineFilter extends MaterialFilter {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  organId?: number | undefined;
  number?: string | undefined;
  creator?: number | undefined;
  remark?: string | undefined;
}

/** Sales-side bills, which 分配客户权限 limits to granted customers (零售 members and suppliers are not customers). */
const salesKinds = (k: BillKind) => k.priceCategory === 'sale';

/** The line's bill `h` satisfies `cond` (for the filters on the bill's own text). */
const ofBill = (cond: RawBuilder<unknown>) => sql`exists (select 1 from depot_head h where h.tenant_id = i.tenant_id and h.id = i.header_id and ${cond})`;

/** The line conditions every bill-line report shares: tenant, live rows, period, audit, scopes, filters. */
export function lineConds(scope: ReportScope, f: LineFilter, kinds: (k: BillKind) => boolean, opts: { inOutManage: boolean; remarkOnMaterial?: boolean }) {
  const t = scope.tenantId;
  const conds: Array<RawBuilder<unknown>> = [
    sql`i.tenant_id = ${t}`,
    sql`not i.delete_flag`,
    kindsSql(kinds, 'i.prefix'),
    byCreators('i.creator', scope.creators),
  ];
  if (scope.flags.forceApproval) conds.push(sql`i.status in ('1', '2', '3')`);
  if (opts.inOutManage && scope.flags.inOutManage) conds.push(sql`not ${kindsSql((k) => k.inOutManaged, 'i.prefix')}`);
  if (scope.customerRestricted) conds.push(sql`(not ${kindsSql(salesKinds, 'i.prefix')} or ${customerGranted(scope, 'i.organ_id')})`);
  if (f.beginTime) conds.push(sql`i.oper_time >= ${`${f.beginTime} 00:00:00`}::timestamp`);
  if (f.endTime) conds.push(sql`i.oper_time <= ${`${f.endTime} 23:59:59`}::timestamp`);
  if (f.organId !== undefined) conds.push(sql`i.organ_id = ${f.organId}`);
  if (f.number) conds.push(ofBill(sql`h.number ilike ${likePattern(f.number)}`));
  if (f.creator !== undefined) conds.push(sql`i.creator = ${f.creator}`);
  if (f.remark) conds.push(sql`(i.remark ilike ${likePattern(f.remark)} or ${ofBill(sql`h.remark ilike ${likePattern(f.remark)}`)})`);
  if (f.categoryId !== undefined || f.materialParam) {
    const material = materialWhere(t, f, 'm', false);
    const text = opts.remarkOnMaterial && f.materialParam ? sql` or ${ofBill(sql`h.remark ilike ${likePattern(f.materialParam)}`)}` : sql``;
    conds.push(sql`(exists (select 1 from material m where m.tenant_id = i.tenant_id and m.id = i.material_id and ${material})${text})`);
  }
  return conds;
}

export const and = (conds: ReadonlyArray<RawBuilder<unknown>>) => sql.join(conds, sql` and `);
/** Money of kinds whose prices the role may not see (limits 4/5/6): zero in totals, null in rows. */
export const visible = (scope: ReportScope, value: RawBuilder<unknown>) => {
  const masked = maskedPrefixes(scope.priceLimits);
  return masked.length ? sql`case when b.prefix in (${sql.join(masked)}) then 0 else ${value} end` : value;
};
export const maskedRow = (scope: ReportScope, r: Row) => maskedPrefixes(scope.priceLimits).includes(r.prefix as never);

/** The two directions of the in/out reports: 入库明细/汇总 and 出库明细/汇总. */
export type Direction = '入库' | '出库';
