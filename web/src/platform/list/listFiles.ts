import { ApiError } from '../../app/api/ApiError';
import { send, type QueryParams } from '../../app/api/http';
import { messages } from '../../app/i18n';
import { saveBlob } from '../files/saveBlob';

function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `${fallback}.xlsx`;
}

/**
 * Downloads an export; 'empty' when the server sent no bytes, otherwise 'ok' or the server's message. The styled
 * sheets of spec §7.5 are POSTs (`post`: their body, `{}` when they take only query parameters).
 */
export async function downloadExport(url: string, params: QueryParams, fallbackName: string, post?: unknown): Promise<string> {
  try {
    const response = await send(post === undefined ? 'GET' : 'POST', url, { params, ...(post === undefined ? {} : { body: post }) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const body = (await response.json().catch(() => null)) as { data?: { message?: string } } | null;
      return body?.data?.message ?? messages.list.downloadFailed;
    }
    const blob = await response.blob();
    if (blob.size === 0) return 'empty';
    saveBlob(blob, fileNameFrom(response.headers.get('content-disposition'), fallbackName));
    return 'ok';
  } catch (error) {
    return error instanceof ApiError ? error.message : messages.list.downloadFailed;
  }
}

export type ImportOutcome =
  { kind: 'ok'; message: string | undefined } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string } | { kind: 'unknown-file' };

const ACCEPTED = /\.(xls|xlsx)$/i;

/** Uploads a spreadsheet; the three outcomes of spec §8 (code 200, other code, HTTP failure). */
export async function uploadImport(url: string, file: File): Promise<ImportOutcome> {
  if (!file.name || !ACCEPTED.test(file.name)) return { kind: 'unknown-file' };
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await send('POST', url, { body: form });
    const body = (await response.json().catch(() => null)) as { code?: number; data?: { message?: string } | string } | null;
    const text = typeof body?.data === 'string' ? body.data : body?.data?.message;
    if (!response.ok) {
      if (response.status >= 500 || !text) return { kind: 'failed', message: text ?? response.statusText };
      return { kind: 'refused', message: text };
    }
    if (body?.code === 200) return { kind: 'ok', message: text };
    return { kind: 'refused', message: text ?? messages.errors.requestFailed };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
