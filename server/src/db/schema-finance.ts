import type { Defaulted, Id, NullableNum, Num, RequiredId, Stamp } from './column-types.js';

/** Row types of the finance document tables (migration 0024); conventions as in schema.ts. */

export interface AccountHeadTable {
  tenant_id: RequiredId;
  id: Id;
  type: string;
  prefix: string;
  number: string;
  bill_time: string;
  organ_id: string | null;
  hands_person_id: string | null;
  creator: RequiredId;
  /** 审核人: who took it to 已审核 (migration 0046); null while not audited. */
  auditor: string | null;
  account_id: string | null;
  money_direction: number;
  total_price: Num;
  discount_money: Num;
  change_amount: Num;
  remark: string | null;
  file_name: string | null;
  status: Defaulted<string>;
  source: Defaulted<string>;
  created_at: Stamp;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface AccountItemTable {
  tenant_id: RequiredId;
  id: Id;
  header_id: RequiredId;
  line_no: number;
  account_id: string | null;
  in_out_item_id: string | null;
  bill_id: string | null;
  need_debt: NullableNum;
  finish_debt: NullableNum;
  each_amount: Num;
  remark: string | null;
  delete_flag: Defaulted<boolean>;
}

/** One step of a document through multi-level approval (migration 0027), goods bills and finance alike. */
export interface ApprovalLogTable {
  tenant_id: RequiredId;
  id: Id;
  head_table: 'depot_head' | 'account_head';
  head_id: RequiredId;
  action: 'submit' | 'approve' | 'reject';
  user_id: RequiredId;
  created_at: Stamp;
  opinion: string | null;
}

/** Money in and out per (account, day, audited), kept from bills and finance documents by triggers (migration 0028). */
export interface AccountDayTable {
  tenant_id: RequiredId;
  account_id: RequiredId;
  day: string;
  audited: boolean;
  in_amount: Defaulted<string>;
  out_amount: Defaulted<string>;
}

export interface FinanceTables {
  account_day: AccountDayTable;
  account_head: AccountHeadTable;
  account_item: AccountItemTable;
  approval_log: ApprovalLogTable;
}
