import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';
import type { Row } from '../../platform/list/list-source.js';
import { FINANCE_DOC_KINDS } from './finance-document.js';

/**
 * Finance kinds whose amounts the role's price limit hides (business-rules §8.5 carried over to finance): a 收款单
 * shows what sales left owing, so 屏蔽单据销售价 (6) hides it; a 付款单 purchases', so 屏蔽单据采购价 (4). Income,
 * expense, transfers and member top-ups name no goods price and are never masked.
 */
export function maskedFinancePrefixes(priceLimits: ReadonlySet<string>): string[] {
  return FINANCE_DOC_KINDS.filter((k) => k.settlesReport !== null && priceLimits.has(BILL_MASK_CODE[k.settlesReport])).map((k) => k.prefix);
}

const HEAD_MONEY = ['totalPrice', 'discountMoney', 'changeAmount'] as const;

/** A presented head with its money shown as 0 when its kind is masked (as masked goods bills show it). */
export function maskHead(row: Row, masked: readonly string[]): Row {
  if (!masked.includes(String(row.prefix))) return row;
  const out = { ...row };
  for (const key of HEAD_MONEY) out[key] = '0';
  return out;
}
