import { Decimal } from 'decimal.js';
import { refused } from '../../app/errors.js';

// Weights for colour-yarn ratios (docs/colour-yarn-ratio.md): the ratio's requirement and the BOM lines made from it
// both turn a product's pieces into kilograms of yarn and those into each yarn's own unit.

/** Units that are kilograms themselves: a product kept in one weighs 1 kg a unit without a weight of its own. */
const KILOGRAM_UNITS = new Set(['kg', 'KG', 'Kg', '公斤', '千克']);

interface Weighed {
  unit: string | null;
  weight: string | null;
}

/** Kilograms per base unit of the product; refused (422) when it has neither a weight nor a kilogram unit. */
export function kilogramsPerUnit(product: Weighed & { name: string }): Decimal {
  if (product.weight !== null && !new Decimal(product.weight).isZero()) return new Decimal(product.weight);
  if (product.unit && KILOGRAM_UNITS.has(product.unit)) return new Decimal(1);
  throw refused({ code: 422, message: `请先设置商品${product.name}的基础重量(kg)` }, undefined, 'materialId');
}

/** `kg` of a yarn in the yarn's own unit, unrounded; null when the yarn has neither a kilogram unit nor a weight. */
export function inYarnUnit(kg: Decimal, yarn: Weighed): Decimal | null {
  if (yarn.unit && KILOGRAM_UNITS.has(yarn.unit)) return kg;
  return yarn.weight && !new Decimal(yarn.weight).isZero() ? kg.div(yarn.weight) : null;
}
