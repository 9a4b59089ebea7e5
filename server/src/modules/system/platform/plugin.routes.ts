import { BUTTON } from '@suanpan/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { forbidden, notFound, refused } from '../../../app/errors.js';
import { sessionOf, type RequestContext } from '../../../app/request-context.js';
import { LOGIN, platformPage, route } from '../../../app/route.js';
import { writeLog } from '../../../platform/audit-log.js';
import { likePattern } from '../../../platform/resource/row-mapping.js';

const PLUGIN_PAGE = '/system/plugin';
const idParam = z.object({ id: z.coerce.number({ error: '插件编号不正确' }).int().positive('插件编号不正确').max(Number.MAX_SAFE_INTEGER) });

/** Switches a module on or off; its menu functions follow, so menus and route checks hide it at once. */
async function setEnabled(ctx: RequestContext, id: number, enabled: boolean): Promise<{ message: string }> {
  const s = sessionOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const plugin = await trx
      .updateTable('plugin')
      .set({ enabled, updated_at: sql<string>`localtimestamp` })
      .where('id', '=', String(id))
      .returning(['plugin_key', 'name'])
      .executeTakeFirst();
    if (!plugin) throw notFound('插件不存在');
    const urls = (await trx.selectFrom('plugin_function').select('function_url').where('plugin_id', '=', String(id)).execute()).map((r) => r.function_url);
    if (urls.length) await trx.updateTable('sys_function').set({ enabled }).where('url', 'in', urls).execute();
    await writeLog(trx, s, ctx.ip, '插件', `${enabled ? '启用' : '停用'}插件 ${plugin.name}`);
    return { message: `plugin '${plugin.plugin_key}' ${enabled ? 'start' : 'stop'} success` };
  });
}

export const pluginRoutes = [
  route({
    method: 'GET',
    url: '/plugin/list',
    access: platformPage(PLUGIN_PAGE),
    query: z.object({
      name: z.string().max(100).optional(),
      currentPage: z.coerce.number().int().min(1).max(100000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    summary: '插件列表',
    handler: async (ctx, { query }) => {
      let q = ctx.db.selectFrom('plugin');
      if (query.name?.trim()) q = q.where('name', 'ilike', likePattern(query.name.trim()));
      const total = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize)
        .execute();
      const links = rows.length
        ? await ctx.db
            .selectFrom('plugin_function')
            .selectAll()
            .where(
              'plugin_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          pluginId: r.plugin_key,
          name: r.name,
          version: r.version,
          description: r.description,
          enabled: r.enabled,
          pluginState: r.enabled ? 'STARTED' : 'STOPPED',
          urls: links.filter((l) => l.plugin_id === r.id).map((l) => l.function_url),
          installTime: String(r.installed_at).slice(0, 19),
        })),
        total: Number(total.n),
      };
    },
  }),
  route({
    method: 'POST',
    url: '/plugin/start/:id',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '启用插件',
    handler: async (ctx, _input, req) => setEnabled(ctx, idParam.parse(req.params).id, true),
  }),
  route({
    method: 'POST',
    url: '/plugin/stop/:id',
    access: platformPage(PLUGIN_PAGE, BUTTON.edit),
    summary: '停用插件',
    handler: async (ctx, _input, req) => setEnabled(ctx, idParam.parse(req.params).id, false),
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
    url: '/plugin/checkByPluginId',
    access: LOGIN,
    query: z.object({ pluginIds: z.string({ error: '插件编号不能为空' }).min(1, '插件编号不能为空').max(500) }),
    summary: '插件是否启用',
    handler: async (ctx, { query }) => {
      const keys = query.pluginIds
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const hit = await ctx.db
        .selectFrom('plugin')
        .select('id')
        .where('plugin_key', 'in', keys.length ? keys : [''])
        .where('enabled', '=', true)
        .executeTakeFirst();
      return hit !== undefined;
    },
  }),
];
