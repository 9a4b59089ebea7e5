import { Decimal } from 'decimal.js';

/**
 * Money formulas of business-rules §8 in decimal, one copy for the web (live display while typing) and the server
 * (which recomputes every figure from the lines and stores its own). Rounding is half-up: money to 2 places,
 * unit prices to 4, rates and tax-inclusive unit prices to 6.
 */
const HUNDRED = new Decimal(100);
export const round2 = (d: Decimal): Decimal => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
export const round4 = (d: Decimal): Decimal => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
export const round6 = (d: Decimal): Decimal => d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

/** §8.1 金额 = round2(price × qty). */
export const lineAmount = (unitPrice: Decimal, qty: Decimal): Decimal => round2(unitPrice.times(qty));

/** §8.1 the price back-computed from an edited amount (4 places). */
export const priceFromAmount = (allPrice: Decimal, qty: Decimal): Decimal => round4(allPrice.div(qty));

/**
 * §8.1 税额 and 价税合计 of a line amount: with prices including tax the amount is the total and the tax is taken out
 * of it; otherwise the tax is added on top.
 */
export function lineTax(allPrice: Decimal, taxRate: Decimal, priceIncludesTax: boolean): { taxMoney: Decimal; taxLastMoney: Decimal } {
  if (priceIncludesTax) {
    const net = round2(allPrice.div(taxRate.div(HUNDRED).plus(1)));
    return { taxMoney: round2(net.times(taxRate).div(HUNDRED)), taxLastMoney: allPrice };
  }
  const taxMoney = round2(allPrice.times(taxRate).div(HUNDRED));
  return { taxMoney, taxLastMoney: allPrice.plus(taxMoney) };
}

/** §8.2 优惠金额 = round2(T × rate ÷ 100), T being Σ 价税合计 of the lines. */
export const discountMoneyOf = (taxTotal: Decimal, discount: Decimal): Decimal => round2(taxTotal.times(discount).div(HUNDRED));

/** §8.2 the 优惠率 back-computed from an edited 优惠金额 (6 places; 0 when there is nothing to discount). */
export const discountRateOf = (taxTotal: Decimal, discountMoney: Decimal): Decimal =>
  taxTotal.isZero() ? new Decimal(0) : round6(discountMoney.div(taxTotal).times(HUNDRED));
