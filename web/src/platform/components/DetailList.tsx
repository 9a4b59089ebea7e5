import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label/value pairs in 1 to 4 columns (out-of-range values are clamped). */
export function DetailList({ items, columns = 3, title }: { items: DetailItem[]; columns?: number; title?: ReactNode }) {
  const column = Math.min(4, Math.max(1, Math.round(columns)));
  return <Descriptions title={title} column={column} size="small" items={items.map((item, i) => ({ key: i, label: item.label, children: item.value }))} />;
}
