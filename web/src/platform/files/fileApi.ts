import { displayNameOf, type FileBiz } from '@suanpan/contracts';
import { ApiError } from '../../app/api/ApiError';
import { http, requestEnvelope, send } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { saveBlob } from './saveBlob';

const staticUrl = (path: string) => `/systemConfig/static/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The server's message of a refused call (413, 400 …), or the generic one. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { code?: number; data?: { message?: string } | string } | null;
  const text = typeof body?.data === 'string' ? body.data : body?.data?.message;
  return new ApiError(text ?? messages.upload.failed, response.status, body?.code ?? response.status);
}

/** Attachments and images (api.md `/systemConfig/upload`, `/static/…`): every call carries the session token. */
export const fileApi = {
  sizeLimit: () => http.get<number>('/systemConfig/fileSizeLimit'),

  /** Uploads one file; the answer is its stored path (`bill/63/报价单_…png`). */
  upload: async (biz: FileBiz, file: File): Promise<string> => {
    const form = new FormData();
    form.append('biz', biz);
    form.append('file', file);
    const envelope = await requestEnvelope<string | { message?: string }>('POST', '/systemConfig/upload', { body: form });
    if (envelope.code !== 200 || typeof envelope.data !== 'string') {
      throw new ApiError(typeof envelope.data === 'object' ? (envelope.data.message ?? messages.upload.failed) : messages.upload.failed, 200, envelope.code);
    }
    return envelope.data;
  },

  /** The file's bytes, fetched with the token (a plain link would carry none). */
  blob: async (path: string): Promise<Blob> => {
    const response = await send('GET', staticUrl(path));
    if (!response.ok) throw await refusal(response);
    return response.blob();
  },

  /** Saves the file under the name it was uploaded with. */
  download: async (path: string): Promise<void> => saveBlob(await fileApi.blob(path), displayNameOf(path)),
};
