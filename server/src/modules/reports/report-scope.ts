import { sql, type Kysely, type RawBuilder } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { propertyLabels } from '../material/property.resource.js';
import { loadFlags, type SystemFlags } from '../../platform/tenant-config.js';

/** Role price limit 7 hides cost and stock values in the stock reports (reports.md §0). */
export const STOCK_PRICE_MASK = '7';

/**
 * Who is asking a report, as reports.md §0 scopes it: creators (C) from the role's data type — or the users of
 * the 部门 filter under 全部数据 —, the depots the user may use (D), the customers (K) under 分配客户权限, the
 * tenant's switches and the role's price limits.
 */
export interface ReportScope {
  tenantId: string;
  userId: string;
  /** Allowed creators, or null for everyone. */
  creators: string[] | null;
  /** Depots the user may use, or null for every depot (分配仓库权限 off). */
  depots: string[] | null;
  /** Whether 分配客户权限 limits sales-side partners to the user's granted customers. */
  customerRestricted: boolean;
  flags: SystemFlags;
  priceLimits: Set<string>;
  showStockPrice: boolean;
  /** The titles of 扩展1-3 as the tenant names 自定义1..3 on 商品属性 (`propertyLabels`): the reports' columns of them. */
  extraTitles: readonly string[];
}

/** Users of a department and every department below it. */
async function departmentUsers(db: Kysely<Database>, tenantId: string, organizationId: number): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    with recursive orgs as (
      select o.id from organization o where o.tenant_id = ${tenantId} and o.id = ${organizationId} and not o.delete_flag
      union
      select o.id from organization o join orgs on o.parent_id = orgs.id where o.tenant_id = ${tenantId} and not o.delete_flag
    )
    select distinct r.user_id from orga_user_rel r join orgs on r.orga_id = orgs.id
    where r.tenant_id = ${tenantId} and not r.delete_flag`.execute(db);
  return rows.map((r) => String(r.user_id));
}

export async function reportScope(db: Kysely<Database>, session: Session, organizationId?: number): Promise<ReportScope> {
  const [data, flags, labels] = await Promise.all([loadDataScope(db, session), loadFlags(db, session.tenantId), propertyLabels(db, session.tenantId)]);
  let creators = data.creators;
  if (organizationId !== undefined) {
    const members = await departmentUsers(db, session.tenantId, organizationId);
    creators = creators ? creators.filter((c) => members.includes(c)) : members;
  }
  let depots: string[] | null = null;
  if (flags.depotRestricted) {
    const granted = await db
      .selectFrom('user_depot')
      .select('depot_id')
      .where('tenant_id', '=', session.tenantId)
      .where('user_id', '=', session.userId)
      .execute();
    depots = granted.map((g) => String(g.depot_id));
  }
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    creators,
    depots,
    customerRestricted: flags.customerRestricted,
    flags,
    priceLimits: data.priceLimits,
    showStockPrice: !data.priceLimits.has(STOCK_PRICE_MASK),
    // 制造商, the first of the labels, keeps its fixed title on the report screens.
    extraTitles: labels.slice(1),
  };
}

/** The depot set S of a report: the chosen depots within those the user may use; null = every depot. */
export function depotSet(scope: ReportScope, chosen: readonly (string | number)[] | undefined): string[] | null {
  const asked = chosen?.length ? chosen.map(String) : null;
  if (!scope.depots) return asked;
  return asked ? asked.filter((d) => scope.depots!.includes(d)) : scope.depots;
}

/** `<column> in S` (true for every depot); an empty set matches nothing. */
export function inDepots(column: string, depots: readonly string[] | null): RawBuilder<unknown> {
  if (depots === null) return sql`true`;
  if (depots.length === 0) return sql`false`;
  return sql`${sql.ref(column)} in (${sql.join(depots.map((d) => sql`${d}::bigint`))})`;
}

/** `<column>` is one of the scope's creators (true for everyone). */
export function byCreators(column: string, creators: readonly string[] | null): RawBuilder<unknown> {
  if (creators === null) return sql`true`;
  if (creators.length === 0) return sql`false`;
  return sql`${sql.ref(column)} in (${sql.join(creators.map((c) => sql`${c}::bigint`))})`;
}
