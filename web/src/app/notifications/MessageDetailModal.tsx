import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton } from 'antd';
import { messageApi } from '../api/messageApi';
import { messages } from '../i18n';
import { DetailList } from '../../platform/components/DetailList';

const t = messages.notice;

/** The announcement detail (queryById); content is shown as text, never as HTML from the server. */
export function MessageDetailModal({ id, onClose }: { id: number | string | null; onClose: () => void }) {
  const { data, isLoading } = useQuery({
    queryKey: ['announcement', id],
    queryFn: () => messageApi.detail(id ?? ''),
    enabled: id !== null,
  });
  return (
    <Modal open={id !== null} title={t.detailTitle} footer={null} onCancel={onClose} width={600} destroyOnHidden>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <h3 className="notice-detail-title">{data.msgTitle}</h3>
          <DetailList
            columns={2}
            items={[
              { label: t.type, value: data.type },
              { label: t.publishTime, value: data.createTimeStr },
            ]}
          />
          <div className="notice-detail-content">{data.msgContent}</div>
        </>
      )}
    </Modal>
  );
}
