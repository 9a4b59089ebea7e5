import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { discountMoneyOf, discountRateOf, lineAmount, lineTax, priceFromAmount } from './money.js';

const d = (v: string) => new Decimal(v);
const texts = (o: Record<string, Decimal>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.toFixed(2)]));

describe('money formulas (business-rules §8)', () => {
  it('rounds the line amount half-up to cents and back-computes the price to 4 places', () => {
    expect(lineAmount(d('3.335'), d('1')).toFixed()).toBe('3.34');
    expect(lineAmount(d('0.125'), d('3')).toFixed()).toBe('0.38');
    expect(priceFromAmount(d('10'), d('3')).toFixed()).toBe('3.3333');
  });

  it('adds tax on top of a price excluding tax and takes it out of a price including tax', () => {
    expect(texts(lineTax(d('100'), d('13'), false))).toEqual({ taxMoney: '13.00', taxLastMoney: '113.00' });
    // round2(round2(100 ÷ 1.13) × 0.13) = round2(88.50 × 0.13) = 11.51
    expect(texts(lineTax(d('100'), d('13'), true))).toEqual({ taxMoney: '11.51', taxLastMoney: '100.00' });
    expect(texts(lineTax(d('99.99'), d('0'), true))).toEqual({ taxMoney: '0.00', taxLastMoney: '99.99' });
  });

  it('computes the header discount from the rate and the rate back from the amount', () => {
    expect(discountMoneyOf(d('113'), d('5')).toFixed()).toBe('5.65');
    expect(discountRateOf(d('113'), d('5.65')).toFixed()).toBe('5');
    expect(discountRateOf(d('300'), d('1')).toFixed()).toBe('0.333333');
    expect(discountRateOf(d('0'), d('1')).toFixed()).toBe('0');
  });
});
