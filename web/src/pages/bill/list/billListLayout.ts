import type { BillKind } from '@suanpan/contracts';
import type { messages } from '../../../app/i18n';

/**
 * What each bill list shows, transcribed from screens §3.2: its filters in order, its columns (✓ = shown
 * until the user changes 列设置) and its list tools, keyed by the list screen the kind catalogue names
 * (`kind.screen`). The catalogue decides behaviour; these tables only decide layout, so they read like the
 * reference's screen table.
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

export const BILL_FILTERS: Readonly<Record<string, readonly FilterKey[]>> = {
  '/bill/RetailOutList': F.retail,
  '/bill/RetailBackList': [...F.retail.slice(0, 6), 'linkNumber', ...F.retail.slice(6)],
  '/bill/PurchaseApplyList': [...F.head, 'creator', 'status', 'remark'],
  '/bill/PurchaseOrderList': [...F.head, 'organId', 'creator', 'linkApply', 'linkOrder', 'accountId', 'status', 'remark'],
  '/bill/PurchaseInList': [...F.head, 'organId', 'depotId', 'creator', 'linkOrder', 'accountId', 'hasDebt', 'hasLastDebt', 'status', 'remark'],
  '/bill/PurchaseBackList': [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'accountId', 'status', 'remark'],
  '/bill/SaleQuoteList': [...F.head, 'organId', 'creator', 'status', 'salesMan', 'remark'],
  '/bill/SaleOrderList': [...F.head, 'organId', 'creator', 'linkNumber', 'accountId', 'status', 'salesMan', 'remark'],
  '/bill/SaleOutList': [...F.head, 'organId', 'depotId', 'creator', 'linkOrder', 'accountId', 'hasDebt', 'hasLastDebt', 'status', 'salesMan', 'remark'],
  '/bill/SaleBackList': [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'accountId', 'status', 'salesMan', 'remark'],
  '/bill/OtherInList': [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
  '/bill/OtherOutList': [...F.head, 'organId', 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
  '/bill/AllocationOutList': F.plain,
  '/bill/AssembleList': F.plain,
  '/bill/DisassembleList': F.plain,
  '/bill/ProductionOrderList': [...F.head, 'organId', 'creator', 'linkNumber', 'status', 'remark'],
  '/bill/ProductionInList': [...F.head, 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
  '/bill/StockCheckEntryList': F.plain,
  '/bill/StockCheckAdjustList': [...F.head, 'depotId', 'creator', 'linkNumber', 'status', 'remark'],
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

export const BILL_COLUMNS: Readonly<Record<string, readonly ColumnSpec[]>> = {
  '/bill/RetailOutList': [
    ...head('member'),
    ['payType', 'payType', false],
    ...counted,
    ['getAmount', 'retailGet', true],
    ['backAmount', 'backAmount', true],
    ['accountName', 'getAccount', false],
    ...tail,
  ],
  '/bill/RetailBackList': [
    ...head('member', [link('linkNumber', true)]),
    ...counted,
    ['getAmount', 'retailPay', true],
    ['backAmount', 'backAmount', true],
    ['accountName', 'payAccount', false],
    ...tail,
  ],
  '/bill/PurchaseApplyList': [
    ...head(null),
    ['userName', 'userName', true],
    ['materialCount', 'materialCount', true],
    ['remark', 'remark', true],
    ['status', 'status', true],
  ],
  // 关联订单 of a purchase order is its 以销定购 sales order: the column exists only with that switch on.
  '/bill/PurchaseOrderList': [
    ...head('supplier', [['linkApply', 'linkApply', false], link('linkOrder')]),
    ...counted,
    ...order('payDiscount', 'payDeposit'),
    ...tail,
  ],
  '/bill/PurchaseInList': [
    ...head('supplier', [link('linkOrder')]),
    ...counted,
    ...trade('payDiscount', 'needIn', 'payNow', true),
    ['lastDebt', 'lastDebt', true],
    ...tail,
  ],
  '/bill/PurchaseBackList': [...head('supplier', [link('linkNumber')]), ...counted, ...trade('refundDiscount', 'needBack', 'refundNow', false), ...tail],
  '/bill/SaleQuoteList': [
    ...head('customer'),
    salesMan,
    ...counted,
    ['totalTaxLastMoney', 'totalTaxLastMoney', true],
    ['discountMoney', 'getDiscount', false],
    ['discountLastMoney', 'discountLastMoney', true],
    ['validUntil', 'validUntil', true],
    ...tail,
  ],
  '/bill/SaleOrderList': [
    ...head('customer', [link('linkNumber')]),
    salesMan,
    ...counted,
    ...order('getDiscount', 'getDeposit'),
    ['deliveryTime', 'deliveryTime', false],
    ...tail,
  ],
  '/bill/SaleOutList': [
    ...head('customer', [link('linkOrder')]),
    ...counted,
    ...trade('getDiscount', 'needOut', 'getNow', true),
    ['lastDebt', 'lastDebt', true],
    salesMan,
    ...tail,
  ],
  '/bill/SaleBackList': [...head('customer', [link('linkNumber')]), ...counted, ...trade('refundDiscount', 'needBack', 'refundNow', false), salesMan, ...tail],
  '/bill/OtherInList': [...head('supplier', [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
  '/bill/OtherOutList': [...head('customer', [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
  '/bill/AllocationOutList': plain,
  '/bill/AssembleList': plain,
  '/bill/DisassembleList': plain,
  // 关联单据: the sales order an order is made for (以销定产), the order a receipt fills.
  '/bill/ProductionOrderList': [
    ...head('customer', [link('linkNumber', true)]),
    ['userName', 'userName', true],
    ['materialCount', 'materialCount', true],
    ['deliveryTime', 'deliveryTime', true],
    ...tail,
  ],
  '/bill/ProductionInList': [...head(null, [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
  '/bill/StockCheckEntryList': plain,
  '/bill/StockCheckAdjustList': [...head(null, [link('linkNumber', true)]), ...counted, ['remark', 'remark', true], ['status', 'status', true]],
};

/** List tools beyond 审核/反审核 and the "转…" buttons (screens §3.2 toolbar extras). */
export interface BillTools {
  quickEdit?: boolean;
  fixDebt?: boolean;
  fixDeposit?: boolean;
  /** Orders gather 强制结单, 修正剩余订金 and 修改备注 under 更多操作. */
  moreMenu?: boolean;
}

export const BILL_TOOLS: Readonly<Record<string, BillTools>> = {
  '/bill/PurchaseApplyList': { quickEdit: true },
  '/bill/PurchaseOrderList': { quickEdit: true, fixDeposit: true, moreMenu: true },
  '/bill/SaleQuoteList': { quickEdit: true },
  '/bill/SaleOrderList': { quickEdit: true, fixDeposit: true, moreMenu: true },
  '/bill/PurchaseInList': { fixDebt: true },
  '/bill/SaleOutList': { fixDebt: true },
};

/** The layout of a kind's list screen; every kind's screen has one (billListLayout.test.ts). */
export function layoutOf<T>(table: Readonly<Record<string, T>>, kind: BillKind, fallback?: T): T {
  const entry = table[kind.screen] ?? fallback;
  if (entry === undefined) throw new Error(`no list layout for ${kind.screen}`);
  return entry;
}
