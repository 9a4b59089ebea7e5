import { sql, type Kysely } from 'kysely';
import type { Session } from './session.js';
import type { Database } from '../../db/schema.js';

/**
 * What of the tenant's bills a user may see (business-rules §14.3, api.md §1.3): the creators
 * allowed by the role's data type (null = everyone) and the role's price-limit codes. A user of a
 * 本部门数据 role without a department sees only their own bills (the reference showed everything).
 */
export interface DataScope {
  /** Allowed creator ids, or null for 全部数据. */
  creators: string[] | null;
  priceLimits: Set<string>;
}

export async function loadDataScope(db: Kysely<Database>, session: Session): Promise<DataScope> {
  if (session.isPlatform) return { creators: null, priceLimits: new Set() };
  const [tenantId, roleId] = session.isOwner ? ['0', session.packageRoleId] : [session.tenantId, session.roleId];
  const role = roleId
    ? await db.selectFrom('role').select(['type', 'price_limit']).where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst()
    : undefined;
  const priceLimits = new Set(
    (role?.price_limit ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
  // A tenant owner always sees the whole tenant.
  if (session.isOwner || !role || role.type === '全部数据') return { creators: null, priceLimits };
  if (role.type === '个人数据') return { creators: [session.userId], priceLimits };
  const { rows } = await sql<{ user_id: string }>`
    with recursive orgs as (
      select r.orga_id as id from orga_user_rel r
      where r.tenant_id = ${session.tenantId} and r.user_id = ${session.userId} and not r.delete_flag
      union
      select o.id from organization o join orgs on o.parent_id = orgs.id
      where o.tenant_id = ${session.tenantId} and not o.delete_flag
    )
    select distinct r.user_id from orga_user_rel r join orgs on r.orga_id = orgs.id
    where r.tenant_id = ${session.tenantId} and not r.delete_flag`.execute(db);
  const creators = new Set(rows.map((r) => String(r.user_id)));
  creators.add(session.userId);
  return { creators: [...creators], priceLimits };
}

/** Role price limits 4/5/6 hide the money of buy/retail/sale bills (shown as 0). */
export const BILL_MASK_CODE = { buy: '4', retail: '5', sale: '6' } as const;
/** Role price limits 1/2/3 hide dashboard buy/retail/sale figures (shown as "***"). */
export const DASHBOARD_MASK_CODE = { buy: '1', retail: '2', sale: '3' } as const;
