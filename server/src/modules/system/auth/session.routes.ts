import { loginBodySchema, updatePasswordBodySchema } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../../app/auth/passwords.js';
import { effectiveGrants } from '../../../app/auth/permissions.js';
import { revokeSession } from '../../../app/auth/session.js';
import { badRequest, forbidden } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { LOGIN, PUBLIC, route } from '../../../app/route.js';
import { writeLog } from '../../../platform/audit-log.js';
import { login } from './login.service.js';
import { currentUser } from './current-user.js';
import { buildMenu } from './menu.service.js';

/** Sign-in, sign-out and what the signed-in user needs to know about themselves (api.md §2.1). */
export const sessionRoutes = [
  route({
    method: 'POST',
    url: '/user/login',
    access: PUBLIC,
    body: loginBodySchema,
    summary: '登录',
    handler: async (ctx, { body }) => login(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/user/logout',
    access: LOGIN,
    summary: '退出登录',
    handler: async (ctx) => {
      if (ctx.token) await revokeSession(ctx.db, ctx.token);
      return { message: '退出成功' };
    },
  }),
  route({
    method: 'GET',
    url: '/user/getUserSession',
    access: LOGIN,
    summary: '当前用户',
    handler: async (ctx) => ({ user: await currentUser(ctx.db, sessionOf(ctx)) }),
  }),
  route({
    method: 'GET',
    url: '/user/infoWithTenant',
    access: LOGIN,
    summary: '当前租户信息',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const row = await ctx.db
        .selectFrom('tenant as t')
        .select([
          't.type',
          't.user_num_limit as userNumLimit',
          sql<string>`to_char(t.expire_time, 'YYYY-MM-DD HH24:MI:SS')`.as('expireTime'),
          (eb) =>
            eb
              .selectFrom('app_user')
              .select(sql<string>`count(*)`.as('n'))
              .where('tenant_id', '=', s.tenantId)
              .where('delete_flag', '=', false)
              .as('userCurrentNum'),
        ])
        .where('t.id', '=', s.tenantId)
        .executeTakeFirstOrThrow();
      return {
        type: row.type,
        expireTime: row.expireTime,
        userCurrentNum: Number(row.userCurrentNum),
        userNumLimit: row.userNumLimit,
        tenantId: Number(s.tenantId),
      };
    },
  }),
  route({
    method: 'GET',
    url: '/user/getUserBtnByCurrentUser',
    access: LOGIN,
    summary: '当前用户的按钮权限',
    handler: async (ctx) => {
      const grants = await effectiveGrants(ctx.db, sessionOf(ctx));
      const userBtn = [...grants.values()].filter((g) => g.buttons.size > 0).map((g) => ({ url: g.url, btnStr: [...g.buttons].sort().join(',') }));
      return { userBtn };
    },
  }),
  route({
    method: ['PUT', 'POST'],
    url: '/user/updatePwd',
    access: LOGIN,
    body: updatePasswordBodySchema,
    summary: '修改密码',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      if (body.userId !== undefined && String(body.userId) !== s.userId) throw forbidden('只能修改自己的密码');
      if (body.confirmPassword !== undefined && body.confirmPassword.trim() !== body.password.trim()) throw badRequest('两次密码不一致!', 'confirmPassword');
      if (body.password === body.oldpassword) throw badRequest('新密码和旧密码不能相同!', 'password');
      const user = await ctx.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.oldpassword, user.password_hash))) return { status: 2, message: '原始密码输入错误' };
      const hash = await hashPassword(body.password);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ password_hash: hash, password_is_default: false })
          .where('tenant_id', '=', s.tenantId)
          .where('id', '=', s.userId)
          .execute();
        // Every other session of the user ends; the one that changed the password stays.
        await trx.deleteFrom('user_session').where('tenant_id', '=', s.tenantId).where('user_id', '=', s.userId).where('id', '<>', s.sessionId).execute();
        await writeLog(trx, s, ctx.ip, '用户', `修改密码${s.loginName}`);
      });
      return { status: 1, message: '修改成功' };
    },
  }),
  route({
    method: ['POST', 'GET'],
    url: '/function/findMenuByPNumber',
    access: LOGIN,
    body: z.object({ pNumber: z.union([z.string(), z.number()]).optional(), userId: z.union([z.string(), z.number()]).optional() }).optional(),
    summary: '当前用户的菜单',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      if (body?.userId !== undefined && body.userId !== '' && String(body.userId) !== s.userId) throw forbidden('只能查询自己的菜单');
      return buildMenu(ctx.db, s, String(body?.pNumber ?? '0'));
    },
  }),
];
