import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A stored bill header, as the lifecycle services need it. */
export interface HeadRow {
  id: string;
  prefix: string;
  number: string;
  status: string;
  purchase_status: string;
  oper_time: string;
  creator: string;
  link_head_id: string | null;
  stock_applied: boolean;
  close_reason: string | null;
  remark: string | null;
}

/** Live bills by id, locked for the rest of the transaction (ordered by id against deadlocks). */
export async function lockHeads(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<HeadRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('depot_head')
    .select(['id', 'prefix', 'number', 'status', 'purchase_status', 'oper_time', 'creator', 'link_head_id', 'stock_applied', 'close_reason', 'remark'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('delete_flag', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Inserts a header whose number comes from the (tenant, prefix) counter in the same statement, so the
 * hot counter row is locked one round trip later than a separate increment would.
 */
export async function insertHeadNumbered(
  db: Kysely<Database>,
  values: Record<string, unknown>,
  tenantId: string,
  prefix: string,
): Promise<{ id: string; number: string }> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: string; number: string }>`
    with n as (
      insert into bill_sequence (tenant_id, prefix, current_val) values (${tenantId}, ${prefix}, 1)
      on conflict (tenant_id, prefix) do update set current_val = bill_sequence.current_val + 1 returning current_val
    )
    insert into depot_head (${sql.join(cols.map((c) => sql.ref(c)))}, number)
    values (${sql.join(cols.map((c) => sql`${values[c] as string}`))}, (select ${prefix} || lpad(n.current_val::text, 11, '0') from n))
    returning id, number`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('bill header not inserted');
  return { id: String(row.id), number: row.number };
}

export async function numberTaken(db: Kysely<Database>, tenantId: string, number: string, exceptId: string | undefined): Promise<boolean> {
  const hit = await db
    .selectFrom('depot_head')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('number', '=', number)
    .where('delete_flag', '=', false)
    .where('id', '<>', exceptId ?? '0')
    .executeTakeFirst();
  return hit !== undefined;
}
