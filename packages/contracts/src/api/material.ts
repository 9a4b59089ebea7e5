import { z } from 'zod';
import { MATERIAL_PROPERTY_NATIVE_NAMES } from '../resources/material/material-property.js';
import type { CategoryNode } from '../resources/material/material-category.js';
import {
  answers,
  answersBare,
  decimalString,
  idAndMessage,
  idNumber,
  listOf,
  messageData,
  ok,
  refusesAlways,
  statusData,
  xlsxReply,
  type ApiMap,
  type RequestMap,
} from './contract.js';
import { idListSchema, idQuerySchema, idsSchema, listQuerySchema } from '../list-query.js';
import { idOrZero, optionalId, optionalText, recordId } from '../query-params.js';
import { materialAddSchema, materialUpdateSchema } from '../resources/material/material.js';
import { materialBatchInfoSchema, materialBatchPriceSchema, materialBatchStockSchema } from '../resources/material/material-batch.js';
import { importJobIdSchema, importProgressQuery, importProgressReply } from './imports.js';

const flag = z.enum(['0', '1']);
const optionalDecimal = decimalString.nullable();

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: idNumber,
      key: idNumber,
      value: z.string(),
      title: z.string(),
      parentId: idNumber.nullable(),
      serialNo: z.string().nullable(),
      sort: z.string().nullable(),
      checked: z.literal(false).optional(),
      children: z.array(categoryNodeSchema),
    }),
  )
  .meta({ id: 'CategoryNode' });

/** A category of `getAllList` (the children of one parent); `findById` adds the parent's name. */
export const categoryRowSchema = z.object({
  id: idNumber,
  name: z.string(),
  parentId: idNumber.nullable(),
  sort: z.string().nullable(),
  serialNo: z.string().nullable(),
  remark: z.string().nullable(),
});
export const categoryDetailSchema = categoryRowSchema.extend({ parentName: z.string().nullable() });

/** A stored barcode row of the product form (a unit, or an attribute combination). */
export const barcodeRowSchema = z.object({
  id: idNumber,
  barCode: z.string(),
  commodityUnit: z.string(),
  sku: z.string().nullable(),
  purchaseDecimal: optionalDecimal,
  commodityDecimal: optionalDecimal,
  wholesaleDecimal: optionalDecimal,
  lowDecimal: optionalDecimal,
  defaultFlag: flag,
});

/** 复制新增: the product as an add body — its fields, and barcode rows with fresh barcodes and no ids. */
export const materialCopySchema = z.object({
  name: z.string(),
  standard: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  brand: z.string().nullable(),
  mnemonic: z.string().nullable(),
  categoryId: idNumber.nullable(),
  unit: z.string().nullable(),
  unitId: idNumber.nullable(),
  expiryNum: z.number().int().nullable(),
  weight: optionalDecimal,
  position: z.string().nullable(),
  mfrs: z.string().nullable(),
  otherField1: z.string().nullable(),
  otherField2: z.string().nullable(),
  otherField3: z.string().nullable(),
  enableSerialNumber: flag,
  enableBatchNumber: flag,
  remark: z.string().nullable(),
  imgName: z.string().nullable(),
  manySku: z.array(z.string()).nullable(),
  skuOne: z.array(z.string()).nullable(),
  skuTwo: z.array(z.string()).nullable(),
  skuThree: z.array(z.string()).nullable(),
  meList: z.array(barcodeRowSchema.omit({ id: true })),
});

/** One field of one product a 批量设置 changes (`field` is the column), from and to its stored text. */
export const batchChangeSchema = z.object({ id: idNumber, name: z.string(), field: z.string(), from: z.string().nullable(), to: z.string().nullable() });

/** What a 修正 corrected: the stored figure before and after (stock per depot, cost per product). */
export const stockCorrectionSchema = z.object({
  materialId: idNumber,
  name: z.string(),
  depotId: idNumber,
  depotName: z.string(),
  from: optionalDecimal,
  to: optionalDecimal,
});
export const costCorrectionSchema = stockCorrectionSchema.omit({ depotId: true, depotName: true });

