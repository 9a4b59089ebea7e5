import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { importJobIdSchema, importProgressQuery } from '@suanpan/contracts';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { route, type Access, type RouteSpec } from '../../app/route.js';
import type { Db } from '../../db/database.js';
import type { ImportJobKind, ImportJobStatus } from '../../db/schema-platform.js';

/** The client's own id for an import, so it can poll the progress while the upload request runs. */

/** The job id of an import request: the query's, else the form's, else a fresh one. */
export function importJobId(queryId: string | undefined, fields: Record<string, string>): string {
  if (queryId) return queryId;
  return fields.importId ? importJobIdSchema.parse(fields.importId) : randomUUID();
}

export interface ImportJob {
  readonly id: string;
  /** Records how far the import is; `processed` counts the rows done of `total`. */
  report(status: ImportJobStatus, total: number, processed: number, message?: string): Promise<void>;
}

/**
 * Progress of one spreadsheet import, kept in `import_job` and polled by the client by `importId`.
 * Reports are written on `db`, never inside the import's transaction: the embedded database has a
 * single connection, and a row written inside the transaction would stay invisible until it commits.
 */
export function importJob(db: Db, session: Session, kind: ImportJobKind, id: string): ImportJob {
  return {
    id,
    async report(status, total, processed, message) {
      await sql`insert into import_job (tenant_id, id, user_id, kind, status, total, processed, message)
        values (${session.tenantId}, ${id}, ${session.userId}, ${kind}, ${status}, ${total}, ${processed}, ${message?.slice(0, 1000) ?? null})
        on conflict (tenant_id, id) do update set status = excluded.status, total = excluded.total, processed = excluded.processed,
          message = excluded.message, updated_at = localtimestamp(3)
        where import_job.user_id = excluded.user_id and import_job.kind = excluded.kind`.execute(db);
    },
  };
}

/**
 * `GET <url>?importId=…`: the caller's own job of this kind — status (reading, validating, writing,
 * done, failed), total and processed rows, the last message.
 */
export function importProgressRoute(url: string, access: Access, kind: ImportJobKind): RouteSpec {
  return route({
    method: 'GET',
    url,
    access,
    query: importProgressQuery,
    summary: '导入进度',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const job = await ctx.db
        .selectFrom('import_job')
        .select(['status', 'total', 'processed', 'message', 'updated_at'])
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', query.importId)
        .where('user_id', '=', s.userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!job) throw notFound('导入任务不存在');
      return {
        importId: query.importId,
        status: job.status,
        total: job.total,
        processed: job.processed,
        message: job.message,
        updateTime: job.updated_at.slice(0, 19),
      };
    },
  });
}
