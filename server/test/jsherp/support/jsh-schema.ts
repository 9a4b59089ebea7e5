// jshERP's tables (shared/domain/data-model.md §1–§6) as data: one entry per table, columns in MySQL types as jshERP
// declares them. Like jshERP, no foreign keys and no unique keys except the two the reference has (function url,
// dictionary type): the importer's tests must meet the source as it really is, duplicates and orphans possible.
import type { Pool } from 'mysql2/promise';

export interface JshTable {
  name: string;
  /** Primary key when it is not `id bigint AUTO_INCREMENT`. */
  key?: string;
  columns: Record<string, string>;
  unique?: string[];
  /** Character set: utf8 (3-byte) for most tables, utf8mb4 for the dictionaries. */
  charset?: 'utf8mb4';
}

const ID = 'bigint';
const DEC = 'decimal(24,6)';
const RATIO = 'decimal(24,3)';
const BIT = 'bit(1)';
const TIME = 'datetime';
const FLAG = "varchar(1) DEFAULT '0'";
const vc = (n: number) => `varchar(${n})`;
const scoped = { tenant_id: ID, delete_flag: FLAG };
/** Tables whose soft-delete column jshERP spells `delete_Flag`. */
const scopedCapital = { tenant_id: ID, delete_Flag: FLAG };
const audit = { create_time: TIME, creator: ID, update_time: TIME, updater: ID };
const dictAudit = { create_by: vc(64), create_time: TIME, update_by: vc(64), update_time: TIME, remark: vc(500) };

