import type { PartnerType } from '../supplier.js';

/**
 * The catalogue of goods-bill kinds (business-rules §1, api.md §1.7). This one table drives the
 * server (posting, money rules, links, permissions) and the screens; nothing else branches on kinds.
 */
export const BILL_PREFIXES = [
  'QGD',
  'CGDD',
  'CGRK',
  'CGTH',
  'XSBJ',
  'XSDD',
  'XSCK',
  'XSTH',
  'LSCK',
  'LSTH',
  'QTRK',
  'QTCK',
  'DBCK',
  'ZZD',
  'CXD',
  'SCDD',
  'SCRK',
  'PDLR',
  'PDFP',
] as const;
export type BillPrefix = (typeof BILL_PREFIXES)[number];

/**
 * How a bill moves stock: per line into/out of its depot, between two depots, by assembly roles, or by production
 * roles (produce: the 成品 line in, the 原料 lines out; adjust: 盘盈 lines in, 盘亏 lines out).
 */
export type StockEffect = 'none' | 'in' | 'out' | 'transfer' | 'assemble' | 'disassemble' | 'produce' | 'adjust';
/**
 * Money rules: none, quote (priced lines, tax and 优惠, but no account or deposit: nothing is paid), order (change
 * amount is the deposit), trade (§8.2), retail (§8.2 retail).
 */
export type MoneyRule = 'none' | 'quote' | 'order' | 'trade' | 'retail';
/** Price masking category of api.md §1.3 (role price limits 4/5/6). */
export type PriceCategory = 'buy' | 'sale' | 'retail';
/** The trade a bill counts in (进货/销售/零售: dashboard, statistics, 应收/应付): its returns count negatively. */
export type TradeReport = 'buy' | 'sale' | 'retail';

/** What a link drives on its upstream (see LinkRule.drives). */
export type LinkDrive = 'status' | 'purchaseStatus' | 'converted';

/** An upstream a bill may link to, and which status of the upstream its fulfilment drives. */
export interface LinkRule {
  field: 'linkNumber' | 'linkApply';
  upstream: readonly BillPrefix[];
  /** Upstream statuses that may be linked (1 audited, 2 complete, 3 partial). */
  statuses: readonly string[];
  /**
   * `status` (部分/完成 by quantities), `purchaseStatus` (以销定购), `converted` (any live follow-up makes the
   * upstream 完成, none returns it to 已审核; no quantity limit: a quote turned into an order) or null (returns:
   * quantities only).
   */
  drives: LinkDrive | null;
  /** Only offered when 出入库管理 is on. */
  inOutManageOnly?: boolean;
}

