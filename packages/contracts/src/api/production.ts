import { z } from 'zod';
import { answers, dateTimeText, decimalString, idAndMessage, idNumber, xlsxReply, type ApiMap, type RequestMap } from './contract.js';
import { idQuerySchema, idsSchema } from '../list-query.js';
import { materialBomEffectiveQuerySchema, materialBomSaveSchema, productionOrderBomQuerySchema } from '../resources/production/material-bom.js';
import { recordId } from '../query-params.js';

/** A BOM version of a product (newest first). */
export const materialBomVersionSchema = z.object({
  id: idNumber,
  materialId: idNumber,
  color: z.string(),
  version: z.number().int(),
  effectiveDate: z.string(),
  remark: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: dateTimeText,
  itemCount: z.number().int(),
});

/** A component line: the component's barcode row, quantity per base unit of the product (component base unit), loss %. */
export const materialBomLineSchema = z.object({
  lineNo: z.number().int(),
  componentId: idNumber,
  componentExtendId: idNumber,
  barCode: z.string(),
  name: z.string(),
  standard: z.string().nullable(),
  model: z.string().nullable(),
  sku: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: decimalString,
  lossRate: decimalString,
  remark: z.string().nullable(),
});

/**
 * The components that apply: a saved BOM version (`bom`), the colour-yarn ratio of the product's colour turned into
 * yarn lines (`ratio`, docs/colour-yarn-ratio.md), a colour-independent version plus the colour's yarns (`bom+ratio`),
 * or nothing (`none`).
 */
export const materialBomEffectiveSchema = z.object({
  source: z.enum(['bom', 'ratio', 'bom+ratio', 'none']),
  bomId: idNumber.nullable(),
  version: z.number().int().nullable(),
  color: z.string(),
  effectiveDate: z.string().nullable(),
  items: z.array(materialBomLineSchema),
});

/** The BOM that applies as a production order's component lines: usage, loss and the quantity for the order. */
export const productionOrderBomSchema = materialBomEffectiveSchema.extend({
  items: z.array(materialBomLineSchema.extend({ unitUsage: decimalString, operNumber: decimalString })),
});

/** A line of 物料计划: one component of the chosen orders (base units). */
export const materialPlanRowSchema = z.object({
  materialId: idNumber,
  barCode: z.string(),
  name: z.string(),
  standard: z.string().nullable(),
  model: z.string().nullable(),
  unit: z.string().nullable(),
  purchasePrice: decimalString.nullable(),
  required: decimalString,
  stock: decimalString,
  onOrder: decimalString,
  shortfall: decimalString,
  supplierId: idNumber.nullable(),
  supplierName: z.string().nullable(),
});
export type MaterialPlanRow = z.infer<typeof materialPlanRowSchema>;

/** 盘点差异: a count's lines against the book when it was taken (base units), counted − book and 盘盈/盘亏. */
export const countDifferenceSchema = z.object({
  number: z.string(),
  operTime: z.string(),
  rows: z.array(
    z.object({
      barCode: z.string(),
      name: z.string(),
      standard: z.string().nullable(),
      model: z.string().nullable(),
      unit: z.string().nullable(),
      depotName: z.string().nullable(),
      bookNumber: decimalString,
      countedNumber: decimalString,
      difference: decimalString,
      result: z.enum(['盘盈', '盘亏', '无差异']),
    }),
  ),
  gainLines: z.number().int(),
  lossLines: z.number().int(),
});
export type CountDifference = z.infer<typeof countDifferenceSchema>;

/** A line of a 生产入库 being written, as its cost is asked for (quantities still being typed count as 0). */
export const productionCostRowSchema = z.object({
  barCode: z.string().trim().max(100).default(''),
  unit: z.string().trim().max(50).nullish(),
  operNumber: z
    .string()
    .nullish()
    .transform((v) => (v && /^\d{1,17}(\.\d{1,6})?$/.test(v.trim()) ? v.trim() : '0')),
  mType: z.string().nullish(),
});
export type ProductionCostRow = z.output<typeof productionCostRowSchema>;
export const productionCostBodySchema = z.object({
  rows: z.array(productionCostRowSchema, { error: '明细必须是数组' }).max(500, '明细不能超过500行'),
});

/** Its lines priced as posting would price them now: unit price and amount per line, and the bill's 金额 (the product made). */
export const productionCostSchema = z.object({
  rows: z.array(z.object({ unitPrice: decimalString, allPrice: decimalString })),
  totalPrice: decimalString,
});

