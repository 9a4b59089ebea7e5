import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyInCapitals } from './money-capitals.js';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACE: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };

/** Reads capitals back into fen (an independent reading, for the round trip). */
function fenOf(text: string): bigint {
  const negative = text.startsWith('负');
  const body = negative ? text.slice(1) : text;
  const [yuanText = '', rest = ''] = body.includes('元') ? body.split('元') : ['', body];
  // Digits with 拾佰仟 make a group below 10⁴; a run of 万/亿 after it says which group (万亿 = 10¹²).
  const MARK: Record<string, bigint> = { 万: 10n ** 4n, 亿: 10n ** 8n, 万亿: 10n ** 12n, 亿亿: 10n ** 16n };
  let total = 0n;
  let section = 0n;
  let digit = 0n;
  for (const token of yuanText.match(/[万亿]+|./g) ?? []) {
    const d = DIGITS.indexOf(token);
    if (d > 0) {
      digit = BigInt(d);
    } else if (token in PLACE) {
      section += digit * PLACE[token]!;
      digit = 0n;
    } else if (token in MARK) {
      total += (section + digit) * MARK[token]!;
      section = 0n;
      digit = 0n;
    }
  }
  const yuan = total + section + digit;
  const jiao = /(.)角/.exec(rest)?.[1];
  const fen = /(.)分/.exec(rest)?.[1];
  const cents = yuan * 100n + BigInt(jiao ? DIGITS.indexOf(jiao) * 10 : 0) + BigInt(fen ? DIGITS.indexOf(fen) : 0);
  return negative ? -cents : cents;
}

describe('moneyInCapitals', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['0.56', '伍角陆分'],
    ['10', '壹拾元整'],
    ['10.06', '壹拾元零陆分'],
    ['100.10', '壹佰元壹角'],
    ['1005.06', '壹仟零伍元零陆分'],
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['100010', '壹拾万零壹拾元整'],
    ['1000000.00', '壹佰万元整'],
    ['10000001', '壹仟万零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['1000000000000', '壹万亿元整'],
    ['-1234.5', '负壹仟贰佰叁拾肆元伍角'],
    ['-0.001', '零元整'],
    ['2.345', '贰元叁角伍分'],
    ['999999999999999999.99', '玖拾玖亿亿玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (amount, text) => {
    expect(moneyInCapitals(amount)).toBe(text);
  });

  it('takes a Decimal and rounds half-up on the decimal digits, never through a float', () => {
    expect(moneyInCapitals(new Decimal('1.005'))).toBe('壹元零壹分');
    expect(moneyInCapitals(new Decimal('0.1').plus('0.2'))).toBe('叁角');
  });

  it('reads back to the amount it was given, for any amount to the fen', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (cents) => {
        const amount = new Decimal(cents.toString()).div(100);
        const text = moneyInCapitals(amount);
        expect(fenOf(text)).toBe(cents);
        // Never two zeros together, never a zero before 元 or at the end, 整 only after 元.
        if (cents !== 0n) expect(text).not.toMatch(/零零|零元|零$|零[万亿]|[角分]整/);
      }),
      { numRuns: 2000 },
    );
  });
});
