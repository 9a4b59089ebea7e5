import { Decimal } from 'decimal.js';
import { formatDateTime, trimDecimal } from '../../platform/resource/row-mapping.js';
import { BILL_KINDS, type BillPrefix } from './bill-kinds.js';
import type { BillListRow } from './bill-list.query.js';
import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';

const MONEY = [
  'changeAmount',
  'backAmount',
  'totalPrice',
  'discountMoney',
  'discountLastMoney',
  'otherMoney',
  'deposit',
  'debt',
  'lastDebt',
  'finishDeposit',
  'lastDeposit',
  'getAmount',
  'needMoney',
  'needInMoney',
  'needOutMoney',
  'needBackMoney',
  'totalTaxLastMoney',
] as const;

const isMasked = (category: keyof typeof BILL_MASK_CODE, priceLimits: ReadonlySet<string>) => priceLimits.has(BILL_MASK_CODE[category]);

/** Kinds whose money the role's price limits hide (zeroed in their rows and left out of the list's totals). */
export const maskedPrefixes = (priceLimits: ReadonlySet<string>): BillPrefix[] =>
  Object.values(BILL_KINDS)
    .filter((k) => isMasked(k.priceCategory, priceLimits))
    .map((k) => k.prefix);

const num = (v: unknown) => new Decimal(v === null || v === undefined ? 0 : String(v));
const out = (d: Decimal) => trimDecimal(d.toFixed());

/**
 * A list/detail row as the reference client reads it: magnitudes of money (the stored direction is
 * the kind's), derived figures (待收/待付, 剩余订金, 收款金额…), `…Str` times, and money zeroed when
 * the role's price limit hides this bill category (4/5/6). `lastDebt` and `lastDeposit` are the
 * stored figures of bill-outstanding.ts.
 */
export function presentBill(row: BillListRow, priceLimits: ReadonlySet<string>, pickerMask = false): Record<string, unknown> {
  const kind = BILL_KINDS[row.prefix as BillPrefix];
  const r: Record<string, unknown> = { ...row, id: Number(row.id), organId: row.organId ? Number(row.organId) : null, creator: Number(row.creator) };
  r.accountId = row.accountId ? Number(row.accountId) : null;
  r.operTimeStr = formatDateTime(row.operTime);
  r.operTime = r.operTimeStr;
  r.createTimeStr = formatDateTime(row.createTime);
  r.createTime = r.createTimeStr;
  r.deliveryTime = row.deliveryTime ? String(row.deliveryTime).slice(0, 10) : null;
  r.validUntil = row.validUntil ? String(row.validUntil).slice(0, 10) : null;
  r.planStartDate = row.planStartDate ? String(row.planStartDate).slice(0, 10) : null;
  if (row.multiAccountName) r.accountName = row.multiAccountName;
  delete r.multiAccountName;
  const owed = num(row.discountLastMoney).plus(num(row.otherMoney)).minus(num(row.deposit));
  r.needMoney = out(owed);
  r.needInMoney = r.needMoney;
  r.needOutMoney = r.needMoney;
  r.needBackMoney = out(num(row.discountLastMoney).plus(num(row.otherMoney)));
  r.totalTaxLastMoney = out(num(row.discountMoney).plus(num(row.discountLastMoney)));
  r.getAmount = out(num(row.changeAmount).plus(num(row.backAmount)));
  r.materialCount = out(num(row.materialCount));
  r.hasBackFlag = Boolean(row.hasBackFlag);
  for (const key of MONEY) r[key] = out(num(r[key]));
  r.discount = out(num(row.discount));
  const masked = kind ? isMasked(kind.priceCategory, priceLimits) : false;
  if (masked) {
    for (const key of MONEY) r[key] = '0';
    if (r.accountMoneyList)
      r.accountMoneyList = String(r.accountMoneyList)
        .split(',')
        .map(() => '0')
        .join(',');
  }
  if (pickerMask) {
    r.organName = '****';
    r.totalPrice = null;
    r.discountLastMoney = null;
  }
  return r;
}
