import { z } from 'zod';
import { BILL_PREFIXES } from '../resources/stock/bill-kind-types.js';
import { decimalString, idNumber } from './contract.js';
import { materialLookupRowSchema } from './material-lookup.js';

const text = z.string().nullable();

/**
 * A goods bill as its list, `info` and the pickers show it (api.md §2.10): the header with names,
 * money as magnitudes (zeroed when the role's price limit hides the bill's category), the derived
 * figures (待收/待付, 收款金额, 剩余订金…), the goods summary and the `…Str` times.
 */
export const billRowSchema = z.object({
  id: idNumber,
  type: z.enum(['入库', '出库', '其它']),
  subType: z.string(),
  prefix: z.enum(BILL_PREFIXES),
  defaultNumber: text,
  number: z.string(),
  createTime: z.string(),
  createTimeStr: z.string(),
  operTime: z.string(),
  operTimeStr: z.string(),
  organId: idNumber.nullable(),
  /** `****` in a 以销定购 picker, where the buyer may not see the customer. */
  organName: text,
  creator: idNumber,
  userName: z.string(),
  accountId: idNumber.nullable(),
  /** The account, or every account with its amount (`现金(10.00元) 银行(5.00元)`) when several were used. */
  accountName: text,
  accountIdList: text,
  accountMoneyList: text,
  changeAmount: decimalString,
  backAmount: decimalString,
  /** Null in a 以销定购 picker, like `discountLastMoney`. */
  totalPrice: decimalString.nullable(),
  payType: z.enum(['现付', '预付款']),
  billType: text,
  remark: text,
  fileName: text,
  salesMan: text,
  salesManStr: text,
  discount: decimalString,
  discountMoney: decimalString,
  discountLastMoney: decimalString.nullable(),
  otherMoney: decimalString,
  deposit: decimalString,
  debt: decimalString,
  lastDebt: decimalString,
  lastDeposit: decimalString,
  finishDeposit: decimalString,
  getAmount: decimalString,
  needMoney: decimalString,
  needInMoney: decimalString,
  needOutMoney: decimalString,
  needBackMoney: decimalString,
  totalTaxLastMoney: decimalString,
  /** 0 未审核, 1 已审核, 2 完成, 3 部分, 9 审核中. */
  status: z.enum(['0', '1', '2', '3', '9']),
  /** 以销定购 of a sales order: 0 未采购, 2 完成采购, 3 部分采购. */
  purchaseStatus: z.enum(['0', '2', '3']),
  /** force 强制结单, finish 完成, cancel 作废 (sales orders), close 已关闭 (production orders). */
  closeReason: z.enum(['force', 'finish', 'cancel', 'close']).nullable(),
  source: z.string(),
  linkNumber: text,
  linkApply: text,
  /** yyyy-MM-dd: 交货日期 of orders, 计划完工 of production orders. */
  deliveryTime: text,
  /** yyyy-MM-dd 有效期至 and the 报价条款 of a quote. */
  validUntil: text,
  terms: text,
  /** yyyy-MM-dd 计划开工 of a production order. */
  planStartDate: text,
  materialsList: text,
  materialCount: decimalString,
  /** Whether a return was made from this bill. */
  hasBackFlag: z.boolean(),
});

/** `/depotHead/getDetailByNumber`: the bill with its partner's contact and bank facts; `{}` when the caller cannot see it. */
export const billByNumberSchema = z.union([
  billRowSchema.extend({
    creatorName: z.string(),
    depotHeadType: z.string(),
    contacts: text.optional(),
    telephone: text.optional(),
    address: text.optional(),
    phoneNum: text.optional(),
    bankName: text.optional(),
    accountNumber: text.optional(),
    taxNum: text.optional(),
  }),
  z.strictObject({}),
]);

const flag = z.enum(['0', '1']);

/**
 * A line of a bill (`/depotItem/getDetailList`): product facts, the line's quantities and money, the
 * current stock of its depot in the line's unit, and what downstream bills already fulfilled
 * (已入库/已出库/已退货, and 已采购 for 以销定购). Prices are masked like the bill's money.
 */
export const billDetailLineSchema = z.object({
  id: idNumber,
  materialExtendId: idNumber,
  barCode: z.string(),
  name: z.string(),
  standard: text,
  model: text,
  color: text,
  brand: text,
  mfrs: text,
  otherField1: text,
  otherField2: text,
  otherField3: text,
  unit: text,
  sku: text,
  snList: text,
  batchNumber: text,
  /** yyyy-MM-dd. */
  expirationDate: text,
  enableSerialNumber: flag,
  enableBatchNumber: flag,
  operNumber: decimalString,
  basicNumber: decimalString,
  preNumber: decimalString,
  finishNumber: decimalString,
  finishPurchaseNumber: decimalString,
  purchaseDecimal: decimalString.nullable(),
  purchaseUnitPrice: decimalString.nullable(),
  unitPrice: decimalString,
  taxUnitPrice: decimalString.nullable(),
  allPrice: decimalString,
  taxRate: decimalString,
  taxMoney: decimalString,
  taxLastMoney: decimalString,
  weight: decimalString,
  stock: decimalString,
  position: text,
  remark: text,
  imgName: text,
  linkId: idNumber.nullable(),
  depotId: idNumber.nullable(),
  depotName: text,
  anotherDepotId: idNumber.nullable(),
  anotherDepotName: text,
  /** 组合件 / 普通子件 of assembly and disassembly bills, 成品 / 原料 of production documents, 盘盈 / 盘亏 of adjustments. */
  mType: text,
  /** A production order's component: quantity per unit of the product and loss % (docs/manufacturing.md). */
  unitUsage: decimalString.nullable(),
  lossRate: decimalString.nullable(),
  /** A count line's book quantity when counted (base units), stored on save. */
  bookNumber: decimalString.nullable(),
  op: z.literal(1),
});

/** The 合计 of a read-only detail grid and of the printed bill. */
export const billDetailFooterSchema = z.object({
  operNumber: decimalString,
  allPrice: decimalString,
  taxMoney: decimalString,
  taxLastMoney: decimalString,
  finishPurchaseNumber: decimalString,
  finishNumber: decimalString,
  weight: decimalString,
});

/** A line read from a 导入明细 sheet, for the editor to take: the barcode's row with the sheet's quantity, price and depot. */
export const importedBillLineSchema = materialLookupRowSchema.extend({
  depotId: idNumber.nullable(),
  depotName: text,
  operNumber: decimalString,
  unitPrice: decimalString,
  allPrice: decimalString,
  taxRate: decimalString,
  taxMoney: decimalString,
  taxLastMoney: decimalString,
  remark: text,
});

/** The company letterhead of printed bills (系统配置). */
export const companyLetterheadSchema = z.object({
  companyName: z.string(),
  companyContacts: text,
  companyAddress: text,
  companyTel: text,
  companyFax: text,
  companyPostCode: text,
});

export type BillRow = z.infer<typeof billRowSchema>;
export type BillByNumber = z.infer<typeof billByNumberSchema>;
export type BillDetailLine = z.infer<typeof billDetailLineSchema>;
export type BillDetailFooter = z.infer<typeof billDetailFooterSchema>;
export type ImportedBillLine = z.infer<typeof importedBillLineSchema>;
export type CompanyLetterhead = z.infer<typeof companyLetterheadSchema>;
