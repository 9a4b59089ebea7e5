import { sql, type RawBuilder } from 'kysely';
import { customerGranted, depotAllowed, type UserScope } from '../../app/auth/user-scope.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { kindsWhere } from '@suanpan/contracts';
import { kindsSql, type BillKind, type BillPrefix } from './bill-kinds.js';
import type { BillSearch } from './bill-search.js';
import type { TotalColumn } from '../../platform/list/list-summary.js';

/** Who is listing: tenant, user, creators allowed by the role (null = all) and depot/customer restriction. */
export interface ListScope extends UserScope {
  creators: string[] | null;
}

/** Bills with customers on the sales side, which 分配客户权限 restricts (零售 members are not customers). */
const SALES: readonly BillPrefix[] = kindsWhere((k) => k.priceCategory === 'sale');

/**
 * The WHERE of a bill list (api.md §2.10 `/depotHead/list`, reports.md §13): the caller's kinds,
 * filters, role data scope, and depot / customer scoping (分配仓库权限 / 分配客户权限).
 */
export function billWhere(scope: ListScope, kinds: readonly BillKind[], s: BillSearch): RawBuilder<unknown> {
  const t = scope.tenantId;
  const conds: Array<RawBuilder<unknown>> = [
    sql`h.tenant_id = ${t}`,
    sql`not h.delete_flag`,
    sql`h.prefix in (${sql.join(kinds.length ? kinds.map((k) => k.prefix) : [''])})`,
  ];
  const line = (cond: RawBuilder<unknown>) =>
    sql`exists (select 1 from depot_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag and ${cond})`;
  if (s.status?.length) conds.push(sql`h.status in (${sql.join(s.status)})`);
  if (s.purchaseStatus?.length) conds.push(sql`h.purchase_status in (${sql.join(s.purchaseStatus)})`);
  if (s.number) conds.push(sql`h.number ilike ${likePattern(s.number)}`);
  if (s.linkNumber) conds.push(sql`h.link_number ilike ${likePattern(s.linkNumber)}`);
  if (s.linkApply) conds.push(sql`h.link_apply ilike ${likePattern(s.linkApply)}`);
  if (s.beginTime) conds.push(sql`h.oper_time >= ${`${s.beginTime.slice(0, 10)} 00:00:00`}`);
  if (s.endTime) conds.push(sql`h.oper_time <= ${`${s.endTime.slice(0, 10)} 23:59:59`}`);
  if (s.organId) conds.push(sql`h.organ_id = ${s.organId}`);
  if (s.creator) conds.push(sql`h.creator = ${s.creator}`);
  if (s.depotId) conds.push(line(sql`(i.depot_id = ${s.depotId} or i.another_depot_id = ${s.depotId})`));
  // The head account, or one of a multi-account bill's shares: two index reads rather than a probe per bill.
  if (s.accountId) {
    conds.push(sql`h.id in (select a.id from depot_head a where a.tenant_id = ${t} and a.account_id = ${s.accountId}
      union all select x.head_id from depot_head_account x where x.tenant_id = ${t} and x.account_id = ${s.accountId})`);
  }
  // 有欠款 / 无欠款 on 本次欠款 and on 最终欠款 (business-rules §8.3–8.4), both stored by posting.
  if (s.hasDebt) conds.push(s.hasDebt === '1' ? sql`h.debt > 0` : sql`h.debt = 0`);
  if (s.hasLastDebt) conds.push(s.hasLastDebt === '1' ? sql`h.last_debt > 0` : sql`h.last_debt = 0`);
  if (s.salesMan) conds.push(sql`string_to_array(h.sales_man, ',') @> array[${s.salesMan}]::text[]`);
  if (s.remark) conds.push(sql`(h.remark ilike ${likePattern(s.remark)} or ${line(sql`i.remark ilike ${likePattern(s.remark)}`)})`);
  if (s.materialParam) {
    const p = likePattern(s.materialParam);
    conds.push(
      line(sql`exists (select 1 from material m join material_extend e on e.tenant_id = m.tenant_id and e.id = i.material_extend_id
      where m.tenant_id = i.tenant_id and m.id = i.material_id and (e.bar_code ilike ${p} or m.name ilike ${p} or m.mnemonic ilike ${p}
        or m.standard ilike ${p} or m.model ilike ${p} or m.color ilike ${p} or m.mfrs ilike ${p} or m.brand ilike ${p}))`),
    );
  }
  // 以销定购 pickers list every creator's orders (with the partner and amounts masked by the caller).
  if (scope.creators && !s.purchaseStatus?.length) conds.push(sql`h.creator in (${sql.join(scope.creators)})`);
  const grants = billGrantsWhere(scope, kinds);
  if (grants) conds.push(grants);
  return sql.join(conds, sql` and `);
}

