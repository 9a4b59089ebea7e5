import { z } from 'zod';
import { answers, answersBare, decimalString, idNumber, listOf, refusesAlways, type ApiMap, type RequestMap } from './contract.js';
import { blankAsAbsent, optionalFlag, optionalId, optionalText, pickerPaging, recordId } from '../query-params.js';

const flag = z.enum(['0', '1']);

/**
 * The 选择商品 picker counts its matches up to this many and answers `total` = this + 1 when there are more
 * (`findBySelect`, `getMaterialEnableSerialNumberList`): a pager shows "共10000+条" rather than a count every
 * keystroke would pay for in full (6920 at 100,000 products: every row). Its pages go on past the bound.
 */
export const PICKER_COUNT_LIMIT = 10_000;
const optionalDecimal = decimalString.nullable();

/**
 * One barcode row of a product as the bill look-ups and pickers answer it: `id` is the barcode row,
 * `materialId` the product; `unit` the row's unit as shown (`箱[12个]`), `stock` in that unit, in the
 * asked depot or, without one, every depot the caller may use (分配仓库权限). The product's prices the role's bill
 * price limits hide are null (4 purchase, 5 retail, 6 wholesale and lowest).
 */
export const materialLookupRowSchema = z.object({
  id: idNumber,
  materialId: idNumber,
  mBarCode: z.string(),
  barCode: z.string(),
  name: z.string(),
  mnemonic: z.string().nullable(),
  categoryName: z.string().nullable(),
  standard: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  brand: z.string().nullable(),
  mfrs: z.string().nullable(),
  unit: z.string(),
  commodityUnit: z.string(),
  unitId: idNumber.nullable(),
  unitName: z.string().nullable(),
  ratio: optionalDecimal,
  sku: z.string().nullable(),
  enableSerialNumber: flag,
  enableBatchNumber: flag,
  expiryNum: z.number().int().nullable(),
  weight: optionalDecimal,
  position: z.string().nullable(),
  imgName: z.string().nullable(),
  otherField1: z.string().nullable(),
  otherField2: z.string().nullable(),
  otherField3: z.string().nullable(),
  purchaseDecimal: optionalDecimal,
  commodityDecimal: optionalDecimal,
  wholesaleDecimal: optionalDecimal,
  lowDecimal: optionalDecimal,
  defaultFlag: flag,
  stock: decimalString,
});

/**
 * A scanned, typed or searched barcode's row with the default price of the bill type (business-rules §7.5) and
 * the depot it proposes; no price (null) when the bill type has none, 0 when the role's price limit hides the
 * type's money (§8.5). `lastPrice`: the partner's last unit price
 * of the row on bills of this type (null when none, or when the role's price limit hides that type's prices).
 */
export const barcodeHitSchema = materialLookupRowSchema.extend({
  depotId: idNumber.nullable(),
  billPrice: optionalDecimal,
  taxRate: decimalString,
  taxMoney: optionalDecimal,
  taxLastMoney: optionalDecimal,
  lastPrice: optionalDecimal,
});

/** A serial number of the product, in stock (or sold by the bill line being edited). */
export const serialNumberRowSchema = z.object({
  id: idNumber,
  materialId: idNumber,
  depotId: idNumber.nullable(),
  depotName: z.string().nullable(),
  serialNumber: z.string(),
  isSell: flag,
  inPrice: optionalDecimal,
  inBillNo: z.string().nullable(),
  outBillNo: z.string().nullable(),
  createTime: z.string(),
  createTimeStr: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
});

/** A batch of the barcode with stock in the depot. */
export const batchStockRowSchema = z.object({
  id: idNumber,
  barCode: z.string(),
  name: z.string(),
  standard: z.string().nullable(),
  model: z.string().nullable(),
  unitId: idNumber.nullable(),
  commodityUnit: z.string(),
  batchNumber: z.string(),
  expirationDate: z.string().nullable(),
  expirationDateStr: z.string().nullable(),
  totalNum: optionalDecimal,
});

