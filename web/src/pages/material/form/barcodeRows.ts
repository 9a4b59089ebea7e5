import { Decimal } from 'decimal.js';
import { PRICE_KEYS, type BarcodeRow, type PriceKey, type SkuChoice } from '../materialTypes';

export interface UnitRatio {
  unit: string;
  ratio: string;
}

let keySeed = 0;
/** Client keys are longer than 19 characters so the server never mistakes them for stored row ids. */
export const newRowKey = (): string => `new-${Date.now().toString(36)}-${(keySeed += 1).toString(36)}-client`;

/** The next barcode after every numeric barcode already in use (server suggestion and the form's own rows). */
export function nextFreeBarCode(suggested: string | undefined, rows: readonly Pick<BarcodeRow, 'barCode'>[]): string {
  // BigInt keeps 13-digit EAN codes exact.
  let next = suggested && /^\d+$/.test(suggested) ? BigInt(suggested) : 1001n;
  for (const r of rows) {
    if (/^\d{1,30}$/.test(r.barCode) && BigInt(r.barCode) >= next) next = BigInt(r.barCode) + 1n;
  }
  return String(next);
}

function blankRow(barCode: string, commodityUnit: string, sku?: string): BarcodeRow {
  return { key: newRowKey(), barCode, commodityUnit, sku, defaultFlag: false };
}

/** Exactly one default row: the wanted one, else the current default, else the first. */
export function withDefault(rows: BarcodeRow[], wantedKey?: string): BarcodeRow[] {
  const target = rows.find((r) => r.key === wantedKey) ?? rows.find((r) => r.defaultFlag) ?? rows[0];
  return rows.map((r) => ({ ...r, defaultFlag: r === target }));
}

/** One row per unit of the group; rows already typed for a unit keep their barcode and prices. */
export function rowsForUnits(units: UnitRatio[], existing: BarcodeRow[], suggested: string | undefined): BarcodeRow[] {
  const rows: BarcodeRow[] = [];
  for (const { unit } of units) {
    const kept = existing.find((r) => r.commodityUnit === unit && !r.sku);
    rows.push(kept ?? blankRow(nextFreeBarCode(suggested, [...existing, ...rows]), unit));
  }
  return withDefault(rows);
}

/** Every combination of the chosen values, attribute order kept: [['红','蓝'],['L']] → ['红,L','蓝,L']. */
export function skuCombinations(choices: readonly SkuChoice[]): string[] {
  const lists = choices.map((c) => c.values).filter((v) => v.length > 0);
  if (lists.length === 0 || lists.length !== choices.length) return [];
  return lists.reduce<string[]>((acc, values) => acc.flatMap((prefix) => values.map((v) => (prefix ? `${prefix},${v}` : v))), ['']);
}

/** One row per SKU combination in the single unit; rows of combinations still chosen keep barcode and prices. */
export function rowsForSkus(combos: string[], unit: string, existing: BarcodeRow[], suggested: string | undefined): BarcodeRow[] {
  const rows: BarcodeRow[] = [];
  for (const sku of combos) {
    const kept = existing.find((r) => r.sku === sku);
    rows.push(kept ? { ...kept, commodityUnit: unit } : blankRow(nextFreeBarCode(suggested, [...existing, ...rows]), unit, sku));
  }
  return withDefault(rows);
}

/**
 * A price typed on the base-unit row of a multi-unit product fills the other rows multiplied by their ratio
 * (箱 = 12 个 → 12 × the 个 price), as the reference form does.
 */
export function spreadBasePrice(rows: BarcodeRow[], units: UnitRatio[], key: PriceKey, value: string | undefined): BarcodeRow[] {
  const base = units[0]?.unit;
  return rows.map((r) => {
    if (r.commodityUnit === base) return { ...r, [key]: value };
    const ratio = units.find((u) => u.unit === r.commodityUnit)?.ratio;
    if (!ratio || value === undefined || value === '' || Number.isNaN(Number(value))) return r;
    return { ...r, [key]: new Decimal(value).times(ratio).toDecimalPlaces(6).toString() };
  });
}

/** 采购价-批量 etc.: the same price on every row (multi-unit rows get it × their ratio). */
export function setPriceForAll(rows: BarcodeRow[], units: UnitRatio[] | undefined, key: PriceKey, value: string): BarcodeRow[] {
  if (units) return spreadBasePrice(rows, units, key, value);
  return rows.map((r) => ({ ...r, [key]: value }));
}

export const priceKeys = PRICE_KEYS;
