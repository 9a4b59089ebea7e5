import { FINANCE_KINDS, FINANCE_PREFIXES, type FinanceKind, type FinancePrefix } from '@suanpan/contracts';
import { messages } from '../../app/i18n';

const f = messages.finance.field;

/** The menu component of a kind's list screen: `/financial/item_in` → `/financial/ItemInList` (the menu catalogue's names). */
export function componentOf(kind: FinanceKind): string {
  const last = kind.page.split('/').pop() ?? '';
  const pascal = last
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  return `/financial/${pascal}List`;
}

export const financeKinds: readonly FinanceKind[] = FINANCE_PREFIXES.map((p) => FINANCE_KINDS[p]);
export const financeKindOf = (prefix: FinancePrefix): FinanceKind => FINANCE_KINDS[prefix];

/** The partner field's title and the partner type the picker lists (null: the kind names none). */
export function partnerOf(kind: FinanceKind): { label: string; type: string | null } | null {
  if (kind.partner === null) return null;
  if (kind.partner === 'any') return { label: f.organ, type: null };
  if (kind.partner === '会员') return { label: f.member, type: '会员' };
  return { label: kind.partner === '客户' ? f.customer : f.vendor, type: kind.partner };
}

/** 收入账户 / 支出账户 / 收款账户 / 付款账户 (the head account's title), from the kind's properties. */
export function accountLabel(kind: FinanceKind): string {
  if (kind.inOutItem) return `${kind.inOutItem}${f.account.slice(-2)}`;
  return `${kind.direction === 1 ? '收款' : '付款'}${f.account.slice(-2)}`;
}

/** The money columns a kind's list shows: 合计 and 优惠 only where settlements are discounted. */
export function moneyColumns(kind: FinanceKind): Array<{ key: string; title: string }> {
  const word = kind.settles ? (kind.direction === 1 ? '收款' : '付款') : '';
  if (kind.settles)
    return [
      { key: 'totalPrice', title: `合计${word}` },
      { key: 'discountMoney', title: f.discountMoney },
      { key: 'changeAmount', title: `实际${word}` },
    ];
  if (kind.lineAccount && kind.partner) return [{ key: 'totalPrice', title: f.totalPrice }];
  return [{ key: 'changeAmount', title: kind.inOutItem ? `${kind.inOutItem}金额` : f.changeAmount }];
}
