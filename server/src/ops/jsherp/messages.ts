import type { TenantImport } from './tenant-import.js';
import { deleted, text } from './values.js';

/** In-app messages and the operation log (history: kept as written, streamed). */
export async function importMessages(ctx: TenantImport): Promise<void> {
  await ctx.copy('jsh_msg', 'message', await ctx.rows('jsh_msg'), (r) => ({
    msg_title: String(r.msg_title ?? ''),
    msg_content: text(r.msg_content),
    type: text(r.type),
    user_id: ctx.ref('jsh_user', r.user_id, { table: 'jsh_msg', id: r.id, column: 'user_id' }),
    status: r.status === '2' ? '2' : '1',
    created_at: text(r.create_time) ?? undefined,
    delete_flag: deleted(r),
  }));
  const n = Number((await ctx.source.all('select count(*) as n from jsh_log where tenant_id = ?', [ctx.sourceTenantId]))[0]?.n ?? 0);
  const bar = ctx.progress.table('jsh_log', n);
  for await (const batch of ctx.batches('jsh_log')) {
    await ctx.insert(
      'jsh_log',
      'operation_log',
      batch.map((r) => ({
        sourceId: String(r.id),
        values: {
          user_id: ctx.optRef('jsh_user', r.user_id),
          operation: String(r.operation ?? ''),
          client_ip: text(r.client_ip),
          created_at: text(r.create_time) ?? undefined,
          status: Number(r.status ?? 0),
          content: text(r.content),
        },
      })),
    );
    bar.add(batch.length);
  }
  bar.end();
}
