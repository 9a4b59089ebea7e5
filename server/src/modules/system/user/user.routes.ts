import { addUserSchema, BUTTON, resetPasswordSchema, updateUserSchema } from '@suanpan/contracts';
import { z } from 'zod';
import { sessionOf } from '../../../app/request-context.js';
import { LOGIN, page, route } from '../../../app/route.js';
import { addUser, resetPassword, updateUser } from './user.service.js';

const USER_PAGE = '/system/user';

export const userRoutes = [
  route({
    method: 'POST',
    url: '/user/addUser',
    access: page(USER_PAGE, BUTTON.edit),
    body: addUserSchema,
    summary: '新增用户',
    handler: async (ctx, { body }) => ({ id: await addUser(ctx, body), message: '操作成功' }),
  }),
  route({
    method: 'PUT',
    url: '/user/updateUser',
    access: page(USER_PAGE, BUTTON.edit),
    body: updateUserSchema,
    summary: '修改用户',
    handler: async (ctx, { body }) => {
      await updateUser(ctx, body);
      return { message: '操作成功' };
    },
  }),
  route({
    method: 'POST',
    url: '/user/resetPwd',
    access: page(USER_PAGE, BUTTON.edit),
    body: resetPasswordSchema,
    summary: '重置密码',
    handler: async (ctx, { body }) => {
      await resetPassword(ctx, body.id, body.password);
      return { message: '操作成功' };
    },
  }),
  route({
    // Login names are unique across all tenants, so the check is global (it reveals only taken/free).
    method: 'GET',
    url: '/user/checkIsNameExist',
    access: page(USER_PAGE),
    query: z.object({ id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0), name: z.string({ error: '登录名不能为空' }).max(100) }),
    summary: '检查登录名是否存在',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const hit = await ctx.db
        .selectFrom('app_user')
        .select(['id', 'tenant_id'])
        .where('login_name', '=', query.name.trim())
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      return { status: hit !== undefined && !(hit.tenant_id === s.tenantId && hit.id === String(query.id)) };
    },
  }),
  route({
    method: 'GET',
    url: '/user/getUserList',
    access: LOGIN,
    summary: '启用的用户',
    handler: async (ctx) => {
      const s = sessionOf(ctx);
      const rows = await ctx.db
        .selectFrom('app_user')
        .select(['id', 'username'])
        .where('tenant_id', '=', s.tenantId)
        .where('delete_flag', '=', false)
        .where('status', '=', 0)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), userName: r.username }));
    },
  }),
  route({
    method: 'GET',
    url: '/user/getCurrentPriceLimit',
    access: LOGIN,
    summary: '当前用户的价格屏蔽',
    handler: async (ctx) => ({ priceLimit: (await roleOf(ctx))?.price_limit ?? '' }),
  }),
  route({
    method: 'GET',
    url: '/user/getRoleTypeByCurrentUser',
    access: LOGIN,
    summary: '当前用户的数据类型',
    handler: async (ctx) => ({ roleType: (await roleOf(ctx))?.type ?? '全部数据' }),
  }),
];

async function roleOf(ctx: Parameters<typeof sessionOf>[0]) {
  const s = sessionOf(ctx);
  const [tenantId, roleId] = s.isOwner && !s.isPlatform ? ['0', s.packageRoleId] : [s.tenantId, s.roleId];
  if (!roleId) return undefined;
  return ctx.db.selectFrom('role').select(['type', 'price_limit']).where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst();
}
