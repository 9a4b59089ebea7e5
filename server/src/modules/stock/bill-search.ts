import { z } from 'zod';
import { parseSearchJson } from '../../platform/list/search-json.js';

const str = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .optional();
const csv = str
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : undefined,
  )
  .optional();
// Each refusal names its filter (the field of the answer is `search.<filter>`).
const idStr = (label: string) => str.refine((v) => !v || /^\d{1,16}$/.test(v), { message: `${label}编号不正确` });
const flag = (label: string) => str.refine((v) => !v || v === '0' || v === '1', { message: `${label}只能是0或1` });
const day = (label: string) => str.refine((v) => !v || /^\d{4}-\d{2}-\d{2}/.test(v), { message: `${label}格式不正确，应为YYYY-MM-DD` });

/** Filters of `/depotHead/list` (api.md §2.10); blank values count as absent, as in the reference. */
export const billSearchSchema = z.object({
  type: str,
  subType: str,
  prefix: str,
  status: csv,
  purchaseStatus: csv,
  number: str,
  linkApply: str,
  linkNumber: str,
  beginTime: day('开始日期'),
  endTime: day('结束日期'),
  materialParam: str,
  organId: idStr('往来单位'),
  creator: idStr('操作员'),
  depotId: idStr('仓库'),
  accountId: idStr('账户'),
  hasDebt: flag('是否欠款'),
  hasLastDebt: flag('是否有期初欠款'),
  salesMan: idStr('销售人员'),
  remark: str,
});
export type BillSearch = z.output<typeof billSearchSchema>;

export const parseBillSearch = (raw: string | undefined): BillSearch => parseSearchJson(billSearchSchema, raw);
