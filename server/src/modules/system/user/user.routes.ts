import { BUTTON, systemRequests } from '@suanpan/contracts';
import { sessionOf } from '../../../app/request-context.js';
import { LOGIN, page, route } from '../../../app/route.js';
import { activeUsers, ownRole, userByLoginName } from './user.query.js';
import { addUser, resetPassword, updateUser } from './user.service.js';

const USER_PAGE = '/system/user';

export const userRoutes = [
  route({
    method: 'POST',
    url: '/user/addUser',
    access: page(USER_PAGE, BUTTON.edit),
    ...systemRequests['POST /user/addUser'],
    summary: '新增用户',
    handler: async (ctx, { body }) => ({ id: await addUser(ctx, body), message: '操作成功' }),
  }),
  route({
    method: 'PUT',
    url: '/user/updateUser',
    access: page(USER_PAGE, BUTTON.edit),
    ...systemRequests['PUT /user/updateUser'],
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
    ...systemRequests['POST /user/resetPwd'],
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
    ...systemRequests['GET /user/checkIsNameExist'],
    summary: '检查登录名是否存在',
    handler: async (ctx, { query }) => {
      const s = sessionOf(ctx);
      const hit = await userByLoginName(ctx.db, query.name.trim());
      return { status: hit !== undefined && !(hit.tenant_id === s.tenantId && hit.id === String(query.id)) };
    },
  }),
  route({
    method: 'GET',
    url: '/user/getUserList',
    access: LOGIN,
    summary: '启用的用户',
    handler: async (ctx) => activeUsers(ctx.db, sessionOf(ctx).tenantId),
  }),
  route({
    method: 'GET',
    url: '/user/getCurrentPriceLimit',
    access: LOGIN,
    summary: '当前用户的价格屏蔽',
    handler: async (ctx) => ({ priceLimit: (await ownRole(ctx.db, sessionOf(ctx)))?.price_limit ?? '' }),
  }),
  route({
    method: 'GET',
    url: '/user/getRoleTypeByCurrentUser',
    access: LOGIN,
    summary: '当前用户的数据类型',
    handler: async (ctx) => ({ roleType: (await ownRole(ctx.db, sessionOf(ctx)))?.type ?? '全部数据' }),
  }),
];
