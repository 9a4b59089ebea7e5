import { describe, expect, it } from 'vitest';
import { ellipsis, formatDate, isDecimal, thousands } from './formatters';
import { greeting } from './greeting';

describe('formatters', () => {
  it('cuts text after 25 characters by default', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsis('商品名称很长', 3)).toBe('商品名...');
    expect(ellipsis(null)).toBe('');
  });

  it('groups thousands without touching decimals or masks', () => {
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands('-1000')).toBe('-1,000');
    expect(thousands('12345678901234567890.12')).toBe('12,345,678,901,234,567,890.12');
    expect(thousands('***')).toBe('***');
    expect(thousands(0)).toBe('0');
  });

  it('formats dates as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatDate('2026-05-06', 'YYYY/MM/DD')).toBe('2026/05/06');
    expect(formatDate('')).toBe('');
  });

  it('accepts digits with up to 3 decimals', () => {
    expect(isDecimal('12.345')).toBe(true);
    expect(isDecimal('12.3456')).toBe(false);
    expect(isDecimal('-1')).toBe(false);
  });
});

describe('greeting by hour (spec §2.2 boundaries)', () => {
  const at = (hour: number, minute = 0) => greeting(new Date(2026, 0, 1, hour, minute));
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('%i:00 → %s', (hour, text) => {
    expect(at(hour)).toBe(text);
  });
  it('uses the hour only (8:59 is still morning, 11:59 forenoon)', () => {
    expect(at(8, 59)).toBe('早上好');
    expect(at(11, 59)).toBe('上午好');
    expect(at(13, 59)).toBe('中午好');
  });
});
