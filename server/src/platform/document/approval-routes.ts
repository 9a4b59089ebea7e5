import { approvalDecisionSchema, approvalSubmitSchema, BUTTON, idQuerySchema, type ApprovalAction } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { sessionOf } from '../../app/request-context.js';
import { page, route, type RouteSpec } from '../../app/route.js';
import type { Database } from '../../db/schema.js';
import { approvalLogOf } from './approval.js';
import { documentContext, type DocumentContext } from './context.js';
import type { AnyDocumentTables } from './kind.js';

/** What a document family gives the 多级审核 endpoints. */
export interface ApprovalFamily {
  /** Endpoint base: `/depotHead`, `/accountHead`. */
  base: string;
  /** Every page of the family's kinds (the document's own kind is checked by `transition`). */
  pages: readonly string[];
  tables: AnyDocumentTables;
  /** The family's status action (its audit path: approve has the audit's effects). */
  transition: (c: DocumentContext, ids: readonly number[], action: ApprovalAction, opinion: string | null) => Promise<void>;
  /** Reads the document as its detail view does: not found unless the caller may see it. */
  read: (db: Kysely<Database>, session: Session, id: string) => Promise<unknown>;
}

const STEPS: ReadonlyArray<{ action: ApprovalAction; path: string; summary: string }> = [
  { action: 'submit', path: 'submitApproval', summary: '提交流程' },
  { action: 'approve', path: 'approve', summary: '审核通过' },
  { action: 'reject', path: 'reject', summary: '驳回' },
];

/**
 * 提交流程 (button 编辑), 审核通过 and 驳回 (button 审核) of a family's documents, and the approval log of one.
 * Each step is all or nothing and locks its documents, so of two approvals of one document one wins and the
 * other finds it no longer 审核中.
 */
export function approvalRoutes(f: ApprovalFamily): RouteSpec[] {
  return [
    ...STEPS.map((step) =>
      route({
        method: 'POST',
        url: `${f.base}/${step.path}`,
        access: page(f.pages, step.action === 'submit' ? BUTTON.edit : BUTTON.audit),
        body: step.action === 'submit' ? approvalSubmitSchema : approvalDecisionSchema,
        summary: step.summary,
        handler: async (ctx, { body }) => {
          const opinion = 'opinion' in body ? (body.opinion as string | null) : null;
          await f.transition(documentContext(ctx), body.ids.map(Number), step.action, opinion);
          return { message: '操作成功' };
        },
      }),
    ),
    route({
      method: 'GET',
      url: `${f.base}/approvalLog`,
      access: page(f.pages),
      query: idQuerySchema,
      summary: '审核记录',
      handler: async (ctx, { query }) => {
        const s = sessionOf(ctx);
        await f.read(ctx.db, s, String(query.id));
        return approvalLogOf(ctx.db, s.tenantId, f.tables, String(query.id));
      },
    }),
  ];
}
