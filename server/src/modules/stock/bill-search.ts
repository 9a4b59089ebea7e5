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
const idStr = str.refine((v) => !v || /^\d{1,16}$/.test(v), { message: '编号不正确' });
const flag = str.refine((v) => !v || v === '0' || v === '1', { message: '只能是0或1' });
const day = str.refine((v) => !v || /^\d{4}-\d{2}-\d{2}/.test(v), { message: '日期格式不正确' });

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
  beginTime: day,
  endTime: day,
  materialParam: str,
  organId: idStr,
  creator: idStr,
  depotId: idStr,
  accountId: idStr,
  hasDebt: flag,
  hasLastDebt: flag,
  salesMan: idStr,
  remark: str,
});
export type BillSearch = z.output<typeof billSearchSchema>;

export const parseBillSearch = (raw: string | undefined): BillSearch => parseSearchJson(billSearchSchema, raw);
