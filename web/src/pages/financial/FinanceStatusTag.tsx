import { Tag } from 'antd';
import { messages } from '../../app/i18n';
import type { Row } from '../../platform/list/listTypes';

const STATUS_COLORS: Record<string, string> = { '0': 'red', '1': 'green', '9': 'orange' };

/** 未审核 / 已审核 / 审核中 of a finance document (screens §4.1). */
export function FinanceStatusTag({ status }: { status: unknown }) {
  const s = String(status);
  return <Tag color={STATUS_COLORS[s] ?? 'default'}>{messages.bill.status[s as '0' | '1' | '9'] ?? s}</Tag>;
}

/** What the list asks the editor for: a new document, or the draft of that row. */
export interface FinanceEditorRequest {
  mode: 'add' | 'edit';
  head?: Row;
  /** A new document for this partner with 选择单据 open (待收款 / 待付款). */
  organId?: number;
}
