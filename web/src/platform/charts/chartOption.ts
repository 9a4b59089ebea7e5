import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The chart pictures the app draws: bars, with a grid and a tooltip (what `EChartView` registers). */
export type ChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;
