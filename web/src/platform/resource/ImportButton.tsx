import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { ImportReportModal } from './ImportReportModal';
import { importSheet, type ImportReport } from './importSheet';

interface Props {
  url: string;
  params?: Record<string, string>;
  /** Called after a successful import (reload the list). */
  onDone: () => void | Promise<void>;
}

/** 导入 (.xlsx): uploads, shows progress while the server validates and writes, then the report. */
export function ImportButton({ url, params, onDone }: Props) {
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = async (file: File): Promise<void> => {
    setRunning(true);
    const result = await importSheet(url, file, params);
    setRunning(false);
    setReport(result);
    if (result.ok) await onDone();
  };
  return (
    <>
      <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
        <Button icon={<UploadOutlined />}>{messages.common.import}</Button>
      </Upload>
      <ImportReportModal running={running} report={report} onClose={() => setReport(null)} />
    </>
  );
}
