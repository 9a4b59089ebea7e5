import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { approvalApi, type ApprovalFamily } from './approvalApi';

const t = messages.workflow;

/**
 * 审核通过 / 驳回 of one document 审核中, each asking for an optional 审核意见. Shown to holders of the kind's 审核
 * button whatever the tenant's switch says now: a document sent before 多级审核 was turned off is still decided.
 */
export function ApprovalDecision({
  family,
  id,
  number,
  size,
  onDone,
}: {
  family: ApprovalFamily;
  id: number;
  number: string;
  size?: 'small' | 'middle';
  onDone: () => void;
}) {
  const { message } = useFeedback();
  const [asking, setAsking] = useState<'approve' | 'reject' | undefined>();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await approvalApi.decide(family, asking, String(id), opinion.trim());
      void message.success(asking === 'approve' ? t.approved : t.rejected);
      setAsking(undefined);
      setOpinion('');
      onDone();
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} type="primary" onClick={() => setAsking('approve')}>
        {t.approve}
      </Button>
      <Button size={size} danger onClick={() => setAsking('reject')}>
        {t.reject}
      </Button>
      {asking && (
        <Modal
          open
          title={format(asking === 'approve' ? t.approveTitle : t.rejectTitle, { number })}
          okText={asking === 'approve' ? t.approve : t.reject}
          okButtonProps={{ danger: asking === 'reject', loading: busy }}
          onOk={() => void decide()}
          onCancel={() => setAsking(undefined)}
        >
          <Input.TextArea
            aria-label={t.opinion}
            placeholder={t.opinionPlaceholder}
            maxLength={500}
            rows={3}
            value={opinion}
            onChange={(e) => setOpinion(e.target.value)}
          />
        </Modal>
      )}
    </>
  );
}
