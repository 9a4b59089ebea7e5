import type { FileBiz } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface UploadedFileRow {
  biz: FileBiz;
  path: string;
  originalName: string;
  contentType: string;
}

export async function insertUploadedFile(
  db: Kysely<Database>,
  row: { tenantId: string; creator: string; biz: FileBiz; path: string; originalName: string; size: number; contentType: string },
): Promise<void> {
  await db
    .insertInto('uploaded_file')
    .values({
      tenant_id: row.tenantId,
      creator: row.creator,
      biz: row.biz,
      path: row.path,
      original_name: row.originalName.slice(0, 255),
      size_bytes: row.size,
      content_type: row.contentType,
    })
    .execute();
}

/** The tenant's upload at that path, or undefined (another tenant's path is simply not found). */
export async function findUploadedFile(db: Kysely<Database>, tenantId: string, path: string): Promise<UploadedFileRow | undefined> {
  return db
    .selectFrom('uploaded_file')
    .select(['biz', 'path', 'original_name as originalName', 'content_type as contentType'])
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** Which of the paths are uploads of this tenant for this kind of record (one query). */
export async function existingUploads(db: Kysely<Database>, tenantId: string, biz: FileBiz, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploaded_file')
    .select('path')
    .where('tenant_id', '=', tenantId)
    .where('biz', '=', biz)
    .where('path', 'in', paths)
    .execute();
  return new Set(rows.map((r) => r.path));
}
