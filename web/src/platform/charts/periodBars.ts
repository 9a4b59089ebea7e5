import type { ChartPoint } from '@suanpan/contracts';
import type { ChartOption } from './chartOption';
import { thousands } from '../format/formatters';

const drawn = (y: string) => (/^-?\d+(\.\d+)?$/.test(y) ? Number(y) : 0);

/**
 * Whether a series has anything to draw: some figure other than zero (a masked "***" counts: it shows). A series of
 * zeros draws a blank frame, so its card shows an empty state instead.
 */
export const hasFigures = (points: readonly ChartPoint[] | undefined): boolean => (points ?? []).some((p) => !/^-?0*(\.0*)?$/.test(p.y));

/** Up to this many bars carry their figure over them; more would overlap, and the tooltip still has it. */
export const LABELLED_BARS = 12;

/**
 * Bars of one series over consecutive periods (the home page's six months, a report's days or months). The bar heights
 * are only a picture; every figure a user reads (the label over a bar, the tooltip) is the server's decimal text, so a
 * masked month shows "***" over an empty bar.
 */
export function periodBars(points: readonly ChartPoint[], color: string): ChartOption {
  const label = (index: number) => thousands(points[index]?.y ?? '');
  return {
    grid: { left: 4, right: 4, top: 24, bottom: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (items) =>
        [items]
          .flat()
          .map((i) => `${i.name}：${label(i.dataIndex)}`)
          .join('<br/>'),
    },
    xAxis: { type: 'category', data: points.map((p) => p.x), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', show: false },
    series: [
      {
        type: 'bar',
        data: points.map((p) => drawn(p.y)),
        barMaxWidth: 28,
        itemStyle: { color, borderRadius: [3, 3, 0, 0] },
        label: { show: points.length <= LABELLED_BARS, position: 'top', fontSize: 11, formatter: (p) => label(p.dataIndex) },
      },
    ],
  };
}
