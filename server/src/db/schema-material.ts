import type { ColumnType } from 'kysely';
import type { Defaulted, Id, NullableNum, RequiredId, RequiredNum, Stamp } from './column-types.js';

/**
 * Row types of the material and stock-core tables (migration 0003); conventions as in schema.ts.
 * numeric columns: decimal strings out, decimal strings (never floats) in.
 */

export interface MaterialCategoryTable {
  tenant_id: RequiredId;
  id: Id;
  name: string;
  parent_id: string | null;
  sort: string | null;
  serial_no: string | null;
  remark: string | null;
  created_at: Stamp;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialTable {
  tenant_id: RequiredId;
  id: Id;
  category_id: string | null;
  name: string;
  mfrs: string | null;
  model: string | null;
  standard: string | null;
  brand: string | null;
  mnemonic: string | null;
  color: string | null;
  unit: string | null;
  unit_id: string | null;
  expiry_num: number | null;
  weight: NullableNum;
  position: string | null;
  remark: string | null;
  img_name: string | null;
  other_field1: string | null;
  other_field2: string | null;
  other_field3: string | null;
  enable_serial_number: Defaulted<boolean>;
  enable_batch_number: Defaulted<boolean>;
  attribute: ColumnType<unknown, string | null | undefined, string | null>;
  enabled: Defaulted<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialExtendTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  bar_code: string;
  commodity_unit: string;
  sku: string | null;
  purchase_decimal: NullableNum;
  commodity_decimal: NullableNum;
  wholesale_decimal: NullableNum;
  low_decimal: NullableNum;
  default_flag: Defaulted<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
  create_serial: string | null;
  update_serial: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialAttributeTable {
  tenant_id: RequiredId;
  id: Id;
  attribute_name: string;
  attribute_value: string | null;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialPropertyTable {
  tenant_id: RequiredId;
  id: Id;
  native_name: string;
  another_name: string | null;
  enabled: Defaulted<boolean>;
  sort: string | null;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialInitialStockTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  depot_id: RequiredId;
  number: Defaulted<string>;
  low_safe_stock: NullableNum;
  high_safe_stock: NullableNum;
}

export interface StockCurrentTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  depot_id: RequiredId;
  quantity: Defaulted<string>;
  /** Copies of material_initial_stock's levels, read by the warning indexes (migration 0014). */
  low_safe_stock: NullableNum;
  high_safe_stock: NullableNum;
}

export interface StockMovementTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  material_extend_id: string | null;
  depot_id: RequiredId;
  quantity: RequiredNum;
  kind: 'opening' | 'bill' | 'reversal';
  bill_id: string | null;
  bill_item_id: string | null;
  batch_number: string | null;
  oper_time: Stamp;
  created_at: Stamp;
  creator: string | null;
}

/** Stock in and out per (product, depot, day), kept from the ledger by a trigger (migration 0025); opening stock on day -infinity. */
export interface StockDayTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  depot_id: RequiredId;
  day: string;
  in_qty: Defaulted<string>;
  out_qty: Defaulted<string>;
}

/** Stock in and out per (month, product) over every depot, kept from the ledger by a trigger (migration 0035); opening stock in month -infinity. */
export interface StockMonthTable {
  tenant_id: RequiredId;
  month: string;
  material_id: RequiredId;
  in_qty: Defaulted<string>;
  out_qty: Defaulted<string>;
}

/** Stock per product over every depot (Σ of its stock_current rows), kept from the ledger by a trigger (migration 0035); no row = zero. */
export interface StockTotalTable {
  tenant_id: RequiredId;
  material_id: RequiredId;
  quantity: Defaulted<string>;
}

/** Net stock moved per (year, product) over every depot, kept from the ledger by a trigger (migration 0036); opening stock in year -infinity; no row = zero. */
export interface StockYearTable {
  tenant_id: RequiredId;
  year: string;
  material_id: RequiredId;
  net: Defaulted<string>;
}

/** Live goods bills' amounts per (day, kind, creator, audited), kept by a trigger on depot_head (migration 0029). */
export interface BillDayTable {
  tenant_id: RequiredId;
  day: string;
  prefix: string;
  creator: RequiredId;
  status: string;
  /** Generated from the status (1/2/3): never written. */
  audited: ColumnType<boolean, never, never>;
  bills: Defaulted<string>;
  discount_last_money: Defaulted<string>;
  total_price: Defaulted<string>;
  discount_money: Defaulted<string>;
  change_amount: Defaulted<string>;
  back_amount: Defaulted<string>;
  other_money: Defaulted<string>;
  deposit: Defaulted<string>;
  debt: Defaulted<string>;
  last_debt: Defaulted<string>;
  last_deposit: Defaulted<string>;
}

/** Live bill lines' count and 合计 figures per (day, kind, creator, status), kept by triggers on depot_item (migration 0041). */
export interface BillLineDayTable {
  tenant_id: RequiredId;
  day: string;
  prefix: string;
  creator: RequiredId;
  status: string;
  lines: Defaulted<string>;
  oper_number: Defaulted<string>;
  all_price: Defaulted<string>;
  tax_money: Defaulted<string>;
  tax_last_money: Defaulted<string>;
}

export interface ColorYarnRatioTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  color: Defaulted<string>;
  loss_rate: Defaulted<string>;
  remark: string | null;
  enabled: Defaulted<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface ColorYarnRatioItemTable {
  tenant_id: RequiredId;
  ratio_id: RequiredId;
  line_no: number;
  yarn_material_id: RequiredId;
  yarn_color: Defaulted<string>;
  ratio: RequiredNum;
  remark: string | null;
}

/** A bill of materials: one version of a product's components in one colour ('' = every colour), migration 0021. */
export interface MaterialBomTable {
  tenant_id: RequiredId;
  id: Id;
  material_id: RequiredId;
  color: Defaulted<string>;
  version: number;
  effective_date: string;
  remark: string | null;
  creator: RequiredId;
  created_at: Stamp;
  delete_flag: Defaulted<boolean>;
}

export interface MaterialBomItemTable {
  tenant_id: RequiredId;
  bom_id: RequiredId;
  line_no: number;
  component_id: RequiredId;
  component_extend_id: RequiredId;
  quantity: RequiredNum;
  loss_rate: Defaulted<string>;
  remark: string | null;
}

export interface MaterialTables {
  material_category: MaterialCategoryTable;
  material: MaterialTable;
  material_extend: MaterialExtendTable;
  material_attribute: MaterialAttributeTable;
  material_property: MaterialPropertyTable;
  material_initial_stock: MaterialInitialStockTable;
  stock_current: StockCurrentTable;
  stock_movement: StockMovementTable;
  stock_day: StockDayTable;
  stock_month: StockMonthTable;
  stock_total: StockTotalTable;
  stock_year: StockYearTable;
  bill_day: BillDayTable;
  bill_line_day: BillLineDayTable;
  color_yarn_ratio: ColorYarnRatioTable;
  color_yarn_ratio_item: ColorYarnRatioItemTable;
  material_bom: MaterialBomTable;
  material_bom_item: MaterialBomItemTable;
}
