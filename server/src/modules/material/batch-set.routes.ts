import { BUTTON, materialRequests } from '@suanpan/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Session } from '../../app/auth/session.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route, type RouteSpec } from '../../app/route.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { applyInfo, applyPrice, applyStock, infoChanges, priceChanges, stockChanges, type Change } from './batch-set.service.js';

// The product list's 批量编辑 and the three batch-set pages.
const INFO_PAGES = ['/material/material', '/material/batch_set_info'];
const PRICE_PAGES = ['/material/material', '/material/batch_set_price'];
const STOCK_PAGES = ['/material/material', '/material/batch_set_stock'];

interface BatchSetSpec<S extends z.ZodType, P extends { changes: Change[] }> {
  url: string;
  pages: readonly string[];
  /** The contract's request of the write, which its preview takes as well (the request map's one object for both). */
  request: { body: S };
  summary: string;
  /** What the request would change; the write applies exactly this plan. */
  plan: (db: Kysely<Database>, session: Session, body: z.output<S>) => Promise<P>;
  apply: (trx: Transaction<Database>, session: Session, body: z.output<S>, plan: P) => Promise<void>;
  log: (body: z.output<S>) => string;
}

/**
 * One 批量设置 action as two routes: `…Preview` (page access, answers the changes, writes nothing) and
 * the write (edit button; plan, apply and log in one transaction).
 */
function batchSet<S extends z.ZodType, P extends { changes: Change[] }>(spec: BatchSetSpec<S, P>): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: `${spec.url}Preview`,
      access: page(spec.pages),
      ...spec.request,
      summary: `${spec.summary}预览`,
      handler: async (ctx, { body }) => ({ changes: (await spec.plan(ctx.db, sessionOf(ctx), body)).changes }),
    }),
    route({
      method: 'POST',
      url: spec.url,
      access: page(spec.pages, BUTTON.edit),
      ...spec.request,
      summary: spec.summary,
      handler: async (ctx, { body }) => {
        const s = sessionOf(ctx);
        return ctx.db.transaction().execute(async (trx) => {
          const plan = await spec.plan(trx, s, body);
          await spec.apply(trx, s, body, plan);
          await writeLog(trx, s, ctx.ip, '商品', spec.log(body));
          return { message: '成功', changed: plan.changes.length };
        });
      },
    }),
  ];
}

/** 批量设置: every change of a request is one set-based statement in one transaction, with a preview twin. */
export const batchSetRoutes: RouteSpec[] = [
  ...batchSet({
    url: '/material/batchUpdate',
    pages: INFO_PAGES,
    request: materialRequests['POST /material/batchUpdate'],
    summary: '批量编辑商品',
    plan: infoChanges,
    apply: (trx, s, body, plan) => applyInfo(trx, s, body.ids, plan.columns),
    log: (body) => `批量编辑商品 ${body.ids.join(',')}`,
  }),
  ...batchSet({
    url: '/material/batchSetPrice',
    pages: PRICE_PAGES,
    request: materialRequests['POST /material/batchSetPrice'],
    summary: '批量设置价格',
    plan: async (db, s, body) => ({ changes: await priceChanges(db, s, body) }),
    apply: (trx, s, body) => applyPrice(trx, s, body),
    log: (body) => `批量设置价格 ${body.priceField} ${body.mode} ${body.value}`,
  }),
  ...batchSet({
    url: '/material/batchSetStock',
    pages: STOCK_PAGES,
    request: materialRequests['POST /material/batchSetStock'],
    summary: '批量设置库存',
    plan: async (db, s, body) => ({ changes: await stockChanges(db, s, body) }),
    apply: (trx, s, body) => applyStock(trx, s, body),
    log: (body) => `批量设置库存 ${body.ids.length}个商品×${body.depotIds.length}个仓库`,
  }),
];
