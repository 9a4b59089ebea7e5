import { BUTTON, systemRequests } from '@suanpan/contracts';
import { notFound } from '../../app/errors.js';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, platformPage, PUBLIC, RawReply, route, type RouteSpec } from '../../app/route.js';
import { writeLog } from '../../platform/audit-log.js';
import { platformConfigEntry, platformValue, publicPlatformConfigKeys, setPlatformValue } from './platform-config.service.js';

/** Public plain-text getters of the login page (api.md §2.7), each with the reference fallback. */
const PUBLIC_TEXT: Record<string, { key: string; fallback: string }> = {
  name: { key: 'platform_name', fallback: '算盘ERP' },
  url: { key: 'platform_url', fallback: '#' },
  registerFlag: { key: 'register_flag', fallback: '0' },
  checkcodeFlag: { key: 'checkcode_flag', fallback: '0' },
  appVersion: { key: 'app_version', fallback: '' },
};

const publicTextRoutes: RouteSpec[] = Object.entries(PUBLIC_TEXT).map(([name, { key, fallback }]) =>
  route({
    method: 'GET',
    url: `/platformConfig/getPlatform/${name}`,
    access: PUBLIC,
    summary: `平台配置 ${key}`,
    handler: async (ctx) => new RawReply((await platformValue(ctx.db, key)) || fallback, 'text/plain; charset=utf-8'),
  }),
);

export const platformConfigRoutes: RouteSpec[] = [
  ...publicTextRoutes,
  route({
    method: 'GET',
    url: '/platformConfig/getInfoByKey',
    access: LOGIN,
    ...systemRequests['GET /platformConfig/getInfoByKey'],
    summary: '按关键词读取平台配置',
    handler: async (ctx, { query }) => {
      // Credentials and licence codes never leave the server: only listed keys are readable.
      if (!publicPlatformConfigKeys.includes(query.platformKey)) return null;
      return platformConfigEntry(ctx.db, query.platformKey);
    },
  }),
  route({
    method: 'POST',
    url: '/platformConfig/updatePlatformConfigByKey',
    access: platformPage('/system/platform_config', BUTTON.edit),
    ...systemRequests['POST /platformConfig/updatePlatformConfigByKey'],
    summary: '按关键词修改平台配置',
    handler: async (ctx, { body }) => {
      if (!(await setPlatformValue(ctx.db, body.platformKey, body.platformValue))) throw notFound('平台配置不存在');
      await writeLog(ctx.db, sessionOf(ctx), ctx.ip, '平台配置', `修改平台配置 ${body.platformKey}`);
      return { message: '成功' };
    },
  }),
];
