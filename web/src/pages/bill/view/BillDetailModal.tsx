import { useQuery } from '@tanstack/react-query';
import type { BillKind } from '@suanpan/contracts';
import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { AttachmentList } from '../../../platform/files/AttachmentList';
import { BTN } from '../../../platform/hooks/permissions';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';
import { mayPrint, useDocumentFlags } from '../useDocumentFlags';
import { BillSheetsMenu } from '../labels/BillSheetsMenu';
import type { LabelTemplate } from '../labels/labelLayouts';
import { LabelPrintModal } from '../labels/LabelPrintModal';
import { BillPrintSheet } from './BillPrintSheet';
import { ApprovalDecision } from '../../../platform/document/ApprovalDecision';
import { ApprovalLog } from '../../../platform/document/ApprovalLog';

const a = messages.bill.action;

/** 单据详情: the read-only bill (the same sheet that prints), with 打印 (unless 先审核后打印 holds it), 反审核, 审核通过/驳回 of a bill 审核中 and its 审核记录 (screens §3.5 BillDetail). */
export function BillDetailModal({
  kind,
  bill,
  has,
  onClose,
  onChanged,
}: {
  kind: BillKind;
  bill: Row;
  has: (code: string) => boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message, modal } = useFeedback();
  const flags = useDocumentFlags();
  const [labels, setLabels] = useState<LabelTemplate | undefined>();
  const data = useQuery({ queryKey: ['bill', 'print', bill.id], queryFn: () => billApi.printData(Number(bill.id)), gcTime: 0 });
  const unaudit = () =>
    modal.confirm({
      title: format(messages.list.confirmAction, { action: messages.bill.action.unaudit }),
      content: format(messages.list.confirmBillAction, { action: messages.bill.action.unaudit, number: String(bill.number) }),
      onOk: async () => {
        try {
          await billApi.setStatus(String(bill.id), '0');
          void message.success(messages.list.operationOk);
          onChanged();
          onClose();
        } catch (e) {
          void message.warning(errorMessage(e, messages.errors.requestFailed));
        }
      },
    });
  const footer = [
    <Button key="close" onClick={onClose}>
      {messages.common.close}
    </Button>,
    <BillSheetsMenu
      key="sheets"
      kind={kind}
      bill={{ id: Number(bill.id), number: String(bill.number) }}
      canExport={has(BTN.exportImport)}
      onPrintLabels={setLabels}
    />,
    mayPrint(flags, bill.status) && (
      <Button key="print" type="primary" disabled={!data.data} onClick={() => window.print()}>
        {a.print}
      </Button>
    ),
    has(BTN.unaudit) && String(bill.status) === '1' && (
      <Button key="unaudit" onClick={unaudit}>
        {a.unaudit}
      </Button>
    ),
    has(BTN.audit) && String(bill.status) === '9' && (
      <ApprovalDecision
        key="decide"
        family="depotHead"
        id={Number(bill.id)}
        number={String(bill.number ?? '')}
        onDone={() => {
          onChanged();
          onClose();
        }}
      />
    ),
  ];
  return (
    <Modal open width={1100} title={format(messages.bill.editor.detailTitle, { label: kind.label })} onCancel={onClose} footer={footer} className="bill-detail">
      <Spin spinning={data.isFetching}>
        {data.error && <Alert type="error" showIcon title={errorMessage(data.error, messages.errors.requestFailed)} />}
        {data.data && <BillPrintSheet kind={kind} data={data.data} />}
        {data.data && <AttachmentList value={data.data.bill.fileName} />}
        <ApprovalLog family="depotHead" id={Number(bill.id)} />
      </Spin>
      {labels && <LabelPrintModal kind={kind} billId={Number(bill.id)} initial={labels} onClose={() => setLabels(undefined)} />}
    </Modal>
  );
}
