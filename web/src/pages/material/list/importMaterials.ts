import { importSheet, type ImportProgress, type ImportRowError } from '../../../platform/resource/importSheet';

export type { ImportProgress } from '../../../platform/resource/importSheet';

export type ImportResult = { ok: true; message: string } | { ok: false; message: string; errors: ImportRowError[] };

/** 商品导入: the platform import with the material job's progress (`/material/importProgress`). */
export async function importMaterials(file: File, onProgress: (p: ImportProgress) => void, pollMs = 500): Promise<ImportResult> {
  const report = await importSheet('/material/importExcel', file, { progressUrl: '/material/importProgress', onProgress, pollMs });
  return report.ok ? { ok: true, message: report.message } : report;
}
