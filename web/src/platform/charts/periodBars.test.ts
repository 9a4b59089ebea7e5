import { describe, expect, it } from 'vitest';
import { hasFigures, LABELLED_BARS, periodBars } from './periodBars';

describe('period bars', () => {
  it('has something to draw only with a figure other than zero (a masked one counts)', () => {
    const months = (...ys: string[]) => ys.map((y, i) => ({ x: `2026-0${i + 1}`, y }));
    expect(hasFigures(undefined)).toBe(false);
    expect(hasFigures(months())).toBe(false);
    expect(hasFigures(months('0', '0.00', '-0', '0.0'))).toBe(false);
    expect(hasFigures(months('0', '0.01'))).toBe(true);
    expect(hasFigures(months('0', '-3'))).toBe(true);
    expect(hasFigures(months('0', '***'))).toBe(true);
  });

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
