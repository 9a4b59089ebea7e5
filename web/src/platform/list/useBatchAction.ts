import { errorMessage } from '../../app/api/ApiError';
import { messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import type { ListPage } from './useListPage';

export interface BatchAction {
  title: string;
  content: string;
  call: (ids: string) => Promise<unknown>;
  /** The success message, from the server's answer (default 操作成功). */
  done?: (result: unknown) => string;
  /** The rows stay ticked afterwards (a repair the user may want to run again on the same rows). */
  keepSelection?: boolean;
}

/**
 * A confirmed action on the list's ticked rows (强制结单, 完成, 取消, 修正库存…): needs a selection, asks, calls
 * the server with the comma list of ids, then clears the selection and reloads; a refusal shows the server's
 * message. `ids` overrides the selection (the same action offered on one row).
 */
export function useBatchAction(list: ListPage) {
  const { message, modal } = useFeedback();
  return (action: BatchAction, ids?: string) => {
    const chosen = ids ?? list.selectedRowKeys.join(',');
    if (!chosen) return void message.warning(messages.list.selectOne);
    modal.confirm({
      title: action.title,
      content: action.content,
      onOk: async () => {
        try {
          const result = await action.call(chosen);
          void message.success(action.done ? action.done(result) : messages.list.operationOk);
          if (!action.keepSelection) list.clearSelection();
          await list.reload();
        } catch (e) {
          void message.warning(errorMessage(e, messages.errors.requestFailed));
        }
      },
    });
  };
}
