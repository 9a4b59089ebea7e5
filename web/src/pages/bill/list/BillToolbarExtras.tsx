import type { BillKind } from '@suanpan/contracts';
import { App, Button } from 'antd';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import type { ListPage } from '../../../platform/list/useListPage';
import { billApi } from '../billApi';
import { isFulfilled, TRANSFERABLE, transferTargets } from '../billCatalogue';
import type { EditorRequest } from '../editor/editorTypes';
import { TransferButton } from './TransferButton';

const a = messages.bill.action;
const m = messages.bill.msg;

/** 审核 / 反审核 (buttons 2 / 7), the "转…" buttons of the order flow and 强制结单. */
export function BillToolbarExtras({ kind, list, has, open, inOutManage }: {
  kind: BillKind;
  list: ListPage;
  has: (code: string) => boolean;
  open: (req: EditorRequest) => void;
  inOutManage: boolean;
}) {
  const { message, modal } = App.useApp();

  const single = (action: string) => {
    if (list.selectedRows.length === 0) return void message.warning(m.selectOne);
    if (list.selectedRows.length > 1) return void message.warning(m.onlyOne);
    const row = list.selectedRows[0];
    if (!row || !TRANSFERABLE.includes(String(row.status))) return void message.warning(format(m.badStatus, { action }));
    return row;
  };

  const forceClose = () => {
    if (list.selectedRowKeys.length === 0) return void message.warning(m.selectOne);
    modal.confirm({
      title: m.confirmForceCloseTitle,
      content: m.confirmForceClose,
      onOk: async () => {
        try {
          await billApi.forceClose(list.selectedRowKeys.join(','));
          void message.success(messages.list.operationOk);
          list.clearSelection();
          await list.reload();
        } catch (e) {
          void message.warning(errorMessage(e, messages.errors.requestFailed));
        }
      },
    });
  };

  return (
    <>
      {has(BTN.audit) && <Button onClick={() => list.batchSetStatus('1')}>{a.audit}</Button>}
      {has(BTN.unaudit) && <Button onClick={() => list.batchSetStatus('0')}>{a.unaudit}</Button>}
      {transferTargets(kind.prefix, inOutManage).map((target) => (
        <TransferButton key={target.prefix} target={target} onClick={(label) => {
          const source = single(label);
          if (source) open({ kind: target, mode: 'link', source });
        }} />
      ))}
      {isFulfilled(kind.prefix, inOutManage) && has(BTN.edit) && <Button onClick={forceClose}>{a.forceClose}</Button>}
    </>
  );
}
