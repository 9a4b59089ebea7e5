import type { BillKind } from '@suanpan/contracts';
import { Tag } from 'antd';
import { format, messages } from '../../../app/i18n';

const t = messages.bill.status;
const COLORS: Record<string, string> = { '0': 'red', '1': 'green', '2': 'cyan', '3': 'blue', '9': 'orange' };

/** 未审核 / 已审核 / 完成X / 部分X / 审核中, X being the kind's word (采购, 销售, 入库, 出库). */
export function statusLabel(kind: BillKind, status: string): string {
  if (status === '2') return format(t.done, { word: kind.statusWord });
  if (status === '3') return format(t.partial, { word: kind.statusWord });
  return t[status as '0' | '1' | '9'] ?? status;
}

export function BillStatusTag({ kind, status }: { kind: BillKind; status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{statusLabel(kind, status)}</Tag>;
}
