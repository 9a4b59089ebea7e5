import type { Generated } from 'kysely';
import type { Language } from '@suanpan/contracts';
import type { Defaulted, Id, RequiredId, Stamp } from './column-types.js';
import type { BasicTables } from './schema-basic.js';
import type { FileTables } from './schema-files.js';
import type { FinanceTables } from './schema-finance.js';
import type { MaterialTables } from './schema-material.js';
import type { StockTables } from './schema-stock.js';
import type { PlatformTables } from './schema-platform.js';

/** Row types of the database as the drivers return them; the column types are explained in column-types.ts. */

export interface TenantTable {
  id: Id;
  login_name: string;
  user_num_limit: Defaulted<number>;
  type: Defaulted<'0' | '1'>;
  enabled: Defaulted<boolean>;
  created_at: Stamp;
  expire_time: string;
  remark: string | null;
  package_tenant_id: Defaulted<string>;
  package_role_id: string | null;
  owner_user_id: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface SysFunctionTable {
  id: Id;
  number: string;
  name: string;
  parent_number: string;
  url: string;
  component: string | null;
  state: Defaulted<boolean>;
  sort: string | null;
  enabled: Defaulted<boolean>;
  type: Defaulted<string>;
  push_btn: string | null;
  icon: string | null;
  hidden: Defaulted<boolean>;
  delete_flag: Defaulted<boolean>;
}

export interface RoleTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  type: string;
  price_limit: string | null;
  description: string | null;
  enabled: Defaulted<boolean>;
  sort: string | null;
  delete_flag: Defaulted<boolean>;
  created_at: Stamp;
}

export interface RoleFunctionTable {
  tenant_id: RequiredId;
  role_id: RequiredId;
  function_id: RequiredId;
  btn_str: Defaulted<string>;
}

export interface AppUserTable {
  tenant_id: RequiredId;
  id: Id;
  login_name: string;
  username: string;
  password_hash: string;
  password_is_default: Defaulted<boolean>;
  role_id: string | null;
  leader_flag: Defaulted<'0' | '1'>;
  position: string | null;
  email: string | null;
  phonenum: string | null;
  description: string | null;
  remark: string | null;
  ismanager: Defaulted<number>;
  isystem: Defaulted<number>;
  status: Defaulted<number>;
  delete_flag: Defaulted<boolean>;
  created_at: Stamp;
  /** Interface language the user chose (migration 0049); null until chosen. */
  language: Language | null;
}

export interface OrganizationTable {
  tenant_id: RequiredId;
  id: Id;
  org_no: string;
  org_abr: string;
  parent_id: string | null;
  sort: string | null;
  remark: string | null;
  created_at: Stamp;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface OrgaUserRelTable {
  tenant_id: RequiredId;
  id: Id;
  orga_id: RequiredId;
  user_id: RequiredId;
  user_blng_orga_dspl_seq: string | null;
  created_at: Stamp;
  creator: string | null;
  updated_at: Stamp;
  updater: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface PersonTable {
  tenant_id: RequiredId;
  id: Id;
  type: string;
  name: string;
  enabled: Defaulted<boolean>;
  sort: string | null;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

type Flag = Defaulted<'0' | '1'>;
export interface SystemConfigTable {
  tenant_id: RequiredId;
  id: Id;
  company_name: string;
  company_contacts: string | null;
  company_address: string | null;
  company_tel: string | null;
  company_fax: string | null;
  company_post_code: string | null;
  sale_agreement: string | null;
  depot_flag: Flag;
  customer_flag: Flag;
  minus_stock_flag: Flag;
  purchase_by_sale_flag: Flag;
  multi_level_approval_flag: Flag;
  multi_bill_type: string | null;
  force_approval_flag: Flag;
  update_unit_price_flag: Flag;
  over_link_bill_flag: Flag;
  in_out_manage_flag: Flag;
  multi_account_flag: Flag;
  move_avg_price_flag: Flag;
  audit_print_flag: Flag;
  zero_change_amount_flag: Flag;
  customer_static_price_flag: Flag;
  material_price_tax_flag: Flag;
  delete_flag: Defaulted<boolean>;
  created_at: Stamp;
}

export interface PlatformConfigTable {
  id: Id;
  platform_key: string;
  platform_key_info: string;
  platform_value: string | null;
  created_at: Stamp;
}

export interface OperationLogTable {
  tenant_id: RequiredId;
  id: Id;
  user_id: string | null;
  operation: string;
  client_ip: string | null;
  created_at: Stamp;
  status: Defaulted<number>;
  content: string | null;
}

export interface MessageTable {
  tenant_id: RequiredId;
  id: Id;
  msg_title: string;
  msg_content: string | null;
  type: string | null;
  user_id: RequiredId;
  status: Defaulted<'1' | '2'>;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface UserSessionTable {
  tenant_id: RequiredId;
  id: Id;
  user_id: RequiredId;
  token_hash: string;
  client_ip: string | null;
  org_code: string | null;
  created_at: Stamp;
  last_seen_at: Stamp;
  expires_at: string;
}

export interface LoginFailureTable {
  id: Generated<string>;
  login_name: string;
  client_ip: string;
  failed_at: Stamp;
}

/** Attempts per key in a window (app/attempt-counter.ts). */
export interface AttemptCounterTable {
  scope: string;
  key: string;
  attempts: number;
  window_start: string;
}

export interface CaptchaTable {
  uuid: string;
  code: string;
  expires_at: string;
}

export interface SchemaMigrationTable {
  version: string;
  name: string;
  applied_at: Stamp;
}

/** The hash of each SQL file (db/sql-files.ts) as last applied by the migration runner. */
export interface SchemaSqlFileTable {
  file: string;
  sha256: string;
  applied_at: Stamp;
}

export interface Database extends BasicTables, MaterialTables, StockTables, PlatformTables, FileTables, FinanceTables {
  tenant: TenantTable;
  sys_function: SysFunctionTable;
  role: RoleTable;
  role_function: RoleFunctionTable;
  app_user: AppUserTable;
  organization: OrganizationTable;
  orga_user_rel: OrgaUserRelTable;
  person: PersonTable;
  system_config: SystemConfigTable;
  platform_config: PlatformConfigTable;
  operation_log: OperationLogTable;
  message: MessageTable;
  user_session: UserSessionTable;
  login_failure: LoginFailureTable;
  attempt_counter: AttemptCounterTable;
  captcha: CaptchaTable;
  schema_migration: SchemaMigrationTable;
  schema_sql_file: SchemaSqlFileTable;
}
