import { App } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { messages } from '../../app/i18n';

/**
 * The save of a dialog: runs the request, says 操作成功 and closes on success, shows the server's
 * message on a refusal, and reports `saving` for the OK button meanwhile.
 */
export function useSaveAction(request: () => Promise<unknown>, onDone: () => void): { saving: boolean; save: () => void } {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const run = async (): Promise<void> => {
    setSaving(true);
    try {
      await request();
      void message.success(messages.list.operationOk);
      onDone();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save: () => void run() };
}
