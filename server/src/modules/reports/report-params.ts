import { listQuerySchema } from '@suanpan/contracts';
import { z } from 'zod';

/** Blank query values ('' as the reference client sends unused filters) count as absent. */
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

export const requiredId = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`${label}必须是有效的编号`)
    .positive(`${label}必须是有效的编号`)
    .max(Number.MAX_SAFE_INTEGER, `${label}必须是有效的编号`);

export const optionalText = (label: string, max = 100) => z.preprocess(blank, z.string().trim().max(max, `${label}不能超过${max}个字符`).optional());

/** Comma-separated ids (`depotIds=1,2`); at most 500. */
export const idList = (label: string) =>
  z.preprocess(
    blank,
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
const cutToDay = (v: unknown) => (typeof blank(v) === 'string' ? String(v).trim().slice(0, 10) : blank(v));

/** `yyyy-MM-dd` (a longer text is cut to its date, as the reference widens a day to 00:00:00 … 23:59:59). */
export const day = (label: string) => z.preprocess(cutToDay, dayText(label).optional());

export const requiredDay = (label: string) => z.preprocess(cutToDay, dayText(label));

/** Paging and the reference's `column`/`order` sort (ascend/descend as antd sends them). */
export const paging = listQuerySchema.pick({ currentPage: true, pageSize: true, column: true, order: true });

/** Filters most reports share. */
export const materialFilters = {
  materialParam: optionalText('商品信息'),
  categoryId: optionalId('商品类别'),
};

export const period = {
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
};

/** The order a report was asked for: a sort name it offers, or its default. */
export function sortOf(q: { column?: string | undefined; order?: string | undefined }, allowed: readonly string[]) {
  if (!q.column || !allowed.includes(q.column)) return undefined;
  const dir = q.order === 'asc' || q.order === 'ascend' ? 'asc' : 'desc';
  return { by: q.column, dir, tiebreak: dir } as const;
}
