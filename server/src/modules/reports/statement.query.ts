import { FINANCE_KINDS, FINANCE_PREFIXES, type FinanceKind } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { kindsSql } from '../stock/bill-kinds.js';
import { num } from './report-material.js';
import { customerGranted } from '../../app/auth/user-scope.js';
import type { ReportScope } from './report-scope.js';

/** 客户对账 / 供应商对账 (reports.md §10). */
export type PartnerType = '客户' | '供应商';

export interface StatementFilter {
  supplierType: PartnerType;
  organId?: number | undefined;
  /** '1' closing ≠ 0, '0' closing = 0, undefined every partner. */
  hasDebt?: string | undefined;
  beginTime: string;
  endTime: string;
}

const financeKinds = (test: (k: FinanceKind) => boolean, column = 'fh.prefix'): RawBuilder<unknown> => {
  const prefixes = FINANCE_PREFIXES.filter((p) => test(FINANCE_KINDS[p]));
  return prefixes.length ? sql`${sql.ref(column)} in (${sql.join(prefixes.map((p) => sql.lit(p)))})` : sql`false`;
};

export const statementColumns = (type: PartnerType): readonly ExportColumn[] => {
  const [get, back] = type === '客户' ? ['应收', '收款'] : ['应付', '付款'];
  return [
    { key: 'supplier', label: type },
    { key: 'contacts', label: '联系人' },
    { key: 'telephone', label: '手机号码' },
    { key: 'phoneNum', label: '联系电话' },
    { key: 'email', label: '电子邮箱' },
    { key: 'preNeed', label: `期初${get}`, format: 'number' },
    { key: 'debtMoney', label: '本期欠款', format: 'number' },
    { key: 'backMoney', label: `本期${back}`, format: 'number' },
    { key: 'allNeed', label: `期末${get}`, format: 'number' },
  ];
};

/**
 * Per partner of the type: opening = its opening balance + what its trade bills left owing − their returns − what was
 * settled, all before the first day; the period's debt and settlement; closing. A bill leaves owing its amount after
 * discount plus other expenses less the deposit deducted and what was paid on it. Settlements are the lines of the
 * finance kinds that settle the statement's trade — a customer's 收款, a vendor's 付款 — in their own sense, as
 * finance stores them (a refund of a return is a negative line), with or without a bill: opening balances too. Bill and finance status are
 * ignored, as for the partner balances (business-rules §10). A bill at the first day's 00:00:00 belongs to the
 * period (the reference counted it before).
 *
 * What happened before the first day is the partner's all-time totals (`partner_statement`, kept by triggers:
 * migration 0034) less what moved from the first day on, so only the bills and settlements dated from the first day
 * are read — a range of `depot_head_kind_time_idx` per kind, summed once per partner, kind and in/after the period —
 * instead of the tenant's whole history. Times are whole seconds (timestamp(0)): "before the first day" is `< begin`, and with a last
 * day before the first, everything up to the last day's end (the period itself is then empty).
 */
