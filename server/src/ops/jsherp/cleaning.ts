import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnomalyKind } from './anomalies.js';
import type { SourceTable } from './source-tables.js';
import type { SourceRow } from './source.js';
import { isNumber } from './values.js';

/**
 * The repairs every source row gets as it is read, before any area maps it (docs/migration.md, "Dirty data"): control
 * characters stripped, names / codes / numbers trimmed, zero dates read as NULL, numbers that are not numbers read as
 * NULL (the field's own meaning then makes that 0 or empty). Emoji and every other printable character are kept: our
 * text is UTF-8 throughout. Text still too long for our column is cut when it is written ({@link fitToColumns}).
 */

/** Where a repair is reported: the import's `report`. */
type Report = (kind: AnomalyKind, table: SourceTable, id: unknown, action: string) => void;

// C0 controls and DEL, but not tab, line feed and carriage return (a remark may hold lines). PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/** Columns of names, codes, numbers and kinds: spaces around them make a key that matches nothing. */
const TRIMMED = new Set([
  'name',
  'supplier',
  'username',
  'login_name',
  'bar_code',
  'number',
  'default_number',
  'bill_no',
  'link_number',
  'link_apply',
  'serial_number',
  'batch_number',
  'org_no',
  'org_abr',
  'native_name',
  'another_name',
  'attribute_name',
  'unit',
  'material_unit',
  'commodity_unit',
  'basic_unit',
  'other_unit',
  'type',
  'sub_type',
  'pay_type',
]);

/** Date columns: MySQL's zero date (`0000-00-00 …`) is no date. */
const DATES = new Set(['create_time', 'oper_time', 'bill_time', 'expire_time', 'expiration_date']);

/** The columns the import reads as numbers, per table (a real database may hold them as text: '' or 'N/A'). */
const NUMBERS: Partial<Record<SourceTable, ReadonlySet<string>>> = {
  jsh_tenant: new Set(['user_num_limit']),
  jsh_depot: new Set(['warehousing', 'truckage']),
  jsh_account: new Set(['initial_amount']),
  jsh_unit: new Set(['ratio', 'ratio_two', 'ratio_three']),
  jsh_supplier: new Set(['advance_in', 'begin_need_get', 'begin_need_pay', 'tax_rate']),
  jsh_material: new Set(['expiry_num', 'weight']),
  jsh_material_extend: new Set(['purchase_decimal', 'commodity_decimal', 'wholesale_decimal', 'low_decimal']),
  jsh_material_initial_stock: new Set(['number', 'low_safe_stock', 'high_safe_stock']),
  jsh_serial_number: new Set(['in_price']),
  jsh_depot_head: new Set([
    'change_amount',
    'back_amount',
    'total_price',
    'discount',
    'discount_money',
    'discount_last_money',
    'other_money',
    'deposit',
    'debt',
  ]),
  jsh_depot_item: new Set([
    'oper_number',
    'basic_number',
    'unit_price',
    'purchase_unit_price',
    'tax_unit_price',
    'all_price',
    'tax_rate',
    'tax_money',
    'tax_last_money',
  ]),
  jsh_account_head: new Set(['change_amount', 'discount_money', 'total_price']),
  jsh_account_item: new Set(['need_debt', 'finish_debt', 'each_amount']),
};

/** A text cell's printable form for a report: short, control characters shown as \uXXXX. */
const shown = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** Repairs the rows of one source table in place (see above), reporting each repaired cell; returns them. */
export function cleanRows<T extends SourceRow>(report: Report, table: SourceTable, rows: T[]): T[] {
  const numbers = NUMBERS[table];
  for (const row of rows) {
    const r = row as SourceRow;
    for (const [column, value] of Object.entries(r)) {
      if (typeof value !== 'string') continue;
      let v = value;
      if (CONTROL.test(v)) {
        v = v.replace(CONTROLS, '');
        report('oddCharacters', table, r.id, `${column}=${shown(value)}：去掉控制字符 (control characters stripped)`);
      }
      if (TRIMMED.has(column) && v.trim() !== v) {
        report('straySpaces', table, r.id, `${column}=${shown(v)} → ${shown(v.trim())}`);
        v = v.trim();
      }
      if (DATES.has(column) && v.startsWith('0000-00-00')) {
        // The areas that need the date fill it (fillDate) and report that; an optional one stays empty.
        if (!FILLED_DATES.has(`${table}.${column}`)) report('nullDate', table, r.id, `${column}=${v} 无效 → 空 (no date)`);
        r[column] = null;
        continue;
      }
      if (numbers?.has(column) && !isNumber(v)) {
        report('emptyNumber', table, r.id, `${column}=${shown(v)} 不是数字 → 按空值：金额、数量记 0，可空的字段留空`);
        r[column] = null;
        continue;
      }
      r[column] = v;
    }
  }
  return rows;
}

/** The dates an area fills from the row's other dates or the tenant's earliest (dates.ts), reporting it there. */
const FILLED_DATES = new Set([
  'jsh_depot_head.oper_time',
  'jsh_depot_head.create_time',
  'jsh_account_head.bill_time',
  'jsh_msg.create_time',
  'jsh_log.create_time',
  'jsh_tenant.create_time',
]);

// Our text columns' lengths, per table: the same for every tenant and both drivers (one schema, one set of migrations).
const limits = new Map<string, Promise<Map<string, number>>>();

/** The length limits of our table's varchar columns. */
export function columnLimits(trx: Transaction<Database>, table: string): Promise<Map<string, number>> {
  let known = limits.get(table);
  if (!known) {
    known = sql<{ column_name: string; n: number }>`select column_name, character_maximum_length as n from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and character_maximum_length is not null`
      .execute(trx)
      .then(({ rows }) => new Map(rows.map((r) => [r.column_name, Number(r.n)])));
    limits.set(table, known);
    known.catch(() => limits.delete(table));
  }
  return known;
}

/** `s` cut to `max` characters as PostgreSQL counts them (code points: an emoji is one). */
export const cut = (s: string, max: number): string => {
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join('') : s;
};

/**
 * Text longer than our column takes (a jshERP column widened by its owner, or wider than ours) is cut to our column's
 * length, each cut cell reported with the lengths — before the rows are written.
 */
export async function fitToColumns(
  trx: Transaction<Database>,
  report: Report,
  sourceTable: SourceTable,
  target: string,
  rows: ReadonlyArray<{ sourceId: string; values: Record<string, unknown> }>,
): Promise<void> {
  const max = await columnLimits(trx, target);
  for (const row of rows)
    for (const [column, value] of Object.entries(row.values)) {
      const limit = max.get(column);
      if (limit === undefined || typeof value !== 'string' || value.length <= limit) continue;
      const length = Array.from(value).length;
      if (length <= limit) continue;
      row.values[column] = cut(value, limit);
      report('truncated', sourceTable, row.sourceId, `${column}：${length} 字 → ${limit} 字`);
    }
}
