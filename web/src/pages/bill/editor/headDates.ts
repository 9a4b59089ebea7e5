import dayjs, { type Dayjs } from 'dayjs';
import type { HeadValues } from './billPayload';

/** Header dates the form edits with a date picker and the payload sends as `yyyy-MM-dd`. */
export const DATE_KEYS = ['validUntil', 'deliveryTime', 'planStartDate'] as const;
export type DateKey = (typeof DATE_KEYS)[number];

const DAY = 'YYYY-MM-DD';

/** Stored dates → pickers' values. */
export function datesIn(head: Partial<HeadValues>): Partial<Record<DateKey, Dayjs>> {
  return Object.fromEntries(DATE_KEYS.filter((k) => head[k]).map((k) => [k, dayjs(head[k])]));
}

/** Pickers' values → dates to send (a cleared picker sends none). */
export function datesOut(values: Partial<Record<DateKey, Dayjs | null | undefined>>): Partial<Record<DateKey, string | undefined>> {
  return Object.fromEntries(DATE_KEYS.map((k) => [k, values[k] ? values[k].format(DAY) : undefined]));
}

/** The other fields of a header, whatever form its dates are in. */
export function withoutDates<T extends Partial<Record<DateKey, unknown>>>(values: T): Omit<T, DateKey> {
  const { validUntil: _v, deliveryTime: _d, planStartDate: _p, ...rest } = values;
  return rest;
}
