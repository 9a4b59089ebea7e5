import { z } from 'zod';
import { badRequest } from '../../app/errors.js';

const str = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .optional();
const idStr = str.refine((v) => !v || /^\d{1,16}$/.test(v), { message: '编号不正确' });
const day = str.refine((v) => !v || /^\d{4}-\d{2}-\d{2}/.test(v), { message: '日期格式不正确' });

/** Filters of `/accountHead/list` (api.md §2.11); blank values count as absent, as in the reference. */
export const financeSearchSchema = z.object({
  type: str,
  billNo: str,
  beginTime: day,
  endTime: day,
  organId: idStr,
  creator: idStr,
  handsPersonId: idStr,
  accountId: idStr,
  status: str.refine((v) => !v || ['0', '1', '9'].includes(v), { message: '状态不正确' }),
  remark: str,
  /** The number of a settled goods bill (like); `QiChu` = lines against the opening balance. */
  number: str,
  inOutItemId: idStr,
});
export type FinanceSearch = z.output<typeof financeSearchSchema>;

export function parseFinanceSearch(raw: string | undefined): FinanceSearch {
  if (!raw || raw.trim() === '' || raw.trim() === '{}') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('查询条件search不是有效的JSON', 'search');
  }
  const cleaned =
    typeof parsed === 'object' && parsed !== null
      ? Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== '' && v !== null && v !== undefined))
      : {};
  const result = financeSearchSchema.safeParse(cleaned);
  if (!result.success) {
    const key = result.error.issues[0]?.path[0];
    throw badRequest(result.error.issues[0]?.message ?? '查询条件不正确', typeof key === 'string' ? `search.${key}` : 'search');
  }
  return result.data;
}
