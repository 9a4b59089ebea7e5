import { sql, type RawBuilder } from 'kysely';
import { financeCounts, financeKindsSql, movesAdvance } from './finance-document.js';

/**
 * How finance documents move the balances other screens show (business-rules §9, §10), as the movement
 * sources finance/index.ts registers beside the goods bills' — so account balances, 账户流水,
 * /account/getStatistics and the partner balances sum both without knowing either. Nothing is stored.
 */

/**
 * Account movements (columns of basic/account-balance.query.ts): the head account moves the change
 * amount in the kind's direction (收款/收入 in, 付款/支出/转账 out); a line's own account receives its
 * amount (转账 destination, 收预付款 receiving account). Under 强审核 only audited documents count.
 */
export function financeAccountMovements(tenantId: string): RawBuilder<unknown> {
  return sql`
    select h.account_id, h.money_direction * h.change_amount as amount, h.bill_time as oper_time, 'financial'::text as source, h.id as head_id,
      h.number, h.type::text as type, h.organ_id, h.remark, null::text as a_list, null::text as am_list
    from account_head h
    where h.tenant_id = ${tenantId} and not h.delete_flag and h.account_id is not null and h.change_amount <> 0 and ${financeCounts(tenantId)}
    union all
    select i.account_id, i.each_amount, h.bill_time, 'financial'::text, h.id, h.number, h.type::text, h.organ_id, h.remark, null::text, null::text
    from account_item i
    join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = ${tenantId} and not i.delete_flag and not h.delete_flag and i.account_id is not null and i.each_amount <> 0
      and ${financeCounts(tenantId)}`;
}

/**
 * Partner movements (`supplier_id`, `need_get`, `need_pay`, `advance_in`): a receipt reduces the customer's
 * receivable and a payment the supplier's payable by what they settle (Σ lines, the discount included:
 * business-rules §11), whatever their status, as the bills' debts count; a 收预付款 grows the member's
 * prepayment, under 强审核 once audited (as the prepaid sales spending it).
 */
export function financePartnerMovements(tenantId: string): RawBuilder<unknown> {
  return sql`
    select h.organ_id as supplier_id,
      case when ${financeKindsSql((k) => k.settlesReport === 'sale')} then -h.total_price else 0 end as need_get,
      case when ${financeKindsSql((k) => k.settlesReport === 'buy')} then -h.total_price else 0 end as need_pay,
      case when ${financeKindsSql(movesAdvance)} and ${financeCounts(tenantId)} then h.total_price else 0 end as advance_in
    from account_head h
    where h.tenant_id = ${tenantId} and not h.delete_flag and h.organ_id is not null
      and ${financeKindsSql((k) => k.settles || movesAdvance(k))}`;
}

/** Amounts settled against partners' opening balances (`supplier_id`, `amount`): 收款/付款 lines naming no bill. */
export function financeOpeningSettlements(tenantId: string): RawBuilder<unknown> {
  return sql`
    select h.organ_id as supplier_id, i.each_amount as amount
    from account_item i
    join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = ${tenantId} and not i.delete_flag and not h.delete_flag and i.bill_id is null and h.organ_id is not null
      and ${financeKindsSql((k) => k.settles)}`;
}