/**
 * What bills `h` of the kinds a user may see under 分配仓库权限 (a line in a granted depot) and 分配客户权限 (a granted
 * customer on sales kinds); undefined when neither restricts the user. Lists and actions by id apply the same.
 */
export function billGrantsWhere(scope: UserScope, kinds: readonly BillKind[]): RawBuilder<unknown> | undefined {
  const conds: Array<RawBuilder<unknown>> = [];
  const depotKinds = kinds.filter((k) => k.depot !== 'none').map((k) => k.prefix);
  if (scope.depotRestricted && depotKinds.length) {
    conds.push(sql`(h.prefix not in (${sql.join(depotKinds)}) or exists (select 1 from depot_item i
      where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag and ${depotAllowed(scope, 'i.depot_id')}))`);
  }
  if (scope.customerRestricted) conds.push(sql`(h.prefix not in (${sql.join(SALES)}) or ${customerGranted(scope, 'h.organ_id')})`);
  return conds.length ? sql.join(conds, sql` and `) : undefined;
}

/** The filters the bill days (`bill_day`: per day, kind, creator and status) can answer; any other one needs the bills. */
const ON_DAY_KEYS = new Set<keyof BillSearch>(['type', 'subType', 'prefix', 'status', 'beginTime', 'endTime', 'creator']);
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The WHERE over `bill_day` rows `d` that stand for exactly the bills `billWhere` keeps — when every filter is on the
 * days' keys (kinds, whole days, creator, status, the role's creator scope); null when one is not (number, partner,
 * product, depot, account, debt, remark, 以销定购, depot or customer scoping of the listed kinds): the list then sums its bills.
 * The period is whole days whatever the time given (`oper_time` holds whole seconds, so ≤ 23:59:59 is the whole day).
 */
export function billDaysWhere(scope: ListScope, kinds: readonly BillKind[], s: BillSearch): RawBuilder<unknown> | null {
  // Blank filters are absent, as billWhere reads them.
  const given = (Object.keys(s) as Array<keyof BillSearch>).filter((k) => {
    const v = s[k];
    return Array.isArray(v) ? v.length > 0 : Boolean(v);
  });
  if (given.some((k) => !ON_DAY_KEYS.has(k))) return null;
  if (scope.depotRestricted && kinds.some((k) => k.depot !== 'none')) return null;
  if (scope.customerRestricted && kinds.some((k) => SALES.includes(k.prefix))) return null;
  const begin = s.beginTime?.slice(0, 10);
  const end = s.endTime?.slice(0, 10);
  if ((begin && !WHOLE_DAY.test(begin)) || (end && !WHOLE_DAY.test(end))) return null;
  const conds: Array<RawBuilder<unknown>> = [
    sql`d.tenant_id = ${scope.tenantId}`,
    sql`d.prefix in (${sql.join(kinds.length ? kinds.map((k) => k.prefix) : [''])})`,
  ];
  if (s.status?.length) conds.push(sql`d.status in (${sql.join(s.status)})`);
  if (begin) conds.push(sql`d.day >= ${begin}::date`);
  if (end) conds.push(sql`d.day <= ${end}::date`);
  if (s.creator) conds.push(sql`d.creator = ${s.creator}`);
  if (scope.creators) conds.push(sql`d.creator in (${sql.join(scope.creators)})`);
  return sql.join(conds, sql` and `);
}

/** The bill days a `billDaysWhere` keeps, as the list's kept summary: each day row stands for its `bills`. */
export const billDaysSummary = (where: RawBuilder<unknown>) => ({ base: sql`select d.* from bill_day d where ${where}`, rows: sql`b.bills` });

export interface BillListRow {
  [key: string]: unknown;
}

