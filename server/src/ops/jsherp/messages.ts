import { fillDate } from './repairs.js';
import type { TenantImport } from './tenant-import.js';
import { deleted, text } from './values.js';

/** In-app messages and the operation log (history: kept as written, streamed). */
export async function importMessages(ctx: TenantImport): Promise<void> {
  // A message to a user who is gone has no one to read it: dropped and reported.
  const messages = (await ctx.rows('jsh_msg')).filter((r) => ctx.link('jsh_user', r.user_id, { table: 'jsh_msg', id: r.id, column: 'user_id' }));
  await ctx.copy('jsh_msg', 'message', messages, (r) => ({
    msg_title: String(r.msg_title ?? ''),
    msg_content: text(r.msg_content),
    type: text(r.type),
    user_id: ctx.ref('jsh_user', r.user_id, { table: 'jsh_msg', id: r.id, column: 'user_id' }),
    status: r.status === '2' ? '2' : '1',
    created_at: fillDate(ctx, 'jsh_msg', r, 'create_time'),
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
          created_at: fillDate(ctx, 'jsh_log', r, 'create_time'),
          status: Number(r.status ?? 0),
          content: text(r.content),
        },
      })),
    );
    bar.add(batch.length);
  }
  bar.end();
}
