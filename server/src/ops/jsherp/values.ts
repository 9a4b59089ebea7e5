import { Decimal } from 'decimal.js';
import type { SourceRow } from './source.js';

/** One value of a source row (a column not read is undefined). */
type Cell = SourceRow[string] | undefined;

/**
 * jshERP's column conventions read into ours (data-model §0): '0'/'1' strings and bit(1) booleans, NULL as the
 * default, decimals as exact strings, varchar `sort` kept as text.
 */
export const deleted = (r: SourceRow): boolean => String(r.delete_flag ?? '0') === '1';

/** A bit(1) or '0'/'1' column as a boolean; NULL is `fallback`. */
export function bool(v: Cell, fallback: boolean): boolean {
  if (v === null || v === undefined) return fallback;
  return v === true || v === 1 || v === '1';
}

/** A '0'/'1' flag column kept as text; anything else is the default. */
export const flag = (v: Cell, fallback: '0' | '1'): '0' | '1' => (v === '0' || v === '1' ? v : fallback);

/** Text, trimmed to our column's length; empty → NULL. */
export function text(v: Cell, max?: number): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v);
  if (s === '') return null;
  return max ? s.slice(0, max) : s;
}

/** Whether a text is a plain decimal number (what MySQL's own `'12.5' + 0` reads whole). */
export const isNumber = (s: string): boolean => /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s.trim());

/**
 * A decimal as an exact string (NULL stays NULL). A text that is no number (the source's repair already reported it,
 * cleaning.ts) is NULL as well, so one left in a row no reader cleaned cannot fail a tenant.
 */
export const num = (v: Cell): string | null =>
  v === null || v === undefined || (typeof v === 'string' && !isNumber(v)) ? null : new Decimal(String(v).trim()).toFixed();

/** A decimal, NULL as 0. */
export const num0 = (v: Cell): string => num(v) ?? '0';

/** The magnitude of a signed jshERP amount (we keep magnitudes plus a direction from the kind). */
export const abs = (v: Cell): string => new Decimal(num0(v)).abs().toFixed();

/** `[1][2]` (and the `1,2` spelling) as a list of ids. */
export const bracketIds = (v: Cell): string[] =>
  String(v ?? '')
    .split(/[[\],\s]+/)
    .filter((s) => /^\d+$/.test(s) && s !== '0');

/** A comma list of ids (`sales_man`, `account_id_list`). */
export const commaList = (v: Cell): string[] =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