/** Product look-ups of the bill screens and the stock they read (api.md §2.6, §2.10). */
export const materialLookupApi = {
  /** `total` counts at most PICKER_COUNT_LIMIT + 1 rows (more: "10000+"). */
  'GET /material/findBySelect': answersBare(listOf(materialLookupRowSchema)),
  'GET /material/getMaterialByBarCode': answers(z.array(barcodeHitSchema)),
  /** The 条码 cell's dropdown: up to `rows` (≤ 20) rows matching `q`, exact barcode first, then prefixes, then newest. */
  'GET /material/findForBill': answers(z.array(barcodeHitSchema)),
  'GET /material/getMaterialByParam': answers(z.array(z.object({ barCode: z.string(), materialStr: z.string() }))),
  /** Every barcode row (unit) of the product. */
  'GET /material/findById': answers(z.array(materialLookupRowSchema)),
  /** `materialOther`: 制造商 and the custom fields joined by `/`. */
  'GET /material/findByIdWithBarCode': answers(materialLookupRowSchema.extend({ materialOther: z.string() })),
  'GET /material/getMaterialNameList': answersBare(z.array(z.object({ value: z.string(), text: z.string() }))),
  'GET /material/getMaterialEnableSerialNumberList': answersBare(listOf(materialLookupRowSchema)),
  /** `missInfo` names asked serial numbers that are not available. */
  /** Serial numbers are registered by the bill that brings them in (422). */
  'POST /serialNumber/batAddSerialNumber': refusesAlways,
  'POST /serialNumber/getEnableSerialNumberList': answers(listOf(serialNumberRowSchema).extend({ missInfo: z.string().optional() })),
  'GET /depotItem/findStockByDepotAndBarCode': answers(z.object({ stock: decimalString })),
  /**
   * The 库存 of a bill's lines (`lines`: barCode, depotId, batchNumber), one answer per line in the order asked (null: not
   * a barcode of the tenant): stock in the line's unit (batch / SKU / product), `available` without the edited bill
   * `headerId`'s own effect, `ratio` base units per unit.
   */
  'POST /depotItem/stockOfLines': answers(
    z.array(z.object({ materialId: idNumber, ratio: decimalString, stock: decimalString, available: decimalString }).nullable()),
  ),
  'GET /depotItem/getBatchNumberList': answers(listOf(batchStockRowSchema)),
} satisfies ApiMap;

export type MaterialLookupRow = z.infer<typeof materialLookupRowSchema>;
export type BarcodeHit = z.infer<typeof barcodeHitSchema>;
export type SerialNumberRow = z.infer<typeof serialNumberRowSchema>;
export type BatchStockRow = z.infer<typeof batchStockRowSchema>;

/** A bill's lines asking their stock: at most as many as a bill is shown with at once. */
export const MAX_STOCK_LINES = 500;

/** What the look-ups of materials, serial numbers, batches and stock take (their query string and JSON body). */
export const materialLookupRequests = {
  'GET /material/findBySelect': {
    query: z.object({
      categoryId: optionalId('类别'),
      q: optionalText('关键词'),
      standardOrModel: optionalText('规格型号'),
      depotId: optionalId('仓库'),
      color: optionalText('颜色'),
      brand: optionalText('品牌'),
      mfrs: optionalText('制造商'),
      mpList: optionalText('mpList', 500),
      otherField1: optionalText('自定义1'),
      otherField2: optionalText('自定义2'),
      otherField3: optionalText('自定义3'),
      enableSerialNumber: optionalFlag('序列号'),
      enableBatchNumber: optionalFlag('批号'),
      ...pickerPaging,
    }),
  },
  'GET /material/getMaterialByBarCode': {
    query: z.object({
      barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(2000, '条码过长'),
      organId: optionalId('往来单位'),
      depotId: optionalId('仓库'),
      mpList: optionalText('mpList', 500),
      prefixNo: optionalText('单据类型', 10),
    }),
  },
  /** The 条码 cell's search as a clerk types (barcode, name, 规格, 型号, 助记码): a few rows, no count. */
  'GET /material/findForBill': {
    query: z.object({
      q: z.string({ error: '关键词不能为空' }).trim().min(1, '关键词不能为空').max(100, '关键词不能超过100个字符'),
      organId: optionalId('往来单位'),
      depotId: optionalId('仓库'),
      prefixNo: optionalText('单据类型', 10),
      rows: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'rows必须是数字' }).int().min(1, 'rows不能小于1').max(20, 'rows不能大于20').default(10)),
    }),
  },
  'GET /material/getMaterialByParam': { query: z.object({ q: optionalText('关键词') }) },
  'GET /material/findById': { query: z.object({ id: recordId('id'), depotId: optionalId('仓库') }) },
  'GET /material/findByIdWithBarCode': { query: z.object({ meId: recordId('meId'), mpList: optionalText('mpList', 500) }) },
  'GET /material/getMaterialEnableSerialNumberList': { query: z.object({ q: optionalText('关键词'), ...pickerPaging }) },
  'POST /serialNumber/getEnableSerialNumberList': {
    body: z.object({
      name: optionalText('序列号', 2000),
      depotItemId: optionalId('单据明细'),
      depotId: optionalId('仓库'),
      barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
      ...pickerPaging,
    }),
  },
  'GET /depotItem/findStockByDepotAndBarCode': {
    query: z.object({ depotId: optionalId('仓库'), barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50) }),
  },
  'GET /depotItem/getBatchNumberList': {
    query: z.object({
      name: optionalText('名称'),
      depotItemId: optionalId('单据明细'),
      depotId: optionalId('仓库'),
      barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
      batchNumber: optionalText('批号'),
    }),
  },
  'POST /depotItem/stockOfLines': {
    body: z.object({
      headerId: optionalId('单据'),
      lines: z
        .array(
          z.object({
            barCode: z.string({ error: '条码不能为空' }).trim().min(1, '条码不能为空').max(50),
            depotId: recordId('仓库', '请选择仓库'),
            batchNumber: optionalText('批号'),
          }),
          { error: '明细必须是数组' },
        )
        .max(MAX_STOCK_LINES, `明细不能超过${MAX_STOCK_LINES}行`),
    }),
  },
} satisfies RequestMap;