export interface BillKind {
  prefix: BillPrefix;
  label: string;
  type: '入库' | '出库' | '其它';
  subType: string;
  /** Menu page whose permission governs the kind. */
  page: string;
  /** The menu's component path of the kind's list screen (screens.md §1). */
  screen: string;
  partner: { type: PartnerType; required: boolean } | null;
  depot: 'none' | 'line' | 'transfer';
  stock: StockEffect;
  /**
   * Moving-average cost: 'value' = purchase-type (line value enters), 'current' = at running cost, 'consumed' = the
   * components leave at running cost and the product made enters with their value (生产入库).
   */
  cost: 'value' | 'current' | 'consumed' | null;
  money: MoneyRule;
  /** +1 money comes in to us, −1 goes out (total/change amounts are stored as magnitudes). */
  direction: 1 | -1;
  accountRequired: boolean;
  /** Under 出入库管理 these kinds do not move stock (a linked other in/out bill does). */
  inOutManaged: boolean;
  priceCategory: PriceCategory;
  /** Barcode price learnt from the line price when 更新单价 is on (§7.6). */
  learns: 'purchase_decimal' | 'wholesale_decimal' | 'commodity_decimal' | null;
  /** Lines below the barcode's minimum price are refused (§7.7). */
  minPrice: boolean;
  /** Lines keep a cost snapshot (purchase_unit_price). */
  costSnapshot: boolean;
  /** Serial numbers received (in) or issued (out) by the lines of serial-tracked products; 'byRole': by the line's direction. */
  serials: 'receive' | 'issue' | 'byRole' | null;
  /** Serial- or batch-tracked products are refused (transfer, assembly). */
  untrackedOnly: boolean;
  links: readonly LinkRule[];
  /** Word of the 部分/完成 status tags (部分采购, 完成出库…). */
  statusWord: string;
  /** The tag of status 2 when it is not 完成 + statusWord (a quote turned into an order: 已转单). */
  doneLabel?: string;
  /** A return of an earlier bill (its link drives no status): counts negatively in its trade. */
  returns: boolean;
  /** The trade the kind counts in, or null (orders, requests, warehouse-only bills). */
  report: TradeReport | null;
  /** The user may end it by hand: 完成 once partly fulfilled, 作废 while untouched (销售订单). */
  closable: boolean;
  /** Lines may be imported from a spreadsheet (导入明细). */
  itemImport: boolean;
  /**
   * Production documents (docs/manufacturing.md): an order (one 成品 line, 原料 lines from the BOM) or a receipt
   * against one (the 成品 received, the 原料 consumed).
   */
  production?: 'order' | 'receipt';
  /** Stock counts: the count sheet (counted and book quantities, no stock) and the adjustment made from it. */
  stockCount?: 'entry' | 'adjust';
}

const base = {
  partner: null,
  depot: 'line',
  cost: 'current',
  money: 'none',
  accountRequired: false,
  inOutManaged: false,
  learns: null,
  minPrice: false,
  costSnapshot: false,
  serials: null,
  untrackedOnly: false,
  links: [],
  returns: false,
  report: null,
  closable: false,
  itemImport: false,
} as const;

