import { systemRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, RawReply, route } from '../../app/route.js';
import { markMessages, myMessage, myMessageCount, myMessages, readAllMessages } from './msg.query.js';

/** The caller's own notifications (bell, message list, mark read); api.md §2.7 `/msg`. */
export const msgRoutes = [
  route({
    method: 'GET',
    url: '/msg/getMsgByStatus',
    access: LOGIN,
    ...systemRequests['GET /msg/getMsgByStatus'],
    summary: '按状态查询我的消息',
    handler: async (ctx, { query }) => myMessages(ctx.db, sessionOf(ctx), query.status),
  }),
  route({
    method: 'GET',
    url: '/msg/getMsgCountByStatus',
    access: LOGIN,
    ...systemRequests['GET /msg/getMsgCountByStatus'],
    summary: '按状态统计我的消息',
    handler: async (ctx, { query }) => ({ count: await myMessageCount(ctx.db, sessionOf(ctx), { status: query.status }) }),
  }),
  route({
    method: 'GET',
    url: '/msg/getMsgCountByType',
    access: LOGIN,
    ...systemRequests['GET /msg/getMsgCountByType'],
    summary: '按类型统计我的消息',
    handler: async (ctx, { query }) => ({ count: await myMessageCount(ctx.db, sessionOf(ctx), { type: query.type }) }),
  }),
  route({
    method: 'POST',
    url: '/msg/batchUpdateStatus',
    access: LOGIN,
    ...systemRequests['POST /msg/batchUpdateStatus'],
    summary: '批量标记消息',
    handler: async (ctx, { body }) => {
      await markMessages(ctx.db, sessionOf(ctx), body.ids, body.status);
      return '更新成功';
    },
  }),
  route({
    method: 'POST',
    url: '/msg/readAllMsg',
    access: LOGIN,
    summary: '全部标注已读',
    handler: async (ctx) => {
      await readAllMessages(ctx.db, sessionOf(ctx));
      return '操作成功!';
    },
  }),
  route({
    method: 'GET',
    url: '/sys/annountCement/queryById',
    access: LOGIN,
    ...systemRequests['GET /sys/annountCement/queryById'],
    summary: '消息详情',
    handler: async (ctx, { query }) => {
      const row = await myMessage(ctx.db, sessionOf(ctx), query.id);
      if (!row) throw notFound('消息不存在');
      return new RawReply({ success: true, code: 200, result: row });
    },
  }),
];
