import { useCallback, useState } from 'react';
import type { BarcodeRow, PriceKey, SkuChoice } from '../materialTypes';
import {
  newRowKey,
  nextFreeBarCode,
  rowsForSkus,
  rowsForUnits,
  setPriceForAll,
  skuCombinations,
  spreadBasePrice,
  withDefault,
  type UnitRatio,
} from './barcodeRows';

/**
 * The barcode grid's state: rows follow the unit mode (single unit, unit group, SKU combinations) and keep what
 * was typed for a unit or combination that is still chosen.
 */
export function useBarcodeRows(suggested: string | undefined) {
  const [rows, setRows] = useState<BarcodeRow[]>([]);
  const [removedIds, setRemovedIds] = useState<number[]>([]);

  const replace = (next: BarcodeRow[]): void => {
    const kept = new Set(next.map((r) => r.key));
    setRemovedIds((ids) => [...ids, ...rows.filter((r) => r.id !== undefined && !kept.has(r.key)).map((r) => r.id as number)]);
    setRows(next);
  };

  return {
    rows,
    removedIds,
    /** Rows as loaded for edit / copy (no removals recorded). */
    load: useCallback((loaded: BarcodeRow[]) => {
      setRows(withDefault(loaded));
      setRemovedIds([]);
    }, []),
    singleUnit: (unit: string) => {
      const first = rows.find((r) => r.defaultFlag) ?? rows[0];
      replace([
        first
          ? { ...first, commodityUnit: unit, sku: undefined, defaultFlag: true }
          : { key: newRowKey(), barCode: nextFreeBarCode(suggested, []), commodityUnit: unit, defaultFlag: true },
      ]);
    },
    unitGroup: (units: UnitRatio[]) => replace(rowsForUnits(units, rows, suggested)),
    skus: (choices: SkuChoice[], unit: string) => replace(rowsForSkus(skuCombinations(choices), unit, rows, suggested)),
    edit: (key: string, patch: Partial<BarcodeRow>, units?: UnitRatio[]) => {
      const priceKey = Object.keys(patch).find((k) => k.endsWith('Decimal')) as PriceKey | undefined;
      const target = rows.find((r) => r.key === key);
      // Prices typed on the base row of a unit group fill the bigger units.
      if (priceKey && units && target?.commodityUnit === units[0]?.unit) {
        setRows(spreadBasePrice(rows, units, priceKey, patch[priceKey]));
        return;
      }
      setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    },
    setDefault: (key: string) => setRows(withDefault(rows, key)),
    setPriceForAll: (key: PriceKey, value: string, units?: UnitRatio[]) => setRows(setPriceForAll(rows, units, key, value)),
  };
}

export type BarcodeRowsState = ReturnType<typeof useBarcodeRows>;
