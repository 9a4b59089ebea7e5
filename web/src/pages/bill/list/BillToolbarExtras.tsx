import type { BillKind } from '@suanpan/contracts';
import { App, Button } from 'antd';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import type { ListPage } from '../../../platform/list/useListPage';
import { billApi } from '../billApi';
import { isFulfilled, TRANSFERABLE, transferTargets } from '../billCatalogue';
import type { EditorRequest } from '../editor/editorTypes';
import { SaleOrderTools } from './SaleOrderTools';
import { TransferButton } from './TransferButton';
import { useBillBatchAction } from './useBillBatchAction';
import { WaitBillButton } from './WaitBillButton';

const a = messages.bill.action;
const m = messages.bill.msg;

/** 审核 / 反审核 (buttons 2 / 7), the "转…" buttons of the order flow, 强制结单, and each kind's own tools. */
export function BillToolbarExtras({ kind, list, has, open, inOutManage, purchaseBySale }: {
  kind: BillKind;
  list: ListPage;
  has: (code: string) => boolean;
  open: (req: EditorRequest) => void;
  inOutManage: boolean;
  purchaseBySale: boolean;
}) {
  const { message } = App.useApp();
  const run = useBillBatchAction(list);

  const single = (action: string) => {
    if (list.selectedRows.length === 0) return void message.warning(m.selectOne);
    if (list.selectedRows.length > 1) return void message.warning(m.onlyOne);
    const row = list.selectedRows[0];
    if (!row || !TRANSFERABLE.includes(String(row.status))) return void message.warning(format(m.badStatus, { action }));
    return row;
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
      {isFulfilled(kind.prefix, inOutManage) && has(BTN.edit) && (
        <Button onClick={() => run({ title: m.confirmForceCloseTitle, content: m.confirmForceClose, call: billApi.forceClose })}>{a.forceClose}</Button>
      )}
      {kind.prefix === 'XSDD' && <SaleOrderTools list={list} has={has} purchaseBySale={purchaseBySale} single={single} open={open} />}
      {inOutManage && (kind.prefix === 'QTRK' || kind.prefix === 'QTCK') && has(BTN.edit) && <WaitBillButton kind={kind} list={list} open={open} />}
    </>
  );
}
