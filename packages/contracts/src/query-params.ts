import { z } from 'zod';

/**
 * The small value schemas every route's query and body repeat: row ids, optional filters, id lists and days.
 * One definition, so a malformed id reads the same Chinese message on every screen.
 */

/** Blank values — '' as the reference's clients send unused filters, null, the text 'undefined' — count as absent. */
export const blankAsAbsent = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

/**
 * A row id: a positive whole number within JavaScript's exact range; text is accepted, as query strings send it.
 * `missing` is the message when nothing (or no number) was sent — "请选择往来单位" reads better than "编号" there.
 */
export const recordId = (label: string, missing = `${label}必须是有效的编号`) =>
  z.coerce
    .number({ error: missing })
    .int(`${label}必须是有效的编号`)
    .positive(`${label}必须是有效的编号`)
    .max(Number.MAX_SAFE_INTEGER, `${label}必须是有效的编号`);

/** An id filter that may be left blank. */
export const optionalId = (label: string) => z.preprocess(blankAsAbsent, recordId(label).optional());

/** `id` of a name check or a tree root: 0 (or blank) means "none yet". */
export const idOrZero = (label: string) =>
  z.preprocess(
    (v) => blankAsAbsent(v) ?? 0,
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(0, `${label}不能小于0`)
      .max(Number.MAX_SAFE_INTEGER, `${label}过大`),
  );

export const optionalText = (label: string, max = 100) => z.preprocess(blankAsAbsent, z.string().trim().max(max, `${label}不能超过${max}个字符`).optional());

export const optionalFlag = (label: string) => z.preprocess(blankAsAbsent, z.enum(['0', '1'], { error: `${label}只能是0或1` }).optional());

/** Comma-separated ids (`depotIds=1,2`); at most 500. */
export const idList = (label: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string()
      .max(10_000, `${label}过多`)
      .regex(/^\s*\d{1,16}(\s*,\s*\d{1,16})*\s*,?\s*$/, `${label}必须是逗号分隔的编号`)
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine((v) => v.length <= 500, `${label}不能超过500个`)
      .optional(),
  );

const dayText = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label}不是有效的日期`);
const cutToDay = (v: unknown) => (typeof blankAsAbsent(v) === 'string' ? String(v).trim().slice(0, 10) : blankAsAbsent(v));

/** `yyyy-MM-dd` (a longer text is cut to its date, as the reference widens a day to 00:00:00 … 23:59:59). */
export const day = (label: string) => z.preprocess(cutToDay, dayText(label).optional());

export const requiredDay = (label: string) => z.preprocess(cutToDay, dayText(label));

/** Picker paging (api.md §1.6): `page` from 1 and `rows` per page. */
export const pickerPaging = {
  page: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'page必须是数字' }).int().min(1, 'page不能小于1').max(1_000_000).default(1)),
  rows: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'rows必须是数字' }).int().min(1, 'rows不能小于1').max(500, 'rows不能大于500').default(10)),
};
