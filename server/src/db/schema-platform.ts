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

export interface PlatformTables {
  rate_event: RateEventTable;
  import_job: ImportJobTable;
  plugin: PluginTable;
  plugin_function: PluginFunctionTable;
  announcement: AnnouncementTable;
}