export const materialPropertySchema = z.object({
  id: idNumber,
  nativeName: z.enum(MATERIAL_PROPERTY_NATIVE_NAMES),
  anotherName: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.string().nullable(),
});

const option = z.object({ value: z.string(), name: z.string() });
const batchPreview = answers(z.object({ changes: z.array(batchChangeSchema) }));
const batchApplied = answers(messageData.extend({ changed: z.number().int() }));

/** 商品管理 (api.md §2.6): categories, the product form and its helpers, batch settings, repairs, import/export. */
export const materialApi = {
  'GET /materialCategory/getMaterialCategoryTree': answersBare(z.array(categoryNodeSchema)),
  'POST /materialCategory/getMaterialCategoryTree': answersBare(z.array(categoryNodeSchema)),
  /** The reference's one-element list. */
  'GET /materialCategory/findById': answers(z.array(categoryDetailSchema)),
  'GET /materialCategory/getAllList': answers(z.array(categoryRowSchema)),
  'GET /materialCategory/checkIsNameExist': answers(statusData),
  'POST /materialCategory/updateSort': ok,
  'POST /material/add': answers(idAndMessage),
  'PUT /material/update': ok,
  /** The biggest numeric barcode (null when none) and the next free one. */
  'GET /material/getMaxBarCode': answers(z.object({ barCode: z.string().nullable(), nextBarCode: z.string() })),
  /** The name's pinyin initials (助记码). */
  'POST /material/changeNameToPinYin': answers(z.string()),
  'GET /material/copyInfo': answers(materialCopySchema),
  'GET /materialsExtend/checkIsBarCodeExist': answers(statusData),
  'GET /materialsExtend/getDetailList': answers(listOf(barcodeRowSchema)),
  'GET /materialsExtend/getInfoByBarCode': answers(barcodeRowSchema.extend({ materialId: idNumber })),
  'GET /material/checkIsExist': answers(statusData),
  'GET /materialAttribute/getNameList': answersBare(z.array(option)),
  'GET /materialAttribute/getValueListById': answersBare(z.array(option)),
  'GET /materialProperty/getAllList': answers(z.array(materialPropertySchema)),
  'POST /materialProperty/addOrUpdate': ok,
  /** The four fields cannot be deleted, only renamed (422). */
  'DELETE /materialProperty/delete': refusesAlways,
  'DELETE /materialProperty/deleteBatch': refusesAlways,
  'POST /material/batchUpdatePreview': batchPreview,
  'POST /material/batchUpdate': batchApplied,
  'POST /material/batchSetPricePreview': batchPreview,
  'POST /material/batchSetPrice': batchApplied,
  'POST /material/batchSetStockPreview': batchPreview,
  'POST /material/batchSetStock': batchApplied,
  'POST /material/batchSetMaterialCurrentStock': answers(messageData.extend({ corrected: z.array(stockCorrectionSchema) })),
  'POST /material/batchSetMaterialCurrentUnitPrice': answers(messageData.extend({ corrected: z.array(costCorrectionSchema) })),
  'POST /material/importExcel': answers(messageData.extend({ importId: z.string(), total: z.number().int() })),
  'GET /material/importProgress': importProgressReply,
  'GET /material/exportExcel': xlsxReply,
  'GET /material/importTemplate': xlsxReply,
} satisfies ApiMap;

export type CategoryRow = z.infer<typeof categoryRowSchema>;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export type StoredBarcodeRow = z.infer<typeof barcodeRowSchema>;
export type MaterialCopy = z.infer<typeof materialCopySchema>;
export type BatchChange = z.infer<typeof batchChangeSchema>;
export type MaterialProperty = z.infer<typeof materialPropertySchema>;

