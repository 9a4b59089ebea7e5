import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { depotAllowed, type UserScope } from '../../app/auth/user-scope.js';

/** The enabled depots the user may pick (分配仓库权限), in picker order. */
export async function userDepots(db: Kysely<Database>, scope: UserScope): Promise<Array<{ id: number; depotName: string; isDefault: boolean }>> {
  const rows = await db
    .selectFrom('depot')
    .select(['id', 'name', 'is_default'])
    .where('tenant_id', '=', scope.tenantId)
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .where(depotAllowed(scope, 'depot.id'))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), depotName: r.name, isDefault: r.is_default }));
}

/** Every live depot of the tenant with whether the user holds it, in picker order. */
export async function depotGrants(db: Kysely<Database>, tenantId: string, userId: string): Promise<Array<{ id: string; name: string; granted: boolean }>> {
  const rows = await db
    .selectFrom('depot')
    .leftJoin('user_depot as ud', (j) => j.onRef('ud.tenant_id', '=', 'depot.tenant_id').onRef('ud.depot_id', '=', 'depot.id').on('ud.user_id', '=', userId))
    .select(['depot.id', 'depot.name', 'ud.user_id as granted'])
    .where('depot.tenant_id', '=', tenantId)
    .where('depot.delete_flag', '=', false)
    .orderBy('depot.sort')
    .orderBy('depot.id')
    .execute();
  return rows.map((r) => ({ id: String(r.id), name: r.name, granted: r.granted !== null }));
}
