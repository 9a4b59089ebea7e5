import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accountSharesMatch, headMoney, lineMoney, MoneyMismatch } from './bill-money.js';

const d = (v: string) => new Decimal(v);

describe('line money (§8.1)', () => {
  it('prices excluding tax: amount, tax and total in decimal', () => {
    const l = lineMoney({ operNumber: d('3'), unitPrice: d('0.1'), taxRate: d('13') }, false, 'rows.0');
    expect(l.allPrice.toFixed(2)).toBe('0.30');
    expect(l.taxMoney.toFixed(2)).toBe('0.04');
    expect(l.taxLastMoney.toFixed(2)).toBe('0.34');
  });

  it('prices including tax: the tax is extracted from the amount', () => {
    const l = lineMoney({ operNumber: d('1'), unitPrice: d('113'), taxRate: d('13') }, true, 'rows.0');
    expect(l.taxLastMoney.toFixed(2)).toBe('113.00');
    expect(l.taxMoney.toFixed(2)).toBe('13.00');
  });

  it('an amount typed instead of a price back-computes the price (4 dp)', () => {
    const l = lineMoney({ operNumber: d('3'), allPrice: d('10') }, false, 'rows.0');
    expect(l.unitPrice.toFixed(4)).toBe('3.3333');
    expect(l.allPrice.toFixed(2)).toBe('10.00');
  });

  it('refuses a client amount that does not match price × quantity', () => {
    expect(() => lineMoney({ operNumber: d('2'), unitPrice: d('5'), allPrice: d('11') }, false, 'rows.1')).toThrow(MoneyMismatch);
  });
});

describe('head money (§8.2)', () => {
  const lines = [lineMoney({ operNumber: d('10'), unitPrice: d('10'), taxRate: d('10') }, false, 'rows.0')];

  it('trade bills: discount, other money, deposit, paid and debt', () => {
    const h = headMoney('trade', lines, { discount: d('10'), otherMoney: d('5'), deposit: d('20'), changeAmount: d('50') });
    expect(h.totalPrice.toFixed(2)).toBe('100.00');
    expect(h.discountMoney.toFixed(2)).toBe('11.00');
    expect(h.discountLastMoney.toFixed(2)).toBe('99.00');
    expect(h.debt.toFixed(2)).toBe('34.00');
  });

  it('a discount amount back-computes the rate', () => {
    const h = headMoney('trade', lines, { discountMoney: d('11') });
    expect(h.discount.toFixed(2)).toBe('10.00');
    expect(h.changeAmount.toFixed(2)).toBe('99.00');
    expect(h.debt.isZero()).toBe(true);
  });

  it('refuses a wrong debt sent by the client', () => {
    expect(() => headMoney('trade', lines, { changeAmount: d('50'), debt: d('10') })).toThrow(/本次欠款计算不正确/);
  });

  it('retail: the received amount is the sum of the lines', () => {
    const h = headMoney('retail', lines, { backAmount: d('3') });
    expect(h.changeAmount.toFixed(2)).toBe('100.00');
    expect(h.backAmount.toFixed(2)).toBe('3.00');
  });

  it('orders: the paid amount is the deposit and nothing is owed', () => {
    const h = headMoney('order', lines, { changeAmount: d('30') });
    expect(h.changeAmount.toFixed(2)).toBe('30.00');
    expect(h.debt.isZero()).toBe(true);
  });

  it('multi-account shares (magnitudes: the sign of the kind is read before) must sum to the paid amount', () => {
    expect(accountSharesMatch([d('60'), d('40')], d('100'))).toBe(true);
    expect(accountSharesMatch([d('60'), d('30')], d('100'))).toBe(false);
  });
});
