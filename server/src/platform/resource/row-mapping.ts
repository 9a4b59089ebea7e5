import { columnOf, type AnyField, type FieldMap } from '@suanpan/contracts';
import { sql, type AliasedRawBuilder } from 'kysely';
import type { Row } from './define-resource.js';

/** `2026-11-22 09:30:00.123` → `2026-11-22 09:30:00`. */
export function formatDateTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value).slice(0, 19);
}

function outputValue(field: AnyField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'id':
    case 'int':
      return Number(value);
    case 'datetime':
      return formatDateTime(value);
    case 'decimal':
      return trimDecimal(String(value));
    default:
      return value;
  }
}

/** `numeric(24,6)` text `12.500000` → `12.5`: the same number without the column's padding. */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** `trimDecimal` of a nullable column: null (or absent) stays null. */
export const trimNum = (v: string | null | undefined): string | null => (v === null || v === undefined ? null : trimDecimal(v));

/** Select list for a resource: `id` plus every stored field's column under its API name. */
export function selectionOf(table: string, fields: FieldMap): Array<AliasedRawBuilder<unknown, string>> {
  const list: Array<AliasedRawBuilder<unknown, string>> = [sql`${sql.ref(`${table}.id`)}`.as('id')];
  for (const [key, field] of Object.entries(fields)) {
    if (!field.computed) list.push(sql`${sql.ref(`${table}.${columnOf(key, field)}`)}`.as(key));
  }
  return list;
}

/** Database row (API-keyed, driver types) → response row; datetime fields also get a `…Str` twin. */
export function toApiRow(fields: FieldMap, row: Row): Row {
  const out: Row = { ...row, id: Number(row.id) };
  for (const [key, field] of Object.entries(fields)) {
    out[key] = outputValue(field, row[key]);
    if (field.kind === 'datetime') out[`${key}Str`] = out[key];
  }
  return out;
}

/** API-keyed input values → column-keyed values for insert/update. */
export function toColumns(fields: FieldMap, values: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields[key];
    if (!field || !field.writable || value === undefined) continue;
    out[columnOf(key, field)] = value;
  }
  return out;
}

/** Escapes LIKE wildcards so a search for `50%` finds the text, not everything. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
