import { z } from 'zod';
import { parseSearchJson } from '../../platform/list/search-json.js';

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

export const parseFinanceSearch = (raw: string | undefined): FinanceSearch => parseSearchJson(financeSearchSchema, raw);