export const BILL_KINDS: Record<BillPrefix, BillKind> = {
  QGD: {
    ...base,
    prefix: 'QGD',
    label: '请购单',
    type: '其它',
    subType: '请购单',
    page: '/bill/purchase_apply',
    screen: '/bill/PurchaseApplyList',
    itemImport: true,
    depot: 'none',
    stock: 'none',
    cost: null,
    direction: -1,
    priceCategory: 'buy',
    statusWord: '采购',
  },
  CGDD: {
    ...base,
    prefix: 'CGDD',
    label: '采购订单',
    type: '其它',
    subType: '采购订单',
    page: '/bill/purchase_order',
    screen: '/bill/PurchaseOrderList',
    itemImport: true,
    partner: { type: '供应商', required: true },
    depot: 'none',
    stock: 'none',
    cost: null,
    money: 'order',
    direction: -1,
    priceCategory: 'buy',
    statusWord: '采购',
    links: [
      { field: 'linkApply', upstream: ['QGD'], statuses: ['1', '3'], drives: 'status' },
      { field: 'linkNumber', upstream: ['XSDD'], statuses: ['1', '3'], drives: 'purchaseStatus' },
    ],
  },
  CGRK: {
    ...base,
    prefix: 'CGRK',
    label: '采购入库',
    type: '入库',
    subType: '采购',
    page: '/bill/purchase_in',
    screen: '/bill/PurchaseInList',
    report: 'buy',
    itemImport: true,
    partner: { type: '供应商', required: true },
    stock: 'in',
    cost: 'value',
    money: 'trade',
    direction: -1,
    accountRequired: true,
    inOutManaged: true,
    priceCategory: 'buy',
    learns: 'purchase_decimal',
    serials: 'receive',
    links: [{ field: 'linkNumber', upstream: ['CGDD'], statuses: ['1', '3'], drives: 'status' }],
    statusWord: '入库',
  },
  CGTH: {
    ...base,
    prefix: 'CGTH',
    label: '采购退货',
    type: '出库',
    subType: '采购退货',
    page: '/bill/purchase_back',
    screen: '/bill/PurchaseBackList',
    report: 'buy',
    returns: true,
    partner: { type: '供应商', required: true },
    stock: 'out',
    cost: 'value',
    money: 'trade',
    direction: 1,
    accountRequired: true,
    inOutManaged: true,
    priceCategory: 'buy',
    serials: 'issue',
    links: [{ field: 'linkNumber', upstream: ['CGRK'], statuses: ['1', '2', '3'], drives: null }],
    statusWord: '出库',
  },
  XSBJ: {
    ...base,
    prefix: 'XSBJ',
    label: '销售报价单',
    type: '其它',
    subType: '销售报价单',
    page: '/bill/sale_quote',
    screen: '/bill/SaleQuoteList',
    itemImport: true,
    partner: { type: '客户', required: true },
    depot: 'none',
    stock: 'none',
    cost: null,
    money: 'quote',
    direction: 1,
    priceCategory: 'sale',
    statusWord: '转单',
    doneLabel: '已转单',
  },
  XSDD: {
    ...base,
    prefix: 'XSDD',
    label: '销售订单',
    type: '其它',
    subType: '销售订单',
    page: '/bill/sale_order',
    screen: '/bill/SaleOrderList',
    closable: true,
    itemImport: true,
    partner: { type: '客户', required: true },
    depot: 'none',
    stock: 'none',
    cost: null,
    money: 'order',
    direction: 1,
    priceCategory: 'sale',
    statusWord: '销售',
    links: [{ field: 'linkNumber', upstream: ['XSBJ'], statuses: ['1'], drives: 'converted' }],
  },
  XSCK: {
    ...base,
    prefix: 'XSCK',
    label: '销售出库',
    type: '出库',
    subType: '销售',
    page: '/bill/sale_out',
    screen: '/bill/SaleOutList',
    report: 'sale',
    itemImport: true,
    partner: { type: '客户', required: true },
    stock: 'out',
    money: 'trade',
    direction: 1,
    accountRequired: true,
    inOutManaged: true,
    priceCategory: 'sale',
    learns: 'wholesale_decimal',
    minPrice: true,
    costSnapshot: true,
    serials: 'issue',
    links: [{ field: 'linkNumber', upstream: ['XSDD'], statuses: ['1', '3'], drives: 'status' }],
    statusWord: '出库',
  },
  XSTH: {
    ...base,
    prefix: 'XSTH',
    label: '销售退货',
    type: '入库',
    subType: '销售退货',
    page: '/bill/sale_back',
    screen: '/bill/SaleBackList',
    report: 'sale',
    returns: true,
    partner: { type: '客户', required: true },
    stock: 'in',
    money: 'trade',
    direction: -1,
    accountRequired: true,
    inOutManaged: true,
    priceCategory: 'sale',
    costSnapshot: true,
    serials: 'receive',
    links: [{ field: 'linkNumber', upstream: ['XSCK'], statuses: ['1', '2', '3'], drives: null }],
    statusWord: '入库',
  },
  LSCK: {
    ...base,
    prefix: 'LSCK',
    label: '零售出库',
    type: '出库',
    subType: '零售',
    page: '/bill/retail_out',
    screen: '/bill/RetailOutList',
    report: 'retail',
    partner: { type: '会员', required: false },
    stock: 'out',
    money: 'retail',
    direction: 1,
    priceCategory: 'retail',
    learns: 'commodity_decimal',
    minPrice: true,
    costSnapshot: true,
    serials: 'issue',
    statusWord: '出库',
  },
  LSTH: {
    ...base,
    prefix: 'LSTH',
    label: '零售退货',
    type: '入库',
    subType: '零售退货',
    page: '/bill/retail_back',
    screen: '/bill/RetailBackList',
    report: 'retail',
    returns: true,
    partner: { type: '会员', required: false },
    stock: 'in',
    money: 'retail',
    direction: -1,
    priceCategory: 'retail',
    costSnapshot: true,
    serials: 'receive',
    links: [{ field: 'linkNumber', upstream: ['LSCK'], statuses: ['1', '2', '3'], drives: null }],
    statusWord: '入库',
  },
  QTRK: {
    ...base,
    prefix: 'QTRK',
    label: '其它入库',
    type: '入库',
    subType: '其它',
    page: '/bill/other_in',
    screen: '/bill/OtherInList',
    itemImport: true,
    partner: { type: '供应商', required: false },
    stock: 'in',
    cost: 'value',
    direction: -1,
    priceCategory: 'buy',
    serials: 'receive',
    links: [{ field: 'linkNumber', upstream: ['CGRK', 'XSTH'], statuses: ['1', '3'], drives: 'status', inOutManageOnly: true }],
    statusWord: '入库',
  },
  QTCK: {
    ...base,
    prefix: 'QTCK',
    label: '其它出库',
    type: '出库',
    subType: '其它',
    page: '/bill/other_out',
    screen: '/bill/OtherOutList',
    itemImport: true,
    partner: { type: '客户', required: false },
    stock: 'out',
    direction: 1,
    priceCategory: 'buy',
    serials: 'issue',
    links: [{ field: 'linkNumber', upstream: ['XSCK', 'CGTH'], statuses: ['1', '3'], drives: 'status', inOutManageOnly: true }],
    statusWord: '出库',
  },
  DBCK: {
    ...base,
    prefix: 'DBCK',
    label: '调拨出库',
    type: '出库',
    subType: '调拨',
    page: '/bill/allocation_out',
    screen: '/bill/AllocationOutList',
    depot: 'transfer',
    stock: 'transfer',
    direction: 1,
    priceCategory: 'buy',
    untrackedOnly: true,
    statusWord: '出库',
  },
  ZZD: {
    ...base,
    prefix: 'ZZD',
    label: '组装单',
    type: '其它',
    subType: '组装单',
    page: '/bill/assemble',
    screen: '/bill/AssembleList',
    stock: 'assemble',
    direction: 1,
    priceCategory: 'buy',
    untrackedOnly: true,
    statusWord: '完成',
  },
  CXD: {
    ...base,
    prefix: 'CXD',
    label: '拆卸单',
    type: '其它',
    subType: '拆卸单',
    page: '/bill/disassemble',
    screen: '/bill/DisassembleList',
    stock: 'disassemble',
    direction: 1,
    priceCategory: 'buy',
    untrackedOnly: true,
    statusWord: '完成',
  },
  SCDD: {
    ...base,
    prefix: 'SCDD',
    label: '生产订单',
    type: '其它',
    subType: '生产订单',
    page: '/bill/production_order',
    screen: '/bill/ProductionOrderList',
    production: 'order',
    partner: { type: '客户', required: false },
    stock: 'none',
    cost: null,
    direction: 1,
    priceCategory: 'buy',
    // 以销定产: an order's 成品 line may name a sales-order line; together they may not exceed it (quantities only).
    links: [{ field: 'linkNumber', upstream: ['XSDD'], statuses: ['1', '3'], drives: null }],
    statusWord: '入库',
  },
  SCRK: {
    ...base,
    prefix: 'SCRK',
    label: '生产入库',
    type: '入库',
    subType: '生产入库',
    page: '/bill/production_in',
    screen: '/bill/ProductionInList',
    production: 'receipt',
    stock: 'produce',
    cost: 'consumed',
    direction: -1,
    priceCategory: 'buy',
    serials: 'byRole',
    links: [{ field: 'linkNumber', upstream: ['SCDD'], statuses: ['1', '3'], drives: 'status' }],
    statusWord: '入库',
  },
  PDLR: {
    ...base,
    prefix: 'PDLR',
    label: '盘点录入',
    type: '其它',
    subType: '盘点录入',
    page: '/bill/stock_check_entry',
    screen: '/bill/StockCheckEntryList',
    stockCount: 'entry',
    stock: 'none',
    cost: null,
    direction: 1,
    priceCategory: 'buy',
    untrackedOnly: true,
    statusWord: '复盘',
    doneLabel: '已复盘',
  },
  PDFP: {
    ...base,
    prefix: 'PDFP',
    label: '盘点复盘',
    type: '其它',
    subType: '盘点复盘',
    page: '/bill/stock_check_adjust',
    screen: '/bill/StockCheckAdjustList',
    stockCount: 'adjust',
    stock: 'adjust',
    direction: 1,
    priceCategory: 'buy',
    untrackedOnly: true,
    links: [{ field: 'linkNumber', upstream: ['PDLR'], statuses: ['1'], drives: 'converted' }],
    statusWord: '完成',
  },
};

