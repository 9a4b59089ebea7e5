import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { messages } from '../../app/i18n';
import { usePermissions } from '../../platform/hooks/usePermissions';
import { BTN } from '../../platform/hooks/permissions';
import { ListPageView } from '../../platform/list/ListPageView';
import type { Row } from '../../platform/list/listTypes';
import { useListPage } from '../../platform/list/useListPage';
import { SystemMsgSendModal } from './SystemMsgSendModal';

const t = messages.system.systemMsg;
const n = messages.notice;

const columns: ColumnsType<Row> = [
  { title: '#', key: 'i', width: 60, render: (_v, _r, i) => i + 1 },
  { title: n.title, dataIndex: 'msgTitle' },
  { title: n.content, dataIndex: 'msgContent', ellipsis: true },
  { title: n.type, dataIndex: 'type', width: 120 },
  { title: t.audience, dataIndex: 'audience', width: 120, render: (v: string) => t.audiences[v] ?? v },
  { title: t.recipientCount, dataIndex: 'recipientCount', width: 100, align: 'right' },
  { title: n.publishTime, dataIndex: 'createTimeStr', width: 180 },
];

/** 系统消息 (platform administrator): announcements sent so far, and sending a new one. */
export function SystemMsgList() {
  const [open, setOpen] = useState(false);
  const { has } = usePermissions();
  const list = useListPage({ urls: { list: '/systemMessage/list' } });
  return (
    <>
      <ListPageView
        list={list}
        columns={columns}
        selectable={false}
        toolbar={{
          extra: has(BTN.edit) ? (
            <Button type="primary" icon={<SendOutlined />} onClick={() => setOpen(true)}>
              {t.send}
            </Button>
          ) : null,
        }}
      />
      <SystemMsgSendModal
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          void list.reload();
        }}
      />
    </>
  );
}
