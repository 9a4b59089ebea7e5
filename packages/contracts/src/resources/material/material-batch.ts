import { z } from 'zod';
import { idListSchema } from '../../list-query.js';
import { materialContract } from './material.js';

const f = materialContract.fields;
const opt = <T>(s: z.ZodType<T>) => s.nullable().optional();

/** 批量设置-信息: the fields of BatchSetInfoModal; absent fields are left alone, null clears. */
export const materialBatchInfoSchema = z.strictObject({
  ids: idListSchema,
  color: opt(f.color.input),
  brand: opt(f.brand.input),
  weight: opt(f.weight.input),
  expiryNum: opt(f.expiryNum.input),
  categoryId: opt(f.categoryId.input),
  position: opt(f.position.input),
  mfrs: opt(f.mfrs.input),
  remark: opt(f.remark.input),
  otherField1: opt(f.otherField1.input),
  otherField2: opt(f.otherField2.input),
  otherField3: opt(f.otherField3.input),
  enableSerialNumber: f.enableSerialNumber.input.optional(),
  enableBatchNumber: f.enableBatchNumber.input.optional(),
});

export const PRICE_FIELDS = ['purchaseDecimal', 'commodityDecimal', 'wholesaleDecimal', 'lowDecimal'] as const;

/**
 * 批量设置-价格: `set` writes the price per base unit (bigger units get it × their ratio),
 * `percent` changes every row by that percentage, `add` adds the amount per base unit.
 */
export const materialBatchPriceSchema = z.strictObject({
  ids: idListSchema,
  priceField: z.enum(PRICE_FIELDS, { error: `价格字段只能是：${PRICE_FIELDS.join('、')}` }),
  mode: z.enum(['set', 'percent', 'add'], { error: '方式只能是set、percent或add' }),
  value: z
    .union([z.string(), z.number()], { error: '请输入价格' })
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d{1,12}(\.\d{1,6})?$/.test(v), '价格必须是数字，最多12位整数和6位小数'),
  defaultOnly: z.boolean().optional(),
});

const qty = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}必须是数字` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,18}(\.\d{1,6})?$/.test(v), `${label}必须是不小于0的数字，最多6位小数`);

/** 批量设置-库存: opening and safety levels for every chosen product in every chosen depot. */
export const materialBatchStockSchema = z.strictObject({
  ids: idListSchema,
  depotIds: idListSchema,
  initStock: qty('期初库存数量').optional(),
  lowSafeStock: qty('最低安全库存数量').nullable().optional(),
  highSafeStock: qty('最高安全库存数量').nullable().optional(),
});

export type MaterialBatchInfoInput = z.output<typeof materialBatchInfoSchema>;
export type MaterialBatchPriceInput = z.output<typeof materialBatchPriceSchema>;
export type MaterialBatchStockInput = z.output<typeof materialBatchStockSchema>;
