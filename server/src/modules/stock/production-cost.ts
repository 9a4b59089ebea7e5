import { Decimal } from 'decimal.js';
import { round6 } from './bill-money.js';

/** A production receipt's line as costing reads it: its role, quantity (entered and base units) and the running cost. */
export interface CostedLine {
  made: boolean;
  operNumber: Decimal.Value;
  basicNumber: Decimal.Value;
  /** The product's moving-average cost per base unit; null when it has none yet (valued at 0). */
  unitCost: Decimal.Value | null;
}

export interface LineCost {
  unitPrice: Decimal;
  allPrice: Decimal;
}

export interface ProductionCost {
  /** In the order of the lines given. */
  lines: LineCost[];
  /** What the components take out of stock, and so what the product made enters with (the bill's 金额). */
  total: Decimal;
}

const priced = (value: Decimal, operNumber: Decimal.Value): LineCost => ({
  allPrice: value,
  unitPrice: new Decimal(operNumber).greaterThan(0) ? round6(value.div(operNumber)) : new Decimal(0),
});

/**
 * Cost mode `consumed` (生产入库, docs/manufacturing.md): each component line leaves at its quantity × running cost,
 * the product made enters with their sum (unit cost = sum ÷ quantity). The one computation behind the editor's
 * figures before saving (`/depotHead/productionCost`), a draft's stored lines and the posting (which reads the costs
 * under lock): what the screen shows is what posting books, at the costs of that moment.
 */
export function productionCost(lines: readonly CostedLine[]): ProductionCost {
  const values = lines.map((l) => (l.made ? null : round6(new Decimal(l.basicNumber).times(l.unitCost ?? 0))));
  const total = values.reduce<Decimal>((s, v) => (v ? s.plus(v) : s), new Decimal(0));
  return { lines: lines.map((l, i) => priced(values[i] ?? total, l.operNumber)), total };
}
