import type { QueryParams } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { downloadExport } from './listFiles';

/** Saves a server export or import template; a refusal (its message) or an empty file (文件下载失败) is said. */
export function useDownload() {
  const { message } = useFeedback();
  return async (url: string, params: QueryParams, fallbackName: string, post?: unknown): Promise<void> => {
    const outcome = await downloadExport(url, params, fallbackName, post);
    if (outcome !== 'ok') void message.warning(outcome === 'empty' ? messages.list.downloadFailed : outcome);
  };
}
