import { describe, expect, it } from 'vitest';
import { CATEGORY_BARS, categoryValueBars, chartCategories } from './categoryValueChart';

const row = (name: string, value: string) => ({ categoryId: 1, categoryName: name, currentStock: '1', currentStockPrice: value });

describe('库存金额按类别 chart', () => {
  it('keeps up to ten categories as they are, largest first as the server sent them', () => {
    const rows = Array.from({ length: CATEGORY_BARS }, (_, i) => row(`类${i}`, String(100 - i)));
    expect(chartCategories(rows)).toEqual(rows.map((r) => ({ name: r.categoryName, value: r.currentStockPrice })));
  });

  it('sums the tail after nine into 其它 in decimal (0.1 + 0.2 is 0.3, not 0.30000000000000004)', () => {
    const rows = [...Array.from({ length: 9 }, (_, i) => row(`类${i}`, '100')), row('甲', '0.1'), row('乙', '0.2'), row('丙', '-0.05')];
    const bars = chartCategories(rows);
    expect(bars).toHaveLength(CATEGORY_BARS);
    expect(bars.at(-1)).toEqual({ name: '其它', value: '0.25' });
  });

  it('draws the largest category on top and labels each bar with the server figure, thousands grouped', () => {
    const option = categoryValueBars([row('面料', '1234567.5'), row('辅料', '-20')]);
    expect(option.yAxis).toMatchObject({ data: ['辅料', '面料'] });
    const series = [option.series].flat()[0] as { data: number[]; label: { formatter: (p: { dataIndex: number }) => string } };
    expect(series.data).toEqual([-20, 1234567.5]);
    expect(series.label.formatter({ dataIndex: 1 })).toBe('1,234,567.5');
    expect(series.label.formatter({ dataIndex: 0 })).toBe('-20');
  });
});
