import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from './session.js';
import { forbidden } from '../errors.js';
import type { Database } from '../../db/schema.js';

/**
 * The one place that decides which depots and customers a user may pick or see. When the tenant
 * switches on 分配仓库权限 / 分配客户权限 (system_config.depot_flag / customer_flag, read with the session) a user
 * sees exactly the rows granted in user_depot / user_customer — none at all when nothing is granted
 * (the reference fell back to everything, business-rules §12). With a flag off, everything.
 * Pickers, look-ups, bill lists and reports use these predicates, so they always agree.
 */
export type UserScope = Pick<Session, 'tenantId' | 'userId' | 'depotRestricted' | 'customerRestricted'>;

type User = Pick<UserScope, 'tenantId' | 'userId'>;
type CustomerScope = User & Pick<UserScope, 'customerRestricted'>;

/** `<depotColumn>` is in the user's user_depot rows, whatever 分配仓库权限 says (posting reads the grant beside the depot, then the switch). */
export function inUserDepots(user: User, depotColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(depotColumn)} in (select ud.depot_id from user_depot ud where ud.tenant_id = ${user.tenantId} and ud.user_id = ${user.userId})`;
}

/** `<partnerColumn>` is in the user's user_customer rows, whatever 分配客户权限 says. */
export function inUserCustomers(user: User, partnerColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(partnerColumn)} in (select uc.supplier_id from user_customer uc where uc.tenant_id = ${user.tenantId} and uc.user_id = ${user.userId})`;
}

/** `<depotColumn>` is a depot the user may use (always true when depots are not restricted). */
export function depotAllowed(scope: User & Pick<UserScope, 'depotRestricted'>, depotColumn: string): RawBuilder<SqlBool> {
  return scope.depotRestricted ? inUserDepots(scope, depotColumn) : sql<SqlBool>`true`;
}

/** `<partnerColumn>` is a customer granted to the user (always true when customers are not restricted); for columns that hold only customers. */
export function customerGranted(scope: CustomerScope, partnerColumn: string): RawBuilder<SqlBool> {
  return scope.customerRestricted ? inUserCustomers(scope, partnerColumn) : sql<SqlBool>`true`;
}

/**
 * `<supplierColumn>` is a partner the user may use: suppliers and members always, customers only
 * when granted (or when customers are not restricted). `typeColumn` is the partner's type column.
 */
export function customerAllowed(scope: CustomerScope, supplierColumn: string, typeColumn: string): RawBuilder<SqlBool> {
  if (!scope.customerRestricted) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.ref(typeColumn)} <> '客户' or ${customerGranted(scope, supplierColumn)})`;
}

/**
 * Of `depotIds`, the name of the first one the user may not use; undefined when all are allowed. Ids of no depot of
 * the tenant (another tenant's, under row-level security invisible) name nothing: they read no stock either.
 */
async function firstDeniedDepot(db: Kysely<Database>, scope: UserScope, depotIds: readonly string[]): Promise<string | undefined> {
  if (depotIds.length === 0 || !scope.depotRestricted) return undefined;
  const denied = await db
    .selectFrom('depot as d')
    .select('d.name')
    .where('d.tenant_id', '=', scope.tenantId)
    .where('d.id', 'in', [...new Set(depotIds)])
    .where(sql<boolean>`not ${depotAllowed(scope, 'd.id')}`)
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirst();
  return denied?.name;
}

type AnyId = string | number | undefined;

/**
 * Under 分配仓库权限 a user works only in the depots granted to them: 403 naming the first other depot. Asked by the
 * writers acting for a user (opening stock and safety levels: 商品 新增/编辑, 批量设置-库存, 导入; the jshERP migration
 * writes as the tenant's owner and does not) and, through a route's `grants` (app/route.ts), by every look-up given a
 * depot, so a client cannot read the stock of a depot its pickers never offer. An absent id (no depot chosen) asks nothing.
 */
export async function assertDepotsGranted(db: Kysely<Database>, scope: UserScope, depotIds: readonly AnyId[]): Promise<void> {
  const denied = await firstDeniedDepot(db, scope, depotIds.filter((id) => id !== undefined).map(String));
  if (denied !== undefined) throw forbidden(`抱歉，您没有仓库${denied}的权限`);
}

/** Whether the user may use this depot (always under 分配仓库权限 off). */
export async function depotGranted(db: Kysely<Database>, scope: UserScope, depotId: number): Promise<boolean> {
  return (await firstDeniedDepot(db, scope, [String(depotId)])) === undefined;
}

/**
 * Under 分配客户权限, 403 for a customer not granted to the user (suppliers and members always pass; no partner asks
 * nothing): a look-up priced for a customer reads that customer's last sale prices.
 */
export async function assertCustomerGranted(db: Kysely<Database>, scope: UserScope, partnerId: AnyId): Promise<void> {
  if (partnerId === undefined || !scope.customerRestricted) return;
  const denied = await db
    .selectFrom('supplier')
    .select('supplier.supplier')
    .where('supplier.tenant_id', '=', scope.tenantId)
    .where('supplier.id', '=', String(partnerId))
    .where(sql<boolean>`not ${customerAllowed(scope, 'supplier.id', 'supplier.type')}`)
    .executeTakeFirst();
  if (denied) throw forbidden(`抱歉，您没有客户${denied.supplier}的权限`);
}
