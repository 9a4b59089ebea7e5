import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { functionCatalogue } from '../app/auth/function-catalogue.js';
import { platformConfigSeeds } from './seeds/reference/platform-config.seed.js';
import { pluginSeeds } from './seeds/reference/plugins.seed.js';
import { roleSeeds, type RoleDefinition } from './seeds/reference/roles.seed.js';
import { hashPassword } from '../app/auth/passwords.js';

export const PLATFORM_ADMIN_LOGIN = 'admin';

/** Writes a role's grants by function url, replacing what it had. */
export async function grantFunctions(trx: Transaction<Database>, tenantId: string, roleId: string, grants: RoleDefinition['grants']): Promise<void> {
  const ids = await trx.selectFrom('sys_function').select(['id', 'url']).where('delete_flag', '=', false).execute();
  const byUrl = new Map(ids.map((f) => [f.url, f.id]));
  await trx.deleteFrom('role_function').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
  const rows = grants.flatMap((g) => {
    const functionId = byUrl.get(g.url);
    return functionId ? [{ tenant_id: tenantId, role_id: roleId, function_id: functionId, btn_str: g.btnStr }] : [];
  });
  if (rows.length) await trx.insertInto('role_function').values(rows).execute();
}

export async function upsertRole(trx: Transaction<Database>, tenantId: string, role: RoleDefinition): Promise<string> {
  const existing = await trx
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', role.name)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (
      await trx
        .insertInto('role')
        .values({ tenant_id: tenantId, name: role.name, type: role.type, description: role.description })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await grantFunctions(trx, tenantId, id, role.grants);
  return id;
}

/**
 * Platform data every installation needs (seed-data.md §11), idempotent: the menu tree (added or
 * refreshed by url), template roles with their grants, platform settings (missing keys only) and
 * the platform administrator. Returns the administrator's password when it was just created.
 */
export async function seedReference(db: Kysely<Database>, adminPassword: string): Promise<{ adminCreated: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`insert into tenant (id, login_name, type, expire_time) overriding system value
      values (0, ${PLATFORM_ADMIN_LOGIN}, '1', '2999-12-31 23:59:59') on conflict (id) do nothing`.execute(trx);
    for (const f of functionCatalogue) {
      const values = {
        number: f.number,
        name: f.name,
        parent_number: f.parentNumber,
        url: f.url,
        component: f.component,
        icon: f.icon,
        sort: f.sort,
        push_btn: f.pushBtn,
        state: f.state,
        hidden: f.hidden ?? false,
      };
      const found = await trx.selectFrom('sys_function').select('id').where('url', '=', f.url).where('delete_flag', '=', false).executeTakeFirst();
      if (found) await trx.updateTable('sys_function').set(values).where('id', '=', found.id).execute();
      else await trx.insertInto('sys_function').values(values).execute();
    }
    const roleIds = new Map<string, string>();
    for (const role of roleSeeds) roleIds.set(role.key, await upsertRole(trx, '0', role));
    for (const c of platformConfigSeeds) {
      await trx
        .insertInto('platform_config')
        .values({ platform_key: c.key, platform_key_info: c.info, platform_value: c.value })
        .onConflict((oc) => oc.column('platform_key').doNothing())
        .execute();
    }
    await seedPlugins(trx);
    const admin = await trx
      .selectFrom('app_user')
      .select('id')
      .where('login_name', '=', PLATFORM_ADMIN_LOGIN)
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (admin) return { adminCreated: false };
    await trx
      .insertInto('app_user')
      .values({
        tenant_id: '0',
        login_name: PLATFORM_ADMIN_LOGIN,
        username: '管理员',
        password_hash: await hashPassword(adminPassword),
        role_id: roleIds.get('platform-admin') ?? null,
        isystem: 1,
        password_is_default: true,
      })
      .execute();
    return { adminCreated: true };
  });
}

/** Registers the product's modules (new ones enabled); an administrator's on/off choice is kept. */
async function seedPlugins(trx: Transaction<Database>): Promise<void> {
  for (const [i, p] of pluginSeeds.entries()) {
    const row = await trx
      .insertInto('plugin')
      .values({ plugin_key: p.key, name: p.name, version: p.version, description: p.description, sort: String(i + 1).padStart(3, '0') })
      .onConflict((oc) => oc.column('plugin_key').doUpdateSet({ name: p.name, version: p.version, description: p.description }))
      .returning(['id', 'enabled'])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('plugin_function').where('plugin_id', '=', row.id).execute();
    await trx
      .insertInto('plugin_function')
      .values(p.urls.map((url) => ({ plugin_id: row.id, function_url: url })))
      .execute();
    if (!row.enabled)
      await trx
        .updateTable('sys_function')
        .set({ enabled: false })
        .where('url', 'in', [...p.urls])
        .execute();
  }
}
