import { OPENING_BILL_NUMBER } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { formatDateTime, likePattern, trimDecimal } from '../../platform/resource/row-mapping.js';
import type { FinanceDocKind } from './finance-document.js';
import { maskHead } from './finance-mask.js';
import type { FinanceSearch } from './finance-search.js';

/** Who is listing: tenant and the creators the role's data scope allows (null = all). */
export interface FinanceScope {
  tenantId: string;
  creators: string[] | null;
}

/** The WHERE of a finance list (api.md §2.11 `/accountHead/list`): the caller's kinds, the filters, the data scope. */
export function financeWhere(scope: FinanceScope, kinds: readonly FinanceDocKind[], s: FinanceSearch): RawBuilder<unknown> {
  const conds: Array<RawBuilder<unknown>> = [
    sql`h.tenant_id = ${scope.tenantId}`,
    sql`not h.delete_flag`,
    sql`h.prefix in (${sql.join(kinds.length ? kinds.map((k) => k.prefix) : [''])})`,
  ];
  const line = (cond: RawBuilder<unknown>) =>
    sql`exists (select 1 from account_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag and ${cond})`;
  if (s.billNo) conds.push(sql`h.number ilike ${likePattern(s.billNo)}`);
  if (s.beginTime) conds.push(sql`h.bill_time >= ${`${s.beginTime.slice(0, 10)} 00:00:00`}`);
  if (s.endTime) conds.push(sql`h.bill_time <= ${`${s.endTime.slice(0, 10)} 23:59:59`}`);
  if (s.organId) conds.push(sql`h.organ_id = ${s.organId}`);
  if (s.creator) conds.push(sql`h.creator = ${s.creator}`);
  if (s.handsPersonId) conds.push(sql`h.hands_person_id = ${s.handsPersonId}`);
  if (s.accountId) conds.push(sql`h.account_id = ${s.accountId}`);
  if (s.status) conds.push(sql`h.status = ${s.status}`);
  if (s.remark) conds.push(sql`h.remark ilike ${likePattern(s.remark)}`);
  if (s.inOutItemId) conds.push(line(sql`i.in_out_item_id = ${s.inOutItemId}`));
  if (s.number) {
    conds.push(
      s.number === OPENING_BILL_NUMBER
        ? line(sql`i.bill_id is null`)
        : line(
            sql`i.bill_id in (select d.id from depot_head d where d.tenant_id = i.tenant_id and d.number ilike ${likePattern(s.number)} and not d.delete_flag)`,
          ),
    );
  }
  if (scope.creators) conds.push(sql`h.creator in (${sql.join(scope.creators.length ? scope.creators : ['0'])})`);
  return sql.join(conds, sql` and `);
}

/** The wide row of the page key `k` (or of every head `h` a read names): the header with names (审核人 for the print). */
const SELECT = sql`
  h.id, h.type, h.prefix, h.number as "billNo", h.bill_time as "billTime", h.organ_id as "organId", s.supplier as "organName",
  h.hands_person_id as "handsPersonId", p.name as "handsPersonName", h.creator, u.username as "userName", au.username as "auditorName",
  h.account_id as "accountId",
  a.name as "accountName", h.total_price as "totalPrice", h.discount_money as "discountMoney", h.change_amount as "changeAmount",
  h.remark, h.file_name as "fileName", h.status, h.source,
  (select string_agg(distinct ia.name, ',') from account_item i join account ia on ia.tenant_id = i.tenant_id and ia.id = i.account_id
    where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag) as "itemAccountName"`;

export const FINANCE_FROM = sql`
  from account_head h
  left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
  left join person p on p.tenant_id = h.tenant_id and p.id = h.hands_person_id
  left join app_user u on u.tenant_id = h.tenant_id and u.id = h.creator
  left join app_user au on au.tenant_id = h.tenant_id and au.id = h.auditor
  left join account a on a.tenant_id = h.tenant_id and a.id = h.account_id`;

/** Rows of the heads `where` keeps, wide, for the reads by number or bill. */
export const financeRows = (where: RawBuilder<unknown>) => sql<Row>`select ${SELECT} ${FINANCE_FROM} where ${where} order by h.id desc`;

const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const money = (v: unknown) => trimDecimal(String(v ?? '0'));

/** A row as the client reads it: numbers for ids, trimmed decimals, `billTimeStr`. */
export function presentFinance(r: Row): Row {
  const billTime = formatDateTime(r.billTime) ?? '';
  return {
    ...r,
    id: Number(r.id),
    organId: id(r.organId),
    handsPersonId: id(r.handsPersonId),
    creator: Number(r.creator),
    accountId: id(r.accountId),
    billTime,
    billTimeStr: billTime,
    totalPrice: money(r.totalPrice),
    discountMoney: money(r.discountMoney),
    changeAmount: money(r.changeAmount),
  };
}

export const FINANCE_COLUMNS: readonly ExportColumn[] = [
  { key: 'billNo', label: '单据编号' },
  { key: 'type', label: '类型' },
  { key: 'organName', label: '往来单位' },
  { key: 'billTimeStr', label: '单据日期' },
  { key: 'handsPersonName', label: '财务人员' },
  { key: 'userName', label: '操作员' },
  { key: 'accountName', label: '结算账户' },
  { key: 'itemAccountName', label: '明细账户' },
  { key: 'totalPrice', label: '合计金额', format: 'number' },
  { key: 'discountMoney', label: '优惠金额', format: 'number' },
  { key: 'changeAmount', label: '实际金额', format: 'number' },
  { key: 'remark', label: '备注' },
  { key: 'status', label: '状态', format: (v) => (v === '1' ? '已审核' : v === '9' ? '审核中' : '未审核') },
];

/** `expression`, or 0 on the heads of a masked kind (合计 never adds what a row does not show). */
const unmasked = (expression: RawBuilder<unknown>, masked: readonly string[]) =>
  masked.length ? sql`case when b.prefix in (${sql.join(masked)}) then 0 else ${expression} end` : expression;

/**
 * A finance list over the heads `where` keeps: newest first, wide rows for the page only, 合计 over the whole
 * filtered set; money of the `masked` kinds (the role's price limit) reads 0, in the rows and the 合计.
 */
export function financeSource(where: RawBuilder<unknown>, masked: readonly string[] = []): ListSource {
  return {
    base: sql`select h.* from account_head h where ${where}`,
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
    sorts: { billTime: sql`b.bill_time` },
    totals: [
      { key: 'totalPrice', expression: unmasked(sql`b.total_price`, masked) },
      { key: 'discountMoney', expression: unmasked(sql`b.discount_money`, masked) },
      { key: 'changeAmount', expression: unmasked(sql`b.change_amount`, masked) },
    ],
    rows: sql`select ${SELECT} ${FINANCE_FROM} where h.tenant_id = k.tenant_id and h.id = k.id`,
    present: (rows) => rows.map((r) => maskHead(presentFinance(r), masked)),
    columns: FINANCE_COLUMNS,
  };
}
