import { FINANCE_KINDS, FINANCE_PREFIXES } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { kindsSql } from '../stock/bill-kinds.js';
import { num } from './report-material.js';
import { byCreators, inDepots, type ReportScope } from './report-scope.js';
import type { PartnerType } from './statement.query.js';

export interface DebtFilter {
  organId: number;
  supplierType: PartnerType;
  beginTime?: string | undefined;
  endTime?: string | undefined;
  number?: string | undefined;
  materialParam?: string | undefined;
  /** One kind of bill only (its 入库/出库 and 采购/销售…), as 收款单/付款单's 选择单据 asks. */
  type?: string | undefined;
  subType?: string | undefined;
  depots: string[] | null;
}

/** The columns of 欠款详情: a customer's debts are received (已收/待收), a supplier's paid (已付/待付). */
export function debtColumns(type: PartnerType): readonly ExportColumn[] {
  const settled = type === '供应商' ? '付' : '收';
  return [
    { key: 'number', label: '单据编号' },
    { key: 'organName', label: '往来单位' },
    { key: 'materialsList', label: '商品信息' },
    { key: 'operTimeStr', label: '单据日期' },
    { key: 'userName', label: '操作员' },
    { key: 'needDebt', label: '本单欠款', format: 'number' },
    { key: 'finishDebt', label: `已${settled}欠款`, format: 'number' },
    { key: 'debt', label: `待${settled}欠款`, format: 'number' },
  ];
}

/**
 * 欠款详情 (reports.md §10): the partner's trade bills and returns that still leave something owing after what was
 * paid on them and what 收款/付款 lines settled. A return's debt counts negatively.
 */
export function debtSource(scope: ReportScope, f: DebtFilter): ListSource {
  const t = scope.tenantId;
  const trade = f.supplierType === '客户' ? 'sale' : 'buy';
  const settles = FINANCE_PREFIXES.filter((p) => FINANCE_KINDS[p].settles);
  const owed = sql`(h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount))`;
  const finished = sql`coalesce((select abs(sum(i.each_amount)) from account_item i join account_head fh on fh.tenant_id = i.tenant_id and fh.id = i.header_id
    where i.tenant_id = h.tenant_id and i.bill_id = h.id and not i.delete_flag and not fh.delete_flag
      and fh.prefix in (${sql.join(settles.map((p) => sql.lit(p)))})), 0)`;
  const sign = sql`case when ${kindsSql((k) => k.returns)} then -1 else 1 end`;
  const conds = [
    sql`h.tenant_id = ${t}`,
    sql`not h.delete_flag`,
    sql`h.organ_id = ${f.organId}`,
    kindsSql((k) => k.report === trade),
    byCreators('h.creator', scope.creators),
    sql`${finished} < ${owed}`,
  ];
  if (f.beginTime) conds.push(sql`h.oper_time >= ${`${f.beginTime} 00:00:00`}::timestamp`);
  if (f.endTime) conds.push(sql`h.oper_time <= ${`${f.endTime} 23:59:59`}::timestamp`);
  if (f.number) conds.push(sql`h.number ilike ${likePattern(f.number)}`);
  if (f.type) conds.push(sql`h.type = ${f.type}`);
  if (f.subType) conds.push(sql`h.sub_type = ${f.subType}`);
  if (f.depots !== null)
    conds.push(
      sql`exists (select 1 from depot_item di where di.tenant_id = h.tenant_id and di.header_id = h.id and not di.delete_flag and ${inDepots('di.depot_id', f.depots)})`,
    );
  if (f.materialParam) {
    const p = likePattern(f.materialParam);
    conds.push(sql`exists (select 1 from depot_item di join material m on m.tenant_id = di.tenant_id and m.id = di.material_id
      where di.tenant_id = h.tenant_id and di.header_id = h.id and not di.delete_flag and (m.name ilike ${p} or m.standard ilike ${p} or m.model ilike ${p}))`);
  }
  const base = sql`
    select h.tenant_id, h.id, h.number, h.prefix, h.oper_time, ${sign} * ${owed} as need_debt, ${finished} as finish_debt,
      s.supplier as organ_name, u.username as user_name,
      (select string_agg(concat_ws(' ', m.name, m.standard, m.model, m.color), ',' order by di.line_no) from depot_item di
        join material m on m.tenant_id = di.tenant_id and m.id = di.material_id
        where di.tenant_id = h.tenant_id and di.header_id = h.id and not di.delete_flag) as materials_list
    from depot_head h
    left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
    left join app_user u on u.tenant_id = h.tenant_id and u.id = h.creator
    where ${sql.join(conds, sql` and `)}`;
  return {
    base,
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
    sorts: { operTime: sql`b.oper_time` },
    defaultOrder: { by: 'operTime', dir: 'desc', tiebreak: 'desc' },
    totals: [
      { key: 'needDebt', expression: sql`b.need_debt` },
      { key: 'finishDebt', expression: sql`b.finish_debt` },
      { key: 'debt', expression: sql`b.need_debt - b.finish_debt` },
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        id: Number(r.id),
        number: r.number as string,
        prefix: r.prefix as string,
        organName: (r.organ_name as string | null) ?? null,
        materialsList: (r.materials_list as string | null) ?? null,
        operTimeStr: String(r.oper_time).slice(0, 19),
        userName: (r.user_name as string | null) ?? null,
        needDebt: num(r.need_debt) ?? '0',
        finishDebt: num(r.finish_debt) ?? '0',
        debt: new Decimal(String(r.need_debt)).minus(String(r.finish_debt)).toFixed(),
      })),
    columns: debtColumns(f.supplierType),
  };
}

/** The partner's type, or undefined for none of the tenant's live partners. */
export async function partnerTypeOf(db: Kysely<Database>, tenantId: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('supplier')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return row?.type;
}