export function statementSource(scope: ReportScope, f: StatementFilter): ListSource {
  const t = scope.tenantId;
  const trade = f.supplierType === '客户' ? 'sale' : 'buy';
  // The trade's kinds (one index range each): the forward ones, the others are its returns.
  const tradeKinds = kindsSql((k) => k.report === trade);
  const forward = kindsSql((k) => k.report === trade && !k.returns);
  const begin = `${f.beginTime} 00:00:00`;
  const end = `${f.endTime} 23:59:59`;
  const owed = sql`(h.discount_last_money + h.other_money - h.deposit - abs(h.change_amount))`;
  const beginNeed = f.supplierType === '客户' ? sql`s.begin_need_get` : sql`s.begin_need_pay`;
  // Rows from `since` on are taken back from the all-time totals: the first day, or after the last when it comes first.
  const since = sql`least(${begin}::timestamp, ${end}::timestamp + interval '1 second')`;
  const pre = sql`(${beginNeed} + coalesce(p.debt, 0) - coalesce(b.moved_debt, 0) - coalesce(p.return_debt, 0) + coalesce(b.moved_return, 0)
    - coalesce(p.settled, 0) + coalesce(k.moved_back, 0))`;
  const debt = sql`(coalesce(b.debt, 0) - coalesce(b.return_debt, 0))`;
  const backMoney = sql`coalesce(k.back, 0)`;
  const all = sql`(${pre} + ${debt} - ${backMoney})`;
  const inPeriod = (column: string) => sql`${sql.ref(column)} >= ${begin}::timestamp and ${sql.ref(column)} <= ${end}::timestamp`;
  const conds = [sql`s.tenant_id = ${t}`, sql`s.type = ${f.supplierType}`, sql`not s.delete_flag`, sql`s.enabled`];
  if (f.organId !== undefined) conds.push(sql`s.id = ${f.organId}`);
  if (f.supplierType === '客户') conds.push(customerGranted(scope, 's.id'));
  if (f.hasDebt === '1') conds.push(sql`${all} <> 0`);
  if (f.hasDebt === '0') conds.push(sql`${all} = 0`);
  const base = sql`
    select s.id, s.supplier, s.contacts, s.telephone, s.phone_num, s.email, ${pre} as pre_need, ${debt} as debt_money, ${backMoney} as back_money,
      ${all} as all_need
    from supplier s
    left join partner_statement p on p.tenant_id = s.tenant_id and p.organ_id = s.id and p.trade = ${trade}
    left join (
      select g.organ_id,
        sum(g.owed) filter (where g.forward) as moved_debt,
        sum(g.owed) filter (where not g.forward) as moved_return,
        sum(g.owed) filter (where g.forward and g.inside) as debt,
        sum(g.owed) filter (where not g.forward and g.inside) as return_debt
      from (
        select h.organ_id, ${forward} as forward, ${inPeriod('h.oper_time')} as inside, sum(${owed}) as owed
        from depot_head h
        where h.tenant_id = ${t} and not h.delete_flag and h.organ_id is not null and ${tradeKinds} and h.oper_time >= ${since}
        group by 1, 2, 3) g
      group by g.organ_id) b on b.organ_id = s.id
    left join (
      select fh.organ_id,
        sum(i.each_amount) as moved_back,
        sum(i.each_amount) filter (where ${inPeriod('fh.bill_time')}) as back
      from account_item i join account_head fh on fh.tenant_id = i.tenant_id and fh.id = i.header_id
      where i.tenant_id = ${t} and not i.delete_flag and not fh.delete_flag and fh.organ_id is not null
        and ${financeKinds((k) => k.settlesReport === trade)} and fh.bill_time >= ${since}
      group by fh.organ_id) k on k.organ_id = s.id
    where ${sql.join(conds, sql` and `)}`;
  return {
    base,
    key: ['id'],
    // Sums per partner over the period: a page and its totals, or the export, compute them once (list source `readOnce`).
    readOnce: true,
    sorts: { allNeed: sql`b.all_need`, preNeed: sql`b.pre_need` },
    defaultOrder: { by: 'allNeed', dir: 'desc', tiebreak: 'desc' },
    totals: [
      { key: 'preNeed', expression: sql`b.pre_need` },
      { key: 'debtMoney', expression: sql`b.debt_money` },
      { key: 'backMoney', expression: sql`b.back_money` },
      { key: 'allNeed', expression: sql`b.all_need` },
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        id: Number(r.id),
        supplier: r.supplier as string,
        contacts: (r.contacts as string | null) ?? null,
        telephone: (r.telephone as string | null) ?? null,
        phoneNum: (r.phone_num as string | null) ?? null,
        email: (r.email as string | null) ?? null,
        preNeed: num(r.pre_need) ?? '0',
        debtMoney: num(r.debt_money) ?? '0',
        backMoney: num(r.back_money) ?? '0',
        allNeed: num(r.all_need) ?? '0',
      })),
    columns: statementColumns(f.supplierType),
  };
}
