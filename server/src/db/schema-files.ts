import type { Id, RequiredId, Stamp } from './column-types.js';

/** Row types of the file store's index (migration 0011). */

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
