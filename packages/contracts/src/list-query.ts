import { recordId } from './query-params.js';
import { z } from 'zod';

/** Paging and sorting parameters shared by every list (api.md §1.6, spec §7.3). */
export const PAGE_SIZE_MAX = 1000;

export const listQuerySchema = z.object({
  currentPage: z.coerce
    .number({ error: 'currentPage必须是数字' })
    .int('currentPage必须是整数')
    .min(1, 'currentPage不能小于1')
    .max(1_000_000, 'currentPage过大')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize必须是数字' })
    .int('pageSize必须是整数')
    .min(1, 'pageSize不能小于1')
    .max(PAGE_SIZE_MAX, `pageSize不能大于${PAGE_SIZE_MAX}`)
    .default(10),
  search: z.string().max(4000, '查询条件过长').optional(),
  /** Sort column (camelCase field key); checked against the resource's whitelist. */
  column: z.string().max(64, '排序字段过长').optional(),
  order: z.enum(['asc', 'desc', 'ascend', 'descend'], { error: '排序方向只能是asc或desc' }).optional(),
  orderByColumn: z.string().max(64, '排序字段过长').optional(),
  isAsc: z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' }).optional(),
  field: z.string().max(2000).optional(),
  superQueryParams: z.string().max(4000).optional(),
  superQueryMatchType: z.enum(['and', 'or']).optional(),
  _t: z.string().optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export const idQuerySchema = z.object({
  id: recordId('id'),
});

/** Comma-separated id lists (`3,5,9,`; a trailing comma is tolerated). */
export const idListSchema = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: 'ids必须是逗号分隔的编号' })
  .transform((v) => (Array.isArray(v) ? v.map(String) : String(v).split(',')))
  .transform((parts) => parts.map((p) => p.trim()).filter((p) => p !== ''))
  .pipe(
    z
      .array(z.string().regex(/^[1-9]\d{0,15}$/, 'ids必须是逗号分隔的编号'))
      .min(1, '请选择一条记录！')
      .max(1000, '一次最多操作1000条记录'),
  )
  .transform((parts) => [...new Set(parts.map(Number))]);

/** The records picked in a list (删除, 强制结单, 批量入库, 修正欠款…): `ids` as comma text or an array. */
export const idsSchema = z.object({ ids: idListSchema });

/** 审核 / 反审核 of picked documents: the status to set ('1' audited, '0' draft) and the ids. */
export const statusBatchSchema = z.object({
  status: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.enum(['0', '1'], { error: '状态只能是0或1' })),
  ids: idListSchema,
});

/**
 * The non-empty filters of a list's `search` parameter (JSON in the query string). The server installs its reader,
 * which refuses text that is not a JSON object or holds forbidden characters (naming `search`), at start
 * (server/src/platform/list/search-json.ts); this default reads what it can.
 */
let readSearchFilters = (raw: string | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = raw && raw.trim() !== '' ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  } catch {
    return {};
  }
};
export function installSearchReader(reader: (raw: string | undefined) => Record<string, unknown>): void {
  readSearchFilters = reader;
}

/**
 * A query whose filters come flat (our web app) or inside `search` (jshERP's client sends `search={"organId":2,…}`
 * beside currentPage/pageSize, e.g. 收款单's 选择单据): the search's non-empty filters are spread into the query
 * before `schema` checks it, so both forms reach the same filters. A flat parameter wins over the same filter in search.
 */
export function withSearchJson<S extends z.ZodType>(schema: S) {
  return z.preprocess((query) => {
    if (typeof query !== 'object' || query === null || !('search' in query)) return query;
    const { search, ...flat } = query as Record<string, unknown>;
    return { ...readSearchFilters(typeof search === 'string' ? search : undefined), ...flat };
  }, schema);
}