const savedBill = z.object({ id: idNumber, number: z.string(), status: z.string(), message: z.string() });

/** 物料清单 (BOM) on the product; production orders copy the one that applies. */
export const productionApi = {
  'GET /materialBom/versions': answers(z.object({ rows: z.array(materialBomVersionSchema) })),
  'GET /materialBom/info': answers(materialBomVersionSchema.extend({ items: z.array(materialBomLineSchema) })),
  'GET /materialBom/effective': answers(materialBomEffectiveSchema),
  'POST /materialBom/save': answers(idAndMessage.extend({ version: z.number().int() })),
  'GET /productionOrder/bom': answers(productionOrderBomSchema),
  'POST /productionIn/cost': answers(productionCostSchema),
  'POST /productionOrder/fromSaleOrder': answers(z.object({ bills: z.array(savedBill), message: z.string() })),
  'POST /productionOrder/close': answers(z.object({ message: z.string() })),
  'GET /productionOrder/materialPlan': answers(z.object({ rows: z.array(materialPlanRowSchema) })),
  'POST /productionOrder/purchaseOrders': answers(z.object({ bills: z.array(savedBill), message: z.string() })),
  'GET /productionOrder/exportWuLiao': xlsxReply,
  'POST /systemConfig/exportWuLiao': xlsxReply,
  'GET /stockCheck/loadStock': answers(
    z.object({
      rows: z.array(
        z.object({
          barCode: z.string(),
          name: z.string(),
          standard: z.string().nullable(),
          model: z.string().nullable(),
          unit: z.string().nullable(),
          bookNumber: decimalString,
        }),
      ),
    }),
  ),
  'POST /stockCheck/adjust': answers(savedBill),
  'GET /stockCheck/differences': answers(countDifferenceSchema),
  'GET /stockCheck/exportDifferences': xlsxReply,
  // Styled sheets (spec §7.5, docs/manufacturing.md §Sheets).
  'POST /systemConfig/exportExcelByParam': xlsxReply,
  'POST /systemConfig/exportExcelByParamSaleOrder': xlsxReply,
  'POST /systemConfig/exportExcelByParamSaleOut': xlsxReply,
  'POST /systemConfig/exportExcelByParamPurchaseOrder': xlsxReply,
  'POST /systemConfig/exportExcelByParamProductionOrder': xlsxReply,
  'POST /systemConfig/exportExcelByParamSaleQuote': xlsxReply,
  'POST /systemConfig/exportExcelByParamMaterialLabels': xlsxReply,
  'POST /systemConfig/exportExcelByParamMaterialLabelsm': xlsxReply,
  'POST /systemConfig/exportExcelByParamWeaveTapeLabel': xlsxReply,
  'POST /systemConfig/exportExcelByParamMaterial': xlsxReply,
  'POST /systemConfig/exportCertificate': xlsxReply,
  'POST /systemConfig/exportProductionFlow': xlsxReply,
  'POST /systemConfig/showRawMaterialUpdate': xlsxReply,
} satisfies ApiMap;

export type MaterialBomVersion = z.infer<typeof materialBomVersionSchema>;
export type MaterialBomLine = z.infer<typeof materialBomLineSchema>;
export type MaterialBomEffective = z.infer<typeof materialBomEffectiveSchema>;

/** What the production and stock-count routes take (their query string and JSON body). */
export const productionRequests = {
  'GET /materialBom/versions': { query: z.object({ materialId: recordId('materialId'), color: z.string().trim().max(50).optional() }) },
  'GET /materialBom/info': { query: z.object({ id: recordId('id') }) },
  'GET /materialBom/effective': { query: materialBomEffectiveQuerySchema },
  'POST /materialBom/save': { body: materialBomSaveSchema },
  'GET /productionOrder/bom': { query: productionOrderBomQuerySchema },
  'POST /productionOrder/fromSaleOrder': { body: idsSchema },
  'POST /productionOrder/close': { body: idsSchema },
  'GET /productionOrder/materialPlan': { query: idsSchema },
  'POST /productionOrder/purchaseOrders': {
    body: idsSchema.extend({
      suppliers: z
        .array(z.object({ materialId: recordId('商品'), supplierId: recordId('供应商') }), { error: '供应商选择格式不正确' })
        .max(1000)
        .optional()
        .default([]),
    }),
  },
  'GET /productionOrder/exportWuLiao': { query: idsSchema },
  // spec §7.5 WuLiao: the materials the user ticked in the plan dialog (`selectedMaterials`).
  'POST /systemConfig/exportWuLiao': {
    body: idsSchema.extend({
      selectedMaterials: z
        .array(z.object({ materialId: recordId('物料') }).loose(), { error: 'selectedMaterials必须是数组' })
        .min(1, '请选择一条记录！')
        .max(1000, '一次最多导出1000种物料')
        .optional(),
    }),
  },
  'POST /productionIn/cost': { body: productionCostBodySchema },
  'GET /stockCheck/loadStock': { query: z.object({ depotId: recordId('仓库'), categoryId: recordId('类别').optional() }) },
  'POST /stockCheck/adjust': { body: idQuerySchema },
  'GET /stockCheck/differences': { query: idQuerySchema },
  'GET /stockCheck/exportDifferences': { query: idQuerySchema },
  ...sheetRequests(),
} satisfies RequestMap;

