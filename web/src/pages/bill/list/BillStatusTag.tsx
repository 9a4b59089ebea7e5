import type { BillKind } from '@suanpan/contracts';
import { Tag } from 'antd';
import { format, messages } from '../../../app/i18n';

const t = messages.bill.status;
const COLORS: Record<string, string> = { '0': 'red', '1': 'green', '2': 'cyan', '3': 'blue', '9': 'orange' };
const PURCHASE_COLORS: Record<string, string> = { '0': 'default', '2': 'cyan', '3': 'blue' };

/**
 * 未审核 / 已审核 / 完成X / 部分X / 审核中, X being the kind's word (采购, 销售, 入库, 出库), or the kind's own word for
 * done (已转单); a cancelled order is 已取消, a production order closed by hand 已关闭.
 */
export function statusLabel(kind: BillKind, status: string, closeReason?: unknown): string {
  if (status === '2' && closeReason === 'cancel') return t.cancelled;
  if (status === '2' && closeReason === 'close') return t.closed;
  if (status === '2') return kind.doneLabel ?? format(t.done, { word: kind.statusWord });
  if (status === '3') return format(t.partial, { word: kind.statusWord });
  return t[status as '0' | '1' | '9'] ?? status;
}

export function BillStatusTag({ kind, status, closeReason }: { kind: BillKind; status: string; closeReason?: unknown }) {
  const cancelled = status === '2' && (closeReason === 'cancel' || closeReason === 'close');
  return <Tag color={cancelled ? 'default' : (COLORS[status] ?? 'default')}>{statusLabel(kind, status, closeReason)}</Tag>;
}

/** 采购进度 of a sales order under 以销定购: 未采购 / 部分采购 / 完成采购. */
export function PurchaseStatusTag({ status }: { status: string }) {
  const label = messages.bill.purchaseStatus[status as '0' | '2' | '3'] ?? status;
  return <Tag color={PURCHASE_COLORS[status] ?? 'default'}>{label}</Tag>;
}
