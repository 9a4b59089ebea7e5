import { recordId } from '../../query-params.js';
import { z } from 'zod';

const ratioValue = z
  .union([z.string(), z.number()], { error: '比例必须是数字' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(v), '比例必须是0到100之间的数字，最多4位小数');

/** One yarn of a 颜色纱比: a yarn product, the yarn's colour and its share (%) of the finished weight. */
export const colorYarnRatioItemSchema = z.strictObject({
  yarnMaterialId: recordId('纱线商品'),
  yarnColor: z.string().trim().max(50, '纱线颜色不能超过50个字符').optional().default(''),
  ratio: ratioValue,
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional().nullable(),
});

/** 颜色纱比 of one finished product in one colour; the shares must add up to exactly 100. */
export const colorYarnRatioSaveSchema = z.strictObject({
  id: recordId('id').optional(),
  materialId: recordId('成品商品'),
  color: z.string().trim().max(50, '颜色不能超过50个字符').optional().default(''),
  lossRate: z
    .union([z.string(), z.number()], { error: '损耗率必须是数字' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => /^\d{1,2}(\.\d{1,4})?$/.test(v), '损耗率必须是0到99.9999之间的数字')
    .optional()
    .default('0'),
  remark: z.string().trim().max(500, '备注不能超过500个字符').optional().nullable(),
  enabled: z.boolean().optional(),
  items: z.array(colorYarnRatioItemSchema, { error: '请录入纱线明细' }).min(1, '请录入纱线明细').max(50, '纱线明细不能超过50行'),
});

/** Yarn needed for `quantity` (base units) of a finished product in a colour. */
export const colorYarnRequirementSchema = z.strictObject({
  materialId: recordId('成品商品'),
  color: z.string().trim().max(50).optional().default(''),
  quantity: z
    .union([z.string(), z.number()], { error: '数量必须是数字' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => /^\d{1,15}(\.\d{1,6})?$/.test(v) && Number(v) > 0, '数量必须是大于0的数字'),
});

export type ColorYarnRatioSaveInput = z.output<typeof colorYarnRatioSaveSchema>;
export type ColorYarnRequirementInput = z.output<typeof colorYarnRequirementSchema>;
