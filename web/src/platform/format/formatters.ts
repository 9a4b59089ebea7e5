import dayjs from 'dayjs';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const ELLIPSIS_LENGTH = 25;

/** Cuts text after `length` characters and marks the cut (spec §9: 25 by default). */
export function ellipsis(value: unknown, length = ELLIPSIS_LENGTH): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/**
 * Groups the integer digits by thousands without touching the decimals, working on the text so large money
 * values keep every digit. Non-numeric values (such as the masked "***") come back unchanged.
 */
export function thousands(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', int = '', frac = ''] = match;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + frac;
}

export function formatDate(value: unknown, pattern = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d.format(pattern) : String(value);
}

/** Digits with up to 3 decimals (spec §5). */
export const isDecimal = (value: string): boolean => /^\d+(\.\d{1,3})?$/.test(value);
