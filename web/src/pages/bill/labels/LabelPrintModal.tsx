import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { BillKind } from '@suanpan/contracts';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { billApi } from '../billApi';
import { labelItems, pagesOf, SHEET_LAYOUTS, TEMPLATES, type LabelTemplate } from './labelLayouts';
import { LabelSheet } from './LabelSheet';
import './labels.css';

const l = messages.bill.labels;

/**
 * 打印标签 / 打印合格证 of a bill from the browser: the kind of label, the label stock (A4 2×7, 3×7, 2×4 or a 60×40
 * roll), copies per line and, for certificates, 执行标准/检验员/检验日期; a preview at real size and 打印.
 */
export function LabelPrintModal({
  kind,
  billId,
  initial = 'MaterialLabels',
  onClose,
}: {
  kind: BillKind;
  billId: number;
  initial?: LabelTemplate;
  onClose: () => void;
}) {
  const data = useQuery({ queryKey: ['bill', 'print', billId], queryFn: () => billApi.printData(billId), gcTime: 0 });
  const [template, setTemplate] = useState<LabelTemplate>(initial);
  const [layoutKey, setLayoutKey] = useState(TEMPLATES[initial].layout);
  const [copies, setCopies] = useState(1);
  const [cert, setCert] = useState({ executiveStandard: '', inspector: '', date: dayjs().format('YYYY-MM-DD') });
  const layout = SHEET_LAYOUTS.find((x) => x.key === layoutKey) ?? SHEET_LAYOUTS[0]!;
  const items = data.data ? labelItems(kind, data.data.bill, data.data.rows, copies) : [];

  // Print rules of the label pages apply only while this dialog is open (labels.css).
  useEffect(() => {
    document.body.classList.add('printing-labels');
    return () => document.body.classList.remove('printing-labels');
  }, []);

  return (
    <Modal
      open
      width={900}
      title={format(l.title, { number: data.data?.bill.number ?? '' })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {messages.common.close}
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={items.length === 0} onClick={() => window.print()}>
          {l.print}
        </Button>,
      ]}
    >
      <Form layout="inline" size="small" className="label-controls" style={{ rowGap: 8, marginBottom: 8 }}>
        <Form.Item label={l.template}>
          <Select<LabelTemplate>
            style={{ width: 120 }}
            aria-label={l.template}
            value={template}
            options={(Object.keys(TEMPLATES) as LabelTemplate[]).map((k) => ({ value: k, label: TEMPLATES[k].title }))}
            onChange={(t) => {
              setTemplate(t);
              setLayoutKey(TEMPLATES[t].layout);
            }}
          />
        </Form.Item>
        <Form.Item label={l.layout}>
          <Select
            style={{ width: 290 }}
            aria-label={l.layout}
            value={layout.key}
            options={SHEET_LAYOUTS.map((x) => ({ value: x.key, label: x.label }))}
            onChange={setLayoutKey}
          />
        </Form.Item>
        <Form.Item label={l.copies}>
          <InputNumber aria-label={l.copies} min={1} max={500} precision={0} value={copies} onChange={(v) => setCopies(v ?? 1)} />
        </Form.Item>
        {template === 'Certificate' && (
          <Space wrap size={8}>
            <Input
              aria-label={l.executiveStandard}
              placeholder={l.executiveStandard}
              style={{ width: 160 }}
              value={cert.executiveStandard}
              onChange={(e) => setCert({ ...cert, executiveStandard: e.target.value })}
            />
            <Input
              aria-label={l.inspector}
              placeholder={l.inspector}
              style={{ width: 100 }}
              value={cert.inspector}
              onChange={(e) => setCert({ ...cert, inspector: e.target.value })}
            />
            <Input
              aria-label={l.date}
              placeholder={l.date}
              style={{ width: 110 }}
              value={cert.date}
              onChange={(e) => setCert({ ...cert, date: e.target.value })}
            />
          </Space>
        )}
      </Form>
      <Typography.Paragraph type="secondary" className="label-controls">
        {format(l.count, { n: items.length, pages: pagesOf(items, layout).length })} {l.hint}
      </Typography.Paragraph>
      <Spin spinning={data.isFetching}>
        {data.error && <Alert type="error" showIcon title={errorMessage(data.error, messages.errors.requestFailed)} />}
        {data.data && items.length === 0 && <Alert type="warning" showIcon title={l.none} />}
        <div className="label-preview">
          {items.length > 0 && <LabelSheet template={template} layout={layout} items={items} company={data.data?.company?.companyName ?? ''} cert={cert} />}
        </div>
      </Spin>
    </Modal>
  );
}
