import { Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';

/** 修正预付款 of the ticked members: the server re-derives their advance from the opening amount and the bills. */
export function FixAdvanceButton({ ids, onDone }: { ids: ReadonlyArray<string | number>; onDone: () => Promise<void> }) {
  const { message } = useFeedback();
  const [running, setRunning] = useState(false);
  const run = async (): Promise<void> => {
    if (ids.length === 0) {
      void message.warning(messages.list.selectOne);
      return;
    }
    setRunning(true);
    try {
      await api.post('/supplier/batchSetAdvanceIn', { ids: ids.join(',') });
      void message.success(messages.system.partner.fixAdvanceOk);
      await onDone();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button loading={running} onClick={() => void run()}>
      {messages.system.partner.fixAdvance}
    </Button>
  );
}