export const BILL_PAGES: readonly string[] = BILL_PREFIXES.map((p) => BILL_KINDS[p].page);

/** The prefixes of the kinds that satisfy `test`, in catalogue order: how code outside the catalogue names kinds. */
export function kindsWhere(test: (kind: BillKind) => boolean): BillPrefix[] {
  return BILL_PREFIXES.filter((p) => test(BILL_KINDS[p]));
}

/** The one kind that satisfies `test` (the catalogue holds exactly one, or this throws when loaded). */
export function theKind(test: (kind: BillKind) => boolean): BillKind {
  const found = kindsWhere(test);
  if (found.length !== 1) throw new Error(`expected one bill kind, found ${found.length}`);
  return BILL_KINDS[found[0]!];
}

/** +1 for a bill that adds to its trade's figures, −1 for a return. */
export const reportSign = (kind: BillKind): 1 | -1 => (kind.returns ? -1 : 1);

/** Orders: bills that fulfil them (or later cancel them) and carry a deposit, no stock. */
export const isOrder = (kind: BillKind): boolean => kind.money === 'order';

/** The link by which a bill of `kind` buys for a sales order (以销定购), if it has one. */
export const purchaseForLink = (kind: BillKind): LinkRule | undefined => kind.links.find((l) => l.drives === 'purchaseStatus');

