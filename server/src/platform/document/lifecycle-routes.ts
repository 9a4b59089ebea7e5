import { BUTTON, idQuerySchema, idsSchema, statusBatchSchema } from '@suanpan/contracts';
import { page, route, type RouteSpec } from '../../app/route.js';
import { documentContext, type DocumentContext } from './context.js';

/** What a document family gives its delete and 审核/反审核 endpoints. */
export interface LifecycleFamily {
  /** Endpoint base: `/depotHead`, `/accountHead`. */
  base: string;
  /** Every page of the family's kinds (each document's own kind page and button are checked by the service). */
  pages: readonly string[];
  /** What the operation log calls one: 单据, 财务单据. */
  noun: string;
  /** Other paths of the reference that delete a batch the same way. */
  deleteBatchAliases?: readonly string[];
  remove: (c: DocumentContext, ids: readonly number[]) => Promise<void>;
  setStatus: (c: DocumentContext, ids: readonly number[], status: '0' | '1') => Promise<void>;
}

/** 删除 (one or a batch, button 编辑) and 审核/反审核 of a family's documents: each call all or nothing. */
export function lifecycleRoutes(f: LifecycleFamily): RouteSpec[] {
  const removal = async (c: DocumentContext, ids: readonly number[]) => {
    await f.remove(c, ids);
    return { message: '删除成功' };
  };
  return [
    route({
      method: 'DELETE',
      url: `${f.base}/delete`,
      access: page(f.pages, BUTTON.edit),
      query: idQuerySchema,
      summary: `删除${f.noun}`,
      handler: async (ctx, { query }) => removal(documentContext(ctx), [query.id]),
    }),
    ...[`${f.base}/deleteBatch`, ...(f.deleteBatchAliases ?? [])].map((url) =>
      route({
        method: 'DELETE',
        url,
        access: page(f.pages, BUTTON.edit),
        query: idsSchema,
        summary: `批量删除${f.noun}`,
        handler: async (ctx, { query }) => removal(documentContext(ctx), query.ids),
      }),
    ),
    route({
      // Audit or un-audit is decided by the body; each document's kind page and button are checked by the service.
      method: 'POST',
      url: `${f.base}/batchSetStatus`,
      access: page(f.pages),
      body: statusBatchSchema,
      summary: `${f.noun}审核/反审核`,
      handler: async (ctx, { body }) => {
        await f.setStatus(documentContext(ctx), body.ids, body.status);
        return { message: '操作成功' };
      },
    }),
  ];
}
