import { discountMoneyOf, discountRateOf, lineAmount, lineTax, priceFromAmount, round2, round4 } from '@suanpan/contracts';
import Decimal from 'decimal.js';

/**
 * Money of business-rules §8 for live display while typing, with the formulas of @suanpan/contracts' money.ts. The server recomputes and checks
 * every figure (to 0.01) and stores its own, so these only have to agree with it, never to win.
 */
export const dec = (v: unknown): Decimal => {
  if (v === null || v === undefined || v === '') return new Decimal(0);
  try {
    return new Decimal(String(v).trim());
  } catch {
    return new Decimal(0);
  }
};
/** Text of a decimal without trailing zeros (what inputs show and what is posted). */
export const text = (d: Decimal): string =>
  d
    .toFixed()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
export const money = (v: unknown): string => round2(dec(v)).toFixed(2);

export interface LineMoney {
  operNumber: string;
  unitPrice: string;
  allPrice: string;
  taxRate: string;
  taxMoney: string;
  taxLastMoney: string;
}

/** §8.1 from quantity and price: amount = round2(price × qty), then tax and total by the tax mode. */
export function fromPrice<T extends LineMoney>(line: T, taxIncluded: boolean): T {
  const all = lineAmount(dec(line.unitPrice), dec(line.operNumber));
  return { ...line, ...taxOf(all, dec(line.taxRate), taxIncluded) };
}

function taxOf(all: Decimal, rate: Decimal, taxIncluded: boolean): Pick<LineMoney, 'allPrice' | 'taxMoney' | 'taxLastMoney'> {
  const { taxMoney, taxLastMoney } = lineTax(all, rate, taxIncluded);
  return { allPrice: text(all), taxMoney: text(taxMoney), taxLastMoney: text(taxLastMoney) };
}

/** Editing the amount back-computes the price (4 dp); the amount stays as typed. */
export function fromAmount<T extends LineMoney>(line: T, allPrice: string, taxIncluded: boolean): T {
  const qty = dec(line.operNumber);
  const all = round2(dec(allPrice));
  const price = qty.isZero() ? dec(line.unitPrice) : priceFromAmount(all, qty);
  return { ...line, unitPrice: text(price), ...taxOf(all, dec(line.taxRate), taxIncluded) };
}

/** Editing 价税合计 back-computes price, amount and tax (excl. mode: price = round4(total ÷ qty ÷ (1 + rate))). */
export function fromTaxTotal<T extends LineMoney>(line: T, taxLastMoney: string, taxIncluded: boolean): T {
  if (taxIncluded) return fromAmount(line, taxLastMoney, true);
  const qty = dec(line.operNumber);
  const total = round2(dec(taxLastMoney));
  const rate = dec(line.taxRate);
  if (qty.isZero()) return line;
  if (rate.isZero()) return fromAmount(line, text(total), false);
  const price = round4(total.div(qty).div(rate.div(100).plus(1)));
  const all = lineAmount(price, qty);
  return { ...line, unitPrice: text(price), allPrice: text(all), taxMoney: text(total.minus(all)), taxLastMoney: text(total) };
}

export interface HeadMoneyInput {
  discount: string;
  discountMoney?: string | undefined;
  otherMoney: string;
  deposit: string;
}

export interface HeadMoney {
  totalPrice: string;
  taxTotal: string;
  discount: string;
  discountMoney: string;
  discountLastMoney: string;
  /** What is still owed before this bill's payment: discountLastMoney + otherMoney − deposit. */
  owed: string;
}

/** §8.2: discount from the rate (or the rate back from an edited discount amount), after-discount total, owed. */
export function headMoney(lines: readonly LineMoney[], input: HeadMoneyInput): HeadMoney {
  const total = lines.reduce((s, l) => s.plus(dec(l.allPrice)), new Decimal(0));
  const taxTotal = lines.reduce((s, l) => s.plus(dec(l.taxLastMoney)), new Decimal(0));
  let discount = dec(input.discount);
  let discountMoney: Decimal;
  if (input.discountMoney !== undefined) {
    discountMoney = round2(dec(input.discountMoney));
    discount = discountRateOf(taxTotal, discountMoney);
  } else {
    discountMoney = discountMoneyOf(taxTotal, discount);
  }
  const last = taxTotal.minus(discountMoney);
  return {
    totalPrice: text(total),
    taxTotal: text(taxTotal),
    discount: text(discount),
    discountMoney: text(discountMoney),
    discountLastMoney: text(last),
    owed: text(last.plus(dec(input.otherMoney)).minus(dec(input.deposit))),
  };
}

/** 本次欠款 = owed − paid now. */
export const debtOf = (owed: string, changeAmount: string): string => text(dec(owed).minus(dec(changeAmount)));
