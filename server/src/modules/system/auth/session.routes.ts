import { systemRequests } from '@suanpan/contracts';
import { effectiveGrants } from '../../../app/auth/permissions.js';
import { revokeSession } from '../../../app/auth/session.js';
import { badRequest, forbidden } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { LOGIN, PUBLIC, route } from '../../../app/route.js';
import { login } from './login.service.js';
import { currentTenant, currentUser } from './current-user.js';
import { buildMenu } from './menu.service.js';
import { changeOwnPassword } from './password.service.js';
import { chooseLanguage } from './language.service.js';

/** Sign-in, sign-out and what the signed-in user needs to know about themselves (api.md §2.1). */
export const sessionRoutes = [
  route({
    method: 'POST',
    url: '/user/login',
    access: PUBLIC,
    ...systemRequests['POST /user/login'],
    summary: '登录',
    handler: async (ctx, { body }) => login(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/user/logout',
    // Public: signing out of a session that is already gone succeeds. jshERP's client signs out on every 401, so a
    // refused sign-out would loop (issue 36).
    access: PUBLIC,
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
    handler: async (ctx) => currentTenant(ctx.db, sessionOf(ctx)),
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
    ...systemRequests['PUT /user/updatePwd'],
    summary: '修改密码',
    handler: async (ctx, { body }) => {
      // jshERP's client sends only the md5 of each password: a new password could be neither checked against the
      // rules nor stored as the one its owner types in our app, so it is changed there.
      if (ctx.referenceClient) throw badRequest('请在算盘ERP中修改密码：此客户端只发送密码的摘要，无法检查新密码', 'password');
      const s = sessionOf(ctx);
      if (body.userId !== undefined && String(body.userId) !== s.userId) throw forbidden('只能修改自己的密码');
      if (body.confirmPassword !== undefined && body.confirmPassword.trim() !== body.password.trim()) throw badRequest('两次密码不一致!', 'confirmPassword');
      if (body.password === body.oldpassword) throw badRequest('新密码和旧密码不能相同!', 'password');
      if (!(await changeOwnPassword(ctx.db, s, ctx.ip, body.oldpassword, body.password))) return { status: 2, message: '原始密码输入错误' };
      return { status: 1, message: '修改成功' };
    },
  }),
  route({
    method: 'PUT',
    url: '/user/language',
    access: LOGIN,
    ...systemRequests['PUT /user/language'],
    summary: '界面语言',
    // Any signed-in user chooses their own language: it is a preference, not a function of the menu.
    handler: async (ctx, { body }) => {
      await chooseLanguage(ctx.db, sessionOf(ctx), body.language);
      return { language: body.language };
    },
  }),
  route({
    method: ['POST', 'GET'],
    url: '/function/findMenuByPNumber',
    access: LOGIN,
    ...systemRequests['POST /function/findMenuByPNumber'],
    summary: '当前用户的菜单',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      if (body?.userId !== undefined && body.userId !== '' && String(body.userId) !== s.userId) throw forbidden('只能查询自己的菜单');
      return buildMenu(ctx.db, s, String(body?.pNumber ?? '0'), ctx.referenceClient === true);
    },
  }),
];
