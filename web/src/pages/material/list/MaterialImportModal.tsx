import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useDownload } from '../../../platform/list/useDownload';
import { format, messages } from '../../../app/i18n';
import { importMaterials, type ImportProgress, type ImportResult } from './importMaterials';

const t = messages.material.importer;

/** 商品导入: template download, upload with the server job's progress, and the per-row error report. */
export function MaterialImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [progress, setProgress] = useState<ImportProgress>();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const download = useDownload();

  const start = async (file: File): Promise<void> => {
    setRunning(true);
    setResult(undefined);
    setProgress(undefined);
    const outcome = await importMaterials(file, setProgress);
    setRunning(false);
    setResult(outcome);
    if (outcome.ok) onImported();
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.processed / progress.total) * 100) : 0;
  return (
    <Modal open title={t.title} footer={null} onCancel={onClose} width={640} mask={{ closable: !running }} closable={!running}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t.templateHint}</Typography.Text>
        <Button type="link" style={{ padding: 0 }} onClick={() => void download('/material/importTemplate', {}, messages.material.list.template)}>
          {messages.material.list.template}
        </Button>
        <Upload.Dragger accept=".xls,.xlsx" showUploadList={false} disabled={running} beforeUpload={(file) => (void start(file), false)}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t.pick}</p>
        </Upload.Dragger>
        {running && (
          <div data-testid="import-progress">
            <Progress percent={percent} status="active" />
            <Typography.Text>{progress ? format(t.running, { processed: progress.processed, total: progress.total }) : t.validating}</Typography.Text>
          </div>
        )}
        {result?.ok && <Alert type="success" showIcon title={result.message} />}
        {result && !result.ok && (
          <Alert
            type="error"
            showIcon
            title={result.errors.length ? format(t.errors, { count: result.errors.length }) : result.message}
            description={
              result.errors.length > 0 && (
                <List
                  size="small"
                  style={{ maxHeight: 240, overflow: 'auto' }}
                  dataSource={result.errors}
                  renderItem={(e) => <List.Item>{e.message}</List.Item>}
                />
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}
