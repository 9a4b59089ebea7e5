import { lineSign, type BillKind } from '@suanpan/contracts';
import type Decimal from 'decimal.js';
import { dec, text } from './lineMath';
import type { BillLine } from './lineTypes';

/** What the server answers for one line (`/depotItem/stockOfLines`): stock in the line's unit, and what the edited bill may take. */
export interface StockFigure {
  materialId: number;
  /** Base units per unit of the line's barcode row. */
  ratio: string;
  stock: string;
  available: string;
}

/** The stock a line asks about: its barcode row in its depot, in its batch when it has one (no product or depot: none). */
export interface StockAsk {
  barCode: string;
  depotId: number;
  batchNumber?: string;
}

export const askOf = (l: BillLine): StockAsk | undefined =>
  l.barCode && l.depotId ? { barCode: l.barCode, depotId: l.depotId, ...(l.batchNumber ? { batchNumber: l.batchNumber } : {}) } : undefined;

export const askKey = (a: StockAsk): string => `${a.barCode}\u0001${a.depotId}\u0001${a.batchNumber ?? ''}`;

/** The distinct asks of a grid, in a stable order: the grid's one request, unchanged while only quantities or prices change. */
export function asksOf(lines: readonly BillLine[]): StockAsk[] {
  const byKey = new Map<string, StockAsk>();
  for (const l of lines) {
    const a = askOf(l);
    if (a) byKey.set(askKey(a), a);
  }
  return [...byKey.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, a]) => a);
}

/** A line taking more than its stock holds: what it may take, in its own unit. */
export interface Shortage {
  key: string;
  line: number;
  name: string;
  operNumber: string;
  available: string;
  unit: string;
}

/**
 * Lines going out of their depot (sold, returned to the supplier, issued, transferred away, consumed, 盘亏) beyond what it
 * holds for them: every such line of the same product, depot, SKU and batch counted together in base units, as the
 * server counts them when it posts. `moves`: whether bills of the kind move stock at all for this tenant (出入库管理
 * leaves sales and purchases to their warehouse bills).
 */
export function shortagesOf(kind: BillKind, lines: readonly BillLine[], figures: ReadonlyMap<string, StockFigure>, moves: boolean): Shortage[] {
  if (!moves || kind.stock === 'none') return [];
  const outgoing = lines
    .map((l, i) => ({ l, i, a: askOf(l) }))
    .filter((x) => x.a && lineSign(kind, x.l.mType ?? null) < 0 && dec(x.l.operNumber).greaterThan(0));
  const groupOf = (l: BillLine, a: StockAsk, f: StockFigure) => `${f.materialId}|${a.depotId}|${l.sku ? l.barCode : ''}|${a.batchNumber ?? ''}`;
  const demand = new Map<string, Decimal>();
  for (const { l, a } of outgoing) {
    const f = figures.get(askKey(a as StockAsk));
    if (!f) continue;
    const g = groupOf(l, a as StockAsk, f);
    demand.set(g, (demand.get(g) ?? dec(0)).plus(dec(l.operNumber).times(dec(f.ratio))));
  }
  const short: Shortage[] = [];
  for (const { l, i, a } of outgoing) {
    const f = figures.get(askKey(a as StockAsk));
    if (!f) continue;
    const need = demand.get(groupOf(l, a as StockAsk, f)) ?? dec(0);
    if (need.greaterThan(dec(f.available).times(dec(f.ratio))))
      short.push({ key: l.key, line: i + 1, name: l.name ?? l.barCode, operNumber: l.operNumber, available: text(dec(f.available)), unit: l.unit });
  }
  return short;
}
