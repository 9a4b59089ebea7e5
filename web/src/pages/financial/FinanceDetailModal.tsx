import type { BillKind, BillPrefix, FinanceKind } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { AttachmentList } from '../../platform/files/AttachmentList';
import { useFeedback } from '../../platform/hooks/useFeedback';
import type { Row } from '../../platform/list/listTypes';
import '../bill/bill.css';
import { billApi } from '../bill/billApi';
import { kindOf } from '../bill/billCatalogue';
import { mayPrint, useDocumentFlags } from '../bill/useDocumentFlags';
import { BillDetailModal } from '../bill/view/BillDetailModal';
import { financeApi } from './financeApi';
import { FinancePrintSheet } from './FinancePrintSheet';
import { ApprovalDecision } from '../../platform/document/ApprovalDecision';
import { ApprovalLog } from '../../platform/document/ApprovalLog';

const a = messages.finance.action;

/**
 * "<type>-详情": the document as the sheet that prints (bill numbers open the goods bill), its attachments, 打印
 * (the sheet alone on paper; withheld from drafts under 先审核后打印), 反审核, 审核通过/驳回 of a document 审核中 and its
 * 审核记录.
 */
export function FinanceDetailModal({
  kind,
  head,
  canUnaudit,
  canAudit = false,
  onClose,
  onChanged,
}: {
  kind: FinanceKind;
  head: Row;
  canUnaudit: boolean;
  /** The kind's 审核 button: 审核通过 / 驳回 of a document 审核中. */
  canAudit?: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = useFeedback();
  const flags = useDocumentFlags();
  const lines = useQuery({ queryKey: ['finance', 'lines', head.id], queryFn: () => financeApi.lines(Number(head.id)) });
  const [settled, setSettled] = useState<{ kind: BillKind; bill: Row } | undefined>();
  // A settled bill's number opens that goods bill's own detail (read-only here).
  const openBill = async (number: string) => {
    try {
      const bill = await billApi.detailByNumber(number);
      if (bill.prefix) setSettled({ kind: kindOf(bill.prefix as BillPrefix), bill });
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    }
  };
  const unaudit = async () => {
    try {
      await financeApi.setStatus(String(head.id), '0');
      onChanged();
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    }
  };
  return (
    <Modal
      open
      width={1000}
      title={format(messages.finance.msg.detailTitle, { label: kind.label })}
      onCancel={onClose}
      footer={
        <Space>
          {mayPrint(flags, head.status) && (
            <Button type="primary" disabled={!lines.data} onClick={() => window.print()}>
              {a.print}
            </Button>
          )}
          {canUnaudit && String(head.status) === '1' && <Button onClick={() => void unaudit()}>{a.unaudit}</Button>}
          {canAudit && String(head.status) === '9' && (
            <ApprovalDecision family="accountHead" id={Number(head.id)} number={String(head.billNo ?? '')} onDone={onChanged} />
          )}
          <Button onClick={onClose}>{a.cancel}</Button>
        </Space>
      }
    >
      <Spin spinning={lines.isFetching}>
        <FinancePrintSheet
          kind={kind}
          head={head}
          lines={lines.data?.rows ?? []}
          companyName={flags.config.data?.companyName}
          billNumber={(line) =>
            line.billId ? <a onClick={() => void openBill(String(line.billNumber))}>{String(line.billNumber)}</a> : String(line.billNumber ?? '')
          }
        />
        <AttachmentList value={head.fileName} />
        <ApprovalLog family="accountHead" id={Number(head.id)} />
      </Spin>
      {settled && (
        <BillDetailModal kind={settled.kind} bill={settled.bill} has={() => false} onClose={() => setSettled(undefined)} onChanged={() => undefined} />
      )}
    </Modal>
  );
}
