import { recordId } from '../../query-params.js';
import { z } from 'zod';
import { bool, decimal, flag, id, int, text, type FieldDef } from '../../fields.js';
import { blankAsNull, defineResourceContract } from '../../resource.js';

const flagFilter = (label: string) => z.enum(['0', '1'], { error: `${label}只能是0或1` });

/**
 * 商品信息. Add/update take the product plus its barcode rows (`meList`) and per-depot stock
 * (`stock`), so they have their own bodies (materialSaveSchema); the other standard endpoints
 * follow this declaration.
 */
export const materialContract = defineResourceContract({
  name: 'material',
  label: '商品',
  page: '/material/material',
  fields: {
    name: text({ label: '名称', required: true, max: 100, sortable: true }),
    standard: text({ label: '规格', max: 100, search: 'like' }),
    model: text({ label: '型号', max: 100, search: 'like' }),
    color: text({ label: '颜色', max: 50, search: 'like' }),
    brand: text({ label: '品牌', max: 100, search: 'like' }),
    mnemonic: text({ label: '助记码', max: 100 }),
    categoryId: id({ label: '类别' }),
    categoryName: text({ label: '类别名称', max: 50, computed: true }),
    unit: text({ label: '单位', max: 50 }),
    unitId: id({ label: '多单位' }),
    unitName: text({ label: '多单位名称', max: 200, computed: true }),
    expiryNum: int({ label: '保质期(天)', max: 36_500, search: 'eq' }),
    weight: decimal({ label: '基础重量(kg)', nonNegative: true, search: 'eq' }),
    position: text({ label: '仓位货架', max: 100, search: 'like' }),
    mfrs: text({ label: '制造商', max: 50, search: 'like' }),
    otherField1: text({ label: '自定义1', max: 500, search: 'like' }),
    otherField2: text({ label: '自定义2', max: 500, search: 'like' }),
    otherField3: text({ label: '自定义3', max: 500, search: 'like' }),
    enableSerialNumber: flag({ label: '序列号', defaultValue: '0' }),
    enableBatchNumber: flag({ label: '批号', defaultValue: '0' }),
    remark: text({ label: '备注', max: 500, search: 'like' }),
    imgName: text({ label: '图片', max: 1000 }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
    mBarCode: text({ label: '条码', max: 50, computed: true }),
    sku: text({ label: '多属性', max: 100, computed: true }),
    purchaseDecimal: decimal({ label: '采购价', computed: true }),
    commodityDecimal: decimal({ label: '零售价', computed: true }),
    wholesaleDecimal: decimal({ label: '销售价', computed: true }),
    lowDecimal: decimal({ label: '最低售价', computed: true }),
    initialStock: decimal({ label: '初始库存', computed: true }),
    stock: decimal({ label: '库存', computed: true }),
  },
  nameField: 'name',
  statusField: 'enabled',
  extraSearch: {
    categoryId: recordId('类别'),
    materialParam: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().max(100, '关键词不能超过100个字符')),
    enableSerialNumber: flagFilter('序列号标记'),
    enableBatchNumber: flagFilter('批号标记'),
    depotId: recordId('仓库'),
    /** low: below the low safety level somewhere; high: above the high level; any: either. */
    warning: z.enum(['low', 'high', 'any'], { error: '预警只能是low、high或any' }),
    mpList: z.string().max(500),
  },
  // exportExcel is the module's own: the reference's columns (one per depot for opening stock).
  operations: ['list', 'info', 'delete', 'deleteBatch', 'batchSetStatus', 'checkIsNameExist'],
});

const price = (label: string) => z.preprocess(blankAsNull, decimal({ label, nonNegative: true }).input.nullable().optional());

/** One barcode row of the form: a unit (multi-unit) or an attribute combination (SKU). */
export const materialExtendRowSchema = z.strictObject({
  /** Existing row id; temporary client ids (longer than 19 characters) and absent ids mean new. */
  id: z.union([z.string(), z.number()]).optional().nullable(),
  barCode: z
    .string({ error: '条码不能为空' })
    .trim()
    .min(4, '条码长度应该为4到40位')
    .max(40, '条码长度应该为4到40位')
    .regex(/^[\x21-\x7e]+$/, '条码只能包含字母、数字和符号'),
  commodityUnit: z.string({ error: '单位不能为空' }).trim().min(1, '单位不能为空').max(50, '单位不能超过50个字符'),
  sku: z.string().trim().max(100, '多属性不能超过100个字符').optional().nullable(),
  purchaseDecimal: price('采购价'),
  commodityDecimal: price('零售价'),
  wholesaleDecimal: price('销售价'),
  lowDecimal: price('最低售价'),
  defaultFlag: z.union([z.boolean(), z.enum(['0', '1'])]).optional(),
});

const quantity = (label: string) => z.preprocess(blankAsNull, decimal({ label, nonNegative: true }).input.nullable().optional());

