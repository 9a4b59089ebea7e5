import type { BillKind } from '@suanpan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { billApi } from '../billApi';
import { askKey, askOf, asksOf, shortagesOf, type Shortage, type StockFigure } from './lineStock';
import type { BillLine } from './lineTypes';

interface Deps {
  kind: BillKind;
  lines: readonly BillLine[];
  /** The bill being edited: what it took itself counts as available to it. */
  headerId?: number | undefined;
  /** Whether bills of the kind move stock for this tenant (not a sale or purchase under 出入库管理). */
  moves: boolean;
  /** 支持负库存: a shortage only warns; otherwise saving (or, under 强审核, auditing) is refused. */
  minusStock: boolean;
}

/**
 * The 库存 of every line, asked in one request for the whole grid whenever a line's product, unit, depot or batch
 * changes (never per line, never for a quantity or a price), and the lines that go out beyond it.
 */
export function useLineStock({ kind, lines, headerId, moves, minusStock }: Deps) {
  const asks = asksOf(lines);
  const query = useQuery({
    queryKey: ['bill', 'lineStock', headerId ?? 0, asks.map(askKey)],
    queryFn: ({ signal }) => billApi.stockOfLines(asks, headerId, signal),
    enabled: asks.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const figures = useMemo(() => {
    const answered = new Map<string, StockFigure>();
    const asked = query.data?.asks ?? [];
    query.data?.rows.forEach((r, i) => {
      const a = asked[i];
      if (r && a) answered.set(askKey(a), r);
    });
    return answered;
  }, [query.data]);
  const shortages: Shortage[] = useMemo(() => shortagesOf(kind, lines, figures, moves), [kind, lines, figures, moves]);
  const shortOf = new Map(shortages.map((s) => [s.key, s]));
  return {
    /** The line's stock now (in its unit), once the server answered for its product, depot and batch. */
    stockOf: (l: BillLine): string | undefined => {
      const a = askOf(l);
      return a ? figures.get(askKey(a))?.stock : undefined;
    },
    shortageOf: (l: BillLine): Shortage | undefined => shortOf.get(l.key),
    shortages,
    minusStock,
  };
}

export type LineStock = ReturnType<typeof useLineStock>;
