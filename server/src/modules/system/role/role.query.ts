import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The tenant's enabled live roles, by sort (newest first within a sort). */
export async function enabledRoles(db: Kysely<Database>, tenantId: string) {
  const rows = await db
    .selectFrom('role')
    .select(['id', 'name', 'type', 'price_limit', 'description', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type, priceLimit: r.price_limit, description: r.description, sort: r.sort }));
}

/** Every enabled live menu function, in menu order. */
export async function enabledFunctions(db: Kysely<Database>) {
  return db
    .selectFrom('sys_function')
    .select(['id', 'number', 'name', 'parent_number'])
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The function ids a role holds. */
export async function roleFunctionIds(db: Kysely<Database>, tenantId: string, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('role_function').select('function_id').where('tenant_id', '=', tenantId).where('role_id', '=', roleId).execute();
  return rows.map((r) => r.function_id);
}

/** The live functions with buttons that a role holds, with the buttons it has on each, in menu order. */
export async function roleButtonGrants(db: Kysely<Database>, tenantId: string, roleId: string) {
  return db
    .selectFrom('role_function as rf')
    .innerJoin('sys_function as f', 'f.id', 'rf.function_id')
    .select(['f.id', 'f.name', 'f.push_btn', 'rf.btn_str', 'f.sort'])
    .where('rf.tenant_id', '=', tenantId)
    .where('rf.role_id', '=', roleId)
    .where('f.delete_flag', '=', false)
    .where('f.push_btn', '<>', '')
    .orderBy('f.sort')
    .execute();
}