export const JSH_TABLES: JshTable[] = [
  // §1 system / platform
  {
    name: 'jsh_tenant',
    columns: {
      tenant_id: ID,
      login_name: vc(255),
      user_num_limit: 'int',
      type: FLAG,
      enabled: `${BIT} DEFAULT b'1'`,
      create_time: TIME,
      expire_time: TIME,
      remark: vc(500),
      delete_flag: FLAG,
    },
  },
  {
    name: 'jsh_user',
    columns: {
      username: `${vc(255)} NOT NULL`,
      login_name: `${vc(255)} NOT NULL`,
      password: vc(50),
      leader_flag: FLAG,
      position: vc(200),
      department: vc(255),
      email: vc(100),
      phonenum: vc(100),
      ismanager: 'tinyint NOT NULL DEFAULT 1',
      isystem: 'tinyint NOT NULL DEFAULT 0',
      status: 'tinyint DEFAULT 0',
      description: vc(500),
      remark: vc(500),
      weixin_open_id: vc(100),
      ...scoped,
    },
  },
  {
    name: 'jsh_role',
    columns: {
      name: vc(50),
      type: vc(50),
      price_limit: vc(50),
      value: vc(200),
      description: vc(100),
      enabled: BIT,
      sort: vc(10),
      ...scoped,
    },
  },
  {
    name: 'jsh_function',
    columns: {
      number: vc(50),
      name: vc(50),
      parent_number: vc(50),
      url: vc(100),
      component: vc(100),
      state: BIT,
      sort: vc(50),
      enabled: BIT,
      type: vc(50),
      push_btn: vc(50),
      icon: vc(50),
      delete_flag: FLAG,
    },
    unique: ['url'],
  },
  {
    name: 'jsh_user_business',
    columns: { type: vc(50), key_id: vc(50), value: 'text', btn_str: vc(20000), ...scoped },
  },
  {
    name: 'jsh_organization',
    columns: {
      org_no: vc(20),
      org_abr: vc(20),
      parent_id: ID,
      sort: vc(20),
      remark: vc(500),
      create_time: TIME,
      update_time: TIME,
      ...scoped,
    },
  },
  {
    name: 'jsh_orga_user_rel',
    columns: {
      orga_id: ID,
      user_id: `${ID} NOT NULL`,
      user_blng_orga_dspl_seq: vc(20),
      delete_flag: "char(1) DEFAULT '0'",
      ...audit,
      tenant_id: ID,
    },
  },
  {
    name: 'jsh_system_config',
    columns: {
      company_name: vc(50),
      company_contacts: vc(20),
      company_address: vc(50),
      company_tel: vc(20),
      company_fax: vc(20),
      company_post_code: vc(20),
      sale_agreement: vc(500),
      depot_flag: FLAG,
      customer_flag: FLAG,
      minus_stock_flag: FLAG,
      purchase_by_sale_flag: FLAG,
      multi_level_approval_flag: FLAG,
      multi_bill_type: vc(200),
      force_approval_flag: FLAG,
      update_unit_price_flag: "varchar(1) DEFAULT '1'",
      over_link_bill_flag: FLAG,
      in_out_manage_flag: FLAG,
      multi_account_flag: FLAG,
      move_avg_price_flag: FLAG,
      audit_print_flag: FLAG,
      zero_change_amount_flag: FLAG,
      customer_static_price_flag: FLAG,
      material_price_tax_flag: FLAG,
      ...scoped,
    },
  },
  {
    name: 'jsh_platform_config',
    columns: { platform_key: vc(100), platform_key_info: vc(100), platform_value: vc(200) },
  },
  {
    name: 'jsh_sequence',
    key: 'seq_name',
    columns: {
      seq_name: `${vc(50)} NOT NULL`,
      min_value: `${ID} NOT NULL`,
      max_value: `${ID} NOT NULL`,
      current_val: `${ID} NOT NULL`,
      increment_val: 'int NOT NULL DEFAULT 1',
      remark: vc(500),
    },
  },
  {
    name: 'jsh_sys_dict_type',
    key: 'dict_id',
    charset: 'utf8mb4',
    columns: {
      dict_id: `${ID} NOT NULL AUTO_INCREMENT`,
      dict_name: vc(100),
      dict_type: vc(100),
      status: "char(1) DEFAULT '0'",
      ...dictAudit,
      delete_flag: FLAG,
    },
    unique: ['dict_type'],
  },
  {
    name: 'jsh_sys_dict_data',
    key: 'dict_code',
    charset: 'utf8mb4',
    columns: {
      dict_code: `${ID} NOT NULL AUTO_INCREMENT`,
      dict_sort: 'int DEFAULT 0',
      dict_label: vc(100),
      dict_value: vc(100),
      dict_type: vc(100),
      css_class: vc(100),
      list_class: vc(100),
      is_default: "char(1) DEFAULT 'N'",
      status: "char(1) DEFAULT '0'",
      ...dictAudit,
      delete_flag: FLAG,
    },
  },
  // §2 basic data
  {
    name: 'jsh_supplier',
    columns: {
      supplier: `${vc(255)} NOT NULL`,
      contacts: vc(100),
      phone_num: vc(30),
      email: vc(50),
      description: vc(500),
      isystem: 'tinyint',
      type: vc(20),
      enabled: BIT,
      advance_in: `${DEC} DEFAULT 0`,
      begin_need_get: DEC,
      begin_need_pay: DEC,
      all_need_get: DEC,
      all_need_pay: DEC,
      fax: vc(30),
      telephone: vc(30),
      address: vc(100),
      tax_num: vc(50),
      bank_name: vc(50),
      account_number: vc(50),
      tax_rate: DEC,
      sort: vc(10),
      creator: ID,
      ...scoped,
    },
  },
  {
    name: 'jsh_depot',
    columns: {
      name: vc(20),
      address: vc(50),
      warehousing: DEC,
      truckage: DEC,
      type: 'int',
      sort: vc(10),
      remark: vc(100),
      principal: ID,
      enabled: BIT,
      is_default: BIT,
      ...scopedCapital,
    },
  },
  {
    name: 'jsh_account',
    columns: {
      name: vc(50),
      serial_no: vc(50),
      initial_amount: DEC,
      current_amount: DEC,
      remark: vc(100),
      enabled: BIT,
      sort: vc(10),
      is_default: BIT,
      ...scoped,
    },
  },
  {
    name: 'jsh_in_out_item',
    columns: { name: vc(50), type: vc(20), remark: vc(100), enabled: BIT, sort: vc(10), ...scoped },
  },
  {
    name: 'jsh_person',
    columns: { type: vc(20), name: vc(50), enabled: BIT, sort: vc(10), ...scoped },
  },
  // §3 material
  {
    name: 'jsh_material_category',
    columns: {
      name: vc(50),
      category_level: 'smallint',
      parent_id: ID,
      sort: vc(10),
      serial_no: vc(100),
      remark: vc(1024),
      create_time: TIME,
      update_time: TIME,
      ...scoped,
    },
  },
  {
    name: 'jsh_unit',
    columns: {
      name: vc(50),
      basic_unit: vc(50),
      other_unit: vc(50),
      other_unit_two: vc(50),
      other_unit_three: vc(50),
      ratio: RATIO,
      ratio_two: RATIO,
      ratio_three: RATIO,
      enabled: BIT,
      ...scoped,
    },
  },
  {
    name: 'jsh_material',
    columns: {
      category_id: ID,
      name: vc(100),
      mfrs: vc(50),
      model: vc(100),
      standard: vc(100),
      brand: vc(100),
      mnemonic: vc(100),
      color: vc(50),
      unit: vc(50),
      remark: vc(500),
      img_name: vc(1000),
      unit_id: ID,
      expiry_num: 'int',
      weight: DEC,
      enabled: BIT,
      other_field1: vc(500),
      other_field2: vc(500),
      other_field3: vc(500),
      enable_serial_number: FLAG,
      enable_batch_number: FLAG,
      position: vc(100),
      attribute: vc(1000),
      ...scoped,
    },
  },
  {
    name: 'jsh_material_extend',
    columns: {
      material_id: ID,
      bar_code: vc(50),
      commodity_unit: vc(50),
      sku: vc(50),
      purchase_decimal: DEC,
      commodity_decimal: DEC,
      wholesale_decimal: DEC,
      low_decimal: DEC,
      default_flag: "varchar(1) DEFAULT '1'",
      create_time: TIME,
      create_serial: vc(50),
      update_serial: vc(50),
      update_time: ID,
      ...scopedCapital,
    },
  },
  {
    name: 'jsh_material_attribute',
    columns: { attribute_name: vc(50), attribute_value: vc(500), ...scoped },
  },
  {
    name: 'jsh_material_property',
    columns: { native_name: vc(50), enabled: BIT, sort: vc(10), another_name: vc(50), ...scoped },
  },
  {
    name: 'jsh_material_initial_stock',
    columns: { material_id: ID, depot_id: ID, number: DEC, low_safe_stock: DEC, high_safe_stock: DEC, ...scoped },
  },
  {
    name: 'jsh_material_current_stock',
    columns: { material_id: ID, depot_id: ID, current_number: DEC, current_unit_price: DEC, ...scoped },
  },
  {
    name: 'jsh_serial_number',
    columns: {
      material_id: ID,
      depot_id: ID,
      serial_number: vc(64),
      is_sell: FLAG,
      in_price: DEC,
      remark: vc(1024),
      delete_flag: FLAG,
      ...audit,
      in_bill_no: vc(50),
      out_bill_no: vc(50),
      tenant_id: ID,
    },
  },
  // §4 goods documents
  {
    name: 'jsh_depot_head',
    columns: {
      type: vc(50),
      sub_type: vc(50),
      default_number: vc(50),
      number: vc(50),
      create_time: TIME,
      oper_time: TIME,
      organ_id: ID,
      creator: ID,
      account_id: ID,
      change_amount: DEC,
      back_amount: DEC,
      total_price: DEC,
      pay_type: vc(50),
      bill_type: vc(50),
      remark: vc(1000),
      file_name: vc(1000),
      sales_man: vc(50),
      account_id_list: vc(50),
      account_money_list: vc(200),
      discount: DEC,
      discount_money: DEC,
      discount_last_money: DEC,
      other_money: DEC,
      deposit: DEC,
      last_deposit: DEC,
      debt: DEC,
      last_debt: DEC,
      status: vc(1),
      purchase_status: vc(1),
      source: FLAG,
      link_number: vc(50),
      link_apply: vc(50),
      ...scoped,
    },
  },
  {
    name: 'jsh_depot_item',
    columns: {
      header_id: `${ID} NOT NULL`,
      material_id: `${ID} NOT NULL`,
      material_extend_id: ID,
      material_unit: vc(20),
      sku: vc(50),
      oper_number: DEC,
      basic_number: DEC,
      unit_price: DEC,
      purchase_unit_price: DEC,
      tax_unit_price: DEC,
      all_price: DEC,
      remark: vc(500),
      depot_id: ID,
      another_depot_id: ID,
      tax_rate: DEC,
      tax_money: DEC,
      tax_last_money: DEC,
      material_type: vc(20),
      sn_list: vc(2000),
      batch_number: vc(100),
      expiration_date: TIME,
      link_id: ID,
      ...scoped,
    },
  },
  // §5 finance
  {
    name: 'jsh_account_head',
    columns: {
      type: vc(50),
      organ_id: ID,
      hands_person_id: ID,
      creator: ID,
      change_amount: DEC,
      discount_money: DEC,
      total_price: DEC,
      account_id: ID,
      bill_no: vc(50),
      bill_time: TIME,
      remark: vc(1000),
      file_name: vc(500),
      status: vc(1),
      source: FLAG,
      ...scoped,
    },
  },
  {
    name: 'jsh_account_item',
    columns: {
      header_id: `${ID} NOT NULL`,
      account_id: ID,
      in_out_item_id: ID,
      bill_id: ID,
      need_debt: DEC,
      finish_debt: DEC,
      each_amount: DEC,
      remark: vc(500),
      ...scoped,
    },
  },
  // §6 messages and logs
  {
    name: 'jsh_msg',
    columns: {
      msg_title: vc(100),
      msg_content: vc(500),
      create_time: TIME,
      type: vc(20),
      user_id: ID,
      status: vc(1),
      ...scopedCapital,
    },
  },
  {
    name: 'jsh_log',
    columns: {
      user_id: ID,
      operation: vc(500),
      client_ip: vc(200),
      create_time: TIME,
      status: 'tinyint',
      content: vc(5000),
      tenant_id: ID,
    },
  },
];

