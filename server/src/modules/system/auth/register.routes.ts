import { ERR, systemRequests } from '@suanpan/contracts';
import { conflict, forbidden } from '../../../app/errors.js';
import { limitRate } from '../../../app/rate-limit.js';
import { PUBLIC, route } from '../../../app/route.js';
import { writeLog } from '../../../platform/audit-log.js';
import { platformValue } from '../platform-config.service.js';
import { provisionTenant } from '../tenant-provisioning.service.js';
import { assertLoginNameFree } from '../user/user-rules.js';
import { checkCaptcha, issueCaptcha } from './captcha.service.js';

/** Registrations one client address may make per hour (self-service sign-up needs no more). */
export const REGISTRATIONS_PER_HOUR = 5;

/** Self-registration of a company: a new tenant with its owner account (api.md §2.1 registerUser). */
export const registerRoutes = [
  route({
    method: 'GET',
    url: '/user/randomImage',
    access: PUBLIC,
    summary: '验证码',
    handler: async (ctx) => issueCaptcha(ctx.db),
  }),
  route({
    method: 'POST',
    url: '/user/registerUser',
    access: PUBLIC,
    ...systemRequests['POST /user/registerUser'],
    summary: '注册租户',
    handler: async (ctx, { body }) => {
      if ((await platformValue(ctx.db, 'register_flag')) !== '1') throw forbidden('注册功能已关闭');
      if ((await platformValue(ctx.db, 'checkcode_flag')) === '1') await checkCaptcha(ctx.db, body.code, body.uuid);
      await limitRate(ctx.db, 'register', ctx.ip, REGISTRATIONS_PER_HOUR, 60, '注册过于频繁，请一小时后再试');
      await assertLoginNameFree(ctx.db, body.loginName);
      try {
        await ctx.db.transaction().execute(async (trx) => {
          const created = await provisionTenant(trx, { loginName: body.loginName, password: body.password });
          await writeLog(trx, created, ctx.ip, '用户', `注册租户${body.loginName}`);
        });
      } catch (error) {
        // Two registrations of one name at once: the unique index decides, the loser is told why.
        if ((error as { code?: string }).code === '23505') throw conflict(ERR.userLoginNameExists, undefined, 'loginName');
        throw error;
      }
      return { message: '注册成功' };
    },
  }),
];
