import { Popconfirm } from 'antd';
import { errorMessage } from '../../app/api/ApiError';
import { http } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { useFeedback } from '../../platform/hooks/useFeedback';
import type { Row } from '../../platform/list/listTypes';
import type { ResourceActionContext } from '../../platform/resource/resourceTypes';

/** 设为默认 row action of accounts and depots (popconfirm 确定设为默认吗?); hidden on the default row. */
export function SetDefaultAction({ url, row, ctx }: { url: string; row: Row; ctx: ResourceActionContext }) {
  const { message } = useFeedback();
  if (row.isDefault === true) return null;
  const confirm = async (): Promise<void> => {
    try {
      await http.post(url, { id: row.id });
      void message.success(messages.list.operationOk);
      await ctx.reload();
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
    }
  };
  return (
    <Popconfirm title={messages.resource.setDefaultConfirm} onConfirm={confirm}>
      <a>{messages.resource.setDefault}</a>
    </Popconfirm>
  );
}
