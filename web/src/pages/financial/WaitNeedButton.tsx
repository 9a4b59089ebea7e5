import type { FinanceKind } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { format, messages } from '../../app/i18n';
import { PartnerSelect } from '../bill/PartnerSelect';
import { financeApi } from './financeApi';

const w = messages.finance.waitNeed;
const PAGE = 10;

/** This year so far, as the server's count reads it (1 January to today). */
const thisYear = () => ({ begin: dayjs().format('YYYY-01-01'), end: dayjs().format('YYYY-MM-DD') });

/**
 * 待收款(N) / 待付款(N) on the 收款单 / 付款单 lists (screens §4.1): the customers (vendors) whose balance is not
 * settled, from the statement's source; 收款 / 付款 on one starts a new document for that partner.
 */
export function WaitNeedButton({ kind, refreshKey, onPick }: { kind: FinanceKind; refreshKey: unknown; onPick: (organId: number) => void }) {
  const customer = kind.partner === '客户';
  const [showing, setShowing] = useState(false);
  // Keyed on the list's total too: a document saved from this screen changes both.
  const count = useQuery({
    queryKey: ['finance', 'needCount', kind.prefix, refreshKey],
    queryFn: () => financeApi.needCount(customer ? 'customer' : 'vendor'),
  });
  return (
    <>
      <Button type="primary" ghost onClick={() => setShowing(true)}>
        {format(customer ? w.receivable : w.payable, { n: count.data?.needCount ?? 0 })}
      </Button>
      {showing && (
        <WaitNeedModal
          kind={kind}
          onClose={() => setShowing(false)}
          onPick={(organId) => {
            setShowing(false);
            onPick(organId);
          }}
        />
      )}
    </>
  );
}

/** WaitNeedList: name and 欠款金额 of each partner owing (largest first, one partner when picked), paged on the server. */
export function WaitNeedModal({ kind, onClose, onPick }: { kind: FinanceKind; onClose: () => void; onPick: (organId: number) => void }) {
  const customer = kind.partner === '客户';
  const [page, setPage] = useState(1);
  const [organId, setOrganId] = useState<number | undefined>();
  const period = thisYear();
  const owing = useQuery({
    queryKey: ['finance', 'owing', kind.prefix, page, organId],
    queryFn: () => financeApi.owing(customer ? '客户' : '供应商', { beginTime: period.begin, endTime: period.end, organId, currentPage: page, pageSize: PAGE }),
  });
  const action = customer ? w.receive : w.pay;
  return (
    <Modal open width={640} title={customer ? w.receivableTitle : w.payableTitle} onCancel={onClose} footer={null} className="finance-wait-need">
      <PartnerSelect
        type={kind.partner ?? ''}
        value={organId}
        placeholder={customer ? messages.finance.field.customer : messages.finance.field.vendor}
        onChange={(v) => {
          setOrganId(v);
          setPage(1);
        }}
        style={{ width: 220, marginBottom: 8 }}
      />
      <Table
        rowKey="id"
        size="small"
        loading={owing.isFetching}
        dataSource={owing.data?.rows ?? []}
        pagination={{ current: page, pageSize: PAGE, total: owing.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: customer ? messages.finance.field.customer : messages.finance.field.vendor, dataIndex: 'supplier' },
          { title: w.allNeed, dataIndex: 'allNeed', width: 140 },
          {
            title: messages.common.action,
            key: 'op',
            width: 90,
            render: (_: unknown, row: { id: number }) => <a onClick={() => onPick(Number(row.id))}>{action}</a>,
          },
        ]}
      />
    </Modal>
  );
}
