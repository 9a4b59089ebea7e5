import { z } from 'zod';
import { answers, answersBare, decimalString, idNumber, listOf, refusesAlways, type ApiMap, type RequestMap } from './contract.js';
import { optionalId, optionalText, recordId } from '../query-params.js';

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
