import { send } from '../../../app/api/http';
import { messages } from '../../../app/i18n';
import { materialApi } from '../materialApi';

export interface ImportProgress {
  status: string;
  total: number;
  processed: number;
}

export type ImportResult = { ok: true; message: string } | { ok: false; message: string; errors: Array<{ row: number; message: string }> };

/**
 * Uploads the sheet under a client-chosen import id and polls `/material/importProgress` with it while the
 * server validates and writes, so a 10,000-row import shows how far it is.
 */
export async function importMaterials(file: File, onProgress: (p: ImportProgress) => void, pollMs = 500): Promise<ImportResult> {
  const importId = crypto.randomUUID();
  const form = new FormData();
  form.append('file', file);
  let finished = false;
  const poll = async (): Promise<void> => {
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      if (finished) return;
      // The job row appears once the sheet is read; until then there is nothing to show.
      const p = await materialApi.importProgress(importId).catch(() => undefined);
      if (p && !finished) onProgress(p);
    }
  };
  const polling = poll();
  try {
    const response = await send('POST', '/material/importExcel', { body: form, params: { importId } });
    const body = (await response.json().catch(() => null)) as { data?: { message?: string; total?: number; errors?: Array<{ row: number; message: string }> } } | null;
    const message = body?.data?.message ?? messages.errors.requestFailed;
    if (!response.ok) return { ok: false, message, errors: body?.data?.errors ?? [] };
    const total = body?.data?.total ?? 0;
    onProgress({ status: 'done', total, processed: total });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), errors: [] };
  } finally {
    finished = true;
    await polling;
  }
}
