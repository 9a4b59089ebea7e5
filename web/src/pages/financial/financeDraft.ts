import { toJsonText, type FinanceHeadRequest, type FinanceKind, type FinanceRowRequest, type JsonText } from '@suanpan/contracts';
import Decimal from 'decimal.js';
import type { Row } from '../../platform/list/listTypes';

/** A line of the finance editor: what the grid edits and the server receives. */
export interface FinanceLine {
  key: string;
  accountId?: number | undefined;
  inOutItemId?: number | undefined;
  billNumber?: string | undefined;
  needDebt?: string | undefined;
  finishDebt?: string | undefined;
  eachAmount: string;
  remark?: string | undefined;
}

let seq = 0;
export const newKey = () => `l${(seq += 1)}`;

const dec = (v: string | undefined) => {
  try {
    return new Decimal(v && v.trim() !== '' ? v : '0');
  } catch {
    return new Decimal(0);
  }
};

/** Σ lines (合计), and what moves on the account: total − discount for settling kinds (business-rules §11). */
export function totalsOf(kind: FinanceKind, lines: readonly FinanceLine[], discount: string | undefined) {
  const total = lines.reduce((s, l) => s.plus(dec(l.eachAmount)), new Decimal(0));
  const change = kind.settles ? total.minus(dec(discount)) : total;
  return { total: total.toFixed(2), change: change.toFixed(2) };
}

/** Lines of a stored document, from `/accountItem/getDetailList`. */
export const linesFromDetail = (rows: readonly Row[]): FinanceLine[] =>
  rows.map((r) => ({
    key: newKey(),
    accountId: r.accountId ? Number(r.accountId) : undefined,
    inOutItemId: r.inOutItemId ? Number(r.inOutItemId) : undefined,
    billNumber: r.billNumber ? String(r.billNumber) : undefined,
    needDebt: r.needDebt === null || r.needDebt === undefined ? undefined : String(r.needDebt),
    finishDebt: r.finishDebt === null || r.finishDebt === undefined ? undefined : String(r.finishDebt),
    eachAmount: String(r.eachAmount ?? ''),
    remark: r.remark ? String(r.remark) : undefined,
  }));

/** Bills picked in 选择单据, each proposing what it still owes; bills already in the grid are kept as they are. */
export function addPickedBills(lines: readonly FinanceLine[], picked: readonly Row[]): FinanceLine[] {
  const have = new Set(lines.map((l) => l.billNumber));
  return [
    ...lines,
    ...picked
      .filter((b) => !have.has(String(b.number)))
      .map((b) => ({
        key: newKey(),
        billNumber: String(b.number),
        needDebt: String(b.needDebt),
        finishDebt: String(b.finishDebt),
        eachAmount: String(b.restDebt),
      })),
  ];
}

/** The request body: `info` and `rows` as JSON text, as the reference client posts them, each typed by the contract. */
export function financePayload(
  kind: FinanceKind,
  head: {
    id?: number | undefined;
    billNo?: string | undefined;
    billTime?: string | undefined;
    organId?: number | undefined;
    accountId?: number | undefined;
    handsPersonId?: number | undefined;
    discountMoney?: string | undefined;
    remark?: string | undefined;
    fileName?: string | undefined;
  },
  lines: readonly FinanceLine[],
  status: '0' | '1',
): { info: JsonText<FinanceHeadRequest>; rows: JsonText<FinanceRowRequest[]> } {
  const info: FinanceHeadRequest = { ...head, type: kind.type, status };
  const rows = lines.map(({ key: _key, needDebt: _n, finishDebt: _f, ...rest }): FinanceRowRequest => rest);
  return { info: toJsonText(info), rows: toJsonText(rows) };
}
