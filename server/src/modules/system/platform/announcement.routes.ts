import { BUTTON } from '@suanpan/contracts';
import { z } from 'zod';
import { badRequest } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { platformPage, route } from '../../../app/route.js';
import { announcementPage, recipientPage } from './announcement.query.js';
import { sendAnnouncement } from './announcement.service.js';

const PAGE = '/system/system_msg';
const ids = z.array(z.number({ error: '编号必须是数字' }).int().positive().max(Number.MAX_SAFE_INTEGER)).max(10000);

const sendSchema = z.strictObject({
  msgTitle: z.string({ error: '消息标题不能为空' }).trim().min(1, '消息标题不能为空').max(100, '消息标题不能超过100个字符'),
  msgContent: z.string().trim().max(500, '消息内容不能超过500个字符').optional(),
  type: z.string().trim().max(20, '消息类型不能超过20个字符').optional(),
  /** all: every active user of every tenant; tenants: every active user of the listed tenants; users: the listed users. */
  audience: z.enum(['all', 'tenants', 'users'], { error: '发送范围只能是all、tenants或users' }),
  tenantIds: ids.optional(),
  userIds: ids.optional(),
});

/** 系统消息: the platform announces something; every recipient gets a message in the bell and a push. */
export const announcementRoutes = [
  route({
    method: 'POST',
    url: '/systemMessage/send',
    access: platformPage(PAGE, BUTTON.edit),
    body: sendSchema,
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
    query: z.object({ currentPage: z.coerce.number().int().min(1).max(100000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(10) }),
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
    query: z.object({
      name: z.string().max(100).optional(),
      currentPage: z.coerce.number().int().min(1).max(100000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    summary: '系统消息可选接收人',
    handler: async (ctx, { query }) => recipientPage(ctx.db, query.name, query),
  }),
];
