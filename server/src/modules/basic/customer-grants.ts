import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * New customers are granted to their creator and to the tenant owner (business-rules §14.4), so
 * switching on 分配客户权限 never hides a customer from the people who made it. Set-based: one
 * statement for any number of new customers.
 */
export async function grantNewCustomers(db: Kysely<Database>, tenantId: string, creatorId: string, customerIds: readonly string[]): Promise<void> {
  if (customerIds.length === 0) return;
  await sql`
    insert into user_customer (tenant_id, user_id, supplier_id)
    select ${tenantId}, u.user_id, c.id
    from (select ${creatorId}::bigint as user_id union select owner_user_id from tenant where id = ${tenantId} and owner_user_id is not null) u
    cross join (select unnest(${sql.val(customerIds.map(String))}::bigint[]) as id) c
    on conflict do nothing`.execute(db);
}
