import { Modal, Spin } from 'antd';
import { Suspense } from 'react';
import type { Message } from '@suanpan/contracts';
import { messages } from '../i18n';
import { renderPage } from '../router/pageRegistry';
import { UnderConstruction } from '../../pages/exception/UnderConstruction';

/** openType "component": the registered screen for openPage, given the message's busId. */
export function MessageComponentModal({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const page = message?.openPage ?? '';
  const rendered = message ? renderPage(page, page, { busId: message.busId ?? undefined }) : undefined;
  return (
    <Modal open={message !== null} title={message?.msgTitle} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      <Suspense fallback={<Spin />}>{rendered ?? <UnderConstruction entry={{ title: message?.msgTitle ?? messages.notice.detailTitle }} />}</Suspense>
    </Modal>
  );
}