export function jshTable(name: string): JshTable {
  const table = JSH_TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`jshERP has no table ${name}`);
  return table;
}

/** The soft-delete column (`delete_flag` or `delete_Flag`), if the table has one. */
export function deleteColumn(table: JshTable): string | undefined {
  return Object.keys(table.columns).find((c) => c.toLowerCase() === 'delete_flag');
}

export function keyColumn(table: JshTable): string {
  return table.key ?? 'id';
}

export function createTableSql(table: JshTable): string {
  const key = keyColumn(table);
  const columns = table.key ? [] : [`\`id\` ${ID} NOT NULL AUTO_INCREMENT`];
  for (const [name, type] of Object.entries(table.columns)) columns.push(`\`${name}\` ${type}`);
  columns.push(`PRIMARY KEY (\`${key}\`)`);
  for (const column of table.unique ?? []) columns.push(`UNIQUE KEY \`${column}\` (\`${column}\`)`);
  const charset = table.charset ?? 'utf8';
  return `CREATE TABLE \`${table.name}\` (\n  ${columns.join(',\n  ')}\n) ENGINE=InnoDB DEFAULT CHARSET=${charset}`;
}

/** Creates every jshERP table in the database (empty). */
export async function createJshSchema(db: { pool: Pool }): Promise<void> {
  for (const table of JSH_TABLES) await db.pool.query(createTableSql(table));
}
