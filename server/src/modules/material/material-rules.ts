import { formatMessage, MATERIAL_ERR, unitsOfGroup, type MaterialExtendRowInput, type MaterialStockRowInput, type UnitParts } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { AppError, badRequest, conflict, refused } from '../../app/errors.js';

/** A unit group as stored (ratios are decimal strings). */
export interface UnitGroup {
  basic_unit: string;
  other_unit: string;
  ratio: string;
  other_unit_two: string | null;
  ratio_two: string | null;
  other_unit_three: string | null;
  ratio_three: string | null;
}

/** The stored group in the shared shape (contracts `UnitParts`). */
export const partsOf = (g: UnitGroup): UnitParts => ({
  basicUnit: g.basic_unit,
  otherUnit: g.other_unit,
  ratio: g.ratio,
  otherUnitTwo: g.other_unit_two,
  ratioTwo: g.ratio_two,
  otherUnitThree: g.other_unit_three,
  ratioThree: g.ratio_three,
});

export interface ProductShape {
  name: string;
  unit: string | null;
  unitGroup: UnitGroup | null;
  serial: boolean;
  batch: boolean;
  skuAttributes: readonly string[];
}

/** The barcode rows fit the product: distinct barcodes, units from its unit group, one row per SKU combination. */
export function checkBarcodeRows(shape: ProductShape, rows: readonly MaterialExtendRowInput[]): void {
  if (shape.serial && shape.batch) throw badRequest('抱歉，序列号和批号只能选择一项！', 'enableBatchNumber');
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.barCode)) throw conflict(MATERIAL_ERR.barcodeExists, formatMessage(MATERIAL_ERR.barcodeExists.message, r.barCode), 'meList');
    seen.add(r.barCode);
  }
  const isSku = shape.skuAttributes.length > 0;
  if (isSku && shape.unitGroup) throw badRequest('抱歉，多属性商品不能勾选多单位，请切换为单个单位！', 'unitId');
  if (shape.unitGroup) {
    const units = unitsOfGroup(partsOf(shape.unitGroup)).map((u) => u.unit);
    if (rows.length < 2) throw badRequest('多单位的商品条码行数至少要有两行，请再新增一行条码信息！', 'meList');
    const used = new Set<string>();
    rows.forEach((r, i) => {
      if (!units.includes(r.commodityUnit)) {
        throw new AppError(400, MATERIAL_ERR.unitMate.code, formatMessage(MATERIAL_ERR.unitMate.message, r.barCode), 'meList');
      }
      if (used.has(r.commodityUnit)) throw badRequest(`条码之后的单位填写有误，单位【${r.commodityUnit}】重复！`, 'meList');
      used.add(r.commodityUnit);
      if (i === 0 && r.commodityUnit !== units[0]) throw badRequest(`条码之后的单位填写有误，单位【${r.commodityUnit}】请修改为【${units[0]}】！`, 'meList');
    });
  } else {
    for (const r of rows) {
      if (r.commodityUnit !== shape.unit) throw badRequest(`条码之后的单位填写有误，单位【${r.commodityUnit}】请修改为【${shape.unit ?? ''}】！`, 'meList');
    }
  }
  if (isSku) {
    const skus = new Set<string>();
    for (const r of rows) {
      const parts = (r.sku ?? '').split(',').filter((p) => p !== '');
      if (parts.length !== shape.skuAttributes.length) throw badRequest(`商品条码:${r.barCode}的多属性不完整`, 'meList');
      if (skus.has(parts.join(','))) throw badRequest(`多属性${parts.join(',')}重复`, 'meList');
      skus.add(parts.join(','));
    }
  } else if (!shape.unitGroup && rows.length > 1) {
    throw badRequest('单个单位的商品只能有一行条码', 'meList');
  }
}

/** Opening stock is for plain products only; safety levels must be ordered. */
export function checkStockRows(shape: ProductShape, rows: readonly MaterialStockRowInput[], depotNames: ReadonlyMap<number, string>): void {
  const depots = new Set<number>();
  for (const r of rows) {
    if (depots.has(r.id)) throw badRequest('仓库重复', 'stock');
    depots.add(r.id);
    const opening = new Decimal(r.initStock ?? 0);
    if (!opening.isZero()) {
      if (shape.skuAttributes.length > 0) throw refused(MATERIAL_ERR.skuBeginStock, formatMessage(MATERIAL_ERR.skuBeginStock.message, shape.name), 'stock');
      if (shape.serial) throw refused({ code: 422, message: '抱歉，序列号商品不能录入期初库存，建议进行入库单据录入！' }, undefined, 'stock');
      if (shape.batch) throw refused({ code: 422, message: '抱歉，批号商品不能录入期初库存，建议进行入库单据录入！' }, undefined, 'stock');
    }
    const low = r.lowSafeStock ? new Decimal(r.lowSafeStock) : undefined;
    const high = r.highSafeStock ? new Decimal(r.highSafeStock) : undefined;
    if (low && high && !high.isZero() && low.gt(high)) {
      throw badRequest(`抱歉，${depotNames.get(r.id) ?? r.id}的最低安全库存大于最高安全库存！`, 'stock');
    }
  }
}

/** Attribute JSON as the reference stores it (`{manySku, skuOne, skuTwo, skuThree}`), or null for plain products. */
export function attributeJson(input: {
  manySku?: string[] | null;
  skuOne?: string[] | null;
  skuTwo?: string[] | null;
  skuThree?: string[] | null;
}): string | null {
  if (!input.manySku || input.manySku.length === 0) return null;
  return JSON.stringify({ manySku: input.manySku, skuOne: input.skuOne ?? [], skuTwo: input.skuTwo ?? [], skuThree: input.skuThree ?? [] });
}

/** Temporary client ids (uuid-like, longer than 19 characters) and absent ids mark new rows. */
export function existingRowId(id: string | number | null | undefined): number | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const text = String(id);
  if (text.length > 19 || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}
