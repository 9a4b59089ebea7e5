import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { currentSystemConfig } from './system-config.query.js';

/** Company data and switches every screen reads; defaults apply when the tenant has saved none. */
export const systemConfigRoutes = [
  route({
    method: 'GET',
    url: '/systemConfig/getCurrentInfo',
    access: LOGIN,
    summary: '当前租户的系统配置',
    handler: async (ctx) => currentSystemConfig(ctx.db, sessionOf(ctx).tenantId),
  }),
  route({
    method: 'GET',
    url: '/systemConfig/fileSizeLimit',
    access: LOGIN,
    summary: '上传文件大小限制',
    handler: async (ctx) => ctx.config.fileSizeLimit,
  }),
];
