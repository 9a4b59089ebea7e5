import { z } from 'zod';
import { parseSearchJson } from '../../platform/list/search-json.js';

const str = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .optional();
// Each refusal names its filter (the field of the answer is `search.<filter>`).
const idStr = (label: string) => str.refine((v) => !v || /^\d{1,16}$/.test(v), { message: `${label}编号不正确` });
const day = (label: string) => str.refine((v) => !v || /^\d{4}-\d{2}-\d{2}/.test(v), { message: `${label}格式不正确，应为YYYY-MM-DD` });

/** Filters of `/accountHead/list` (api.md §2.11); blank values count as absent, as in the reference. */
export const financeSearchSchema = z.object({
  type: str,
  billNo: str,
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
  organId: idStr('往来单位'),
  creator: idStr('操作员'),
  handsPersonId: idStr('经手人'),
  accountId: idStr('账户'),
  status: str.refine((v) => !v || ['0', '1', '9'].includes(v), { message: '状态只能是0、1或9' }),
  remark: str,
  /** The number of a settled goods bill (like); `QiChu` = lines against the opening balance. */
  number: str,
  inOutItemId: idStr('收支项目'),
});
export type FinanceSearch = z.output<typeof financeSearchSchema>;

export const parseFinanceSearch = (raw: string | undefined): FinanceSearch => parseSearchJson(financeSearchSchema, raw);
