import type { TradeTrend } from '@suanpan/contracts';
import { hasFigures, periodBars } from '../../platform/charts/periodBars';
import { reportChart, type ReportChart } from './reportTypes';

/**
 * The chart above 采购/销售/零售统计 (`<url>Trend`): the actual amount — the trade less its returns, the report's 实际金额 —
 * per day of a period up to 100 days, per month of a longer one, over the report's own filters.
 */
export function tradeTrendChart(title: string, url: string): ReportChart {
  const word = title.replace('统计', '');
  return reportChart<TradeTrend>({
    title: `实际${word}金额趋势`,
    url: `${url}Trend`,
    option: (a) => (hasFigures(a.points) ? periodBars(a.points, '#1890ff') : undefined),
    empty: (a) => (a.priceHidden ? `无权查看${word}金额` : `所选期间没有${word}单据`),
  });
}