/** Opening and safety stock of the product in one depot (`id` is the depot id, as the reference sends). */
export const materialStockRowSchema = z.strictObject({
  id: recordId('仓库'),
  name: z.string().optional(),
  initStock: quantity('期初库存数量'),
  lowSafeStock: quantity('最低安全库存数量'),
  highSafeStock: quantity('最高安全库存数量'),
});

const skuValues = z.array(z.string().trim().min(1).max(50)).max(50).optional().nullable();

const saveExtras = {
  meList: z.array(materialExtendRowSchema, { error: '抱歉，请输入条码信息！' }).min(1, '抱歉，请输入条码信息！').max(500, '条码行数不能超过500'),
  meDeleteIdList: z
    .array(z.union([z.string(), z.number()]))
    .max(500)
    .optional(),
  sortList: z.array(z.unknown()).max(500).optional(),
  stock: z.array(materialStockRowSchema).max(1000).optional(),
  /** Names of the chosen SKU attributes (at most 3) and their chosen values. */
  manySku: z.array(z.string().trim().min(1).max(50)).max(3, '多属性最多选择3个').optional().nullable(),
  skuOne: skuValues,
  skuTwo: skuValues,
  skuThree: skuValues,
};

/** An optional product field: `""` (the reference's form for an empty number or choice) is none, except in text. */
const opt = <T>(field: FieldDef<T>) =>
  field.kind === 'text' ? field.input.nullable().optional() : z.preprocess(blankAsNull, field.input.nullable().optional());
const f = materialContract.fields;
/** The product's own writable fields, typed; the contract's field schemas give the messages. */
const productFields = {
  standard: opt(f.standard),
  model: opt(f.model),
  color: opt(f.color),
  brand: opt(f.brand),
  mnemonic: opt(f.mnemonic),
  categoryId: opt(f.categoryId),
  unit: opt(f.unit),
  unitId: opt(f.unitId),
  expiryNum: opt(f.expiryNum),
  weight: opt(f.weight),
  position: opt(f.position),
  mfrs: opt(f.mfrs),
  otherField1: opt(f.otherField1),
  otherField2: opt(f.otherField2),
  otherField3: opt(f.otherField3),
  enableSerialNumber: opt(f.enableSerialNumber),
  enableBatchNumber: opt(f.enableBatchNumber),
  remark: opt(f.remark),
  imgName: opt(f.imgName),
  enabled: opt(f.enabled),
};

export const materialAddSchema = z.strictObject({ name: f.name.input, ...productFields, ...saveExtras });
export const materialUpdateSchema = z.strictObject({
  name: f.name.input.optional(),
  ...productFields,
  id: recordId('id'),
  ...saveExtras,
});

export type MaterialAddInput = z.output<typeof materialAddSchema>;
export type MaterialUpdateInput = z.output<typeof materialUpdateSchema>;
export type MaterialExtendRowInput = z.output<typeof materialExtendRowSchema>;
export type MaterialStockRowInput = z.output<typeof materialStockRowSchema>;

export const MATERIAL_ERR = {
  barcodeExists: { code: 8000005, message: '商品条码:%s重复' },
  unitMate: { code: 8000006, message: '抱歉，商品条码:%s的单位匹配不上，请完善多单位信息！' },
  barcodeLength: { code: 8000007, message: '商品条码:%s的长度应该为4到40位' },
  enableMustOne: { code: 8000008, message: '抱歉，商品条码:%s的序列号和批号不能同时填1' },
  nameEmpty: { code: 8000010, message: '第%s行名称为空' },
  unitEmpty: { code: 8000011, message: '第%s行基本单位为空' },
  enabledError: { code: 8000012, message: '第%s行状态格式错误' },
  importOverLimit: { code: 8000013, message: '抱歉，单次导入不能超出%s条' },
  weightNotDecimal: { code: 8000014, message: '第%s行基础重量格式错误' },
  expiryNotInteger: { code: 8000015, message: '第%s行保质期格式错误' },
  ratioNotNumber: { code: 8000016, message: '第%s行比例格式错误' },
  importExist: { code: 80000020, message: '抱歉，EXCEL中存在重复的商品，具体信息为：%s' },
  importBarcodeExist: { code: 80000021, message: '抱歉，EXCEL中存在重复的条码，具体条码为：%s' },
  nameOver: { code: 8000022, message: '第%s行名称长度超出100个字符' },
  standardOver: { code: 8000023, message: '第%s行规格长度超出100个字符' },
  modelOver: { code: 8000024, message: '第%s行型号长度超出100个字符' },
  skuBeginStock: { code: 8000025, message: '多属性商品%s不能输入库存，建议进行盘点录入' },
  barcodeNotExist: { code: 8000026, message: '商品条码%s不存在，请重新选择' },
  barcodeEmpty: { code: 8000027, message: '第%s行基本条码为空' },
  importManyBarcodeExist: { code: 80000028, message: '抱歉，EXCEL中有副条码在系统中已存在，具体副条码为：%s' },
} as const;
