import type { BillPrefix } from '@suanpan/contracts';
import type { messages } from '../../../app/i18n';

/**
 * What each bill list shows, transcribed from screens §3.2: its filters in order, its columns (✓ = shown
 * until the user changes 列设置) and its list tools. The kind catalogue decides behaviour; this table only
 * decides layout, so it reads like the reference's screen table.
 */
export type FilterKey =
  | 'number'
  | 'materialParam'
  | 'operTime'
  | 'organId'
  | 'depotId'
  | 'creator'
  | 'linkApply'
  | 'linkOrder'
  | 'linkNumber'
  | 'accountId'
  | 'hasDebt'
  | 'hasLastDebt'
  | 'status'
  | 'salesMan'
  | 'remark';

const F = {
  head: ['number', 'materialParam', 'operTime'],
  retail: ['number', 'materialParam', 'operTime', 'organId', 'depotId', 'creator', 'accountId', 'status', 'remark'],
  plain: ['number', 'materialParam', 'operTime', 'depotId', 'creator', 'status', 'remark'],
} satisfies Record<string, FilterKey[]>;

export const BILL_FILTERS: Record<BillPrefix, readonly FilterKey[]> = {
  LSCK: F.retail,
  LSTH: [...F.retail.slice(0, 6), 'linkNumber', ...F.retail.slice(6)],
  QGD: [...F.head, 'creator', 'status', 'remark'],
  CGDD: [...F.head, 'organId', 'creator', 'linkApply', 'linkOrder', 'accountId', 'status', 'remark'],
  CGRK: [...F.head, 'organId', 'depotId', 'creator', 'linkOrder', 'accountId', 'hasDebt', 'hasLastDebt', 'status', 'remark'],
  CGTH: [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'accountId', 'status', 'remark'],
  XSDD: [...F.head, 'organId', 'creator', 'accountId', 'status', 'salesMan', 'remark'],
  XSCK: [...F.head, 'organId', 'depotId', 'creator', 'linkOrder', 'accountId', 'hasDebt', 'hasLastDebt', 'status', 'salesMan', 'remark'],
  XSTH: [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'accountId', 'status', 'salesMan', 'remark'],
  QTRK: [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
  QTCK: [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
  DBCK: F.plain,
  ZZD: F.plain,
  CXD: F.plain,
};

/** The query parameter a filter writes (关联订单 and 关联单据 both search `linkNumber`). */
export const filterParam = (key: FilterKey): string => (key === 'linkOrder' ? 'linkNumber' : key);

export type ColumnTitle = keyof typeof messages.bill.column;

/** A list column: dataIndex, title key, shown by default. */
export type ColumnSpec = readonly [dataIndex: string, title: ColumnTitle, shown: boolean];

const link = (title: ColumnTitle, shown = false): ColumnSpec => ['linkNumber', title, shown];
const head = (organ: ColumnTitle | null, links: readonly ColumnSpec[] = []): ColumnSpec[] => [
  ...(organ ? [['organName', organ, true] as const] : []),
  ['number', 'number', true],
  ...links,
  ['materialsList', 'materialsList', true],
  ['operTimeStr', 'operTime', true],
];
const counted: ColumnSpec[] = [
  ['userName', 'userName', true],
  ['materialCount', 'materialCount', true],
  ['totalPrice', 'totalPrice', true],
];
const tail: ColumnSpec[] = [
  ['remark', 'remark', false],
  ['status', 'status', true],
];
const trade = (discount: ColumnTitle, need: ColumnTitle, change: ColumnTitle, withDeposit: boolean): ColumnSpec[] => [
  ['totalTaxLastMoney', 'totalTaxLastMoney', true],
  ['discount', 'discount', false],
  ['discountMoney', discount, false],
  ['otherMoney', 'otherMoney', false],
  [need === 'needBack' ? 'needBackMoney' : need === 'needIn' ? 'needInMoney' : 'needOutMoney', need, false],
  ['accountName', 'accountName', false],
  ...(withDeposit ? [['deposit', 'deposit', false] as const] : []),
  ['changeAmount', change, true],
  ['debt', 'debt', true],
];
const order = (discount: ColumnTitle, deposit: ColumnTitle): ColumnSpec[] => [
  ['totalTaxLastMoney', 'totalTaxLastMoney', true],
  ['discount', 'discount', false],
  ['discountMoney', discount, false],
  ['discountLastMoney', 'discountLastMoney', false],
  ['accountName', 'accountName', false],
  ['changeAmount', deposit, true],
  ['lastDeposit', 'lastDeposit', true],
];
const salesMan: ColumnSpec = ['salesManStr', 'salesMan', false];
const plain: ColumnSpec[] = [...head(null), ...counted, ['remark', 'remark', true], ['status', 'status', true]];

export const BILL_COLUMNS: Record<BillPrefix, readonly ColumnSpec[]> = {
  LSCK: [
    ...head('member'),
    ['payType', 'payType', false],
    ...counted,
    ['getAmount', 'retailGet', true],
    ['backAmount', 'backAmount', true],
    ['accountName', 'getAccount', false],
    ...tail,
  ],
  LSTH: [
    ...head('member', [link('linkNumber', true)]),
    ...counted,
    ['getAmount', 'retailPay', true],
    ['backAmount', 'backAmount', true],
    ['accountName', 'payAccount', false],
    ...tail,
  ],
  QGD: [...head(null), ['userName', 'userName', true], ['materialCount', 'materialCount', true], ['remark', 'remark', true], ['status', 'status', true]],
  // 关联订单 of a purchase order is its 以销定购 sales order: the column exists only with that switch on.
  CGDD: [...head('supplier', [['linkApply', 'linkApply', false], link('linkOrder')]), ...counted, ...order('payDiscount', 'payDeposit'), ...tail],
  CGRK: [...head('supplier', [link('linkOrder')]), ...counted, ...trade('payDiscount', 'needIn', 'payNow', true), ['lastDebt', 'lastDebt', true], ...tail],
  CGTH: [...head('supplier', [link('linkNumber')]), ...counted, ...trade('refundDiscount', 'needBack', 'refundNow', false), ...tail],
  XSDD: [...head('customer'), salesMan, ...counted, ...order('getDiscount', 'getDeposit'), ...tail],
  XSCK: [
    ...head('customer', [link('linkOrder')]),
    ...counted,
    ...trade('getDiscount', 'needOut', 'getNow', true),
    ['lastDebt', 'lastDebt', true],
    salesMan,
    ...tail,
  ],
  XSTH: [...head('customer', [link('linkNumber')]), ...counted, ...trade('refundDiscount', 'needBack', 'refundNow', false), salesMan, ...tail],
  QTRK: [...head('supplier', [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
  QTCK: [...head('customer', [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
  DBCK: plain,
  ZZD: plain,
  CXD: plain,
};

/** List tools beyond 审核/反审核 and the "转…" buttons (screens §3.2 toolbar extras). */
export interface BillTools {
  quickEdit?: boolean;
  fixDebt?: boolean;
  fixDeposit?: boolean;
  /** Orders gather 强制结单, 修正剩余订金 and 修改备注 under 更多操作. */
  moreMenu?: boolean;
}

export const BILL_TOOLS: Partial<Record<BillPrefix, BillTools>> = {
  QGD: { quickEdit: true },
  CGDD: { quickEdit: true, fixDeposit: true, moreMenu: true },
  XSDD: { quickEdit: true, fixDeposit: true, moreMenu: true },
  CGRK: { fixDebt: true },
  XSCK: { fixDebt: true },
};
