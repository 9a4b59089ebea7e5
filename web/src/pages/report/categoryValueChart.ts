import type { CategoryStockValue } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { ChartOption } from '../../platform/charts/chartOption';
import { thousands } from '../../platform/format/formatters';

/** Categories drawn one by one; the rest are summed into 其它 so the chart stays readable with hundreds of them. */
export const CATEGORY_BARS = 10;

/** The categories of the chart, largest stock value first, with the tail after `CATEGORY_BARS − 1` summed as 其它. */
export function chartCategories(rows: readonly CategoryStockValue[]): Array<{ name: string; value: string }> {
  const named = rows.map((r) => ({ name: r.categoryName, value: r.currentStockPrice }));
  if (named.length <= CATEGORY_BARS) return named;
  const rest = named.slice(CATEGORY_BARS - 1).reduce((sum, r) => sum.plus(r.value), new Decimal(0));
  return [...named.slice(0, CATEGORY_BARS - 1), { name: '其它', value: rest.toFixed() }];
}

/** The chart's height for `bars` bars: about 30 px a bar, never below 120 px (one bar) or above 330 px (ten). */
export const categoryChartHeight = (bars: number) => Math.min(330, Math.max(120, 30 + bars * 30));

/** 库存金额按类别: horizontal bars (a negative stock value stays visible, which a pie could not show), largest on top. */
export function categoryValueBars(rows: readonly CategoryStockValue[]): ChartOption {
  const bars = chartCategories(rows).reverse();
  const label = (index: number) => thousands(bars[index]?.value ?? '');
  return {
    grid: { left: 8, right: 72, top: 8, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items) =>
        [items]
          .flat()
          .map((i) => `${i.name}：${label(i.dataIndex)}`)
          .join('<br/>'),
    },
    xAxis: { type: 'value', axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: { type: 'category', data: bars.map((b) => b.name), axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        data: bars.map((b) => Number(b.value)),
        barMaxWidth: 18,
        itemStyle: { color: '#1890ff', borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right', fontSize: 11, formatter: (p) => label(p.dataIndex) },
      },
    ],
  };
}
