import { BILL_PREFIXES, type BillKind, type BillPrefix, type LinkRule } from './bill-kind-types.js';
import { BILL_KINDS } from './bill-kinds.js';

// Properties derived from the catalogue: how code outside it asks about kinds (never by prefix).

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

/**
 * Signed base-quantity effect of one line in its depot (+ in, − out); transfers also add to the target. The server posts
 * by it and the bill editor warns by it (a line going out beyond its stock).
 */
export function lineSign(kind: BillKind, materialType: string | null): 1 | -1 {
  switch (kind.stock) {
    case 'in':
      return 1;
    case 'out':
    case 'transfer':
      return -1;
    case 'assemble':
      return materialType === '组合件' ? 1 : -1;
    case 'disassemble':
      return materialType === '组合件' ? -1 : 1;
    case 'produce':
      return materialType === '原料' ? -1 : 1;
    case 'adjust':
      return materialType === '盘亏' ? -1 : 1;
    default:
      return 1;
  }
}

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
