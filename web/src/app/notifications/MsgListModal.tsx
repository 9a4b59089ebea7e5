import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../platform/hooks/useFeedback';
import { messageApi } from '../api/messageApi';
import type { Message } from '@suanpan/contracts';
import { messages } from '../i18n';
import { isExternalUrl } from '../router/menuModel';
import { ListPageView } from '../../platform/list/ListPageView';
import type { Row } from '../../platform/list/listTypes';
import { useListPage } from '../../platform/list/useListPage';
import { MessageDetailModal } from './MessageDetailModal';
import { MessageComponentModal } from './MessageComponentModal';

const t = messages.notice;

/** 通知 list: title search, 5 rows a page, bold unread titles, view marks read, mark-all-read with confirmation. */
export function MsgListModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [detailId, setDetailId] = useState<number | string | null>(null);
  const [componentMsg, setComponentMsg] = useState<Message | null>(null);
  const list = useListPage({
    urls: { list: '/msg/list', deleteBatch: '/msg/deleteBatch' },
    defaultPageSize: 5,
    pageSizeOptions: [5, 10, 20, 30],
  });

  const refresh = async (): Promise<void> => {
    await queryClient.invalidateQueries({ queryKey: ['messages'] });
    await list.reload();
  };

  const view = async (msg: Message): Promise<void> => {
    if (msg.openType === 'component' && msg.openPage) setComponentMsg(msg);
    else setDetailId(msg.id);
    if (msg.status === '1') {
      await messageApi.markRead([msg.id]);
      await refresh();
    }
  };

  const goHandle = (msg: Message): void => {
    const page = msg.openPage ?? '';
    if (isExternalUrl(page)) window.open(page, '_blank', 'noopener,noreferrer');
    else {
      onClose();
      void navigate(page);
    }
  };

  const readAll = (): void => {
    modal.confirm({
      title: messages.common.tip,
      content: t.readAllConfirm,
      onOk: async () => {
        await messageApi.readAll();
        await refresh();
      },
    });
  };

  const columns: ColumnsType<Row> = [
    {
      title: t.title,
      dataIndex: 'msgTitle',
      ellipsis: true,
      render: (title: string, row) => <span className={row.status === '1' ? 'msg-unread' : 'msg-read'}>{title}</span>,
    },
    { title: t.type, dataIndex: 'type', width: 120 },
    { title: t.date, dataIndex: 'createTimeStr', width: 170 },
    {
      title: messages.common.action,
      key: 'action',
      width: 130,
      render: (_v, row) => {
        const msg = row as unknown as Message;
        return (
          <Space>
            <a onClick={() => void view(msg)}>{messages.common.view}</a>
            {msg.openType === 'url' && msg.openPage && <a onClick={() => goHandle(msg)}>{t.goHandle}</a>}
          </Space>
        );
      },
    },
  ];

  return (
    <Modal
      open={open}
      title={t.listTitle}
      width={900}
      onCancel={onClose}
      footer={[
        <Button key="all" onClick={readAll}>
          {t.readAll}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {messages.common.close}
        </Button>,
      ]}
    >
      <ListPageView
        list={list}
        columns={columns}
        size="small"
        scrollX={640}
        toolbar={{ batchDelete: true }}
        // Everyone may delete their own messages; the server scopes the call to the caller.
        can={() => true}
        queryFields={
          <Form.Item label={t.title} name="name">
            <Input placeholder={messages.common.inputPlaceholder} allowClear />
          </Form.Item>
        }
      />
      <MessageDetailModal id={detailId} onClose={() => setDetailId(null)} />
      <MessageComponentModal message={componentMsg} onClose={() => setComponentMsg(null)} />
    </Modal>
  );
}
