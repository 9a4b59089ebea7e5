import { useQuery } from '@tanstack/react-query';
import type { BillKind } from '@suanpan/contracts';
import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';
import { kindOf } from '../billCatalogue';
import { BillStatusTag } from './BillStatusTag';
import { waitSearch } from './waitBills';

const f = messages.bill.field;
const a = messages.bill.action;
const m = messages.bill.msg;
const PAGE = 10;

interface Props {
  kind: BillKind;
  onClose: () => void;
  /** Warehouse bills were made: the count and the list behind change. */
  onChanged: () => void;
  /** 入库/出库 of one bill: a new warehouse bill linked to it, in the editor. */
  onPick: (source: Row) => void;
}

/**
 * 待入库 / 待出库 (BatchWaitBillList, screens §3.5): purchase/sale bills waiting for the warehouse, from every
 * creator. 批量入库/批量出库 makes one draft warehouse bill per selected bill on the server (all or none; a
 * partly received bill or one with serial/batch goods is refused there, with the reason); 入库/出库 opens
 * one in the editor to receive part of it or choose serials and batches.
 */
export function WaitBillModal({ kind, onClose, onChanged, onPick }: Props) {
  const { message, modal } = useFeedback();
  const inbound = kind.stock === 'in';
  const [page, setPage] = useState(1);
  const [number, setNumber] = useState('');
  const [picked, setPicked] = useState<Array<string | number>>([]);
  const bills = useQuery({
    queryKey: ['bill', 'waitBills', kind.prefix, page, number],
    queryFn: () => billApi.waitBills({ ...waitSearch(kind), number }, page, PAGE),
  });

  const batch = () => {
    if (picked.length === 0) return void message.warning(m.selectOne);
    const action = inbound ? a.batchIn : a.batchOut;
    modal.confirm({
      title: format(m.confirmBatchTitle, { action }),
      content: format(m.confirmBatch, { n: picked.length, target: kind.label }),
      onOk: async () => {
        try {
          const { bills: made } = await billApi.batchAddInOut(picked.join(','));
          void message.success(format(m.batchDone, { n: made.length, numbers: made.map((b) => b.number).join('、') }));
          setPicked([]);
          onChanged();
          await bills.refetch();
        } catch (e) {
          void message.warning(errorMessage(e, messages.errors.requestFailed), 6);
        }
      },
    });
  };

  return (
    <Modal
      open
      width={1100}
      title={inbound ? messages.bill.editor.waitInTitle : messages.bill.editor.waitOutTitle}
      onCancel={onClose}
      destroyOnHidden
      className="bill-wait"
      footer={[
        <Button key="close" onClick={onClose}>
          {messages.common.close}
        </Button>,
        <Button key="batch" type="primary" onClick={batch}>
          {inbound ? a.batchIn : a.batchOut}
        </Button>,
      ]}
    >
      <Input.Search
        allowClear
        placeholder={f.number}
        style={{ width: 260, marginBottom: 12 }}
        onSearch={(v) => {
          setNumber(v.trim());
          setPage(1);
        }}
      />
      <Table<Row>
        size="small"
        rowKey="id"
        loading={bills.isFetching}
        dataSource={bills.data?.rows ?? []}
        scroll={{ x: 980 }}
        pagination={{ current: page, pageSize: PAGE, total: bills.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys.map((k) => (typeof k === 'bigint' ? Number(k) : k))),
        }}
        columns={[
          {
            title: messages.common.action,
            key: 'action',
            width: 70,
            render: (_: unknown, r: Row) => <a onClick={() => onPick(r)}>{inbound ? a.inOne : a.outOne}</a>,
          },
          { dataIndex: 'organName', title: f.organ, width: 140, ellipsis: true },
          { dataIndex: 'number', title: f.number, width: 180 },
          { dataIndex: 'materialsList', title: f.materialsList, ellipsis: true },
          { dataIndex: 'operTimeStr', title: f.operTime, width: 160 },
          { dataIndex: 'userName', title: f.userName, width: 90 },
          { dataIndex: 'materialCount', title: f.materialCount, width: 70 },
          { dataIndex: 'status', title: f.statusCol, width: 90, render: (s: string, r: Row) => <BillStatusTag kind={kindOf(r.prefix as never)} status={s} /> },
        ]}
      />
    </Modal>
  );
}
