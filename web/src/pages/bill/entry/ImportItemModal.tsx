import { InboxOutlined } from '@ant-design/icons';
import type { BillKind } from '@suanpan/contracts';
import { Alert, Button, List, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { format, messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { useDownload } from '../../../platform/list/useDownload';
import type { BillLine } from '../lines/lineTypes';
import { entryApi } from './entryApi';
import { lineFromImported } from './lineEntry';

const t = messages.bill.entry;

interface Props {
  kind: BillKind;
  organId: number | undefined;
  onImported: (lines: BillLine[]) => void;
  onClose: () => void;
}

/** 导入明细 (screens §3.4 ImportItemModal): the kind's template, the upload, and every bad row listed when refused. */
export function ImportItemModal({ kind, organId, onImported, onClose }: Props) {
  const { message } = useFeedback();
  const download = useDownload();
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: string[] }>();

  const upload = async (file: File) => {
    setRunning(true);
    setRefusal(undefined);
    const result = await entryApi.importItems(file, kind.prefix, organId);
    setRunning(false);
    if (!result.ok) return setRefusal(result);
    void message.success(format(t.importDone, { n: result.rows.length }));
    onImported(result.rows.map(lineFromImported));
  };

  const template = () => download(entryApi.templateUrl, { prefixNo: kind.prefix }, `${kind.label}明细模板`);

  return (
    <Modal
      open
      title={t.importTitle}
      footer={null}
      onCancel={onClose}
      width={600}
      mask={{ closable: !running }}
      closable={!running}
      className="bill-import-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t.importHint}</Typography.Text>
        <Button type="link" style={{ padding: 0 }} onClick={() => void template()}>
          {t.importTemplate}
        </Button>
        <Upload.Dragger accept=".xlsx" showUploadList={false} disabled={running} beforeUpload={(file) => (void upload(file), false)}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t.importPick}</p>
        </Upload.Dragger>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={refusal.errors.length ? format(t.importErrors, { n: refusal.errors.length }) : refusal.message}
            description={
              refusal.errors.length > 0 && (
                <List size="small" style={{ maxHeight: 240, overflow: 'auto' }} dataSource={refusal.errors} renderItem={(e) => <List.Item>{e}</List.Item>} />
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}
