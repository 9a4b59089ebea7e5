import type { BillKind } from '@suanpan/contracts';
import type { Row } from '../../../platform/list/listTypes';
import { kindOf, linkRuleOf } from '../billCatalogue';
import { linkedLines } from '../lines/lineFromDetail';
import { fromPrice } from '../lines/lineMath';
import { receiptFromOrder } from '../lines/productionLines';
import type { BillLine } from '../lines/lineTypes';
import type { HeadValues } from './billPayload';

const num = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));
const str = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : String(v));
const ids = (v: unknown): number[] | undefined => (v ? String(v).split(',').filter(Boolean).map(Number) : undefined);

/**
 * What a bill filled from an upstream takes over (转…, 入库/出库 from 待入库/待出库, 以销定购). The partner only
 * when it is of the kind's partner type (a sales order's customer is no supplier); money terms (account,
 * discount, deposit, salesmen) only between bills of the same side; line prices per the link: a warehouse
 * bill under 出入库管理 counts goods at price 0 (business-rules §4.6), a 以销定购 purchase order starts from the
 * purchase price (the customer's price is never shown to purchasing, §4.7), every other follow-up keeps them.
 */
export function linkedDraft(
  target: BillKind,
  source: Row,
  rows: readonly Row[],
  defaultAccount: number | undefined,
): { head: Partial<HeadValues>; rows: Row[] } {
  const from = kindOf(source.prefix as never);
  const rule = linkRuleOf(target, from.prefix);
  const link = String(source.number);
  const samePartner = Boolean(target.partner && from.partner?.type === target.partner.type);
  const sameSide = from.priceCategory === target.priceCategory && target.money !== 'none';
  const head: Partial<HeadValues> = {
    organId: samePartner ? num(source.organId) : undefined,
    accountId: (sameSide ? num(source.accountId) : undefined) ?? defaultAccount,
    discount: sameSide ? (str(source.discount) ?? '0') : '0',
    deposit: sameSide && target.money === 'trade' ? str(source.lastDeposit) : undefined,
    salesMan: sameSide ? ids(source.salesMan) : undefined,
    remark: str(source.remark),
    ...(rule?.field === 'linkApply' ? { linkApply: link } : { linkNumber: link }),
  };
  const price = (r: Row): unknown => (rule?.inOutManageOnly ? '0' : rule?.drives === 'purchaseStatus' ? (r.purchaseDecimal ?? '0') : r.unitPrice);
  return { head, rows: rows.map((r) => ({ ...r, unitPrice: price(r) })) };
}

/**
 * The head and grid lines of a bill filled from `source`'s `rows` — one path for the list's 转… buttons and the
 * editor's 关联单据 pickers: the open quantity of each line, priced per the link, in the default depot when the
 * upstream line has none (orders).
 */
export function linkedFill(
  target: BillKind,
  source: Row,
  rows: readonly Row[],
  at: { account: number | undefined; depot: number | undefined; taxIncluded: boolean },
): { head: Partial<HeadValues>; lines: BillLine[] } {
  const link = linkedDraft(target, source, rows, at.account);
  const lines = linkedLines(link.rows, (l) => fromPrice({ ...l, depotId: l.depotId ?? at.depot }, at.taxIncluded));
  return { head: link.head, lines: target.production === 'receipt' ? receiptFromOrder(lines) : lines };
}
