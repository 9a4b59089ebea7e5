import type { ColumnType } from 'kysely';

/** Row types of the file store's index (migration 0011). */
type Id = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
type RequiredId = ColumnType<string, string | number | bigint, string | number | bigint>;
type Stamp = ColumnType<string, string | undefined, string>;

export interface UploadedFileTable {
  tenant_id: RequiredId;
  id: Id;
  biz: 'bill' | 'financial' | 'material';
  path: string;
  original_name: string;
  size_bytes: RequiredId;
  content_type: string;
  creator: RequiredId;
  created_at: Stamp;
}

export interface FileTables {
  uploaded_file: UploadedFileTable;
}
