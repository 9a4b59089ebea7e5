import { z } from 'zod';
import { answers } from './contract.js';

/** The id a client gives its spreadsheet import (to poll its progress while the upload runs). */
export const importJobIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'importId只能包含字母、数字和横线（8到64位）');

/** `…/importProgress?importId=`: which of the caller's import jobs. */
export const importProgressQuery = z.object({ importId: importJobIdSchema });

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
