import { http, send } from '../../app/api/http';
import { messages } from '../../app/i18n';

export interface ImportRowError {
  row: number;
  message: string;
}

export type ImportReport =
  { ok: true; message: string; total?: number; inserted?: number; updated?: number } | { ok: false; message: string; errors: ImportRowError[] };

/** A server import job as `…/importProgress` reports it (reading, validating, writing, done, failed). */
export interface ImportProgress {
  status: string;
  total: number;
  processed: number;
}

export interface ImportOptions {
  params?: Record<string, string>;
  /** The job's progress address; with it the upload carries a client-chosen `importId` that is polled there. */
  progressUrl?: string;
  onProgress?: (progress: ImportProgress) => void;
  pollMs?: number;
}

/**
 * Uploads a workbook to an import endpoint. Every row is validated by the server first: a refusal carries the
 * per-row errors (`data.errors`) and nothing has been written. With a progress address the server job is polled
 * while the upload runs, so a large import shows how far it is.
 */
export async function importSheet(url: string, file: File, options: ImportOptions = {}): Promise<ImportReport> {
  const { progressUrl, onProgress, pollMs = 500 } = options;
  const importId = progressUrl ? crypto.randomUUID() : undefined;
  const form = new FormData();
  form.append('file', file);
  let finished = false;
  const poll = async (): Promise<void> => {
    while (progressUrl && importId && !finished) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      if (finished) return;
      // The job row appears once the upload has arrived; until then there is nothing to show.
      const p = await http.poll<ImportProgress>(progressUrl, { importId }).catch(() => undefined);
      if (p && !finished) onProgress?.(p);
    }
  };
  const polling = poll();
  try {
    const response = await send('POST', url, { body: form, params: { ...options.params, ...(importId ? { importId } : {}) } });
    const body = (await response.json().catch(() => null)) as { code?: number; data?: unknown } | null;
    const data = (typeof body?.data === 'object' && body.data !== null ? body.data : {}) as {
      message?: string;
      errors?: ImportRowError[];
      total?: number;
      inserted?: number;
      updated?: number;
    };
    const text = typeof body?.data === 'string' ? body.data : data.message;
    if (response.ok && body?.code === 200) {
      finished = true;
      if (data.total !== undefined) onProgress?.({ status: 'done', total: data.total, processed: data.total });
      return { ok: true, message: text ?? '', total: data.total, inserted: data.inserted, updated: data.updated };
    }
    return { ok: false, message: text ?? messages.errors.requestFailed, errors: data.errors ?? [] };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), errors: [] };
  } finally {
    finished = true;
    await polling;
  }
}
