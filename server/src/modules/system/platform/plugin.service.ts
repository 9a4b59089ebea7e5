import { sql, type Kysely } from 'kysely';
import type { Session } from '../../../app/auth/session.js';
import { notFound } from '../../../app/errors.js';
import type { Database } from '../../../db/schema.js';
import { writeLog } from '../../../platform/audit-log.js';
import { listPage, type PageParams, type Row } from '../../../platform/list/list-source.js';
import { likePattern } from '../../../platform/resource/row-mapping.js';

/** Switches a module on or off; its menu functions follow, so menus and route checks hide it at once. */
export async function setPluginEnabled(db: Kysely<Database>, s: Session, ip: string, id: number, enabled: boolean): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const plugin = await trx
      .updateTable('plugin')
      .set({ enabled, updated_at: sql<string>`localtimestamp` })
      .where('id', '=', String(id))
      .returning(['plugin_key', 'name'])
      .executeTakeFirst();
    if (!plugin) throw notFound('插件不存在');
    const urls = (await trx.selectFrom('plugin_function').select('function_url').where('plugin_id', '=', String(id)).execute()).map((r) => r.function_url);
    if (urls.length) await trx.updateTable('sys_function').set({ enabled }).where('url', 'in', urls).execute();
    await writeLog(trx, s, ip, '插件', `${enabled ? '启用' : '停用'}插件 ${plugin.name}`);
    return { message: `plugin '${plugin.plugin_key}' ${enabled ? 'start' : 'stop'} success` };
  });
}

/** A page of the plugins (matching the name), in sort order, each with its menu urls, and the total. */
export async function pluginPage(db: Kysely<Database>, name: string | undefined, page: PageParams) {
  let q = db.selectFrom('plugin');
  if (name?.trim()) q = q.where('name', 'ilike', likePattern(name.trim()));
  const present = async (rows: Row[]) => {
    const ids = rows.map((r) => String(r.id));
    const links = ids.length ? await db.selectFrom('plugin_function').selectAll().where('plugin_id', 'in', ids).execute() : [];
    return rows.map((r) => ({
      id: Number(r.id),
      pluginId: r.plugin_key,
      name: r.name,
      version: r.version,
      description: r.description,
      enabled: r.enabled,
      pluginState: r.enabled ? 'STARTED' : 'STOPPED',
      urls: links.filter((l) => l.plugin_id === r.id).map((l) => l.function_url),
      installTime: String(r.installed_at).slice(0, 19),
    }));
  };
  return listPage(
    db,
    { base: q.selectAll(), key: ['id'], sorts: { sort: sql`b.sort` }, defaultOrder: { by: 'sort', dir: 'asc', tiebreak: 'asc' }, present },
    page,
  );
}

/** Whether any of the plugins with these keys is enabled. */
export async function anyPluginEnabled(db: Kysely<Database>, keys: readonly string[]): Promise<boolean> {
  const hit = await db
    .selectFrom('plugin')
    .select('id')
    .where('plugin_key', 'in', keys.length ? keys : [''])
    .where('enabled', '=', true)
    .executeTakeFirst();
  return hit !== undefined;
}
