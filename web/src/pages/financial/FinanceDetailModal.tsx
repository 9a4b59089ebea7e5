import type { BillKind, BillPrefix, FinanceKind } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import type { Row } from '../../platform/list/listTypes';
import { billApi } from '../bill/billApi';
import { kindOf } from '../bill/billCatalogue';
import { BillDetailModal } from '../bill/view/BillDetailModal';
import { financeApi } from './financeApi';
import { accountLabel, moneyColumns, partnerOf } from './financeCatalogue';
import { FinanceStatusTag } from './FinanceStatusTag';

const f = messages.finance.field;
const a = messages.finance.action;

/** "<type>-详情": the header, the lines (bill numbers as stored), 打印 (the browser's print of this view) and 反审核. */
export function FinanceDetailModal({
  kind,
  head,
  canUnaudit,
  onClose,
  onChanged,
}: {
  kind: FinanceKind;
  head: Row;
  canUnaudit: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const lines = useQuery({ queryKey: ['finance', 'lines', head.id], queryFn: () => financeApi.lines(Number(head.id)) });
  const partner = partnerOf(kind);
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
          <Button onClick={() => window.print()}>{a.print}</Button>
          {canUnaudit && String(head.status) === '1' && <Button onClick={() => void unaudit()}>{a.unaudit}</Button>}
          <Button onClick={onClose}>{a.cancel}</Button>
        </Space>
      }
    >
      <div className="finance-detail">
        <Descriptions size="small" column={3}>
          {partner && <Descriptions.Item label={partner.label}>{String(head.organName ?? '')}</Descriptions.Item>}
          <Descriptions.Item label={f.billTime}>{String(head.billTimeStr ?? '')}</Descriptions.Item>
          <Descriptions.Item label={f.billNo}>{String(head.billNo ?? '')}</Descriptions.Item>
          {kind.headAccount && <Descriptions.Item label={accountLabel(kind)}>{String(head.accountName ?? '')}</Descriptions.Item>}
          <Descriptions.Item label={f.handsPerson}>{String(head.handsPersonName ?? '')}</Descriptions.Item>
          {moneyColumns(kind).map((c) => (
            <Descriptions.Item key={c.key} label={c.title}>
              {String(head[c.key] ?? '')}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={f.status}>
            <FinanceStatusTag status={head.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f.remark}>{String(head.remark ?? '')}</Descriptions.Item>
        </Descriptions>
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          loading={lines.isFetching}
          dataSource={lines.data?.rows ?? []}
          columns={[
            ...(kind.settles
              ? [
                  {
                    title: f.billNumber,
                    dataIndex: 'billNumber',
                    render: (v: unknown, line: Row) => (line.billId ? <a onClick={() => void openBill(String(v))}>{String(v)}</a> : String(v ?? '')),
                  },
                  { title: f.needDebt, dataIndex: 'needDebt' },
                  { title: f.finishDebt, dataIndex: 'finishDebt' },
                ]
              : []),
            ...(kind.inOutItem ? [{ title: `${kind.inOutItem}${f.inOutItem}`, dataIndex: 'inOutItemName' }] : []),
            ...(kind.lineAccount ? [{ title: f.lineAccount, dataIndex: 'accountName' }] : []),
            { title: f.eachAmount, dataIndex: 'eachAmount' },
            { title: f.lineRemark, dataIndex: 'remark' },
          ]}
        />
      </div>
      {settled && (
        <BillDetailModal kind={settled.kind} bill={settled.bill} has={() => false} onClose={() => setSettled(undefined)} onChanged={() => undefined} />
      )}
    </Modal>
  );
}
