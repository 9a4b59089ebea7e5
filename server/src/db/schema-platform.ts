import type { Defaulted, Id, RequiredId, Stamp } from './column-types.js';

/** Row types of the platform tables (migration 0008): plugins and announcements. */

export interface PluginTable {
  id: Id;
  plugin_key: string;
  name: string;
  version: string;
  description: string | null;
  enabled: Defaulted<boolean>;
  sort: string | null;
  installed_at: Stamp;
  updated_at: Stamp;
}

export interface PluginFunctionTable {
  plugin_id: RequiredId;
  function_url: string;
}

export interface AnnouncementTable {
  tenant_id: RequiredId;
  id: Id;
  title: string;
  content: string | null;
  type: string | null;
  audience: 'all' | 'tenants' | 'users';
  recipient_count: Defaulted<number>;
  creator: RequiredId;
  created_at: Stamp;
}

export interface RateEventTable {
  id: Id;
  kind: string;
  key: string;
  at: Stamp;
}

export type ImportJobKind = 'material' | 'partner';
export type ImportJobStatus = 'reading' | 'validating' | 'writing' | 'done' | 'failed';

/** Progress of a spreadsheet import (migration 0012), polled by the client. */
export interface ImportJobTable {
  tenant_id: RequiredId;
  id: string;
  user_id: RequiredId;
  kind: ImportJobKind;
  status: ImportJobStatus;
  total: Defaulted<number>;
  processed: Defaulted<number>;
  message: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

/** 字典管理 (migration 0030): a dictionary type and its label/value rows, platform-wide. */
export interface DictTypeTable {
  id: Id;
  dict_name: string;
  dict_type: string;
  status: Defaulted<'0' | '1'>;
  remark: string | null;
  create_by: string | null;
  create_time: Stamp;
  update_by: string | null;
  update_time: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface DictDataTable {
  id: Id;
  dict_type: string;
  dict_sort: Defaulted<number>;
  dict_label: string;
  dict_value: string;
  css_class: string | null;
  list_class: string | null;
  is_default: Defaulted<'Y' | 'N'>;
  status: Defaulted<'0' | '1'>;
  remark: string | null;
  create_by: string | null;
  create_time: Stamp;
  update_by: string | null;
  update_time: string | null;
  delete_flag: Defaulted<boolean>;
}

/** Which of our rows each row of an imported source database became (migration 0031, docs/migration.md). */
export interface ImportSourceMapTable {
  tenant_id: RequiredId;
  source: string;
  source_table: string;
  source_id: string;
  target_id: RequiredId;
  imported_at: Stamp;
  source_hash: string | null;
  target_hash: string | null;
}

export interface PlatformTables {
  import_source_map: ImportSourceMapTable;
  dict_type: DictTypeTable;
  dict_data: DictDataTable;
  rate_event: RateEventTable;
  import_job: ImportJobTable;
  plugin: PluginTable;
  plugin_function: PluginFunctionTable;
  announcement: AnnouncementTable;
}