/** What the material routes take (their query string and JSON body). */
export const materialRequests = {
  ...categoryTreeRequests(),
  'POST /material/add': { body: materialAddSchema },
  'PUT /material/update': { body: materialUpdateSchema },
  'POST /material/changeNameToPinYin': { body: z.object({ name: z.string().max(100, '名称不能超过100个字符') }) },
  'GET /material/copyInfo': { query: idQuerySchema },
  ...batchSetRequests('/material/batchUpdate', materialBatchInfoSchema),
  ...batchSetRequests('/material/batchSetPrice', materialBatchPriceSchema),
  ...batchSetRequests('/material/batchSetStock', materialBatchStockSchema),
  'POST /material/importExcel': { query: z.object({ importId: importJobIdSchema.optional() }) },
  'GET /material/importProgress': { query: importProgressQuery },
  // The list's checked rows (`selections`, as the generic list sends them) narrow the export to those products.
  'GET /material/exportExcel': {
    query: listQuerySchema.extend({ selections: z.preprocess((v) => (v === '' ? undefined : v), idListSchema.optional()) }),
  },
  'GET /materialsExtend/checkIsBarCodeExist': {
    query: z.object({ id: idOrZero('id'), barCode: z.string().trim().min(1, '条码不能为空').max(50, '条码过长') }),
  },
  'GET /materialsExtend/getDetailList': { query: z.object({ materialId: idOrZero('materialId') }) },
  'GET /materialsExtend/getInfoByBarCode': { query: z.object({ barCode: z.string().trim().min(1, '条码不能为空').max(50) }) },
  'GET /material/checkIsExist': {
    query: z.object({
      id: idOrZero('id'),
      name: z.string().trim().max(100).default(''),
      model: optionalText('型号'),
      color: optionalText('颜色', 50),
      standard: optionalText('规格'),
      mfrs: optionalText('制造商', 50),
      otherField1: optionalText('自定义1', 500),
      otherField2: optionalText('自定义2', 500),
      otherField3: optionalText('自定义3', 500),
      unit: optionalText('单位', 50),
      unitId: optionalId('多单位'),
    }),
  },
  'POST /material/batchSetMaterialCurrentStock': { body: idsSchema },
  'POST /material/batchSetMaterialCurrentUnitPrice': { body: idsSchema },
} satisfies RequestMap;

/** A 批量设置 action's preview and write take the same body (the very same object: the route of each parses with it). */
function batchSetRequests<U extends string, S extends z.ZodType>(url: U, body: S) {
  const request = { body };
  return { [`POST ${url}Preview`]: request, [`POST ${url}`]: request } as Record<`POST ${U}Preview` | `POST ${U}`, { body: S }>;
}

/** The 商品类别 tree's requests: a node id where 0 (as the tree sends for its root) means none. */
function categoryTreeRequests() {
  const optionalNodeId = (label: string) => z.preprocess((v) => (v === '0' || v === 0 ? undefined : v), optionalId(label));
  const tree = { query: z.object({ id: optionalNodeId('id') }) };
  return {
    'GET /materialCategory/getMaterialCategoryTree': tree,
    'POST /materialCategory/getMaterialCategoryTree': tree,
    'GET /materialCategory/findById': { query: idQuerySchema },
    'GET /materialCategory/getAllList': { query: z.object({ parentId: optionalNodeId('parentId') }) },
    'GET /materialCategory/checkIsNameExist': {
      query: z.object({ id: idOrZero('id'), name: z.string().max(200), parentId: optionalNodeId('parentId') }),
    },
    'POST /materialCategory/updateSort': {
      body: z.strictObject({
        items: z
          .array(z.strictObject({ id: recordId('id'), sort: z.string().trim().max(10, '排序不能超过10个字符') }))
          .min(1, '请选择要排序的类别')
          .max(1000),
      }),
    },
  } satisfies RequestMap;
}
