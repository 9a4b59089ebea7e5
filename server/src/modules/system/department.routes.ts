import { systemRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { LOGIN, RawReply, route } from '../../app/route.js';
import { currentUser } from './auth/current-user.js';
import { setSessionDepartment, userDepartments } from './department.query.js';

const departmentsOf = (ctx: RequestContext) => userDepartments(ctx.db, sessionOf(ctx));

/** The department switch of the header (spec §2.2); answers in the system `success/result` shape. */
export const departmentRoutes = [
  route({
    method: 'GET',
    url: '/sys/user/getCurrentUserDeparts',
    access: LOGIN,
    summary: '当前用户的部门',
    handler: async (ctx) => {
      const list = await departmentsOf(ctx);
      const orgCode = sessionOf(ctx).orgCode ?? list[0]?.orgCode ?? null;
      return new RawReply({ success: true, code: 200, result: { list, orgCode } });
    },
  }),
  route({
    method: 'POST',
    url: '/sys/selectDepart',
    access: LOGIN,
    ...systemRequests['POST /sys/selectDepart'],
    summary: '切换部门',
    handler: async (ctx, { body }) => {
      const s = sessionOf(ctx);
      const list = await departmentsOf(ctx);
      if (!list.some((d) => d.orgCode === body.orgCode)) throw notFound('部门不存在或不属于当前用户');
      await setSessionDepartment(ctx.db, s, body.orgCode);
      const userInfo = { ...(await currentUser(ctx.db, s)), orgCode: body.orgCode };
      return new RawReply({ success: true, code: 200, result: { userInfo } });
    },
  }),
];
