import { sql } from 'kysely';
import { depotAllowed, type UserScope } from '../../app/auth/user-scope.js';

/**
 * Where a product's stock is read: one depot (the route has checked the grant), else every depot the viewer may use
 * — under 分配仓库权限 a clerk's total leaves out the depots not granted to them — or, with no viewer, all of them.
 */
export interface StockIn {
  depotId?: number | undefined;
  viewer?: UserScope | undefined;
}

/** The condition on `alias.depot_id` that keeps the rows of the depots StockIn says (`and …`, or nothing). */
export function depotFilter(alias: string, at: StockIn) {
  if (at.depotId) return sql`and ${sql.ref(`${alias}.depot_id`)} = ${at.depotId}`;
  return at.viewer?.depotRestricted ? sql`and ${depotAllowed(at.viewer, `${alias}.depot_id`)}` : sql``;
}
