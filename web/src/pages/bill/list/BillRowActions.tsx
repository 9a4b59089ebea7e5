import type { BillKind } from '@suanpan/contracts';
import { Divider, Popconfirm } from 'antd';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Row } from '../../../platform/list/listTypes';
import type { ListPage } from '../../../platform/list/useListPage';
import type { EditorRequest } from '../editor/editorTypes';
import { rowCloseAction, SALE_ORDER_ACTIONS } from './saleOrderActions';
import { useBatchAction } from '../../../platform/list/useBatchAction';

const a = messages.bill.action;

interface Props {
  kind: BillKind;
  row: Row;
  list: ListPage;
  has: (code: string) => boolean;
  open: (req: EditorRequest) => void;
  view: (row: Row) => void;
}

/** 查看 · 编辑 · 复制 · 删除 of one bill (and 完成 / 取消 of a sales order); editing and deleting only while unaudited (screens §3.1). */
export function BillRowActions({ kind, row, list, has, open, view }: Props) {
  const { message } = useFeedback();
  const draft = String(row.status) === '0';
  const run = useBatchAction(list);
  // A sales order offers 完成 once partly delivered and 取消 while untouched.
  const close = kind.closable ? rowCloseAction(row) : undefined;
  const edit = () => (draft ? open({ kind, mode: 'edit', bill: row }) : void message.warning(messages.bill.msg.onlyDraftEdit));
  return (
    <span className="bill-row-actions">
      <a onClick={() => view(row)}>{a.view}</a>
      {has(BTN.edit) && (
        <>
          <Divider orientation="vertical" />
          <a onClick={edit}>{a.edit}</a>
          <Divider orientation="vertical" />
          <a onClick={() => open({ kind, mode: 'copy', bill: row })}>{a.copy}</a>
          <Divider orientation="vertical" />
          {draft ? (
            <Popconfirm
              title={format(messages.list.confirmBillAction, { action: a.delete, number: String(row.number ?? '') })}
              onConfirm={() => list.deleteOne(row.id as number)}
            >
              <a>{a.delete}</a>
            </Popconfirm>
          ) : (
            <a onClick={() => void message.warning(messages.bill.msg.onlyDraftDelete)}>{a.delete}</a>
          )}
          {close && (
            <>
              <Divider orientation="vertical" />
              <a onClick={() => run(SALE_ORDER_ACTIONS[close], String(row.id))}>{close === 'finish' ? a.finish : a.cancelOrder}</a>
            </>
          )}
        </>
      )}
    </span>
  );
}
