import { BILL_KINDS, BILL_PREFIXES, hasPrices, hasTax, isOrder, type BillKind, type BillPrefix } from '@suanpan/contracts';

/**
 * The web side of the bill-kind catalogue: the contract's `BILL_KINDS` (one table for server and screens) plus the
 * only thing the screens add, the menu component. Everything else a screen shows is derived here from the kind,
 * so the 14 list screens and editors are one list page and one editor reading this table.
 */
/** The menu component of each kind's list screen. */
export const BILL_COMPONENTS: Record<BillPrefix, string> = Object.fromEntries(BILL_PREFIXES.map((p) => [p, BILL_KINDS[p].screen])) as Record<
  BillPrefix,
  string
>;

export const kindOf = (prefix: BillPrefix): BillKind => BILL_KINDS[prefix];

/** Kinds that may be filled from a bill of `prefix` ("转…" buttons), the order flows of §4.1; 以销定购 aside. */
export function transferTargets(prefix: BillPrefix, inOutManage = false): BillKind[] {
  // 以销定产 and 生成复盘单 are their own actions (one order per sales-order line with its BOM; counted − book as
  // 盘盈/盘亏), not a copy of the lines.
  return BILL_PREFIXES.map(kindOf).filter(
    (k) =>
      k.production !== 'order' &&
      k.stockCount !== 'adjust' &&
      k.links.some((l) => l.upstream.includes(prefix) && l.drives !== 'purchaseStatus' && (inOutManage || !l.inOutManageOnly)),
  );
}

/** The link rule a bill of `target` uses to point at an upstream of `source`. */
export const linkRuleOf = (target: BillKind, source: BillPrefix) => target.links.find((l) => l.upstream.includes(source));

/** Whether downstream bills drive this kind's 部分/完成 status (then those statuses are filters and 强制结单 applies). */
export const isFulfilled = (prefix: BillPrefix, inOutManage = false): boolean =>
  BILL_PREFIXES.some((p) => kindOf(p).links.some((l) => l.drives === 'status' && l.upstream.includes(prefix) && (inOutManage || !l.inOutManageOnly)));

/** Statuses a transfer source may be in (audited or partly fulfilled). */
export const TRANSFERABLE = ['1', '3'];

export interface KindView {
  partner: BillKind['partner'];
  hasDepot: boolean;
  transfer: boolean;
  prices: boolean;
  tax: boolean;
  tracked: boolean;
  assembly: boolean;
  linkable: boolean;
  retail: boolean;
}

/** What the editor and list show for a kind, read off the contract. */
export function viewOf(kind: BillKind): KindView {
  return {
    partner: kind.partner,
    hasDepot: kind.depot !== 'none',
    transfer: kind.depot === 'transfer',
    prices: hasPrices(kind),
    tax: hasTax(kind),
    tracked: kind.serials !== null,
    assembly: kind.stock === 'assemble' || kind.stock === 'disassemble',
    linkable: kind.links.some((l) => !l.inOutManageOnly && l.drives !== 'purchaseStatus'),
    retail: kind.money === 'retail',
  };
}

/** Extra header fields of a kind beyond partner, date, number, links and remark. */
export type HeadExtra = 'validUntil' | 'terms' | 'deliveryTime';

export function headExtras(kind: BillKind): HeadExtra[] {
  if (kind.money === 'quote') return ['validUntil', 'terms'];
  if (isOrder(kind)) return ['deliveryTime'];
  return [];
}
