import { ApiError } from '../../app/api/ApiError';
import { requestEnvelope, type QueryParams } from '../../app/api/http';
import { messages } from '../../app/i18n';
import type { ListResult, Row } from './listTypes';

type Notify = (text: string) => void;

const EMPTY: ListResult = { rows: [], total: 0 };

/**
 * One page of a list. Failures are reported here and answered with an empty page, so the table shows
 * "no data" instead of stale rows: code 510 warns with its data, other codes with the server's message.
 */
export async function fetchList(url: string, params: QueryParams, warn: Notify, signal?: AbortSignal): Promise<ListResult> {
  try {
    const env = await requestEnvelope<{ rows?: Row[]; total?: number | string; totalRow?: Row } | string>('GET', url, {
      params,
      signal,
    });
    if (env.code === 510) {
      warn(typeof env.data === 'string' ? env.data : messages.list.loadFailed);
      return EMPTY;
    }
    if (env.code !== 200 || typeof env.data !== 'object' || env.data === null) {
      const data = env.data as { message?: string } | string | null;
      warn((typeof data === 'object' && data?.message) || messages.list.loadFailed);
      return EMPTY;
    }
    return { rows: env.data.rows ?? [], total: Number(env.data.total ?? 0), totalRow: env.data.totalRow };
  } catch (error) {
    if (signal?.aborted) throw error;
    // Client errors carry a useful message (e.g. 403); network and server failures get the generic one.
    const useServer = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    warn(useServer ? error.message : messages.list.loadFailed);
    return EMPTY;
  }
}
