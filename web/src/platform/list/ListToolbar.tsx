import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../app/i18n';
import { BTN } from '../hooks/permissions';
import type { ListPage } from './useListPage';

export interface ToolbarConfig {
  onAdd?: () => void;
  batchDelete?: boolean;
  enableDisable?: { enable: string | number | boolean; disable: string | number | boolean };
  exportFile?: boolean;
  importFile?: boolean;
  superQuery?: () => void;
  extra?: ReactNode;
}

const t = messages.common;

/** Buttons follow the page's button string: 1 edit/add/delete, 3 export/import, 4 enable/disable. */
export function ListToolbar({ list, config, has }: { list: ListPage; config: ToolbarConfig; has: (code: string) => boolean }) {
  const canEdit = has(BTN.edit);
  const canFile = has(BTN.exportImport);
  const canStatus = has(BTN.enableDisable) || canEdit;
  return (
    <Space wrap className="list-toolbar">
      {config.onAdd && canEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={config.onAdd}>
          {t.add}
        </Button>
      )}
      {config.batchDelete && canEdit && (
        <Button icon={<DeleteOutlined />} onClick={list.batchDelete}>
          {t.delete}
        </Button>
      )}
      {config.enableDisable && canStatus && (
        <>
          <Button onClick={() => list.batchSetStatus(config.enableDisable?.enable ?? '1', t.enable)}>{t.enable}</Button>
          <Button onClick={() => list.batchSetStatus(config.enableDisable?.disable ?? '0', t.disable)}>{t.disable}</Button>
        </>
      )}
      {config.importFile && canFile && (
        <Upload accept=".xls,.xlsx" showUploadList={false} beforeUpload={(file) => (void list.importFile(file), false)}>
          <Button icon={<UploadOutlined />}>{t.import}</Button>
        </Upload>
      )}
      {config.exportFile && canFile && (
        <Button icon={<DownloadOutlined />} onClick={() => void list.exportFile()}>
          {t.export}
        </Button>
      )}
      {config.superQuery && <Button onClick={config.superQuery}>{messages.list.superQuery}</Button>}
      {config.extra}
    </Space>
  );
}
