import type { ColumnType } from 'kysely';
import type { Defaulted, Id, NullableNum, Num, RequiredId, Stamp } from './column-types.js';

/** Row types of the stock bill tables (migration 0004); conventions as in schema.ts. */

export interface BillSequenceTable {
  tenant_id: RequiredId;
  prefix: string;
  current_val: Defaulted<string>;
}

export interface DepotHeadTable {
  tenant_id: RequiredId;
  id: Id;
  type: string;
  sub_type: string;
  prefix: string;
  default_number: string | null;
  number: string;
  created_at: Stamp;
  oper_time: string;
  organ_id: string | null;
  creator: RequiredId;
  account_id: string | null;
  money_direction: number;
  change_amount: Num;
  back_amount: Num;
  total_price: Num;
  pay_type: Defaulted<string>;
  bill_type: string | null;
  remark: string | null;
  file_name: string | null;
  sales_man: string | null;
  discount: Num;
  discount_money: Num;
  discount_last_money: Num;
  other_money: Num;
  deposit: Num;
  debt: Num;
  /** 最终欠款: debt less finance settlements (kept by bill-outstanding.ts). */
  last_debt: Num;
  /** 剩余订金 of an order: its deposit less what live downstream bills deducted. */
  last_deposit: Num;
  status: Defaulted<string>;
  purchase_status: Defaulted<string>;
  close_reason: string | null;
  source: Defaulted<string>;
  link_number: string | null;
  link_apply: string | null;
  link_head_id: string | null;
  delivery_time: string | null;
  /** 报价有效期至 and 报价条款 of a quote; 计划开工 of a production order (migration 0021). */
  valid_until: string | null;
  terms: string | null;
  plan_start_date: string | null;
  stock_applied: Defaulted<boolean>;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface DepotItemTable {
  tenant_id: RequiredId;
  id: Id;
  header_id: RequiredId;
  line_no: number;
  material_id: RequiredId;
  material_extend_id: RequiredId;
  material_unit: string | null;
  sku: string | null;
  oper_number: string;
  basic_number: string;
  unit_price: Num;
  purchase_unit_price: NullableNum;
  tax_unit_price: NullableNum;
  all_price: Num;
  remark: string | null;
  depot_id: string | null;
  another_depot_id: string | null;
  tax_rate: Num;
  tax_money: Num;
  tax_last_money: Num;
  material_type: string | null;
  sn_list: string | null;
  batch_number: string | null;
  expiration_date: string | null;
  link_id: string | null;
  delete_flag: Defaulted<boolean>;
  /** A production order's component line: usage per unit of the product and loss rate % (migration 0021). */
  unit_usage: NullableNum;
  loss_rate: string | null;
  /** A count line's book quantity in base units, as of the count's time. */
  book_number: NullableNum;
  /** Its bill's kind, time, status, creator and partner, set by triggers (migration 0033): never written by the app. */
  prefix: string | null;
  oper_time: string | null;
  status: string | null;
  creator: string | null;
  organ_id: string | null;
}

export interface DepotHeadAccountTable {
  tenant_id: RequiredId;
  head_id: RequiredId;
  seq: number;
  account_id: RequiredId;
  amount: string;
}

/** Idempotency-Key → the document (of any head table) it saved and the answer replayed to repeats. */
export interface DocumentIdempotencyTable {
  tenant_id: RequiredId;
  key: string;
  user_id: RequiredId;
  document_table: string | null;
  document_id: string | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Stamp;
}

export interface SerialNumberTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  depot_id: string | null;
  serial_number: string;
  is_sell: Defaulted<boolean>;
  in_price: NullableNum;
  remark: string | null;
  in_head_id: string | null;
  in_item_id: string | null;
  out_head_id: string | null;
  out_item_id: string | null;
  created_at: Stamp;
  creator: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface StockBatchTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  depot_id: RequiredId;
  batch_number: string;
  expiration_date: string | null;
  quantity: Num;
}

export interface MaterialCostTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  quantity: Num;
  value: Num;
  unit_cost: Num;
}

export interface MaterialCostMovementTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  head_id: RequiredId;
  quantity: string;
  value: string;
  kind: 'bill' | 'reversal';
  created_at: Stamp;
}

export interface StockTables {
  bill_sequence: BillSequenceTable;
  depot_head: DepotHeadTable;
  depot_item: DepotItemTable;
  depot_head_account: DepotHeadAccountTable;
  document_idempotency: DocumentIdempotencyTable;
  serial_number: SerialNumberTable;
  stock_batch: StockBatchTable;
  material_cost: MaterialCostTable;
  material_cost_movement: MaterialCostMovementTable;
}
