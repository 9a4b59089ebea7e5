import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import type { BillLine } from '../lines/lineTypes';
import { entryApi, type SerialRow } from './entryApi';
import { serialsOf } from './lineEntry';

const t = messages.bill.entry;
const PAGE_SIZE = 10;

interface Props {
  line: BillLine;
  onPick: (serials: string[]) => void;
  onClose: () => void;
}

/**
 * 选择序列号 (screens §3.4 JSelectSnModal): the product's serials in stock in the line's depot, searchable by a
 * comma list, multi-select across pages. The line's own serials start selected. The save still checks each one.
 */
export function SerialPickerModal({ line, onPick, onClose }: Props) {
  const { message } = useFeedback();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState<string>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>(() => serialsOf(line.snList));
  const list = useQuery({
    queryKey: ['bill', 'serials', line.barCode, line.depotId, name, page],
    queryFn: () => entryApi.serials({ barCode: line.barCode, depotId: line.depotId, name, page, rows: PAGE_SIZE }),
  });

  const search = () => {
    if (typed.length > 2000) return void message.warning(t.serialTooLong);
    setPage(1);
    setName(typed.trim() || undefined);
  };

  return (
    <Modal
      open
      width={760}
      className="bill-serial-modal"
      title={format(t.serialTitle, { name: line.name ?? line.barCode })}
      onCancel={onClose}
      onOk={() => onPick(chosen)}
      okText={`${messages.common.ok}（${format(t.serialChosen, { n: chosen.length })}）`}
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          allowClear
          aria-label={t.serialNumber}
          placeholder={t.serialSearch}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" onClick={search}>
          {t.serialQuery}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setName(undefined);
            setPage(1);
          }}
        >
          {t.serialReset}
        </Button>
        <Button onClick={() => setChosen([])}>{t.serialClear}</Button>
      </Space.Compact>
      {list.data?.missInfo && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={format(t.serialMissing, { list: list.data.missInfo })} />}
      <Table<SerialRow>
        size="small"
        rowKey="serialNumber"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        rowSelection={{ selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: (keys) => setChosen(keys.map(String)) }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { key: 'serialNumber', dataIndex: 'serialNumber', title: t.serialNumber },
          { key: 'depotName', dataIndex: 'depotName', title: t.serialDepot },
          { key: 'inBillNo', dataIndex: 'inBillNo', title: t.serialInBill },
          { key: 'createTime', dataIndex: 'createTime', title: t.serialCreated },
        ]}
      />
      <Typography.Text type="secondary">{format(t.serialChosen, { n: chosen.length })}</Typography.Text>
    </Modal>
  );
}
