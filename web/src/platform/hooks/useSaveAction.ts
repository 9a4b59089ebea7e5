import { useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { messages } from '../../app/i18n';
import { useFeedback } from './useFeedback';

/** antd's `form.validateFields()` rejects with the failed fields; the form already marks them. */
const isInvalidForm = (error: unknown): boolean => typeof error === 'object' && error !== null && 'errorFields' in error;

/**
 * The save of a dialog: runs the request, says `success` (操作成功) and closes on success, shows the server's
 * message on a refusal, and reports `saving` for the OK button meanwhile. The request may start with
 * `await form.validateFields()`: an invalid form stays open without a message.
 */
export function useSaveAction(
  request: () => Promise<unknown>,
  onDone: () => void,
  success: string = messages.list.operationOk,
): { saving: boolean; save: () => void } {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const run = async (): Promise<void> => {
    setSaving(true);
    try {
      await request();
      void message.success(success);
      onDone();
    } catch (error) {
      if (!isInvalidForm(error)) void message.warning(errorMessage(error, messages.errors.requestFailed));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save: () => void run() };
}
