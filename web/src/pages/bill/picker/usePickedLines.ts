import type { PickedMaterial } from '../../material/picker';
import { useState } from 'react';

export interface PickedLine {
  row: PickedMaterial;
  quantity: string;
}

/** 选择商品's choice across pages: which barcode rows (units, SKUs) are ticked and the quantity of each, in ticking order. */
export function usePickedLines() {
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedLine>>(new Map());
  const update = (change: (next: Map<number, PickedLine>) => void) =>
    setPicked((prev) => {
      const next = new Map(prev);
      change(next);
      return next;
    });
  return {
    lines: [...picked.values()],
    keys: [...picked.keys()],
    quantityOf: (id: number) => picked.get(id)?.quantity ?? '1',
    tick: (rows: readonly PickedMaterial[], on: boolean) =>
      update((next) => {
        for (const row of rows) {
          if (!on) next.delete(row.id);
          else if (!next.has(row.id)) next.set(row.id, { row, quantity: '1' });
        }
      }),
    /** Typing a quantity ticks the row. */
    setQuantity: (row: PickedMaterial, quantity: string) => update((next) => void next.set(row.id, { row, quantity })),
  };
}
