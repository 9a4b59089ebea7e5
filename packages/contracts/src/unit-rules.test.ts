import { describe, expect, it } from 'vitest';
import { unitRatioProblem } from './unit-rules.js';

describe('unit ratio rule', () => {
  it('accepts numbers over 1 with at most three decimals', () => {
    for (const ratio of ['12', '1.001', '2.5', '1000', ' 6 ']) expect(unitRatioProblem(ratio), ratio).toBeUndefined();
  });

  it('refuses other formats and ratios of 1 or less, naming the ratio', () => {
    expect(unitRatioProblem('abc')).toBe('抱歉，比例只能为数字，最多三位小数！');
    expect(unitRatioProblem('2.1234', '比例2')).toBe('抱歉，比例2只能为数字，最多三位小数！');
    expect(unitRatioProblem('-3')).toBe('抱歉，比例只能为数字，最多三位小数！');
    expect(unitRatioProblem('1e3')).toBe('抱歉，比例只能为数字，最多三位小数！');
    expect(unitRatioProblem('1')).toBe('比例必须大于1');
    expect(unitRatioProblem('0.125', '比例3')).toBe('比例3必须大于1');
  });
});
