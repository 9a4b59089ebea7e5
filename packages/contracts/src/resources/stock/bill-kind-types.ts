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
