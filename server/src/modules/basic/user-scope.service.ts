import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
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

/** Of `depotIds` (the tenant's), the name of the first one the user may not use; undefined when all are allowed. */
async function firstDeniedDepot(db: Kysely<Database>, session: Session, depotIds: readonly string[]): Promise<string | undefined> {
  if (depotIds.length === 0) return undefined;
  const scope = await loadUserScope(db, session);
  if (!scope.depotsRestricted) return undefined;
  const denied = await db
    .selectFrom('depot as d')
    .select('d.name')
    .where('d.tenant_id', '=', session.tenantId)
    .where('d.id', 'in', [...new Set(depotIds)])
    .where(sql<boolean>`not ${depotAllowed(scope, 'd.id')}`)
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirst();
  return denied?.name;
}

/**
 * Under 分配仓库权限 a user works only in the depots granted to them: 403 naming the first other depot. Asked by the
 * writers acting for a user (opening stock and safety levels: 商品 新增/编辑, 批量设置-库存, 导入; the jshERP migration
 * writes as the tenant's owner and does not) and by the stock look-ups given a depot, so a client cannot read the
 * stock of a depot its pickers never offer. An absent id (no depot chosen) asks nothing.
 */
export async function assertDepotsGranted(db: Kysely<Database>, session: Session, depotIds: readonly (string | number | undefined)[]): Promise<void> {
  const denied = await firstDeniedDepot(db, session, depotIds.filter((id) => id !== undefined).map(String));
  if (denied !== undefined) throw forbidden(`抱歉，您没有仓库${denied}的权限`);
}

/** Whether the user may use this depot (always under 分配仓库权限 off). */
export async function depotGranted(db: Kysely<Database>, session: Session, depotId: number): Promise<boolean> {
  return (await firstDeniedDepot(db, session, [String(depotId)])) === undefined;
}

/**
 * Under 分配客户权限, 403 for a customer not granted to the user (suppliers and members always pass; no partner asks
 * nothing): the product look-ups priced for a customer read that customer's last sale prices.
 */
export async function assertCustomerGranted(db: Kysely<Database>, session: Session, organId: number | undefined): Promise<void> {
  if (organId === undefined) return;
  const scope = await loadUserScope(db, session);
  if (!scope.customersRestricted) return;
  const denied = await db
    .selectFrom('supplier')
    .select('supplier.supplier')
    .where('supplier.tenant_id', '=', session.tenantId)
    .where('supplier.id', '=', String(organId))
    .where(sql<boolean>`not ${customerAllowed(scope, 'supplier.id', 'supplier.type')}`)
    .executeTakeFirst();
  if (denied) throw forbidden(`抱歉，您没有客户${denied.supplier}的权限`);
}
