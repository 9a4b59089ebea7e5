import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The id of a live user of the tenant, or undefined. */
export async function liveUserId(db: Kysely<Database>, tenantId: string, id: number): Promise<string | undefined> {
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return user?.id;
}

/** The tenant's live users, each with whether it holds the depot or customer `value`. */
export async function usersHolding(db: Kysely<Database>, tenantId: string, type: 'UserDepot' | 'UserCustomer', value: string) {
  const grants =
    type === 'UserDepot'
      ? db.selectFrom('user_depot').select('user_id').where('tenant_id', '=', tenantId).where('depot_id', '=', value)
      : db.selectFrom('user_customer').select('user_id').where('tenant_id', '=', tenantId).where('supplier_id', '=', value);
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.login_name', 'u.username', (eb) => eb('u.id', 'in', grants).as('checked')])
    .where('u.tenant_id', '=', tenantId)
    .where('u.delete_flag', '=', false)
    .orderBy('u.id')
    .execute();
}

/** The customer ids granted to a user (user_customer), ordered. */
export async function userCustomerIds(db: Kysely<Database>, tenantId: string, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('user_customer')
    .select('supplier_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('supplier_id')
    .execute();
  return rows.map((r) => Number(r.supplier_id));
}

/** The role of a live user, as a one-element list (none when the user has no role). */
export async function userRoleIds(db: Kysely<Database>, tenantId: string, userId: string): Promise<string[]> {
  const user = await db
    .selectFrom('app_user')
    .select('role_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return user?.role_id ? [user.role_id] : [];
}

/** The functions granted to a live role with their button strings, by function id. */
export async function roleFunctionGrants(db: Kysely<Database>, tenantId: string, roleId: string): Promise<Array<{ function_id: string; btn_str: string }>> {
  const { rows } = await sql<{ function_id: string; btn_str: string }>`
    select rf.function_id, rf.btn_str from role_function rf
    join role r on r.tenant_id = rf.tenant_id and r.id = rf.role_id and not r.delete_flag
    where rf.tenant_id = ${tenantId} and rf.role_id = ${roleId} order by rf.function_id`.execute(db);
  return rows;
}
