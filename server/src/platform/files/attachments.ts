import {
  BILL_ERR,
  FILE_ERR,
  formatMessage,
  MAX_BILL_FILES,
  MAX_MATERIAL_IMAGES,
  splitFileList,
  STORED_PATH,
  type ErrorEntry,
  type FileBiz,
} from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { AppError, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { existingUploads } from './uploaded-file.repository.js';

export interface AttachmentRule {
  biz: FileBiz;
  max: number;
  tooMany: ErrorEntry;
  field: string;
}

/** What each kind of record may reference: goods bills and finance documents 4 files, products 4 images. */
export const ATTACHMENT_RULES = {
  bill: { biz: 'bill', max: MAX_BILL_FILES, tooMany: BILL_ERR.fileLimit, field: 'fileName' },
  financial: { biz: 'financial', max: MAX_BILL_FILES, tooMany: BILL_ERR.fileLimit, field: 'fileName' },
  material: { biz: 'material', max: MAX_MATERIAL_IMAGES, tooMany: FILE_ERR.materialImages, field: 'imgName' },
} as const satisfies Record<FileBiz, AttachmentRule>;

/**
 * The comma list of stored paths a record is saved with (`fileName`, `imgName`): at most `max`
 * entries, each an upload of this tenant for this kind of record — so nobody can attach another
 * tenant's file or a path they made up. Returns the list normalised (trimmed, no repeats), or null.
 */
export async function checkAttachments(db: Kysely<Database>, tenantId: string, rule: AttachmentRule, value: string | null | undefined): Promise<string | null> {
  const paths = splitFileList(value);
  if (paths.length > rule.max) throw refused(rule.tooMany, undefined, rule.field);
  const wellFormed = paths.filter((p) => STORED_PATH.exec(p)?.[2] === tenantId && p.startsWith(`${rule.biz}/`));
  const found = await existingUploads(db, tenantId, rule.biz, wellFormed);
  const missing = paths.find((p) => !found.has(p));
  if (missing) throw new AppError(400, FILE_ERR.missing.code, formatMessage(FILE_ERR.missing.message, missing), rule.field);
  return paths.length ? paths.join(',') : null;
}
