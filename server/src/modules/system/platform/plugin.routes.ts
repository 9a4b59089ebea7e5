import { createHash } from 'node:crypto';
import os from 'node:os';
import { BUTTON, systemRequests } from '@suanpan/contracts';
import { forbidden, refused } from '../../../app/errors.js';
import { sessionOf } from '../../../app/request-context.js';
import { LOGIN, platformPage, route } from '../../../app/route.js';
import { anyPluginEnabled, pluginPage, setPluginEnabled } from './plugin.service.js';

const PLUGIN_PAGE = '/system/plugin';

/** The first non-loopback hardware address (the reference's licence key is its md5); the host name when there is none. */
function hardwareAddress(): string {
  const macs = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && i.mac !== '00:00:00:00:00:00')
    .map((i) => i!.mac)
    .sort();
  return macs[0] ?? os.hostname();
}

export const pluginRoutes = [
  route({
    method: 'GET',
    url: '/plugin/list',
    access: platformPage(PLUGIN_PAGE),
    ...systemRequests['GET /plugin/list'],
    summary: '插件列表',
    handler: async (ctx, { query }) => pluginPage(ctx.db, query.name, query),
  }),
  route({
    method: 'POST',
    url: '/plugin/start/:id',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '启用插件',
    handler: async (ctx, _input, req) =>
      setPluginEnabled(ctx.db, sessionOf(ctx), ctx.ip, systemRequests['POST /plugin/start/:id'].params.parse(req.params).id, true),
  }),
  route({
    method: 'POST',
    url: '/plugin/stop/:id',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '停用插件',
    handler: async (ctx, _input, req) =>
      setPluginEnabled(ctx.db, sessionOf(ctx), ctx.ip, systemRequests['POST /plugin/stop/:id'].params.parse(req.params).id, false),
  }),
  route({
    method: 'POST',
    url: '/plugin/uninstall/:id',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '卸载插件',
    handler: async () => {
      throw refused({ code: 422, message: '内置插件不能卸载，可以停用' });
    },
  }),
  route({
    method: 'POST',
    url: '/plugin/uploadInstallPluginJar',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '上传插件',
    handler: async () => {
      // Running uploaded code would hand the server to whoever holds an admin password.
      throw forbidden('出于安全考虑，系统不支持上传插件');
    },
  }),
  route({
    method: 'GET',
    url: '/plugin/getMacWithSecret',
    access: platformPage(PLUGIN_PAGE),
    summary: '服务器指纹',
    handler: async () => createHash('md5').update(hardwareAddress()).digest('hex'),
  }),
  route({
    method: 'GET',
    url: '/plugin/checkByPluginId',
    access: LOGIN,
    ...systemRequests['GET /plugin/checkByPluginId'],
    summary: '插件是否启用',
    handler: async (ctx, { query }) => {
      const keys = query.pluginIds
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      return anyPluginEnabled(ctx.db, keys);
    },
  }),
];
