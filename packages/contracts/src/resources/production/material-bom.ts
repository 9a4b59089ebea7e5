import { recordId } from '../../query-params.js';
import { z } from 'zod';

const decimalInput = (label: string, pattern: RegExp, rule: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}必须是数字` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => pattern.test(v), `${label}${rule}`);

const dateInput = z
  .string({ error: '生效日期格式不正确' })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), '生效日期格式不正确');

/** One component of a BOM: the component's barcode (unit and SKU), quantity per base unit of the product, loss %. */
export const materialBomItemSchema = z.strictObject({
  barCode: z.string({ error: '请选择组件' }).trim().min(1, '请选择组件').max(100),
  quantity: decimalInput('单位用量', /^\d{1,15}(\.\d{1,6})?$/, '必须是大于0的数字，最多6位小数').refine((v) => Number(v) > 0, '单位用量必须大于0'),
  lossRate: decimalInput('损耗率', /^\d{1,2}(\.\d{1,4})?$/, '必须是0到99.9999之间的数字')
    .optional()
    .default('0'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional().nullable(),
});

/** Saving a product's BOM (in one colour, '' = every colour) makes its next version, effective from a date. */
export const materialBomSaveSchema = z.strictObject({
  materialId: recordId('成品商品'),
  color: z.string().trim().max(50, '颜色不能超过50个字符').optional().default(''),
  effectiveDate: dateInput,
  remark: z.string().trim().max(500, '备注不能超过500个字符').optional().nullable(),
  items: z.array(materialBomItemSchema, { error: '请录入组件明细' }).min(1, '请录入组件明细').max(200, '组件明细不能超过200行'),
});

/** The BOM that applies to a product in a colour on a date (the newest version effective then). */
export const materialBomEffectiveQuerySchema = z.object({
  materialId: recordId('成品商品'),
  color: z.string().trim().max(50).optional().default(''),
  date: dateInput.optional(),
});

/** The BOM of a production order being written: the one that applies, for an order quantity (product base units). */
export const productionOrderBomQuerySchema = materialBomEffectiveQuerySchema.extend({
  quantity: decimalInput('数量', /^\d{1,15}(\.\d{1,6})?$/, '必须是不小于0的数字，最多6位小数'),
});

export type MaterialBomSaveInput = z.output<typeof materialBomSaveSchema>;
export type MaterialBomEffectiveQuery = z.output<typeof materialBomEffectiveQuerySchema>;
