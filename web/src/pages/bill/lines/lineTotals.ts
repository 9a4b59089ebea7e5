import type { BillKind } from '@suanpan/contracts';
import type Decimal from 'decimal.js';
import { messages } from '../../../app/i18n';
import { dec } from './lineMath';
import { MADE, rolesOf } from './productionLines';

const c = messages.bill.line;

/** A line as the editor holds it or as a bill's detail list answers it: the figures and the role are read by name. */
type Line = { mType?: unknown } & Partial<Record<'operNumber' | 'allPrice' | 'taxMoney' | 'taxLastMoney', unknown>>;

export const sumOf = (lines: readonly Line[], key: 'operNumber' | 'allPrice' | 'taxMoney' | 'taxLastMoney'): Decimal =>
  lines.reduce<Decimal>((s, l) => s.plus(dec(l[key])), dec(0));

/**
 * 合计 of quantities: one figure, or per role where lines have roles (成品 and 原料 are different goods: a production
 * document totals them apart; an assembly its 组合件 and 普通子件). The editor's grid and the printed sheet show these.
 */
export function quantityTotals(kind: BillKind, lines: readonly Line[]): Array<[string, Decimal]> {
  const roles = rolesOf(kind);
  if (!roles) return [[c.operNumber, sumOf(lines, 'operNumber')]];
  return roles.map((role) => [
    `${role}${c.operNumber}`,
    sumOf(
      lines.filter((l) => l.mType === role),
      'operNumber',
    ),
  ]);
}

/** 合计 of 金额: a production receipt's is its 成品's (the cost it books; the components' cost is in it already). */
export const amountTotal = (kind: BillKind, lines: readonly Line[]): Decimal =>
  sumOf(kind.cost === 'consumed' ? lines.filter((l) => l.mType === MADE) : lines, 'allPrice');
