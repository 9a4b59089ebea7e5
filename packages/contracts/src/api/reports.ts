import { z } from 'zod';
import { answers, decimalString, idNumber, listOf, xlsxReply, type ApiMap } from './contract.js';

const text = z.string().nullable();
const money = decimalString.nullable();

/** The product's descriptive fields every stock report row carries (reference names). */
const materialFields = {
  id: idNumber,
  materialId: idNumber,
  barCode: text,
  mBarCode: text,
  name: z.string(),
  materialName: z.string(),
  standard: text,
  model: text,
  color: text,
  brand: text,
  mfrs: text,
  position: text,
  categoryName: text,
  otherField1: text,
  otherField2: text,
  otherField3: text,
  imgName: text,
  unitName: text,
};

/** 商品库存 row (`/material/getListWithStock`). */
export const stockReportRowSchema = z.object({
  ...materialFields,
  purchaseDecimal: money,
  initialStock: decimalString,
  currentStock: decimalString,
  currentStockPrice: money,
  currentWeight: decimalString,
  bigUnitStock: text,
});

/** 库存金额按类别 (`/material/getStockValueByCategory`, the 商品库存 chart): the report's rows summed per category. */
export const categoryStockValueSchema = z.object({
  categoryId: idNumber.nullable(),
  categoryName: z.string(),
  currentStock: decimalString,
  currentStockPrice: decimalString,
});

/** 进销存统计 row (`/depotItem/getInOutStock`). */
export const inOutStockRowSchema = z.object({
  ...materialFields,
  materialStandard: text,
  materialModel: text,
  materialColor: text,
  materialBrand: text,
  materialMfrs: text,
  unitPrice: money,
  prevSum: decimalString,
  inSum: decimalString,
  outSum: decimalString,
  thisSum: decimalString,
  thisAllPrice: money,
  bigUnitStock: text,
});

/** 商品流水 row (`/depotItem/findDetailByDepotIdsAndMaterialId`). */
export const materialFlowRowSchema = z.object({
  headerId: idNumber,
  number: z.string(),
  prefix: z.string(),
  barCode: z.string(),
  materialName: z.string(),
  type: z.string(),
  depotId: idNumber,
  depotName: z.string(),
  basicNumber: decimalString,
  unitPrice: money,
  allPrice: money,
  operTime: z.string(),
});

/** 库存预警 row (`/depotItem/findStockWarningCount`). */
export const stockWarningRowSchema = z.object({
  mid: idNumber,
  depotId: idNumber,
  depotName: z.string(),
  barCode: text,
  mname: z.string(),
  mstandard: text,
  mmodel: text,
  mcolor: text,
  brand: text,
  mmfrs: text,
  motherField1: text,
  motherField2: text,
  motherField3: text,
  materialUnit: text,
  unitName: text,
  currentNumber: decimalString,
  lowSafeStock: money,
  highSafeStock: money,
  lowCritical: money,
  highCritical: money,
});

/** 库存分布 now (`/material/getMaterialDepotStock`): the product's stock in one depot, its unit cost and value (price limit 7: null). */
export const depotStockRowSchema = z.object({
  depotId: idNumber,
  depotName: z.string(),
  currentNumber: decimalString,
  unitPrice: money,
  allPrice: money,
});

/** 库存分布 for a period (`/depotItem/getMaterialDepotStockByParam`). */
export const depotStockAtRowSchema = depotStockRowSchema.extend({
  prevSum: decimalString,
  inSum: decimalString,
  outSum: decimalString,
});

export const depotWithStockSchema = z.object({
  id: idNumber,
  name: z.string(),
  initStock: decimalString,
  currentStock: decimalString,
  lowSafeStock: money,
  highSafeStock: money,
});

export const materialStockListSchema = listOf(stockReportRowSchema).extend({
  currentStock: decimalString,
  currentStockPrice: money,
  currentWeight: decimalString,
  showStockPrice: z.boolean(),
  moveAvgPriceFlag: z.boolean(),
});

export const inOutStockListSchema = listOf(inOutStockRowSchema).extend({ showStockPrice: z.boolean() });

/** 采购统计 / 销售统计 / 零售统计 row (one barcode row). */
export const tradeRowSchema = z.object({
  materialId: idNumber,
  barCode: z.string(),
  materialName: z.string(),
  materialStandard: text,
  materialModel: text,
  materialColor: text,
  materialBrand: text,
  materialMfrs: text,
  otherField1: text,
  otherField2: text,
  otherField3: text,
  materialUnit: text,
  unitName: text,
  inSum: decimalString,
  outSum: decimalString,
  inSumPrice: money,
  outSumPrice: money,
  inOutSumPrice: money.optional(),
  outInSumPrice: money.optional(),
});
export const tradeListSchema = listOf(tradeRowSchema).extend({ realityPriceTotal: money });

/** The trend above 采购/销售/零售统计: the actual amount (trade less returns) per day or month of the period. */
export const tradeTrendSchema = z.object({
  priceHidden: z.boolean(),
  unit: z.enum(['day', 'month']),
  points: z.array(z.object({ x: z.string(), y: decimalString })),
});

/** 入库明细 / 出库明细 / 调拨明细 row (one bill line). */
export const detailRowSchema = z.object({
  id: idNumber,
  headerId: idNumber,
  number: z.string(),
  prefix: z.string(),
  barCode: z.string(),
  mname: z.string(),
  standard: text,
  model: text,
  color: text,
  brand: text,
  mfrs: text,
  mUnit: text,
  sku: text,
  operNumber: decimalString,
  unitPrice: money,
  allPrice: money,
  taxRate: money,
  taxMoney: money,
  taxLastMoney: money,
  sname: text,
  dname: text,
  operTime: z.string(),
  newType: z.string(),
  newRemark: text,
});
export const detailListSchema = listOf(detailRowSchema).extend({ operNumberTotal: decimalString, allPriceTotal: decimalString });

