import type { Defaulted, Id, RequiredId, Stamp } from './column-types.js';

/** Row types of the basic-data tables (migration 0002); conventions as in schema.ts. */

export interface UnitTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  basic_unit: string;
  other_unit: string;
  other_unit_two: string | null;
  other_unit_three: string | null;
  ratio: string;
  ratio_two: string | null;
  ratio_three: string | null;
  enabled: Defaulted<boolean>;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface AccountTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  serial_no: string | null;
  initial_amount: Defaulted<string>;
  remark: string | null;
  enabled: Defaulted<boolean>;
  sort: string | null;
  is_default: Defaulted<boolean>;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface DepotTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  address: string | null;
  warehousing: string | null;
  truckage: string | null;
  type: Defaulted<number>;
  sort: string | null;
  remark: string | null;
  principal: string | null;
  enabled: Defaulted<boolean>;
  is_default: Defaulted<boolean>;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface InOutItemTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  type: string;
  remark: string | null;
  enabled: Defaulted<boolean>;
  sort: string | null;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface SupplierTable {
  tenant_id: RequiredId;
  id: Id;
  supplier: string;
  type: string;
  contacts: string | null;
  phone_num: string | null;
  telephone: string | null;
  email: string | null;
  fax: string | null;
  address: string | null;
  tax_num: string | null;
  bank_name: string | null;
  account_number: string | null;
  tax_rate: string | null;
  begin_need_get: Defaulted<string>;
  begin_need_pay: Defaulted<string>;
  begin_advance_in: Defaulted<string>;
  description: string | null;
  isystem: Defaulted<number>;
  enabled: Defaulted<boolean>;
  sort: string | null;
  creator: string | null;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface UserDepotTable {
  tenant_id: RequiredId;
  user_id: RequiredId;
  depot_id: RequiredId;
}

export interface UserCustomerTable {
  tenant_id: RequiredId;
  user_id: RequiredId;
  supplier_id: RequiredId;
}

/** A partner's all-time trade debt, returns and settlements per trade (sale / buy), kept by triggers (migration 0034). */
export interface PartnerStatementTable {
  tenant_id: RequiredId;
  organ_id: RequiredId;
  trade: 'sale' | 'buy';
  debt: Defaulted<string>;
  return_debt: Defaulted<string>;
  settled: Defaulted<string>;
}

export interface BasicTables {
  unit: UnitTable;
  account: AccountTable;
  depot: DepotTable;
  in_out_item: InOutItemTable;
  supplier: SupplierTable;
  partner_statement: PartnerStatementTable;
  user_depot: UserDepotTable;
  user_customer: UserCustomerTable;
}