/** Columns of a list row: the header plus names, multi-account text, goods summary and link figures. */
const SELECT = sql`
  h.id, h.type, h.sub_type as "subType", h.prefix, h.default_number as "defaultNumber", h.number, h.created_at as "createTime",
  h.oper_time as "operTime", h.organ_id as "organId", s.supplier as "organName", h.creator, u.username as "userName",
  h.account_id as "accountId", a.name as "accountName", h.change_amount as "changeAmount", h.back_amount as "backAmount",
  h.total_price as "totalPrice", h.pay_type as "payType", h.bill_type as "billType", h.remark, h.file_name as "fileName",
  h.sales_man as "salesMan", h.discount, h.discount_money as "discountMoney", h.discount_last_money as "discountLastMoney",
  h.other_money as "otherMoney", h.deposit, h.debt, h.last_debt as "lastDebt", h.last_deposit as "lastDeposit", h.status, h.purchase_status as "purchaseStatus", h.close_reason as "closeReason",
  h.source, h.link_number as "linkNumber", h.link_apply as "linkApply", h.delivery_time as "deliveryTime",
  h.valid_until as "validUntil", h.terms, h.plan_start_date as "planStartDate",
  acc.ids as "accountIdList", acc.amounts as "accountMoneyList", acc.names as "multiAccountName",
  li.names as "materialsList", li.qty as "materialCount", dn.deposit as "finishDeposit", dn.backs > 0 as "hasBackFlag",
  (select string_agg(p.name, ',') from person p where p.tenant_id = h.tenant_id and p.id::text = any(string_to_array(h.sales_man, ','))) as "salesManStr"`;

const FROM = sql`
  from depot_head h
  left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
  left join app_user u on u.tenant_id = h.tenant_id and u.id = h.creator
  left join account a on a.tenant_id = h.tenant_id and a.id = h.account_id
  left join lateral (
    select string_agg(x.account_id::text, ',' order by x.seq) as ids, string_agg(trim_scale(x.amount)::text, ',' order by x.seq) as amounts,
      string_agg(xa.name || '(' || to_char(x.amount, 'FM999999999990.00') || '元)', ' ' order by x.seq) as names
    from depot_head_account x join account xa on xa.tenant_id = x.tenant_id and xa.id = x.account_id
    where x.tenant_id = h.tenant_id and x.head_id = h.id) acc on true
  left join lateral (
    select string_agg(concat_ws(' ', m.name, m.standard, m.model, m.color), ',' order by i.line_no) as names,
      -- A production document's 数量 is what it makes: its components (原料) are counted apart, on its lines.
      sum(i.oper_number) filter (where i.material_type is distinct from '原料') as qty
    from depot_item i join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
    where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag) li on true
  left join lateral (
    select coalesce(sum(d.deposit), 0) as deposit, count(*) filter (where ${kindsSql((k) => k.returns, 'd.prefix')}) as backs
    from depot_head d where d.tenant_id = h.tenant_id and d.link_head_id = h.id and not d.delete_flag) dn on true`;

const money = (column: string) => sql`coalesce(${sql.ref(`b.${column}`)}, 0)`;
/** The 合计 figures of a bill list over the filtered headers `b`, as the list row derives them (bill-rows.ts) from the stored money. */
const BILL_TOTALS: ReadonlyArray<[string, RawBuilder<unknown>]> = [
  ['totalPrice', money('total_price')],
  ['changeAmount', money('change_amount')],
  ['debt', money('debt')],
  ['lastDebt', money('last_debt')],
  ['otherMoney', money('other_money')],
  ['deposit', money('deposit')],
  ['lastDeposit', money('last_deposit')],
  ['getAmount', sql`${money('change_amount')} + ${money('back_amount')}`],
  ['totalTaxLastMoney', sql`${money('discount_money')} + ${money('discount_last_money')}`],
  ['needBackMoney', sql`${money('discount_last_money')} + ${money('other_money')}`],
  ['needInMoney', sql`${money('discount_last_money')} + ${money('other_money')} - ${money('deposit')}`],
  ['needOutMoney', sql`${money('discount_last_money')} + ${money('other_money')} - ${money('deposit')}`],
];

/** Totals of the bill list; bills of kinds whose money the role may not see count as zero, as their rows show it. */
export function billTotals(maskedPrefixes: readonly string[]): TotalColumn[] {
  return BILL_TOTALS.map(([key, expression]) => ({
    key,
    expression: maskedPrefixes.length ? sql`case when b.prefix in (${sql.join(maskedPrefixes)}) then 0 else ${expression} end` : expression,
  }));
}

/** The filtered headers of a bill list: the list source's base. */
export const billBase = (where: RawBuilder<unknown>) => sql`select h.* from depot_head h where ${where}`;

/** The wide list row of the page key `k`: the header with names, accounts, goods summary and link figures. */
export const BILL_ROW = sql`select ${SELECT} ${FROM} where h.tenant_id = k.tenant_id and h.id = k.id`;
