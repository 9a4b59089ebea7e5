import { formatMessage, MATERIAL_ERR, type ErrorEntry } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { SheetRow } from '../../platform/import/sheet-reader.js';
import { OTHER_UNIT_COLUMNS, type SheetLayout } from './material-sheet.js';

export interface ImportError {
  row: number;
  code: number;
  message: string;
}

/** A bigger unit of the row: how many basic units it holds, and its own barcode row when one is given. */
export interface OtherUnit {
  unit: string;
  ratio: string;
  barcode: string | null;
}

export type Prices = [string | null, string | null, string | null, string | null];

/** One sheet row, checked on its own; rows of one product (SKUs) are joined by material-import.products.ts. */
export interface ImportRow {
  line: number;
  name: string;
  standard: string | null;
  model: string | null;
  color: string | null;
  brand: string | null;
  categoryId: string | null;
  weight: string | null;
  expiryNum: number | null;
  baseUnit: string;
  others: OtherUnit[];
  baseBarcode: string;
  /** SKU values as `红色,L` (full-width commas accepted), or null. */
  sku: string | null;
  prices: Prices;
  enabled: boolean;
  serial: boolean;
  batch: boolean;
  position: string | null;
  fields: [string | null, string | null, string | null, string | null];
  remark: string | null;
  stock: Array<{ depotId: string; quantity: string }>;
}

export interface RowLookups {
  categories: ReadonlyMap<string, string>;
  takenBarcodes: ReadonlySet<string>;
}

const RATIO = /^\d{1,18}(\.\d{1,6})?$/;
const money = /^\d{1,18}(\.\d{1,6})?$/;

