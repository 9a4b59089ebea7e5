import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Result, Table, Typography, Upload } from 'antd';
import { format, messages } from '../../app/i18n';
import type { ImportProgress, ImportReport } from './importSheet';

const t = messages.resource;

interface Props {
  open: boolean;
  running: boolean;
  progress: ImportProgress | undefined;
  report: ImportReport | null;
  /** Offers the template download above the upload area. */
  onTemplate?: () => void;
  onPick: (file: File) => void;
  onClose: () => void;
}

// How far each step of the server job is along the bar (rows are validated, then written in one transaction).
const PHASE_PERCENT: Record<string, number> = { reading: 10, validating: 30, writing: 70, done: 100, failed: 100 };

export function importPercent(p: ImportProgress | undefined): number {
  return p ? (PHASE_PERCENT[p.status] ?? 0) : 0;
}

/** 导入: template, upload, the server job's progress while it runs, then the counts or every refused row. */
export function ImportReportModal({ open, running, progress, report, onTemplate, onPick, onClose }: Props) {
  return (
    <Modal
      open={open}
      title={report ? t.importTitle : t.importDialog}
      width={720}
      footer={null}
      closable={!running}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
    >
      {!running && !report && (
        <>
          <Typography.Paragraph type="secondary">{t.importHint}</Typography.Paragraph>
          {onTemplate && (
            <Button type="link" style={{ padding: 0, marginBottom: 8 }} onClick={onTemplate}>
              {t.template}
            </Button>
          )}
          <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={(file) => (onPick(file), false)}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t.importPick}</p>
          </Upload.Dragger>
        </>
      )}
      {running && (
        <div data-testid="import-progress" style={{ padding: '24px 0' }}>
          <Progress percent={importPercent(progress)} status="active" />
          <Typography.Text>
            {progress ? format(t.importPhases[progress.status] ?? t.importing, { total: progress.total, processed: progress.processed }) : t.importing}
          </Typography.Text>
        </div>
      )}
      {!running && report?.ok && (
        <Result
          status="success"
          title={report.message || t.importTitle}
          subTitle={format(t.importOk, { inserted: report.inserted ?? 0, updated: report.updated ?? 0 })}
        />
      )}
      {!running && report && !report.ok && (
        <>
          <Alert type="error" showIcon title={report.message} description={report.errors.length ? t.importNothing : undefined} />
          {report.errors.length > 0 && (
            <Table
              size="small"
              style={{ marginTop: 12 }}
              rowKey={(e) => `${e.row}-${e.message}`}
              dataSource={report.errors}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              columns={[
                { title: t.importRow, dataIndex: 'row', width: 80 },
                { title: t.importMessage, dataIndex: 'message' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
