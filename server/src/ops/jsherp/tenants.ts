import { sql } from 'kysely';
import { importedMd5Hash } from '../../app/auth/passwords.js';
import { defaultPackageRoleId } from '../../modules/system/tenant-provisioning.service.js';
import { cleanRows } from './cleaning.js';
import { fillDate, heldHere, loadEarliestDate, otherTenantsRows, uniqueKeys } from './repairs.js';
import type { TenantImport } from './tenant-import.js';
import type { SourceRow } from './source.js';
import { bool, bracketIds, deleted, flag, text } from './values.js';

// jshERP creates and resets users with the password 123456 (its md5 below): such a user has never chosen one, and is
// reminded to, as a user of ours created by an administrator is.
const JSH_DEFAULT_PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';
// A jshERP password column that is not an md5 hex can never be proven: the account keeps no usable password.
const NO_PASSWORD = 'none$';

/**
 * Login names of tenants and of users are unique among live ones across every tenant (jshERP checks that only in
 * code): a row keeps its name unless one of ours already holds it or a live row of another source tenant with a lower
 * id does; otherwise it is suffixed (uniqueKeys).
 */
async function uniqueLogins(ctx: TenantImport, table: 'jsh_tenant' | 'jsh_user', rows: SourceRow[]): Promise<void> {
  const from = { table, rows };
  const target = { table: table === 'jsh_tenant' ? 'tenant' : 'app_user', column: 'login_name' } as const;
  await uniqueKeys(ctx, from, 'login_name', target, {
    taken: await heldHere(ctx, from, 'login_name', target, true),
    others: await otherTenantsRows(
      ctx,
      table,
      'login_name',
      rows.filter((r) => !deleted(r)).map((r) => r.login_name),
    ),
  });
}

/**
 * The tenant row itself (its limits, type, expiry) — the first row written, so every other row can name it. Its login
 * name, taken by a live tenant of ours, is suffixed; its creation date, when missing, is its earliest business.
 */
