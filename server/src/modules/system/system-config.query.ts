import { columnOf, systemConfigContract } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { toApiRow } from '../../platform/resource/row-mapping.js';

/** The tenant's live system configuration in the API shape, or null when it has saved none. */
export async function currentSystemConfig(db: Kysely<Database>, tenantId: string): Promise<Row | null> {
  const fields = systemConfigContract.fields;
  const row = await db
    .selectFrom('system_config')
    .select([sql<string>`id`.as('id'), ...Object.entries(fields).map(([k, f]) => sql`${sql.ref(columnOf(k, f))}`.as(k))])
    .where('tenant_id', '=', tenantId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  return row ? toApiRow(fields, row as Record<string, unknown>) : null;
}
