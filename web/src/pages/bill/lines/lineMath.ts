import Decimal from 'decimal.js';

/**
 * Money formulas of business-rules §8 in decimal, for live display while typing. The server recomputes and checks
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
const HUNDRED = new Decimal(100);
export const round2 = (d: Decimal): Decimal => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
export const round4 = (d: Decimal): Decimal => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
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
  const all = round2(dec(line.unitPrice).times(dec(line.operNumber)));
  return { ...line, ...taxOf(all, dec(line.taxRate), taxIncluded) };
}

function taxOf(all: Decimal, rate: Decimal, taxIncluded: boolean): Pick<LineMoney, 'allPrice' | 'taxMoney' | 'taxLastMoney'> {
  if (taxIncluded) {
    const tax = round2(
      round2(all.div(rate.div(HUNDRED).plus(1)))
        .times(rate)
        .div(HUNDRED),
    );
    return { allPrice: text(all), taxMoney: text(tax), taxLastMoney: text(all) };
  }
  const tax = round2(all.times(rate).div(HUNDRED));
  return { allPrice: text(all), taxMoney: text(tax), taxLastMoney: text(all.plus(tax)) };
}

/** Editing the amount back-computes the price (4 dp); the amount stays as typed. */
export function fromAmount<T extends LineMoney>(line: T, allPrice: string, taxIncluded: boolean): T {
  const qty = dec(line.operNumber);
  const all = round2(dec(allPrice));
  const price = qty.isZero() ? dec(line.unitPrice) : round4(all.div(qty));
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
  const price = round4(total.div(qty).div(rate.div(HUNDRED).plus(1)));
  const all = round2(price.times(qty));
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
    discount = taxTotal.isZero() ? new Decimal(0) : discountMoney.div(taxTotal).times(HUNDRED).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  } else {
    discountMoney = round2(taxTotal.times(discount).div(HUNDRED));
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
