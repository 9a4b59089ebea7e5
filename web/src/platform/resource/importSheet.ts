import { send } from '../../app/api/http';
import { messages } from '../../app/i18n';

export interface ImportRowError {
  row: number;
  message: string;
}

export type ImportReport =
  | { ok: true; message: string; inserted?: number; updated?: number }
  | { ok: false; message: string; errors: ImportRowError[] };

/**
 * Uploads a workbook to an import endpoint. Every row is validated by the server first: a refusal carries the
 * per-row errors (`data.errors`) and nothing has been written.
 */
export async function importSheet(url: string, file: File, params: Record<string, string> = {}): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await send('POST', url, { body: form, params });
    const body = (await response.json().catch(() => null)) as { code?: number; data?: unknown } | null;
    const data = (typeof body?.data === 'object' && body.data !== null ? body.data : {}) as {
      message?: string;
      errors?: ImportRowError[];
      inserted?: number;
      updated?: number;
    };
    const text = typeof body?.data === 'string' ? body.data : data.message;
    if (response.ok && body?.code === 200) return { ok: true, message: text ?? '', inserted: data.inserted, updated: data.updated };
    return { ok: false, message: text ?? messages.errors.requestFailed, errors: data.errors ?? [] };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), errors: [] };
  }
}
