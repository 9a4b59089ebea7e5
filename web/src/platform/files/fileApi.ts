import { displayNameOf, type FileBiz } from '@suanpan/contracts';
import { ApiError } from '../../app/api/ApiError';
import { refusalOf, requestEnvelope, send } from '../../app/api/http';
import { api } from '../../app/api/api';
import { messages } from '../../app/i18n';
import { saveBlob } from './saveBlob';

const staticUrl = (path: string) => `/systemConfig/static/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Attachments and images (api.md `/systemConfig/upload`, `/static/…`): every call carries the session token. */
export const fileApi = {
  sizeLimit: () => api.get('/systemConfig/fileSizeLimit'),

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
    if (!response.ok) throw await refusalOf(response);
    return response.blob();
  },

  /** Saves the file under the name it was uploaded with. */
  download: async (path: string): Promise<void> => saveBlob(await fileApi.blob(path), displayNameOf(path)),
};
