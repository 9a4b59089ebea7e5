import { formatMessage, MATERIAL_ERR, type ErrorEntry } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { SheetRow } from '../../platform/import/sheet-reader.js';
import type { UnitGroup } from './material-rules.js';
import type { SheetLayout } from './material-sheet.js';

export interface ImportError {
  row: number;
  code: number;
  message: string;
}

export interface ImportRow {
  line: number;
  name: string;
  standard: string | null; model: string | null; color: string | null; brand: string | null;
  categoryId: string | null;
  weight: string | null;
  expiryNum: number | null;
  unit: string | null;
  unitId: string | null;
  baseUnit: string;
  otherUnit: string | null;
  ratio: string | null;
  baseBarcode: string;
  otherBarcode: string | null;
  sku: string | null;
  prices: [string | null, string | null, string | null, string | null];
  enabled: boolean;
  serial: boolean;
  batch: boolean;
  position: string | null;
  fields: [string | null, string | null, string | null, string | null];
  remark: string | null;
  stock: Array<{ depotId: string; quantity: string }>;
}

export interface Lookups {
  categories: ReadonlyMap<string, string>;
  unitGroups: ReadonlyArray<UnitGroup & { id: string }>;
  takenBarcodes: ReadonlySet<string>;
}

const DECIMAL = /^-?\d{1,18}(\.\d{1,6})?$/;
const money = /^\d{1,18}(\.\d{1,6})?$/;

/** Every row is checked; every problem is reported with its row (第%s行…), nothing is written if any. */
export function validateImport(rows: readonly SheetRow[], layout: SheetLayout, lookups: Lookups): { rows: ImportRow[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const out: ImportRow[] = [];
  const inFile = new Map<string, number>();
  for (const { line, cells } of rows) {
    const before = errors.length;
    const fail = (entry: ErrorEntry, ...args: Array<string | number>) => errors.push({ row: line, code: entry.code, message: formatMessage(entry.message, ...args) });
    const text = (h: string, max: number, entry?: ErrorEntry) => {
      const v = cells.get(h) ?? null;
      if (v !== null && v.length > max) {
        if (entry) fail(entry, line);
        else errors.push({ row: line, code: 400, message: `第${line}行${h}长度超出${max}个字符` });
      }
      return v;
    };
    const name = text('名称', 100, MATERIAL_ERR.nameOver) ?? '';
    if (!name) fail(MATERIAL_ERR.nameEmpty, line);
    const baseUnit = text('基本单位', 50) ?? '';
    if (!baseUnit) fail(MATERIAL_ERR.unitEmpty, line);
    const baseBarcode = cells.get('基本条码') ?? '';
    if (!baseBarcode) fail(MATERIAL_ERR.barcodeEmpty, line);
    const otherBarcode = cells.get('副条码') ?? null;
    for (const code of [baseBarcode, otherBarcode]) {
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
    if (expiry !== null && (!/^\d{1,5}$/.test(expiry))) fail(MATERIAL_ERR.expiryNotInteger, line);
    const status = cells.get('状态') ?? '1';
    if (status !== '0' && status !== '1') fail(MATERIAL_ERR.enabledError, line);
    const serial = cells.get('序列号') === '1';
    const batch = cells.get('批号') === '1';
    if (serial && batch) fail(MATERIAL_ERR.enableMustOne, baseBarcode);
    const otherUnit = cells.get('副单位') ?? null;
    const ratio = cells.get('比例') ?? null;
    let unitId: string | null = null;
    if (ratio !== null && (!DECIMAL.test(ratio) || new Decimal(ratio).lte(0))) fail(MATERIAL_ERR.ratioNotNumber, line);
    else if (otherUnit || ratio) {
      const group = lookups.unitGroups.find((g) => g.basic_unit === baseUnit && g.other_unit === otherUnit && ratio !== null && new Decimal(g.ratio).eq(ratio));
      if (!group) fail(MATERIAL_ERR.unitMate, baseBarcode);
      else unitId = group.id;
      if (group && !otherBarcode) errors.push({ row: line, code: 400, message: `第${line}行多单位商品的副条码为空` });
    } else if (otherBarcode) errors.push({ row: line, code: 400, message: `第${line}行有副条码时需要填写副单位和比例` });
    const categoryName = cells.get('类别') ?? null;
    const categoryId = categoryName ? (lookups.categories.get(categoryName) ?? null) : null;
    if (categoryName && !categoryId) errors.push({ row: line, code: 400, message: `第${line}行类别${categoryName}不存在` });
    const prices = (['采购价', '零售价', '销售价', '最低售价'] as const).map((h) => {
      const v = cells.get(h) ?? null;
      if (v !== null && !money.test(v)) errors.push({ row: line, code: 400, message: `第${line}行${h}格式错误` });
      return v;
    }) as ImportRow['prices'];
    const sku = text('多属性', 100);
    const stock = layout.depots.flatMap((d) => {
      const v = cells.get(d.name);
      if (v === undefined) return [];
      if (!money.test(v)) {
        errors.push({ row: line, code: 400, message: `第${line}行仓库${d.name}的期初库存格式错误` });
        return [];
      }
      return new Decimal(v).isZero() ? [] : [{ depotId: d.id, quantity: v }];
    });
    if (stock.length && sku) fail(MATERIAL_ERR.skuBeginStock, name);
    if (stock.length && (serial || batch)) errors.push({ row: line, code: 422, message: `第${line}行序列号或批号商品不能录入期初库存，建议进行入库单据录入` });
    const fields = layout.propertyLabels.map((l) => text(l, 500)) as ImportRow['fields'];
    if (fields[0] !== null && fields[0].length > 50) errors.push({ row: line, code: 400, message: `第${line}行${layout.propertyLabels[0]}长度超出50个字符` });
    const row: ImportRow = {
      line, name, standard: text('规格', 100, MATERIAL_ERR.standardOver), model: text('型号', 100, MATERIAL_ERR.modelOver),
      color: text('颜色', 50), brand: text('品牌', 100), categoryId, weight, expiryNum: expiry === null ? null : Number(expiry),
      unit: unitId ? null : baseUnit, unitId, baseUnit, otherUnit: unitId ? otherUnit : null, ratio: unitId ? ratio : null,
      baseBarcode, otherBarcode: unitId ? otherBarcode : null, sku, prices, enabled: status !== '0', serial, batch,
      position: text('仓位货架', 100), fields, remark: text('备注', 500), stock,
    };
    if (errors.length === before) out.push(row);
  }
  return { rows: out, errors };
}
