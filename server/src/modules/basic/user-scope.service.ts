import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';

/**
 * The one place that decides which depots and customers a user may pick or see. When the tenant
 * switches on 分配仓库权限 / 分配客户权限 (system_config.depot_flag / customer_flag) a user sees
 * exactly the rows granted in user_depot / user_customer — none at all when nothing is granted
 * (the reference fell back to everything, business-rules §12). With a flag off, everything.
 * Bill lists and stock reports use the same predicates so pickers and lists always agree.
 */
export interface UserScope {
  tenantId: string;
  userId: string;
  depotsRestricted: boolean;
  customersRestricted: boolean;
}

export async function loadUserScope(db: Kysely<Database>, session: Session): Promise<UserScope> {
  const flags = await db
    .selectFrom('system_config')
    .select(['depot_flag', 'customer_flag'])
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    depotsRestricted: flags?.depot_flag === '1',
    customersRestricted: flags?.customer_flag === '1',
  };
}

/** `<depotColumn>` is a depot the user may use (always true when depots are not restricted). */
export function depotAllowed(scope: UserScope, depotColumn: string): Expression<SqlBool> {
  if (!scope.depotsRestricted) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(depotColumn)} in (select ud.depot_id from user_depot ud where ud.tenant_id = ${scope.tenantId} and ud.user_id = ${scope.userId})`;
}

/**
 * `<supplierColumn>` is a partner the user may use: suppliers and members always, customers only
 * when granted (or when customers are not restricted). `typeColumn` is the partner's type column.
 */
export function customerAllowed(scope: UserScope, supplierColumn: string, typeColumn: string): Expression<SqlBool> {
  if (!scope.customersRestricted) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.ref(typeColumn)} <> '客户' or ${sql.ref(supplierColumn)} in (select uc.supplier_id from user_customer uc where uc.tenant_id = ${scope.tenantId} and uc.user_id = ${scope.userId}))`;
}