/** 入库汇总 / 出库汇总 row (one product). */
export const materialCountRowSchema = z.object({
  materialId: idNumber,
  barCode: text,
  mName: z.string(),
  standard: text,
  model: text,
  color: text,
  brand: text,
  mfrs: text,
  categoryName: text,
  materialUnit: text,
  numSum: decimalString,
  priceSum: decimalString,
});
export const materialCountListSchema = listOf(materialCountRowSchema).extend({ numSumTotal: decimalString, priceSumTotal: decimalString });

/** 客户对账 / 供应商对账 row (one partner). */
export const statementRowSchema = z.object({
  id: idNumber,
  supplier: z.string(),
  contacts: text,
  telephone: text,
  phoneNum: text,
  email: text,
  preNeed: decimalString,
  debtMoney: decimalString,
  backMoney: decimalString,
  allNeed: decimalString,
});
export const statementListSchema = listOf(statementRowSchema).extend({ firstMoney: decimalString, lastMoney: decimalString });

/** 欠款详情 row (one bill still owing). */
export const debtRowSchema = z.object({
  id: idNumber,
  number: z.string(),
  prefix: z.string(),
  organName: text,
  materialsList: text,
  operTimeStr: z.string(),
  userName: text,
  needDebt: decimalString,
  finishDebt: decimalString,
  debt: decimalString,
});

export const stockReportsApi = {
  'GET /depotHead/debtList': answers(listOf(debtRowSchema)),
  'GET /depotHead/getNeedCount': answers(z.object({ needCount: z.number().int() })),
  'GET /depotHead/debtExport': xlsxReply,
  'GET /depotHead/getStatementAccount': answers(statementListSchema),
  'GET /depotHead/exportStatementAccount': xlsxReply,
  'POST /depotHead/repairStatementTotals': answers(z.object({ changed: z.number().int(), message: z.string() })),
  'GET /depotItem/buyIn': answers(tradeListSchema),
  'GET /depotItem/buyInTrend': answers(tradeTrendSchema),
  'GET /depotItem/saleOutTrend': answers(tradeTrendSchema),
  'GET /depotItem/retailOutTrend': answers(tradeTrendSchema),
  'GET /depotItem/exportBuyIn': xlsxReply,
  'GET /depotItem/saleOut': answers(tradeListSchema),
  'GET /depotItem/exportSaleOut': xlsxReply,
  'GET /depotItem/retailOut': answers(tradeListSchema),
  'GET /depotItem/exportRetailOut': xlsxReply,
  'GET /depotHead/findInOutDetail': answers(detailListSchema),
  'GET /depotHead/exportInOutDetail': xlsxReply,
  'GET /depotHead/findInOutMaterialCount': answers(materialCountListSchema),
  'GET /depotHead/exportInOutMaterialCount': xlsxReply,
  'GET /depotHead/findAllocationDetail': answers(detailListSchema),
  'GET /depotHead/exportAllocationDetail': xlsxReply,
  'GET /material/getListWithStock': answers(materialStockListSchema),
  'GET /material/exportListWithStock': xlsxReply,
  'GET /material/getStockValueByCategory': answers(z.object({ showStockPrice: z.boolean(), rows: z.array(categoryStockValueSchema) })),
  'GET /depotItem/getInOutStock': answers(inOutStockListSchema),
  'GET /depotItem/exportInOutStock': xlsxReply,
  'GET /depotItem/getInOutStockCountMoney': answers(z.object({ totalStock: decimalString, totalCount: money, showStockPrice: z.boolean() })),
  'GET /material/getMaterialDepotStock': answers(listOf(depotStockRowSchema)),
  'GET /depotItem/getMaterialDepotStockByParam': answers(z.object({ rows: z.array(depotStockAtRowSchema), total: z.number().int() })),
  'GET /depotItem/findDetailByDepotIdsAndMaterialId': answers(listOf(materialFlowRowSchema)),
  'GET /depotItem/exportDetailByDepotIdsAndMaterialId': xlsxReply,
  'GET /depotItem/findStockWarningCount': answers(listOf(stockWarningRowSchema)),
  'GET /depotItem/exportStockWarningCount': xlsxReply,
  'GET /depot/getAllListWithStock': answers(z.array(depotWithStockSchema)),
  'GET /depotHead/getCreatorByCurrentUser': answers(z.string()),
  'POST /material/repairStockDays': answers(z.object({ changed: z.number().int(), message: z.string() })),
} satisfies ApiMap;

export type StockReportRow = z.infer<typeof stockReportRowSchema>;
export type InOutStockRow = z.infer<typeof inOutStockRowSchema>;
export type CategoryStockValue = z.infer<typeof categoryStockValueSchema>;
export type MaterialFlowRow = z.infer<typeof materialFlowRowSchema>;
export type StockWarningRow = z.infer<typeof stockWarningRowSchema>;
export type DepotStockRow = z.infer<typeof depotStockRowSchema>;
export type DepotStockAtRow = z.infer<typeof depotStockAtRowSchema>;
export type TradeRow = z.infer<typeof tradeRowSchema>;
export type TradeTrend = z.infer<typeof tradeTrendSchema>;
export type StatementRow = z.infer<typeof statementRowSchema>;
export type DetailRow = z.infer<typeof detailRowSchema>;
export type MaterialCountRow = z.infer<typeof materialCountRowSchema>;
