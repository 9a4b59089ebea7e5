import type { z } from 'zod';
import type { RequestContext } from '../../app/request-context.js';
import { route, type Access, type Grants, type RouteSpec } from '../../app/route.js';

/** Paging and the shared filters of a report's query are the contracts' (reportPaging, reportMaterialFilters, reportPeriod). */

/** The order a report was asked for: a sort name it offers, or its default. */
export function sortOf(q: { column?: string | undefined; order?: string | undefined }, allowed: readonly string[]) {
  if (!q.column || !allowed.includes(q.column)) return undefined;
  const dir = q.order === 'asc' || q.order === 'ascend' ? 'asc' : 'desc';
  return { by: q.column, dir, tiebreak: dir } as const;
}

/**
 * A report's page and its spreadsheet on the reference's two paths: the same access and filters, one definition.
 * The page answers one page with the totals; the export streams the whole filtered set in the same order.
 */
export function pageAndExport<Q extends z.ZodType>(spec: {
  url: string;
  exportUrl: string;
  access: Access;
  query: Q;
  grants?: Grants;
  summary: string;
  page: (ctx: RequestContext, query: z.output<Q>) => Promise<unknown>;
  exportAll: (ctx: RequestContext, query: z.output<Q>) => Promise<unknown>;
}): RouteSpec[] {
  const { url, exportUrl, access, query, grants, summary } = spec;
  const shared = { access, query, ...(grants ? { grants } : {}) };
  return [
    route({ method: 'GET', url, ...shared, summary, handler: async (ctx, input) => spec.page(ctx, input.query) }),
    route({ method: 'GET', url: exportUrl, ...shared, summary: `${summary}导出`, handler: async (ctx, input) => spec.exportAll(ctx, input.query) }),
  ];
}
