import { DECIMAL_LIMIT } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { badRequest } from '../../app/errors.js';

/*
 * The signs a document's typed amounts may take (goods bills and finance documents alike). Amounts are stored as
 * magnitudes with the direction of the kind; a sign is never dropped silently: a negative is either the
 * reference client's way of writing the kind's own direction (read as such, visibly) or refused, naming the field.
 */

/** Where a typed value sits, for the refusal: the field path and its name as the user reads it (第2行单价). */
export interface AmountField {
  field: string;
  label: string;
}

/** The field of line `i` (0-based) of `rows`: `rows.1.unitPrice`, read 第2行单价. */
export const lineField = (i: number, key: string, label: string): AmountField => ({ field: `rows.${i}.${key}`, label: `第${i + 1}行${label}` });

const parse = (v: string | null | undefined): Decimal | undefined => (v === undefined || v === null || v === '' ? undefined : new Decimal(v));

/** A typed amount that is never negative (prices, rates, 优惠, 其它费用, 订金, 找零): its value, or none. */
export function nonNegative(v: string | null | undefined, at: AmountField): Decimal | undefined {
  const d = parse(v);
  if (d?.isNegative()) throw badRequest(`${at.label}不能为负数`, at.field);
  return d;
}

/** A percentage (税率, 优惠率): 0 to 100. */
export function percentage(v: string | null | undefined, at: AmountField): Decimal | undefined {
  const d = nonNegative(v, at);
  if (d?.greaterThan(100)) throw badRequest(`${at.label}不能大于100`, at.field);
  return d;
}

/**
 * A header amount the reference client signs with the kind's direction (api.md §1.7: kinds whose money goes out
 * send 金额合计 and 本次付款 negative): a magnitude, or — for such a kind only — its negative, read as the magnitude
 * it stands for. A negative on a kind whose money comes in means nothing and is refused.
 */
export function directed(v: string | null | undefined, direction: 1 | -1, at: AmountField): Decimal | undefined {
  const d = parse(v);
  if (!d?.isNegative()) return d;
  if (direction === 1) throw badRequest(`${at.label}不能为负数`, at.field);
  return d.negated();
}

/** A computed amount must fit numeric(24,6); a refusal names what the user typed that made it too large. */
export function assertStorable(d: Decimal, at: AmountField): void {
  if (d.abs().greaterThanOrEqualTo(DECIMAL_LIMIT)) throw badRequest(`${at.label}超出允许范围（最多18位整数）`, at.field);
}
