import type { BillKind } from '@suanpan/contracts';
import { useEffect, useRef } from 'react';
import type { BillLine } from '../lines/lineTypes';
import type { LineGridState } from '../lines/useLineGrid';
import { productionApi } from './productionApi';

/** What a line's cost depends on: its product, unit, quantity and role. */
const costKey = (lines: readonly BillLine[]) => JSON.stringify(lines.map((l) => [l.key, l.barCode, l.unit, l.operNumber, l.mType]));

/** A line at its cost: untaxed, so its 价税合计 is its 金额. */
const costed = (line: BillLine, cost: { unitPrice: string; allPrice: string } | undefined): BillLine => {
  const allPrice = cost?.allPrice ?? '0';
  return { ...line, unitPrice: cost?.unitPrice ?? '0', allPrice, taxRate: '0', taxMoney: '0', taxLastMoney: allPrice };
};

/** Waits this long after the last keystroke before asking (a quantity is typed digit by digit). */
const SETTLE_MS = 250;

/**
 * A 生产入库 being written shows the cost its posting will book (cost mode `consumed`): whenever a line's product,
 * unit, quantity or role changes, the server prices the lines at the components' running cost (`/productionIn/cost`,
 * the computation posting uses) and each line's 单价/金额 take its answer — unless the lines changed meanwhile. The
 * figures are shown only: the server prices the saved bill itself.
 */
export function useProductionCost(kind: BillKind, grid: LineGridState): void {
  const key = kind.cost === 'consumed' ? costKey(grid.lines) : '';
  const latest = useRef(grid.lines);
  useEffect(() => {
    latest.current = grid.lines;
  });
  const { load } = grid;
  useEffect(() => {
    if (!key) return;
    const asked = latest.current;
    let stale = false;
    const timer = setTimeout(() => {
      productionApi
        .receiptCost(asked.map((l) => ({ barCode: l.barCode, unit: l.unit, operNumber: l.operNumber, mType: l.mType })))
        .then((answer) => {
          if (stale) return;
          const priced = new Map(asked.map((l, i) => [l.key, answer.rows[i]]));
          // Into the lines as they are now: a remark or depot typed meanwhile stays. A cost carries no tax, so each
          // line's 价税合计 is its 金额 (as the server stores it) and no earlier figure is left disagreeing.
          load(latest.current.map((l) => costed(l, priced.get(l.key))));
        })
        // A line the server cannot price yet (a unit being switched) keeps its last figures; saving reports the problem.
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // Asked again only when what the cost depends on changed (the answer's own prices do not count).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
