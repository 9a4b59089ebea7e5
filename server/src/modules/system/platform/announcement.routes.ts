import { BUTTON } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { readSummary, summarySelection } from '../../../platform/list/list-summary.js';
import { badRequest } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { platformPage, route } from '../../../app/route.js';
import { writeLog } from '../../../platform/audit-log.js';
import { formatDateTime, likePattern } from '../../../platform/resource/row-mapping.js';

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
      const recipients = await ctx.db.transaction().execute(async (trx) => {
        const ann = await trx
          .insertInto('announcement')
          .values({
            tenant_id: '0',
            title: body.msgTitle,
            content: body.msgContent ?? null,
            type: body.type ?? '系统消息',
            audience: body.audience,
            creator: s.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // One set-based insert: a message for every chosen, active, signed-up user (platform staff excluded).
        let target = trx
          .selectFrom('app_user as u')
          .innerJoin('tenant as t', 't.id', 'u.tenant_id')
          .select(['u.tenant_id', 'u.id'])
          .where('u.delete_flag', '=', false)
          .where('u.status', '=', 0)
          .where('t.delete_flag', '=', false)
          .where('t.id', '<>', '0');
        if (body.audience === 'tenants') target = target.where('u.tenant_id', 'in', (body.tenantIds ?? []).map(String));
        if (body.audience === 'users') target = target.where('u.id', 'in', (body.userIds ?? []).map(String));
        const inserted = await trx
          .insertInto('message')
          .columns(['tenant_id', 'user_id', 'msg_title', 'msg_content', 'type', 'bus_id'])
          .expression(
            target.select([
              sql.lit(body.msgTitle).as('t'),
              sql.lit(body.msgContent ?? null).as('c'),
              sql.lit(body.type ?? '系统消息').as('y'),
              sql.lit(String(ann.id)).as('b'),
            ]),
          )
          .returning(['tenant_id', 'user_id', 'id'])
          .execute();
        await trx.updateTable('announcement').set({ recipient_count: inserted.length }).where('tenant_id', '=', '0').where('id', '=', ann.id).execute();
        await writeLog(trx, s, ctx.ip, '系统消息', `发送系统消息 ${body.msgTitle}（${inserted.length}人）`);
        return inserted;
      });
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
    handler: async (ctx, { query }) => {
      const all = ctx.db.selectFrom('announcement');
      const [summary, rows] = await Promise.all([
        all.select(summarySelection([])).executeTakeFirst(),
        all
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.currentPage - 1) * query.pageSize)
          .execute(),
      ]);
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          msgTitle: r.title,
          msgContent: r.content,
          type: r.type,
          audience: r.audience,
          recipientCount: r.recipient_count,
          createTimeStr: formatDateTime(r.created_at),
        })),
        ...readSummary(summary, []),
      };
    },
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
    handler: async (ctx, { query }) => {
      let q = ctx.db
        .selectFrom('app_user as u')
        .innerJoin('tenant as t', 't.id', 'u.tenant_id')
        .where('u.delete_flag', '=', false)
        .where('u.status', '=', 0)
        .where('t.delete_flag', '=', false)
        .where('t.id', '<>', '0');
      const text = query.name?.trim();
      if (text) {
        q = q.where((eb) =>
          eb.or([eb('u.login_name', 'ilike', likePattern(text)), eb('u.username', 'ilike', likePattern(text)), eb('t.login_name', 'ilike', likePattern(text))]),
        );
      }
      const total = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['u.id', 'u.login_name', 'u.username', 't.id as tenant_id', 't.login_name as tenant_login_name'])
        .orderBy('t.id')
        .orderBy('u.id')
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize)
        .execute();
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          loginName: r.login_name,
          username: r.username,
          tenantId: Number(r.tenant_id),
          tenantLoginName: r.tenant_login_name,
        })),
        total: Number(total.n),
      };
    },
  }),
];
