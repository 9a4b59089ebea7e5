import { z } from 'zod';

/** Blank query values count as absent (the reference's clients send `key=`). */
const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

export const optionalId = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .positive(`${label}必须是有效的编号`)
      .max(Number.MAX_SAFE_INTEGER, `${label}必须是有效的编号`)
      .optional(),
  );

export const optionalText = (label: string, max = 100) => z.preprocess(blank, z.string().trim().max(max, `${label}不能超过${max}个字符`).optional());

export const optionalFlag = (label: string) => z.preprocess(blank, z.enum(['0', '1'], { error: `${label}只能是0或1` }).optional());

export const requiredId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须是有效的编号`)
    .max(Number.MAX_SAFE_INTEGER, `${label}必须是有效的编号`);

/** Picker paging (api.md §1.6): `page` from 1 and `rows` per page. */
export const pickerPaging = {
  page: z.preprocess(blank, z.coerce.number({ error: 'page必须是数字' }).int().min(1, 'page不能小于1').max(1_000_000).default(1)),
  rows: z.preprocess(blank, z.coerce.number({ error: 'rows必须是数字' }).int().min(1, 'rows不能小于1').max(500, 'rows不能大于500').default(10)),
};
