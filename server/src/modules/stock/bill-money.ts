import { Decimal } from 'decimal.js';
import { discountMoneyOf, discountRateOf, lineAmount, lineTax, priceFromAmount, round6, type MoneyRule } from '@suanpan/contracts';

/**
 * Money of business-rules §8 on the server: the formulas are @suanpan/contracts' money.ts (shared with the web). The reference computes
 * them in the browser and stores what it gets; here client values are only *checked* (to 0.01,
 * the display precision) and the server's own figures are stored. Amounts are magnitudes, the direction
 * comes from the bill kind; what signs the typed values may carry is decided before (platform/document/amounts.ts).
 */
export const TOLERANCE = new Decimal('0.01');
const HUNDRED = new Decimal(100);

export class MoneyMismatch extends Error {
  constructor(
    readonly field: string,
    readonly label: string,
    readonly expected: Decimal,
  ) {
    super(`${label}计算不正确，应为${expected.toFixed(2)}`);
  }
}

export { round6 };

function check(field: string, label: string, client: Decimal | undefined, server: Decimal): void {
  if (client !== undefined && client.minus(server).abs().greaterThan(TOLERANCE)) throw new MoneyMismatch(field, label, server);
}

export interface LineMoneyInput {
  operNumber: Decimal;
  unitPrice?: Decimal | undefined;
  allPrice?: Decimal | undefined;
  taxRate?: Decimal | undefined;
  taxMoney?: Decimal | undefined;
  taxLastMoney?: Decimal | undefined;
  taxUnitPrice?: Decimal | undefined;
}

export interface LineMoney {
  unitPrice: Decimal;
  allPrice: Decimal;
  taxRate: Decimal;
  taxMoney: Decimal;
  taxLastMoney: Decimal;
  taxUnitPrice: Decimal;
}

/** §8.1 line amounts; `priceIncludesTax` is 商品价格含税 (material_price_tax_flag). */
export function lineMoney(input: LineMoneyInput, priceIncludesTax: boolean, field: string): LineMoney {
  const qty = input.operNumber;
  const rate = input.taxRate ?? new Decimal(0);
  // Editing the amount back-computes the price (4 dp), as the reference grid does.
  const unitPrice = input.unitPrice ?? (input.allPrice && qty.greaterThan(0) ? priceFromAmount(input.allPrice, qty) : new Decimal(0));
  const allPrice = lineAmount(unitPrice, qty);
  check(`${field}.allPrice`, '金额', input.allPrice, allPrice);
  const { taxMoney, taxLastMoney } = lineTax(allPrice, rate, priceIncludesTax);
  check(`${field}.taxMoney`, '税额', input.taxMoney, taxMoney);
  check(`${field}.taxLastMoney`, '价税合计', input.taxLastMoney, taxLastMoney);
  const taxUnitPrice = input.taxUnitPrice ?? round6(priceIncludesTax ? unitPrice : unitPrice.times(rate.div(HUNDRED).plus(1)));
  return { unitPrice, allPrice, taxRate: rate, taxMoney, taxLastMoney, taxUnitPrice };
}

export interface HeadMoneyInput {
  discount?: Decimal | undefined;
  discountMoney?: Decimal | undefined;
  discountLastMoney?: Decimal | undefined;
  otherMoney?: Decimal | undefined;
  deposit?: Decimal | undefined;
  changeAmount?: Decimal | undefined;
  backAmount?: Decimal | undefined;
  debt?: Decimal | undefined;
  totalPrice?: Decimal | undefined;
}

export interface HeadMoney {
  totalPrice: Decimal;
  discount: Decimal;
  discountMoney: Decimal;
  discountLastMoney: Decimal;
  otherMoney: Decimal;
  deposit: Decimal;
  changeAmount: Decimal;
  backAmount: Decimal;
  debt: Decimal;
}

const ZERO = new Decimal(0);

/** §8.2 header amounts for a bill kind's money rule, from its computed lines. */
export function headMoney(rule: MoneyRule, lines: readonly LineMoney[], input: HeadMoneyInput): HeadMoney {
  const totalPrice = lines.reduce((s, l) => s.plus(l.allPrice), ZERO);
  check('info.totalPrice', '金额合计', input.totalPrice, totalPrice);
  const none: HeadMoney = {
    totalPrice,
    discount: ZERO,
    discountMoney: ZERO,
    discountLastMoney: ZERO,
    otherMoney: ZERO,
    deposit: ZERO,
    changeAmount: ZERO,
    backAmount: ZERO,
    debt: ZERO,
  };
  if (rule === 'none') return none;
  if (rule === 'retail') {
    // 实收金额 is the sum of the lines; 找零 is what the cashier handed back and is only stored.
    check('info.changeAmount', '实收金额', input.changeAmount, totalPrice);
    return { ...none, changeAmount: totalPrice, backAmount: input.backAmount ?? ZERO };
  }
  const taxTotal = lines.reduce((s, l) => s.plus(l.taxLastMoney), ZERO);
  let discount = input.discount ?? ZERO;
  if (discount.greaterThan(HUNDRED)) throw new MoneyMismatch('info.discount', '优惠率', HUNDRED);
  let discountMoney: Decimal;
  if (input.discountMoney !== undefined) {
    discountMoney = input.discountMoney;
    if (discountMoney.greaterThan(taxTotal)) throw new MoneyMismatch('info.discountMoney', '优惠金额', taxTotal);
    if (input.discount === undefined) discount = discountRateOf(taxTotal, discountMoney);
    else check('info.discountMoney', '优惠金额', discountMoney, discountMoneyOf(taxTotal, discount));
  } else {
    discountMoney = discountMoneyOf(taxTotal, discount);
  }
  const discountLastMoney = taxTotal.minus(discountMoney);
  check('info.discountLastMoney', '优惠后金额', input.discountLastMoney, discountLastMoney);
  // A quote is priced and discounted, never paid.
  if (rule === 'quote') return { ...none, discount, discountMoney, discountLastMoney };
  if (rule === 'order') {
    // On orders the paid/received amount is the deposit; nothing is owed yet.
    return { ...none, discount, discountMoney, discountLastMoney, changeAmount: input.changeAmount ?? ZERO };
  }
  const otherMoney = input.otherMoney ?? ZERO;
  const deposit = input.deposit ?? ZERO;
  const owed = discountLastMoney.plus(otherMoney).minus(deposit);
  const changeAmount = input.changeAmount ?? owed;
  const debt = owed.minus(changeAmount);
  check('info.debt', '本次欠款', input.debt, debt);
  return { totalPrice, discount, discountMoney, discountLastMoney, otherMoney, deposit, changeAmount, backAmount: ZERO, debt };
}

/** Multi-account shares (magnitudes) must sum to the paid amount (8500008). */
export function accountSharesMatch(amounts: readonly Decimal[], changeAmount: Decimal): boolean {
  const sum = amounts.reduce((s, a) => s.plus(a), ZERO);
  return sum.minus(changeAmount).abs().lessThan(new Decimal('0.005'));
}
