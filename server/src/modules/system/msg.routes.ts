import { idListSchema } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../app/errors.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { LOGIN, RawReply, route } from '../../app/route.js';
import { formatDateTime } from '../../platform/resource/row-mapping.js';

const statusSchema = z.enum(['1', '2'], { error: '状态只能是1或2' });

function ownMessages(ctx: RequestContext) {
  const s = sessionOf(ctx);
  return ctx.db.selectFrom('message').where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('delete_flag', '=', false);
}

function toApi(r: {
  id: string;
  msg_title: string;
  msg_content: string | null;
  status: string;
  type: string | null;
  created_at: string;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
}) {
  return {
    id: Number(r.id),
    msgTitle: r.msg_title,
    msgContent: r.msg_content,
    status: r.status,
    type: r.type,
    createTimeStr: formatDateTime(r.created_at),
    openType: r.open_type,
    openPage: r.open_page,
    busId: r.bus_id,
  };
}

const COLUMNS = ['id', 'msg_title', 'msg_content', 'status', 'type', 'created_at', 'open_type', 'open_page', 'bus_id'] as const;

/** The caller's own notifications (bell, message list, mark read); api.md §2.7 `/msg`. */
export const msgRoutes = [
  route({
    method: 'GET',
    url: '/msg/getMsgByStatus',
    access: LOGIN,
    query: z.object({ status: statusSchema }),
    summary: '按状态查询我的消息',
    handler: async (ctx, { query }) => {
      const rows = await ownMessages(ctx)
        .select(COLUMNS)
        .where('status', '=', query.status)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map(toApi);
    },
  }),
  route({
    method: 'GET',
    url: '/msg/getMsgCountByStatus',
    access: LOGIN,
    query: z.object({ status: statusSchema }),
    summary: '按状态统计我的消息',
    handler: async (ctx, { query }) => {
      const row = await ownMessages(ctx)
        .select(sql<string>`count(*)`.as('n'))
        .where('status', '=', query.status)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n) };
    },
  }),
  route({
    method: 'GET',
    url: '/msg/getMsgCountByType',
    access: LOGIN,
    query: z.object({ type: z.string().min(1).max(20) }),
    summary: '按类型统计我的消息',
    handler: async (ctx, { query }) => {
      const row = await ownMessages(ctx)
        .select(sql<string>`count(*)`.as('n'))
        .where('type', '=', query.type)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n) };
    },
  }),
  route({
    method: 'POST',
    url: '/msg/batchUpdateStatus',
    access: LOGIN,
    body: z.strictObject({ ids: idListSchema, status: statusSchema }),
    summary: '批量标记消息',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      await ctx.db
        .updateTable('message')
        .set({ status: body.status })
        .where('tenant_id', '=', s.tenantId)
        .where('user_id', '=', s.userId)
        .where('id', 'in', body.ids.map(String))
        .execute();
      return '更新成功';
    },
  }),
  route({
    method: 'POST',
    url: '/msg/readAllMsg',
    access: LOGIN,
    summary: '全部标注已读',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      await ctx.db
        .updateTable('message')
        .set({ status: '2' })
        .where('tenant_id', '=', s.tenantId)
        .where('user_id', '=', s.userId)
        .where('status', '=', '1')
        .execute();
      return '操作成功!';
    },
  }),
  route({
    method: 'GET',
    url: '/sys/annountCement/queryById',
    access: LOGIN,
    query: z.object({ id: z.coerce.number({ error: 'id必须是数字' }).int().positive('id必须是有效的编号').max(Number.MAX_SAFE_INTEGER) }),
    summary: '消息详情',
    handler: async (ctx, { query }) => {
      const row = await ownMessages(ctx).select(COLUMNS).where('id', '=', String(query.id)).executeTakeFirst();
      if (!row) throw notFound('消息不存在');
      return new RawReply({ success: true, code: 200, result: toApi(row) });
    },
  }),
];
