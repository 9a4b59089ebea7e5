import { z } from 'zod';
import { answers } from './contract.js';

/** Where a spreadsheet import stands: reading the file, checking rows, writing them, finished or refused. */
export const IMPORT_JOB_STATUSES = ['reading', 'validating', 'writing', 'done', 'failed'] as const;

/** `…/importProgress?importId=`: the caller's own import job, polled while the upload request runs. */
export const importProgressSchema = z.object({
  importId: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  message: z.string().nullable(),
  updateTime: z.string(),
});
export const importProgressReply = answers(importProgressSchema);

/** A refused import answers 400 with every row's fault (the first 1000), under the job's id. */
export const importRefusalSchema = z.object({
  message: z.string(),
  importId: z.string(),
  errors: z.array(z.object({ row: z.number().int().optional(), message: z.string() }).loose()),
});

export type ImportProgress = z.infer<typeof importProgressSchema>;
export type ImportRefusal = z.infer<typeof importRefusalSchema>;