/** The styled sheets' requests (docs/manufacturing.md §Sheets, spec §7.5): bills, labels, certificates, the flow table. */
function sheetRequests() {
  /** spec §7.5: a bill named by `headerId` or `number`, with its partner `organId` optionally (the same object for every bill sheet). */
  const billRef = {
    query: z
      .object({
        number: z.string().trim().max(50, '单据编号过长').optional(),
        headerId: recordId('headerId').optional(),
        organId: recordId('organId').optional(),
      })
      .refine((q) => q.headerId !== undefined || Boolean(q.number), { message: '请指定单据（headerId或number）', path: ['headerId'] }),
  };
  /** A product (`id`) or a bill (`headerId` / `number`), with the partner to print (`organId`). */
  const labelRef = {
    query: z.object({
      id: recordId('id').optional(),
      number: z.string().trim().max(50, '单据编号过长').optional(),
      headerId: recordId('headerId').optional(),
      organId: recordId('organId').optional(),
    }),
  };
  const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`).optional();
  const cell = z.union([z.string().max(2000, '单元格内容过长'), z.number(), z.boolean(), z.null()]);
  return {
    // The reference's generic sheet (api.md §2.7): the browser sends title, headers, tip and rows.
    'POST /systemConfig/exportExcelByParam': {
      body: z.object({
        title: z.string().trim().min(1, '标题不能为空').max(100, '标题过长'),
        head: z
          .string()
          .max(4000, '表头过长')
          .transform((h) =>
            h
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.string()).min(1, '表头不能为空').max(100, '表头最多100列')),
        tip: z.string().max(500, '提示过长').optional(),
        list: z.array(z.array(cell).max(100, '每行最多100列'), { error: 'list必须是二维数组' }).max(20000, '一次最多导出20000行'),
      }),
    },
    'POST /systemConfig/exportExcelByParamSaleOrder': billRef,
    'POST /systemConfig/exportExcelByParamSaleOut': billRef,
    'POST /systemConfig/exportExcelByParamPurchaseOrder': billRef,
    'POST /systemConfig/exportExcelByParamProductionOrder': billRef,
    'POST /systemConfig/exportExcelByParamSaleQuote': billRef,
    'POST /systemConfig/exportExcelByParamMaterialLabels': labelRef,
    'POST /systemConfig/exportExcelByParamMaterialLabelsm': labelRef,
    'POST /systemConfig/exportExcelByParamWeaveTapeLabel': labelRef,
    'POST /systemConfig/exportExcelByParamMaterial': { query: z.object({ id: recordId('id'), organId: recordId('organId').optional() }) },
    // 合格证 selections: the product by barcode and what the certificate states (spec §7.5 `selectedCertificates`).
    'POST /systemConfig/exportCertificate': {
      body: z.object({
        selectedCertificates: z
          .array(
            z.object({
              barCode: z.string().trim().min(1, '条码不能为空').max(100),
              standard: text(100),
              color: text(50),
              batchNumber: text(100),
              quantity: z
                .union([z.string(), z.number()])
                .transform(String)
                .pipe(z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, '数量必须是不小于0的数字'))
                .optional(),
              executiveStandard: text(100),
              inspector: text(50),
              date: z
                .string()
                .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为yyyy-MM-dd')
                .optional(),
            }),
            { error: 'selectedCertificates必须是数组' },
          )
          .min(1, '请选择一条记录！')
          .max(500, '一次最多500张合格证'),
      }),
    },
    'POST /systemConfig/exportProductionFlow': billRef,
    'POST /systemConfig/showRawMaterialUpdate': billRef,
  } satisfies RequestMap;
}
