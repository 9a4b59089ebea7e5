import { describe, expect, it } from 'vitest';
import { monthBars } from './monthChart';

describe('home page month bars', () => {
  it('draws each month, labels it with the server decimal, and shows a masked month as *** over an empty bar', () => {
    const option = monthBars(
      [
        { x: '2026-10', y: '12345.67' },
        { x: '2026-11', y: '***' },
      ],
      '#1890ff',
    );
    expect(option.xAxis).toMatchObject({ data: ['2026-10', '2026-11'] });
    const series = [option.series].flat()[0] as { data: number[]; label: { formatter: (p: { dataIndex: number }) => string } };
    expect(series.data).toEqual([12345.67, 0]);
    expect(series.label.formatter({ dataIndex: 0 })).toBe('12,345.67');
    expect(series.label.formatter({ dataIndex: 1 })).toBe('***');
  });
});
