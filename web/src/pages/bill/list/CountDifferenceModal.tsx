import type { CountDifference } from '@suanpan/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Tag, Typography } from 'antd';
import { format, messages } from '../../../app/i18n';
import { useDownload } from '../../../platform/list/useDownload';
import { billApi } from '../billApi';

const t = messages.bill.countDifference;
const c = t.columns;
const RESULT_COLOR: Record<string, string> = { 盘盈: 'green', 盘亏: 'red', 无差异: 'default' };

type Line = CountDifference['rows'][number];

/** 盘点差异 of one count: book (when counted) against counted per line, the difference and 盘盈/盘亏; 导出 its sheet. */
export function CountDifferenceModal({ id, canExport, onClose }: { id: number; canExport: boolean; onClose: () => void }) {
  const download = useDownload();
  const report = useQuery({ queryKey: ['countDifference', id], queryFn: () => billApi.countDifference(id) });
  const data = report.data;
  return (
    <Modal
      open
      width={960}
      title={format(t.title, { number: data?.number ?? '' })}
      onCancel={onClose}
      footer={
        canExport ? (
          <Button onClick={() => void download('/stockCheck/exportDifferences', { id }, `盘点差异_${data?.number ?? id}.xlsx`)}>{t.export}</Button>
        ) : null
      }
    >
      {data && <Typography.Paragraph>{format(t.summary, { gain: String(data.gainLines), loss: String(data.lossLines) })}</Typography.Paragraph>}
      <Table<Line>
        size="small"
        rowKey={(r) => `${r.barCode}-${r.depotName ?? ''}`}
        loading={report.isLoading}
        dataSource={data?.rows ?? []}
        pagination={false}
        scroll={{ y: 480 }}
        columns={[
          { title: c.barCode, dataIndex: 'barCode', width: 140 },
          { title: c.name, dataIndex: 'name' },
          { title: c.standard, dataIndex: 'standard', width: 100 },
          { title: c.unit, dataIndex: 'unit', width: 60 },
          { title: c.depot, dataIndex: 'depotName', width: 110 },
          { title: c.book, dataIndex: 'bookNumber', width: 90, align: 'right' },
          { title: c.counted, dataIndex: 'countedNumber', width: 90, align: 'right' },
          { title: c.difference, dataIndex: 'difference', width: 80, align: 'right' },
          { title: c.result, dataIndex: 'result', width: 90, render: (v: string) => <Tag color={RESULT_COLOR[v]}>{v}</Tag> },
        ]}
      />
    </Modal>
  );
}
