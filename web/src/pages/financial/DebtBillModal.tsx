import type { FinanceKind } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import type { Row } from '../../platform/list/listTypes';
import { financeApi } from './financeApi';

const f = messages.finance.field;

/** 选择单据: the partner's goods bills still owing money (本单欠款, 已收/已付, 待收/待付); the ticked ones become lines. */
export function DebtBillModal({ kind, organId, onClose, onPick }: { kind: FinanceKind; organId: number; onClose: () => void; onPick: (rows: Row[]) => void }) {
  const bills = useQuery({ queryKey: ['finance', 'debtBills', kind.type, organId], queryFn: () => financeApi.debtBills(kind.type, organId) });
  const [picked, setPicked] = useState<Row[]>([]);
  return (
    <Modal open width={900} title={messages.finance.action.pickBills} onCancel={onClose} onOk={() => onPick(picked)}>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={bills.isFetching}
        // Only an answer fetched since this dialog opened: what is owed may have changed since the last one (a receipt just
        // saved), and a row ticked from the old answer would propose the old amount.
        dataSource={bills.isFetchedAfterMount ? (bills.data?.rows ?? []) : []}
        rowSelection={{ type: 'checkbox', onChange: (_keys, rows) => setPicked(rows) }}
        pagination={false}
        columns={[
          { title: f.billNumber, dataIndex: 'number' },
          { title: f.subType, dataIndex: 'subType' },
          { title: f.billTime, dataIndex: 'operTimeStr' },
          { title: f.needDebt, dataIndex: 'needDebt' },
          { title: f.finishDebt, dataIndex: 'finishDebt' },
          { title: f.restDebt, dataIndex: 'restDebt' },
        ]}
      />
    </Modal>
  );
}
