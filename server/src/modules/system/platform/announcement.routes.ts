import { BUTTON, systemRequests } from '@suanpan/contracts';
import { badRequest } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { platformPage, route } from '../../../app/route.js';
import { announcementPage, recipientPage } from './announcement.query.js';
import { sendAnnouncement } from './announcement.service.js';

const PAGE = '/system/system_msg';
/** 系统消息: the platform announces something; every recipient gets a message in the bell and a push. */
export const announcementRoutes = [
  route({
    method: 'POST',
    url: '/systemMessage/send',
    access: platformPage(PAGE, BUTTON.edit),
    ...systemRequests['POST /systemMessage/send'],
    summary: '发送系统消息',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      if (body.audience === 'tenants' && !body.tenantIds?.length) throw badRequest('请选择租户', 'tenantIds');
      if (body.audience === 'users' && !body.userIds?.length) throw badRequest('请选择用户', 'userIds');
      const recipients = await sendAnnouncement(ctx.db, s, ctx.ip, body);
      for (const r of recipients) ctx.bus.publish({ tenantId: r.tenant_id, userId: r.user_id, payload: { cmd: 'topic', msgTxt: body.msgTitle, msgId: r.id } });
      return { recipientCount: recipients.length, message: '发送成功' };
    },
  }),
  route({
    method: 'GET',
    url: '/systemMessage/list',
    access: platformPage(PAGE),
    ...systemRequests['GET /systemMessage/list'],
    summary: '系统消息记录',
    handler: async (ctx, { query }) => announcementPage(ctx.db, query),
  }),
];

/** Users of every tenant for choosing announcement recipients (platform only, paged, searchable). */
export const recipientRoutes = [
  route({
    method: 'GET',
    url: '/systemMessage/recipients',
    access: platformPage(PAGE),
    ...systemRequests['GET /systemMessage/recipients'],
    summary: '系统消息可选接收人',
    handler: async (ctx, { query }) => recipientPage(ctx.db, query.name, query),
  }),
];
