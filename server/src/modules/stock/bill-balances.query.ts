import { sql, type RawBuilder } from 'kysely';
import { auditedSql, kindsSql, reportSigned, type BillKind } from './bill-kinds.js';

/**
 * How goods bills move balances that other screens show (business-rules §9, §10). These are the
 * set-based sources the basic module sums for `/account/listWithBalance` and the partner lists;
 * stock/index.ts registers them. Nothing is stored: balances are always derived from live bills.
 */

// Under 强审核 only audited bills (status 1/2/3) move money (business-rules §9).
const counts = (tenantId: string) => sql`(${auditedSql('h.status')} or not exists (
  select 1 from system_config c where c.tenant_id = ${tenantId} and c.force_approval_flag = '1' and not c.delete_flag))`;

// The label the account flow shows: 采购入库, 销售出库, 采购订单 … (the word 其它 dropped, as the reference does).
const typeLabel = sql`replace(h.sub_type || h.type, '其它', '')`;

/**
 * Account movements of bills, in the columns of basic/account-balance.query.ts: a bill pays or
 * receives its change amount (orders: the deposit) in its money direction, through its single
 * account or, per account, its multi-account share; prepaid retail (预付款) moves no account.
 */
export function billAccountMovements(tenantId: string): RawBuilder<unknown> {
  return sql`
    select h.account_id, h.money_direction * h.change_amount as amount, h.oper_time, 'bill'::text as source, h.id as head_id,
      h.number, ${typeLabel} as type, h.organ_id, h.remark, null::text as a_list, null::text as am_list
    from depot_head h
    where h.tenant_id = ${tenantId} and not h.delete_flag and h.account_id is not null and h.change_amount <> 0
      and h.pay_type <> '预付款' and ${counts(tenantId)}
    union all
    select x.account_id, h.money_direction * x.amount, h.oper_time, 'bill'::text, h.id, h.number, ${typeLabel}, h.organ_id, h.remark,
      (select string_agg(y.account_id::text, ',' order by y.seq) from depot_head_account y where y.tenant_id = h.tenant_id and y.head_id = h.id),
      (select string_agg(trim_scale(h.money_direction * y.amount)::text, ',' order by y.seq) from depot_head_account y where y.tenant_id = h.tenant_id and y.head_id = h.id)
    from depot_head_account x
    join depot_head h on h.tenant_id = x.tenant_id and h.id = x.head_id
    where x.tenant_id = ${tenantId} and not h.delete_flag and x.amount <> 0 and h.pay_type <> '预付款' and ${counts(tenantId)}`;
}

/** A retail sale, which a member may pay from the prepayment (预付款); retail returns do not give it back. */
const prepaidSale = (k: BillKind): boolean => k.report === 'retail' && !k.returns;

/**
 * Partner movements of bills: `supplier_id`, `need_get`, `need_pay`, `advance_in`. Receivable grows
 * by the debt of sales (销售) and shrinks by sales returns; payable likewise with purchases; a
 * prepaid retail sale consumes the member's prepayment. Document status is ignored for debts, as in
 * the reference statements (reports.md §10); the advance is spent like money, so under 强审核 only by
 * audited sales (un-auditing gives it back; deleting always does).
 */
export function billPartnerMovements(tenantId: string): RawBuilder<unknown> {
  return sql`
    select h.organ_id as supplier_id,
      ${reportSigned('sale', sql`h.debt`)} as need_get,
      ${reportSigned('buy', sql`h.debt`)} as need_pay,
      case when ${kindsSql(prepaidSale)} and h.pay_type = '预付款' and ${counts(tenantId)} then -h.total_price else 0 end as advance_in
    from depot_head h
    where h.tenant_id = ${tenantId} and not h.delete_flag and h.organ_id is not null
      and ${kindsSql((k) => k.report === 'sale' || k.report === 'buy' || prepaidSale(k))}`;
}
