import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './chartOption';

// The charting library loads with the first chart a user opens, never with the sign-in screen or the shell.
const EChartView = lazy(() => import('./EChartView'));

/** A chart drawn by ECharts from a declared option; a skeleton while the library loads. */
export function Chart({ option, height = 240, testId }: { option: ChartOption; height?: number; testId?: string }) {
  return (
    <div data-testid={testId} className="chart-box" style={{ minHeight: height }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChartView option={option} height={height} />
      </Suspense>
    </div>
  );
}
