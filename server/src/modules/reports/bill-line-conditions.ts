import { kindsWhere } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { auditedSql, kindsSql, type BillKind } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';
import { materialWhere, type MaterialFilter } from './report-material.js';
import { customerGranted } from '../../app/auth/user-scope.js';
import { byCreators, type ReportScope } from './report-scope.js';

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

type KindTest = (k: BillKind) => boolean;

/**
 * The conditions on what a line shares with its line day (`bill_line_day`, migration 0041) — tenant, kinds, the role's
 * creator scope, 强审核's audited statuses, 出入库管理's kinds, 操作员 — over the line `i` or the day row `d`.
 */
function keyConds(a: 'i' | 'd', scope: ReportScope, f: LineFilter, kinds: KindTest, inOutManage: boolean) {
  const col = (c: string) => `${a}.${c}`;
  const conds: Array<RawBuilder<unknown>> = [
    sql`${sql.ref(col('tenant_id'))} = ${scope.tenantId}`,
    kindsSql(kinds, col('prefix')),
    byCreators(col('creator'), scope.creators),
  ];
  if (scope.flags.forceApproval) conds.push(auditedSql(col('status')));
  if (inOutManage && scope.flags.inOutManage) conds.push(sql`not ${kindsSql((k) => k.inOutManaged, col('prefix'))}`);
  if (f.creator !== undefined) conds.push(sql`${sql.ref(col('creator'))} = ${f.creator}`);
  return conds;
}

/** The line conditions every bill-line report shares: tenant, live rows, period, audit, scopes, filters. */
export function lineConds(scope: ReportScope, f: LineFilter, kinds: KindTest, opts: { inOutManage: boolean; remarkOnMaterial?: boolean }) {
  const t = scope.tenantId;
  const conds = [...keyConds('i', scope, f, kinds, opts.inOutManage), sql`not i.delete_flag`];
  if (scope.customerRestricted) conds.push(sql`(not ${kindsSql(salesKinds, 'i.prefix')} or ${customerGranted(scope, 'i.organ_id')})`);
  if (f.beginTime) conds.push(sql`i.oper_time >= ${`${f.beginTime} 00:00:00`}::timestamp`);
  if (f.endTime) conds.push(sql`i.oper_time <= ${`${f.endTime} 23:59:59`}::timestamp`);
  if (f.organId !== undefined) conds.push(sql`i.organ_id = ${f.organId}`);
  if (f.number) conds.push(ofBill(sql`h.number ilike ${likePattern(f.number)}`));
  if (f.remark) conds.push(sql`(i.remark ilike ${likePattern(f.remark)} or ${ofBill(sql`h.remark ilike ${likePattern(f.remark)}`)})`);
  if (f.categoryId !== undefined || f.materialParam) {
    const material = materialWhere(t, f, 'm', false);
    const text = opts.remarkOnMaterial && f.materialParam ? sql` or ${ofBill(sql`h.remark ilike ${likePattern(f.materialParam)}`)}` : sql``;
    conds.push(sql`(exists (select 1 from material m where m.tenant_id = i.tenant_id and m.id = i.material_id and ${material})${text})`);
  }
  return conds;
}

/** The filters the line days cannot answer (typed: a new filter of LineFilter must be placed here or on the keys). */
const OFF_DAY_KEYS = { organId: true, number: true, remark: true, categoryId: true, materialParam: true } satisfies Record<
  Exclude<keyof LineFilter, 'beginTime' | 'endTime' | 'creator'>,
  true
>;
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The WHERE over `bill_line_day` rows `d` that stand for exactly the lines `lineConds` keeps — when every filter is on
 * the days' keys (kinds, whole days, 操作员, the role's creator scope and 部门, 强审核, 出入库管理) and no depot set
 * (`depots`: the report's, null = every depot) narrows them; null when one does (product, category, partner, number,
 * remark, a depot, 分配客户权限 over sales kinds): the report then sums its lines.
 */
export function lineDaysWhere(
  scope: ReportScope,
  f: LineFilter,
  kinds: KindTest,
  inOutManage: boolean,
  depots: ReadonlyArray<readonly string[] | null>,
): RawBuilder<unknown> | null {
  const given = (Object.keys(OFF_DAY_KEYS) as Array<keyof typeof OFF_DAY_KEYS>).some((k) => f[k] !== undefined && f[k] !== '');
  if (given || depots.some((d) => d !== null)) return null;
  if (scope.customerRestricted && kindsWhere((k) => kinds(k) && salesKinds(k)).length > 0) return null;
  if ((f.beginTime && !WHOLE_DAY.test(f.beginTime)) || (f.endTime && !WHOLE_DAY.test(f.endTime))) return null;
  const conds = keyConds('d', scope, f, kinds, inOutManage);
  if (f.beginTime) conds.push(sql`d.day >= ${f.beginTime}::date`);
  if (f.endTime) conds.push(sql`d.day <= ${f.endTime}::date`);
  return and(conds);
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
