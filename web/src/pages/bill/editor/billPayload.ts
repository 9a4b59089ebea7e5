import { hasTax, takesPayment, toJsonText, type BillHeadRequest, type BillKind, type BillRowRequest, type JsonText } from '@suanpan/contracts';
import Decimal from 'decimal.js';
import { dec, debtOf, headMoney, text } from '../lines/lineMath';
import type { BillLine } from '../lines/lineTypes';

/** 收款类型 of a retail sale: cash (or card…) into an account, or the member's advance. */
export const CASH = '现付';
export const PREPAID = '预付款';

/** The header as the editor form holds it (money as decimal text). */
export interface HeadValues {
  id?: number | undefined;
  number: string;
  /** The number proposed when a new bill was opened: sent back unchanged, the server assigns the next at save. */
  defaultNumber?: string | undefined;
  operTime: string;
  organId?: number | undefined;
  accountId?: number | undefined;
  multi?: Array<{ accountId: number; amount: string }> | undefined;
  discount?: string | undefined;
  otherMoney?: string | undefined;
  deposit?: string | undefined;
  changeAmount?: string | undefined;
  getAmount?: string | undefined;
  payType?: string | undefined;
  remark?: string | undefined;
  salesMan?: number[] | undefined;
  linkNumber?: string | undefined;
  linkApply?: string | undefined;
  /** Comma list of stored attachment paths. */
  fileName?: string | undefined;
  /** Dates of the kind's extra header fields (yyyy-MM-dd): 有效期至, 交货日期 / 计划完工, 计划开工; 报价条款. */
  validUntil?: string | undefined;
  deliveryTime?: string | undefined;
  planStartDate?: string | undefined;
  terms?: string | undefined;
}

export const filledLines = (lines: readonly BillLine[]): BillLine[] => lines.filter((l) => l.barCode !== '');

/** Header figures of the money rule from the lines and the form (what the editor shows live). */
export function headFigures(kind: BillKind, lines: readonly BillLine[], head: HeadValues) {
  const m = headMoney(filledLines(lines), { discount: head.discount ?? '0', otherMoney: head.otherMoney ?? '0', deposit: head.deposit ?? '0' });
  const change = head.changeAmount ?? '0';
  return { ...m, debt: kind.money === 'trade' ? debtOf(m.owed, change) : '0' };
}

const opt = <T>(v: T | undefined | null | ''): T | undefined => (v === '' || v === null ? undefined : v);

/**
 * `{info, rows}` of addDepotHeadAndDetail as JSON text (api.md §2.10), each typed by the contract's request schema.
 * Amounts are sent as magnitudes: the server takes the direction from the kind, recomputes every figure and refuses
 * a mismatch.
 */
export function buildPayload(
  kind: BillKind,
  head: HeadValues,
  lines: readonly BillLine[],
  status: '0' | '1',
): { info: JsonText<BillHeadRequest>; rows: JsonText<BillRowRequest[]> } {
  const rows = filledLines(lines);
  const fig = headFigures(kind, rows, head);
  const info: BillHeadRequest = {
    id: head.id,
    type: kind.type,
    subType: kind.subType,
    number: head.number,
    defaultNumber: head.id ? undefined : head.defaultNumber,
    operTime: head.operTime,
    organId: head.organId,
    remark: opt(head.remark),
    status,
    totalPrice: fig.totalPrice,
    linkNumber: opt(head.linkNumber),
    linkApply: opt(head.linkApply),
    salesMan: head.salesMan?.length ? head.salesMan.join(',') : undefined,
    fileName: opt(head.fileName),
    validUntil: opt(head.validUntil),
    deliveryTime: opt(head.deliveryTime),
    planStartDate: opt(head.planStartDate),
    terms: opt(head.terms),
  };
  if (head.multi?.length) {
    info.accountIdList = JSON.stringify(head.multi.map((a) => String(a.accountId)));
    info.accountMoneyList = JSON.stringify(head.multi.map((a) => a.amount));
  } else {
    info.accountId = head.accountId;
  }
  if (kind.money === 'retail') {
    info.changeAmount = fig.totalPrice;
    // 找零 is what the cashier hands back: nothing when less than the total was received (never a negative flipped).
    info.backAmount = text(Decimal.max(dec(head.getAmount ?? fig.totalPrice).minus(dec(fig.totalPrice)), 0));
    info.payType = head.payType === PREPAID ? PREPAID : CASH;
    if (info.payType === PREPAID) Object.assign(info, { accountId: undefined, backAmount: '0' });
  } else if (hasTax(kind)) {
    Object.assign(info, { discount: fig.discount, discountMoney: fig.discountMoney, discountLastMoney: fig.discountLastMoney });
    if (takesPayment(kind)) info.changeAmount = head.changeAmount ?? '0';
    else info.accountId = undefined;
    if (kind.money === 'trade') Object.assign(info, { otherMoney: head.otherMoney ?? '0', deposit: head.deposit ?? '0', debt: fig.debt });
  }
  const lineRows = rows.map((l): BillRowRequest => ({
    barCode: l.barCode,
    unit: l.unit,
    operNumber: l.operNumber,
    unitPrice: l.unitPrice,
    allPrice: l.allPrice,
    taxRate: l.taxRate,
    taxMoney: l.taxMoney,
    taxLastMoney: l.taxLastMoney,
    depotId: l.depotId,
    anotherDepotId: l.anotherDepotId,
    snList: opt(l.snList),
    batchNumber: opt(l.batchNumber),
    expirationDate: opt(l.expirationDate),
    sku: opt(l.sku),
    linkId: l.linkId,
    mType: opt(l.mType),
    unitUsage: opt(l.unitUsage),
    lossRate: opt(l.lossRate),
    remark: opt(l.remark),
  }));
  return { info: toJsonText(info), rows: toJsonText(lineRows) };
}