/** Whether bills of another kind buy for bills of this kind (以销定购 progress, 采购状态). */
export const isPurchasedFor = (kind: BillKind): boolean => BILL_PREFIXES.some((p) => purchaseForLink(BILL_KINDS[p])?.upstream.includes(kind.prefix));

/** The link of a warehouse bill to the purchase/sale bills it handles under 出入库管理 (待入库/待出库), if any. */
export const warehouseLink = (kind: BillKind): LinkRule | undefined => kind.links.find((l) => l.inOutManageOnly);

/** Whether a kind's lines carry prices at all (a 请购单 — no stock, no money — has only quantities). */
export const hasPrices = (kind: BillKind): boolean => kind.money !== 'none' || (kind.depot !== 'none' && kind.stock !== 'none');

/** Whether a bill of the kind is paid or paid into (an account, a deposit): a quote and a warehouse bill are not. */
export const takesPayment = (kind: BillKind): boolean => kind.money !== 'none' && kind.money !== 'quote';

/** Whether the kind's lines carry a tax rate (orders, trades and quotes). */
export const hasTax = (kind: BillKind): boolean => kind.money === 'order' || kind.money === 'trade' || kind.money === 'quote';

/** The kind of a (type, subType) pair as the reference client sends it. */
export function billKindOf(type: string | undefined, subType: string | undefined): BillKind | undefined {
  return BILL_PREFIXES.map((p) => BILL_KINDS[p]).find((k) => k.subType === subType && (type === undefined || type === '' || k.type === type));
}

export const BILL_STATUS_LABELS: Record<string, string> = { '0': '未审核', '1': '已审核', '2': '完成', '3': '部分', '9': '审核中' };
