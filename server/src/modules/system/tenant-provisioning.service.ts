import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../app/auth/passwords.js';
import { PLATFORM_TENANT_ID } from '../../app/auth/session.js';
import { PLATFORM_ADMIN_ROLE } from './role/role-names.js';

export interface NewTenant {
  loginName: string;
  password: string;
  username?: string;
  type?: '0' | '1';
  userNumLimit?: number;
  /** `YYYY-MM-DD HH:mm:ss`; defaults to 3000 days from now as in the reference. */
  expireTime?: string;
  remark?: string;
  /** Marks the password as a default one the owner should change. */
  passwordIsDefault?: boolean;
}

export const TENANT_PACKAGE_ROLE_NAME = '租户';

/** The template role every new tenant gets as its package (seeded in tenant 0). */
export async function defaultPackageRoleId(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', PLATFORM_TENANT_ID)
    .where('name', '=', TENANT_PACKAGE_ROLE_NAME)
    .where('delete_flag', '=', false)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates a tenant with its owner account and a settings row with the code defaults, so a new
 * company can start working at once. Runs inside the caller's transaction.
 */
export async function provisionTenant(trx: Kysely<Database>, input: NewTenant): Promise<{ tenantId: string; userId: string }> {
  const packageRoleId = await defaultPackageRoleId(trx);
  const tenant = await trx
    .insertInto('tenant')
    .values({
      login_name: input.loginName,
      type: input.type ?? '0',
      user_num_limit: input.userNumLimit ?? 1_000_000,
      expire_time: input.expireTime ?? sql<string>`localtimestamp(0) + interval '3000 days'`,
      remark: input.remark ?? null,
      package_role_id: packageRoleId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('app_user')
    .values({
      tenant_id: tenant.id,
      login_name: input.loginName,
      username: input.username ?? input.loginName,
      password_hash: await hashPassword(input.password),
      password_is_default: input.passwordIsDefault ?? false,
      isystem: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('tenant').set({ owner_user_id: user.id }).where('id', '=', tenant.id).execute();
  await trx
    .insertInto('system_config')
    .values({ tenant_id: tenant.id, company_name: input.username ?? input.loginName })
    .execute();
  return { tenantId: tenant.id, userId: user.id };
}

/** The enabled template roles a tenant may be given as its package (every platform role but the admins'). */
export async function tenantPackages(db: Kysely<Database>): Promise<Array<{ id: number; name: string; description: string | null }>> {
  const rows = await db
    .selectFrom('role')
    .select(['id', 'name', 'description'])
    .where('tenant_id', '=', PLATFORM_TENANT_ID)
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .where('name', '<>', PLATFORM_ADMIN_ROLE)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, description: r.description }));
}

/** Gives the tenant another package role. */
export async function setTenantPackage(trx: Kysely<Database>, tenantId: string, roleId: number): Promise<void> {
  await trx
    .updateTable('tenant')
    .set({ package_role_id: String(roleId) })
    .where('id', '=', tenantId)
    .execute();
}
