import { Alert, Modal, Result, Spin, Table } from 'antd';
import { format, messages } from '../../app/i18n';
import type { ImportReport } from './importSheet';

const t = messages.resource;

/** While importing: a spinner; afterwards: the counts, or every refused row with its reason. */
export function ImportReportModal({ running, report, onClose }: { running: boolean; report: ImportReport | null; onClose: () => void }) {
  const open = running || report !== null;
  return (
    <Modal open={open} title={t.importTitle} width={720} footer={null} closable={!running} maskClosable={false} onCancel={onClose} destroyOnHidden>
      {running && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="large" />
          <p>{t.importing}</p>
        </div>
      )}
      {!running && report?.ok && (
        <Result status="success" title={report.message || t.importTitle} subTitle={format(t.importOk, { inserted: report.inserted ?? 0, updated: report.updated ?? 0 })} />
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
