import { Empty } from 'antd';
import type { ChartPoint } from '@suanpan/contracts';
import { messages } from '../../app/i18n';
import { thousands } from '../../platform/format/formatters';

const HEIGHT = 220;
const PAD_TOP = 24;
const PAD_BOTTOM = 28;

/**
 * A small SVG bar chart (6 monthly bars) so the home page needs no charting library. Masked values ("***")
 * are drawn as empty bars with the mask as their label.
 */
export function BarChart({ points, color }: { points: ChartPoint[] | undefined; color: string }) {
  if (!points || points.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.dashboard.noData} />;
  }
  const numeric = points.map((p) => (typeof p.y === 'number' ? p.y : Number.isFinite(Number(p.y)) ? Number(p.y) : 0));
  const max = Math.max(...numeric.map(Math.abs), 1);
  const slot = 100 / points.length;
  const usable = HEIGHT - PAD_TOP - PAD_BOTTOM;
  return (
    <svg className="bar-chart" viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" role="img">
      {points.map((p, i) => {
        const h = (Math.abs(numeric[i] ?? 0) / max) * usable;
        const x = i * slot + slot * 0.25;
        const y = HEIGHT - PAD_BOTTOM - h;
        return (
          <g key={p.x}>
            <rect x={x} y={y} width={slot * 0.5} height={h} fill={color} rx={0.6}>
              <title>{`${p.x}: ${thousands(p.y)}`}</title>
            </rect>
          </g>
        );
      })}
      <line x1={0} x2={100} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} stroke="#d9d9d9" strokeWidth={0.3} />
    </svg>
  );
}

/** Month and value labels drawn in HTML (SVG text would stretch with preserveAspectRatio="none"). */
export function BarLabels({ points }: { points: ChartPoint[] | undefined }) {
  if (!points || points.length === 0) return null;
  return (
    <div className="bar-labels">
      {points.map((p) => (
        <div key={p.x} className="bar-label">
          <div className="bar-label-value">{thousands(p.y)}</div>
          <div className="bar-label-month">{p.x}</div>
        </div>
      ))}
    </div>
  );
}