/** Every row is checked and every problem reported with its row (第%s行…); only clean rows are returned. */
export function validateRows(rows: readonly SheetRow[], layout: SheetLayout, lookups: RowLookups): { rows: ImportRow[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const out: ImportRow[] = [];
  const inFile = new Map<string, number>();
  for (const { line, cells } of rows) {
    const before = errors.length;
    const fail = (entry: ErrorEntry, ...args: Array<string | number>) =>
      errors.push({ row: line, code: entry.code, message: formatMessage(entry.message, ...args) });
    const say = (message: string, code = 400) => errors.push({ row: line, code, message: `第${line}行${message}` });
    const text = (h: string, max: number, entry?: ErrorEntry) => {
      const v = cells.get(h) ?? null;
      if (v !== null && v.length > max) {
        if (entry) fail(entry, line);
        else say(`${h}长度超出${max}个字符`);
      }
      return v;
    };
    const name = text('名称', 100, MATERIAL_ERR.nameOver) ?? '';
    if (!name) fail(MATERIAL_ERR.nameEmpty, line);
    const baseUnit = text('基本单位', 20) ?? '';
    if (!baseUnit) fail(MATERIAL_ERR.unitEmpty, line);
    const baseBarcode = cells.get('基本条码') ?? '';
    if (!baseBarcode) fail(MATERIAL_ERR.barcodeEmpty, line);

    const others: OtherUnit[] = [];
    for (const c of OTHER_UNIT_COLUMNS) {
      const unit = text(c.unit, 20);
      const ratio = cells.get(c.ratio) ?? null;
      const barcode = cells.get(c.barcode) ?? null;
      if (!unit && !ratio) {
        if (barcode) say(`有${c.barcode}时需要填写${c.unit}和${c.ratio}`);
        continue;
      }
      if (!unit) say(`${c.unit}为空（已填写${c.ratio}）`);
      else if (!ratio) say(`${c.ratio}为空（已填写${c.unit}）`);
      else if (!RATIO.test(ratio) || !new Decimal(ratio).gt(0)) fail(MATERIAL_ERR.ratioNotNumber, line);
      else if (unit === baseUnit) say(`基本单位与${c.unit}不能相同`);
      else if (others.some((o) => o.unit === unit)) say(`${c.unit}${unit}重复`);
      else if (others.length < OTHER_UNIT_COLUMNS.indexOf(c)) say(`需要先输入${OTHER_UNIT_COLUMNS[others.length]?.unit ?? '副单位'}再输入${c.unit}`);
      else others.push({ unit, ratio: new Decimal(ratio).toFixed(), barcode });
      // The reference's rule for 副单位: a multi-unit product needs the barcode of its first bigger unit.
      if (unit && ratio && c.n === '' && !barcode) say('多单位商品的副条码为空');
    }
    for (const code of [baseBarcode, ...OTHER_UNIT_COLUMNS.map((c) => cells.get(c.barcode) ?? null)]) {
      if (!code) continue;
      if (code.length < 4 || code.length > 40) fail(MATERIAL_ERR.barcodeLength, code);
      const seen = inFile.get(code);
      if (seen !== undefined) fail(MATERIAL_ERR.importBarcodeExist, `${code}（第${seen}行和第${line}行）`);
      else inFile.set(code, line);
      if (lookups.takenBarcodes.has(code)) fail(code === baseBarcode ? MATERIAL_ERR.barcodeExists : MATERIAL_ERR.importManyBarcodeExist, code);
    }
    const weight = cells.get('基础重量(kg)') ?? null;
    if (weight !== null && !money.test(weight)) fail(MATERIAL_ERR.weightNotDecimal, line);
    const expiry = cells.get('保质期(天)') ?? null;
    if (expiry !== null && !/^\d{1,5}$/.test(expiry)) fail(MATERIAL_ERR.expiryNotInteger, line);
    const status = cells.get('状态') ?? '1';
    if (status !== '0' && status !== '1') fail(MATERIAL_ERR.enabledError, line);
    const serial = cells.get('序列号') === '1';
    const batch = cells.get('批号') === '1';
    if (serial && batch) fail(MATERIAL_ERR.enableMustOne, baseBarcode);
    const categoryName = cells.get('类别') ?? null;
    const categoryId = categoryName ? (lookups.categories.get(categoryName) ?? null) : null;
    if (categoryName && !categoryId) say(`类别${categoryName}不存在`);
    const prices = (['采购价', '零售价', '销售价', '最低售价'] as const).map((h) => {
      const v = cells.get(h) ?? null;
      if (v !== null && !money.test(v)) say(`${h}格式错误`);
      return v;
    }) as Prices;
    const skuText = text('多属性', 100);
    const sku =
      skuText === null
        ? null
        : skuText
            .split(/[,，]/)
            .map((p) => p.trim())
            .join(',');
    if (sku !== null && sku.split(',').some((p) => p === '')) say('多属性格式错误，多个属性值之间用逗号分隔');
    if (sku !== null && sku.split(',').length > 3) say('多属性最多3个属性值');
    if (sku !== null && others.length) say('多属性商品不能有副单位，请只填写基本单位');
    const stock = layout.depots.flatMap((d) => {
      const v = cells.get(d.name);
      if (v === undefined) return [];
      if (!money.test(v)) {
        say(`仓库${d.name}的期初库存格式错误`);
        return [];
      }
      return new Decimal(v).isZero() ? [] : [{ depotId: d.id, quantity: v }];
    });
    if (stock.length && sku) fail(MATERIAL_ERR.skuBeginStock, name);
    if (stock.length && (serial || batch)) say('序列号或批号商品不能录入期初库存，建议进行入库单据录入', 422);
    const fields = layout.propertyLabels.map((l) => text(l, 500)) as ImportRow['fields'];
    if (fields[0] !== null && fields[0].length > 50) say(`${layout.propertyLabels[0]}长度超出50个字符`);
    const row: ImportRow = {
      line,
      name,
      standard: text('规格', 100, MATERIAL_ERR.standardOver),
      model: text('型号', 100, MATERIAL_ERR.modelOver),
      color: text('颜色', 50),
      brand: text('品牌', 100),
      categoryId,
      weight,
      expiryNum: expiry === null ? null : Number(expiry),
      baseUnit,
      others,
      baseBarcode,
      sku,
      prices,
      enabled: status !== '0',
      serial,
      batch,
      position: text('仓位货架', 100),
      fields,
      remark: text('备注', 500),
      stock,
    };
    if (errors.length === before) out.push(row);
  }
  return { rows: out, errors };
}
