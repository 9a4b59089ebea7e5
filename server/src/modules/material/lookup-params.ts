import { blankAsAbsent } from '@suanpan/contracts';
import { z } from 'zod';

/** Picker paging (api.md §1.6): `page` from 1 and `rows` per page. */
export const pickerPaging = {
  page: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'page必须是数字' }).int().min(1, 'page不能小于1').max(1_000_000).default(1)),
  rows: z.preprocess(blankAsAbsent, z.coerce.number({ error: 'rows必须是数字' }).int().min(1, 'rows不能小于1').max(500, 'rows不能大于500').default(10)),
};
