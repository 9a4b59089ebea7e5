import type { TradeReport } from '../stock/bill-kind-types.js';
import type { PartnerType } from '../supplier.js';

/**
 * The catalogue of finance-bill kinds (business-rules §11, api.md 财务单, screens.md 0704): the one place that
 * knows their number prefixes, pages and signs. Finance bills are `account_head` + `account_item` documents.
 */
export const FINANCE_PREFIXES = ['SR', 'ZC', 'SK', 'FK', 'ZZ', 'SYF'] as const;
export type FinancePrefix = (typeof FINANCE_PREFIXES)[number];

export interface FinanceKind {
  prefix: FinancePrefix;
  /** Screen name (收入单 …). */
  label: string;
  /** The bill's name where bills of every kind are listed together (多级审核 流程类型). */
  billName: string;
  /** Stored `account_head.type`. */
  type: '收入' | '支出' | '收款' | '付款' | '转账' | '收预付款';
  /** Menu page whose permission governs the kind. */
  page: string;
  /** Who the bill is with: a customer, a supplier, a member, anyone or nobody. */
  partner: PartnerType | 'any' | null;
  /** +1 money comes in to us (total/change stored positive), −1 goes out (stored negative). */
  direction: 1 | -1;
  /** The server negates each line's amount (付款). */
  negatesLines: boolean;
  /** Lines settle goods bills (收款/付款: `bill_id`, or the opening balance). */
  settles: boolean;
  /** The goods bills its lines settle: those of this trade report (销售 / 采购 and their returns). */
  settlesReport: TradeReport | null;
  /** The head names the account the money moves on (收预付款: each line names its receiving account). */
  headAccount: boolean;
  /** Each line names an account: 转账 its destination, 收预付款 its receiving account. */
  lineAccount: boolean;
  /** Each line names a 收支项目 of this type (收入单 / 支出单). */
  inOutItem: '收入' | '支出' | null;
}

export const FINANCE_KINDS: Record<FinancePrefix, FinanceKind> = {
  SR: {
    prefix: 'SR',
    label: '收入单',
    billName: '收入单',
    type: '收入',
    page: '/financial/item_in',
    partner: 'any',
    direction: 1,
    negatesLines: false,
    settles: false,
    settlesReport: null,
    headAccount: true,
    lineAccount: false,
    inOutItem: '收入',
  },
  ZC: {
    prefix: 'ZC',
    label: '支出单',
    billName: '支出单',
    type: '支出',
    page: '/financial/item_out',
    partner: 'any',
    direction: -1,
    negatesLines: false,
    settles: false,
    settlesReport: null,
    headAccount: true,
    lineAccount: false,
    inOutItem: '支出',
  },
  SK: {
    prefix: 'SK',
    label: '收款单',
    billName: '收款单',
    type: '收款',
    page: '/financial/money_in',
    partner: '客户',
    direction: 1,
    negatesLines: false,
    settles: true,
    settlesReport: 'sale',
    headAccount: true,
    lineAccount: false,
    inOutItem: null,
  },
  FK: {
    prefix: 'FK',
    label: '付款单',
    billName: '付款单',
    type: '付款',
    page: '/financial/money_out',
    partner: '供应商',
    direction: -1,
    negatesLines: true,
    settles: true,
    settlesReport: 'buy',
    headAccount: true,
    lineAccount: false,
    inOutItem: null,
  },
  ZZ: {
    prefix: 'ZZ',
    label: '转账单',
    billName: '转账单',
    type: '转账',
    page: '/financial/giro',
    partner: null,
    direction: -1,
    negatesLines: false,
    settles: false,
    settlesReport: null,
    headAccount: true,
    lineAccount: true,
    inOutItem: null,
  },
  SYF: {
    prefix: 'SYF',
    label: '收预付款',
    billName: '收预付款单',
    type: '收预付款',
    page: '/financial/advance_in',
    partner: '会员',
    direction: 1,
    negatesLines: false,
    settles: false,
    settlesReport: null,
    headAccount: false,
    lineAccount: true,
    inOutItem: null,
  },
};

/** The pages of the finance bills, in menu order. */
export const FINANCE_PAGES: readonly string[] = FINANCE_PREFIXES.map((p) => FINANCE_KINDS[p].page);
