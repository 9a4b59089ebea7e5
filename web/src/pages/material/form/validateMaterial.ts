import { Decimal } from 'decimal.js';
import { format, messages } from '../../../app/i18n';
import type { BarcodeRow, StockRow } from '../materialTypes';
import type { UnitRatio } from './barcodeRows';

const t = messages.material.modal;

export interface MaterialShape {
  unit?: string | undefined;
  /** Units of the chosen unit group when 多单位 is on. */
  units?: UnitRatio[] | undefined;
  serial: boolean;
  batch: boolean;
  sku: boolean;
  imageCount: number;
}

const nonZero = (v: string | undefined) => v !== undefined && v !== '' && !new Decimal(v).isZero();

/** The form's own save checks, with the reference's messages; the first failure is returned. */
export function validateMaterial(shape: MaterialShape, rows: BarcodeRow[], stock: StockRow[]): string | undefined {
  if (rows.length === 0) return t.noRows;
  if (shape.serial && shape.batch) return t.serialAndBatch;
  if (shape.sku && shape.units) return t.skuNotMultiUnit;
  const seen = new Set<string>();
  for (const r of rows) {
    if (!r.barCode.trim()) return t.barcodeRequired;
    if (r.barCode.trim().length < 4 || r.barCode.trim().length > 40) return t.barcodeLength;
    if (seen.has(r.barCode.trim())) return format(t.duplicateBarcode, { code: r.barCode });
    seen.add(r.barCode.trim());
  }
  if (shape.units) {
    if (rows.length < 2) return t.multiUnitRows;
    const base = shape.units[0]?.unit ?? '';
    const first = rows[0];
    if (first && first.commodityUnit !== base) return format(t.unitMismatch, { unit: first.commodityUnit, expected: base });
  } else {
    const wrong = rows.find((r) => r.commodityUnit !== (shape.unit ?? ''));
    if (wrong) return format(t.unitMismatch, { unit: wrong.commodityUnit, expected: shape.unit ?? '' });
  }
  for (const s of stock) {
    if (nonZero(s.initStock)) {
      if (shape.sku) return t.skuStock;
      if (shape.serial) return t.serialStock;
      if (shape.batch) return t.batchStock;
    }
    if (nonZero(s.lowSafeStock) && nonZero(s.highSafeStock) && new Decimal(s.lowSafeStock ?? 0).gt(s.highSafeStock ?? 0)) {
      return format(t.lowAboveHigh, { depot: s.depotName });
    }
  }
  if (shape.imageCount > 4) return t.tooManyImages;
  return undefined;
}
