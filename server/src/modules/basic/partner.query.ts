import type { PartnerType } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { customerAllowed, type UserScope } from '../../app/auth/user-scope.js';

/** Whether another live partner of the type already has the name. */
export async function partnerNameTaken(db: Kysely<Database>, tenantId: string, type: string, name: string, exceptId: number): Promise<boolean> {
  const hit = await db
    .selectFrom('supplier')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('supplier', '=', name)
    .where('delete_flag', '=', false)
    .where('id', '<>', String(exceptId))
    .executeTakeFirst();
  return hit !== undefined;
}

/** Every live customer of the tenant, in list order. */
export async function allCustomers(db: Kysely<Database>, tenantId: string): Promise<Array<{ id: number; supplier: string }>> {
  const rows = await db
    .selectFrom('supplier')
    .select(['id', 'supplier'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', '客户')
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), supplier: r.supplier }));
}

/** A live partner's type and opening balances. */
export async function partnerOpening(db: Kysely<Database>, tenantId: string, id: number) {
  return db
    .selectFrom('supplier')
    .select(['id', 'type', 'begin_need_get', 'begin_need_pay'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', String(id))
    .where('delete_flag', '=', false)
    .executeTakeFirst();
}

/** The live partner of the type with exactly this name, within the user's customer scope. */
export async function partnerByName(db: Kysely<Database>, scope: UserScope, type: PartnerType, name: string) {
  return db
    .selectFrom('supplier')
    .select(['id', 'supplier'])
    .where('tenant_id', '=', scope.tenantId)
    .where('type', '=', type)
    .where('supplier', '=', name)
    .where('delete_flag', '=', false)
    .where(customerAllowed(scope, 'supplier.id', 'supplier.type'))
    .executeTakeFirst();
}

/** The live members among `ids`, limited to rows made by `creators` when the data scope says so. */
export async function liveMembers(db: Kysely<Database>, tenantId: string, ids: readonly number[], creators: readonly string[] | null) {
  let q = db
    .selectFrom('supplier')
    .select(['id', 'supplier'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids.map(String))
    .where('type', '=', '会员')
    .where('delete_flag', '=', false);
  if (creators) q = q.where('creator', 'in', creators);
  return q.execute();
}
