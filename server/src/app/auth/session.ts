import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from './tokens.js';

/** The signed-in caller, resolved from the token on every request. */
export interface Session {
  sessionId: string;
  tenantId: string;
  userId: string;
  loginName: string;
  username: string;
  roleId: string | null;
  /** Template role (tenant 0) that bounds what the tenant may use. */
  packageRoleId: string | null;
  isOwner: boolean;
  /** Platform staff (tenant 0): tenants, platform settings, plugins, menus. */
  isPlatform: boolean;
  tenantType: '0' | '1';
  orgCode: string | null;
  /**
   * The tenant's 分配仓库权限 / 分配客户权限 (system_config.depot_flag / customer_flag), read with the session so that
   * every look-up and list knows the caller's data grants without asking again (app/auth/user-scope.ts).
   */
  depotRestricted: boolean;
  customerRestricted: boolean;
}

export const PLATFORM_TENANT_ID = '0';

/**
 * A session counts only while its user is active and not deleted and its tenant is enabled and
 * not expired, so disabling a user or tenant takes effect on the very next request.
 */
export function sessionQuery(db: Db, token: string) {
  return (
    db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', (j) => j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'))
      .innerJoin('tenant as t', 't.id', 's.tenant_id')
      // The tenant's live config row (one at most: system_config_tenant_uq); a tenant without one has the switches off.
      .leftJoin('system_config as c', (j) => j.onRef('c.tenant_id', '=', 's.tenant_id').on('c.delete_flag', '=', false))
      .select([
        's.id as sessionId',
        's.tenant_id as tenantId',
        's.user_id as userId',
        's.org_code as orgCode',
        'u.login_name as loginName',
        'u.username as username',
        'u.role_id as roleId',
        't.package_role_id as packageRoleId',
        't.owner_user_id as ownerUserId',
        't.type as tenantType',
        sql<boolean>`coalesce(c.depot_flag = '1', false)`.as('depotRestricted'),
        sql<boolean>`coalesce(c.customer_flag = '1', false)`.as('customerRestricted'),
      ])
      .where('s.token_hash', '=', hashToken(token))
      .where('s.expires_at', '>', sql<string>`localtimestamp`)
      .where('u.delete_flag', '=', false)
      .where('u.status', '=', 0)
      .where('t.enabled', '=', true)
      .where('t.delete_flag', '=', false)
      .where((eb) => eb.or([eb('t.id', '=', PLATFORM_TENANT_ID), eb('t.expire_time', '>', sql<string>`localtimestamp`)]))
  );
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>>;

/** The caller a row of the session query names. */
export function sessionOf(row: SessionRow): Session {
  const { ownerUserId, ...rest } = row;
  return {
    ...rest,
    tenantType: row.tenantType,
    isOwner: ownerUserId === row.userId,
    isPlatform: row.tenantId === PLATFORM_TENANT_ID,
  };
}

export async function findSession(db: Db, token: string): Promise<Session | undefined> {
  const row = await sessionQuery(db, token).executeTakeFirst();
  return row ? sessionOf(row) : undefined;
}

export async function createSession(db: Db, user: { tenantId: string; userId: string }, clientIp: string, days: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('user_session')
    .values({
      tenant_id: user.tenantId,
      user_id: user.userId,
      token_hash: hashToken(token),
      client_ip: clientIp,
      expires_at: sql<string>`localtimestamp + make_interval(days => ${days})`,
    })
    .execute();
  // Expired sessions are swept as new ones are made, keeping the table small without a timer.
  await db
    .deleteFrom('user_session')
    .where('expires_at', '<', sql<string>`localtimestamp`)
    .execute();
  return token;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('user_session').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the given users of one tenant (password change, disable, delete). */
export async function revokeUserSessions(db: Db, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('user_session').where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
}

export async function revokeTenantSessions(db: Db, tenantIds: readonly string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db.deleteFrom('user_session').where('tenant_id', 'in', tenantIds).execute();
}
