import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The enabled live persons (经手人) of one type, in picker order. */
export async function personsOfType(db: Kysely<Database>, tenantId: string, type: string): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .selectFrom('person')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('enabled', '=', true)
    .where('delete_flag', '=', false)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
