import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, List, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { messageApi } from '../api/messageApi';
import { format, messages } from '../i18n';
import { useShellUi } from '../layout/ShellUiContext';
import { MessageDetailModal } from './MessageDetailModal';

export const UNREAD_POLL_MS = 6000;
export const BELL_LIMIT = 5;
export const UNREAD_KEY = ['messages', 'unread'] as const;

const t = messages.notice;

/** Bell with the unread count, polled every 6 s; a loading error stops the polling (spec §4). */
export function NoticeBell() {
  const queryClient = useQueryClient();
  const { openMessages } = useShellUi();
  const [open, setOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | string | null>(null);
  const { data = [] } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: messageApi.unread,
    refetchInterval: (query) => (query.state.status === 'error' ? false : UNREAD_POLL_MS),
  });

  const openItem = async (id: number | string): Promise<void> => {
    setOpen(false);
    setDetailId(id);
    try {
      await messageApi.markRead([id]);
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['messages'] });
    }
  };

  const content = (
    <Tabs
      size="small"
      items={[
        {
          key: 'notice',
          label: format(t.tab, { count: data.length }),
          children: (
            <>
              <List
                size="small"
                locale={{ emptyText: t.empty }}
                dataSource={data.slice(0, BELL_LIMIT)}
                renderItem={(item) => (
                  <List.Item className="notice-item" onClick={() => void openItem(item.id)}>
                    <List.Item.Meta title={item.msgTitle} description={item.createTimeStr} />
                  </List.Item>
                )}
              />
              <div className="notice-more">
                <Button type="link" onClick={() => (setOpen(false), openMessages())}>
                  {t.viewMore}
                </Button>
              </div>
            </>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} styles={{ container: { width: 300 } }}>
        <span className="header-action" role="button" aria-label={t.listTitle}>
          <Badge count={data.length} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </span>
      </Popover>
      <MessageDetailModal id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