export async function importTenantRow(ctx: TenantImport, t: SourceRow): Promise<void> {
  cleanRows(ctx.reporter, 'jsh_tenant', [t]);
  await loadEarliestDate(ctx, t.create_time);
  const rows = [t];
  await uniqueLogins(ctx, 'jsh_tenant', rows);
  const { id } = await ctx.trx
    .insertInto('tenant')
    .values({
      login_name: String(t.login_name),
      user_num_limit: Number(t.user_num_limit ?? 1_000_000) || 1_000_000,
      type: flag(t.type, '0'),
      enabled: bool(t.enabled, true),
      created_at: fillDate(ctx, 'jsh_tenant', t, 'create_time'),
      expire_time: text(t.expire_time) ?? sql<string>`localtimestamp(0) + interval '3000 days'`,
      remark: text(t.remark),
      package_role_id: await defaultPackageRoleId(ctx.trx),
      delete_flag: deleted(t),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.tenantId = id;
  ctx.ids('jsh_tenant').set(String(t.id), id);
  await ctx.remember('jsh_tenant', [[String(t.id), id]]);
}

/**
 * A tenant whose owner user is gone gets a live owner in its place, as that user's import (so the bills it made find
 * it): the tenant's login name (suffixed if taken), no usable password (the platform administrator sets one).
 */
async function ownerStandIn(ctx: TenantImport, roleId: string | null): Promise<string> {
  const { login_name: tenantLogin } = await ctx.trx.selectFrom('tenant').select('login_name').where('id', '=', ctx.tenantId).executeTakeFirstOrThrow();
  const rows = [{ id: ctx.sourceTenantId, login_name: tenantLogin } as SourceRow];
  await uniqueLogins(ctx, 'jsh_user', rows);
  const login = String(rows[0]?.login_name);
  await ctx.insert('jsh_user', 'app_user', [
    {
      sourceId: ctx.sourceTenantId,
      values: { login_name: login, username: login, password_hash: NO_PASSWORD, role_id: roleId, ismanager: 1, isystem: 1, status: 0 },
    },
  ]);
  ctx.report(
    'missingOwner',
    'jsh_tenant',
    ctx.sourceTenantId,
    `tenant_id=${ctx.sourceTenantId} 在 jsh_user 中不存在 → 新建所有者 ${login}（无密码，由平台管理员重置）`,
  );
  return ctx.ids('jsh_user').get(ctx.sourceTenantId) as string;
}

/** Roles with their menus and buttons, users with their role, the owner, departments and persons. */
export async function importPeople(ctx: TenantImport): Promise<void> {
  const business = (await ctx.rows('jsh_user_business')).filter((r) => !deleted(r));
  await ctx.copy('jsh_role', 'role', await ctx.rows('jsh_role'), (r) => ({
    name: String(r.name),
    type: String(r.type ?? '全部数据'),
    price_limit: text(r.price_limit),
    description: text(r.description),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    delete_flag: deleted(r),
  }));
  await importRoleFunctions(ctx, business);

  // One role per user (UserRole), the first id of its list; a platform template role is not the tenant's to keep.
  const users = await ctx.rows('jsh_user');
  // A user's role may be a platform template role (tenant 0), not the tenant's own: gone only when no tenant has it.
  const anyRole = new Set((await ctx.source.all('select id from jsh_role')).map((r) => String(r.id)));
  // The owner is never gone: a missing one gets a stand-in (ownerStandIn) that keeps its role.
  const userIds = new Set([...users.map((u) => String(u.id)), ctx.sourceTenantId]);
  const roleOf = new Map<string, string | null>();
  for (const b of business.filter((x) => x.type === 'UserRole')) {
    const where = { table: 'jsh_user_business' as const, id: b.id, column: 'key_id' };
    if (!userIds.has(String(b.key_id))) ctx.report('orphanLink', where.table, b.id, `UserRole key_id=${String(b.key_id)} 在 jsh_user 中不存在`);
    else {
      const role = bracketIds(b.value)[0];
      if (role && !anyRole.has(role)) ctx.report('orphanLink', where.table, b.id, `UserRole value=${role} 在 jsh_role 中不存在`);
      roleOf.set(String(b.key_id), ctx.optRef('jsh_role', role));
    }
  }
  // Login names are unique among live users across tenants (jshERP checks that only in code): a later duplicate is suffixed.
  await uniqueLogins(ctx, 'jsh_user', users);
  await ctx.copy('jsh_user', 'app_user', users, (r) => ({
    login_name: String(r.login_name),
    username: String(r.username ?? r.login_name),
    password_hash: /^[0-9a-f]{32}$/i.test(String(r.password ?? '')) ? importedMd5Hash(String(r.password)) : NO_PASSWORD,
    password_is_default: String(r.password ?? '').toLowerCase() === JSH_DEFAULT_PASSWORD_MD5,
    role_id: roleOf.get(String(r.id)) ?? null,
    leader_flag: flag(r.leader_flag, '0'),
    position: text(r.position),
    email: text(r.email),
    phonenum: text(r.phonenum),
    description: text(r.description),
    remark: text(r.remark),
    ismanager: Number(r.ismanager ?? 1),
    isystem: Number(r.isystem ?? 0),
    status: Number(r.status ?? 0),
    delete_flag: deleted(r),
  }));
  const owner = ctx.optRef('jsh_user', ctx.sourceTenantId) ?? (await ownerStandIn(ctx, roleOf.get(ctx.sourceTenantId) ?? null));
  await ctx.trx.updateTable('tenant').set({ owner_user_id: owner }).where('id', '=', ctx.tenantId).execute();

  const orgs = await ctx.rows('jsh_organization');
  await ctx.copy('jsh_organization', 'organization', orgs, (r) => ({
    org_no: String(r.org_no ?? r.id),
    org_abr: String(r.org_abr ?? ''),
    sort: text(r.sort),
    remark: text(r.remark),
    delete_flag: deleted(r),
  }));
  await ctx.setParents('jsh_organization', 'organization', orgs);
  // A membership of a department or a user that is gone is dropped and reported.
  const memberships = (await ctx.rows('jsh_orga_user_rel')).filter((r) => {
    const where = { table: 'jsh_orga_user_rel' as const, id: r.id };
    return ctx.link('jsh_organization', r.orga_id, { ...where, column: 'orga_id' }) && ctx.link('jsh_user', r.user_id, { ...where, column: 'user_id' });
  });
  await ctx.copy('jsh_orga_user_rel', 'orga_user_rel', memberships, (r) => ({
    orga_id: ctx.ref('jsh_organization', r.orga_id, { table: 'jsh_orga_user_rel', id: r.id, column: 'orga_id' }),
    user_id: ctx.ref('jsh_user', r.user_id, { table: 'jsh_orga_user_rel', id: r.id, column: 'user_id' }),
    user_blng_orga_dspl_seq: text(r.user_blng_orga_dspl_seq),
    delete_flag: deleted(r),
  }));
  await ctx.copy('jsh_person', 'person', await ctx.rows('jsh_person'), (r) => ({
    type: String(r.type),
    name: String(r.name),
    enabled: bool(r.enabled, true),
    sort: text(r.sort),
    delete_flag: deleted(r),
  }));
}

/** RoleFunctions: jshERP function ids → ours by url (the one key both menus share); buttons from `btn_str`. */
async function importRoleFunctions(ctx: TenantImport, business: readonly SourceRow[]): Promise<void> {
  const theirs = new Map((await ctx.source.all('select id, url from jsh_function')).map((f) => [String(f.id), String(f.url)]));
  const ours = new Map((await ctx.trx.selectFrom('sys_function').select(['id', 'url']).where('delete_flag', '=', false).execute()).map((f) => [f.url, f.id]));
  const grants = business.filter((b) => b.type === 'RoleFunctions');
  const bar = ctx.progress.table('jsh_user_business(角色功能)', grants.length);
  const rows: Array<{ tenant_id: string; role_id: string; function_id: string; btn_str: string }> = [];
  for (const g of grants) {
    const roleId = ctx.link('jsh_role', g.key_id, { table: 'jsh_user_business', id: g.id, column: 'RoleFunctions key_id' });
    if (!roleId) continue;
    const buttons = new Map<string, string>();
    try {
      for (const b of JSON.parse(String(g.btn_str || '[]')) as Array<{ funId: unknown; btnStr: unknown }>)
        buttons.set(
          String(b.funId),
          String(b.btnStr ?? '')
            .split(',')
            .filter((c) => /^[1-7]$/.test(c))
            .join(','),
        );
    } catch {
      // A btn_str that is not JSON grants no buttons, as in the reference (its parser gives up the same way).
    }
    const seen = new Set<string>();
    for (const funId of bracketIds(g.value)) {
      if (!theirs.has(funId)) ctx.report('orphanLink', 'jsh_user_business', g.id, `RoleFunctions value ${funId} 在 jsh_function 中不存在`);
      const functionId = ours.get(theirs.get(funId) ?? '');
      if (!functionId || seen.has(functionId)) continue;
      seen.add(functionId);
      rows.push({ tenant_id: ctx.tenantId, role_id: roleId, function_id: functionId, btn_str: buttons.get(funId) ?? '' });
    }
    bar.add(1);
  }
  // A later run adds the grants made in jshERP since; one granted before is there already (grants are never withdrawn).
  for (let i = 0; i < rows.length; i += 1000)
    await ctx.trx
      .insertInto('role_function')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  bar.end();
}

/** The tenant's settings row: the first live one, as the reference reads it; none → our defaults. */
export async function importSystemConfig(ctx: TenantImport, companyFallback: string): Promise<void> {
  const rows = (await ctx.rows('jsh_system_config')).filter((r) => !deleted(r));
  const r = rows[0];
  const flags = [
    'depot_flag',
    'customer_flag',
    'minus_stock_flag',
    'purchase_by_sale_flag',
    'multi_level_approval_flag',
    'force_approval_flag',
    'over_link_bill_flag',
    'in_out_manage_flag',
    'multi_account_flag',
    'move_avg_price_flag',
    'audit_print_flag',
    'zero_change_amount_flag',
    'customer_static_price_flag',
    'material_price_tax_flag',
  ] as const;
  const values = r
    ? {
        company_name: text(r.company_name) ?? companyFallback,
        company_contacts: text(r.company_contacts),
        company_address: text(r.company_address),
        company_tel: text(r.company_tel),
        company_fax: text(r.company_fax),
        company_post_code: text(r.company_post_code),
        sale_agreement: text(r.sale_agreement),
        multi_bill_type: text(r.multi_bill_type),
        update_unit_price_flag: flag(r.update_unit_price_flag, '1'),
        ...Object.fromEntries(flags.map((f) => [f, flag(r[f] ?? null, '0')])),
      }
    : { company_name: companyFallback };
  await ctx.copy('jsh_system_config', 'system_config', r ? [r] : [], () => values);
  if (!r && !ctx.sync.updating) await ctx.trx.insertInto('system_config').values({ tenant_id: ctx.tenantId, company_name: companyFallback }).execute();
}
