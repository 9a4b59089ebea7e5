import { describe, expect, it } from 'vitest';
import { LABELLED_BARS, periodBars } from './periodBars';

describe('period bars', () => {
  it('draws each period, labels it with the server decimal, and shows a masked month as *** over an empty bar', () => {
    const option = periodBars(
      [
        { x: '2026-10', y: '12345.67' },
        { x: '2026-11', y: '***' },
      ],
      '#1890ff',
    );
    expect(option.xAxis).toMatchObject({ data: ['2026-10', '2026-11'] });
    const series = [option.series].flat()[0] as { data: number[]; label: { show: boolean; formatter: (p: { dataIndex: number }) => string } };
    expect(series.data).toEqual([12345.67, 0]);
    expect(series.label.show).toBe(true);
    expect(series.label.formatter({ dataIndex: 0 })).toBe('12,345.67');
    expect(series.label.formatter({ dataIndex: 1 })).toBe('***');
  });

  it('leaves the labels to the tooltip when there are more bars than fit, and draws a negative period below the axis', () => {
    const days = Array.from({ length: LABELLED_BARS + 1 }, (_, i) => ({ x: `2026-03-${String(i + 1).padStart(2, '0')}`, y: i === 0 ? '-10' : '5' }));
    const series = [periodBars(days, '#1890ff').series].flat()[0] as { data: number[]; label: { show: boolean } };
    expect(series.label.show).toBe(false);
    expect(series.data[0]).toBe(-10);
  });
});
