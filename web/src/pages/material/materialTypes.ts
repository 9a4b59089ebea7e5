import type { MaterialAddInput, UnitParts } from '@suanpan/contracts';

/** One barcode row of the material form; `key` is a client id, `id` the stored row id when editing. */
export interface BarcodeRow {
  key: string;
  id?: number | undefined;
  barCode: string;
  commodityUnit: string;
  sku?: string | undefined;
  purchaseDecimal?: string | undefined;
  commodityDecimal?: string | undefined;
  wholesaleDecimal?: string | undefined;
  lowDecimal?: string | undefined;
  defaultFlag: boolean;
}

export const PRICE_KEYS = ['purchaseDecimal', 'commodityDecimal', 'wholesaleDecimal', 'lowDecimal'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** Opening stock and safety levels of the product in one depot. */
export interface StockRow {
  depotId: number;
  depotName: string;
  currentNumber?: string | undefined;
  initStock?: string | undefined;
  lowSafeStock?: string | undefined;
  highSafeStock?: string | undefined;
}

/** A unit group as `/unit/getAllList` returns it: its units (contracts `UnitParts`) plus id and built name. */
export interface UnitGroup extends UnitParts {
  id: number;
  name: string;
}

/** A chosen SKU attribute (多颜色) and the values picked for this product. */
export interface SkuChoice {
  attributeId: string;
  name: string;
  values: string[];
}

export interface Depot {
  id: number;
  name: string;
}

/** A batch-set preview line: one product (and depot) field, from → to. */
export interface Change {
  id: number;
  name: string;
  field: string;
  from: string | null;
  to: string | null;
}

/** The body of `/material/add` and `/material/update` (the contract's own type). */
export type MaterialSaveBody = MaterialAddInput & { id?: number };
