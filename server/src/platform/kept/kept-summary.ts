import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A summary kept per tenant by database triggers (`account_day`, `bill_day`, `bill_line_day`, `partner_statement`) next to the SQL function that recomputes
 * it from the documents: what `drift` compares and `repair` writes back. A kept row whose figures are all zero equals a
 * missing one (its documents were deleted), so neither is counted as a difference.
 */
export interface KeptSummary {
  table: 'account_day' | 'bill_day' | 'bill_line_day' | 'partner_statement';
  /** `suanpan_…_recompute(tenant)`: the rows the documents give now. */
  recompute: string;
  /** The row's key after `tenant_id`, in the order postings (and the repair) write them. */
  keys: readonly string[];
  figures: readonly string[];
}

const list = (names: readonly string[], alias?: string) => sql.join(names.map((n) => sql.ref(alias ? `${alias}.${n}` : n)));

/** The kept rows that differ from the recomputation: key, and the recomputed figures (null when it has no such row). */
function diff(s: KeptSummary, tenantId: string): RawBuilder<unknown> {
  const keys = s.keys.map((k) => sql`coalesce(${sql.ref(`r.${k}`)}, ${sql.ref(`d.${k}`)}) as ${sql.ref(k)}`);
  const on = s.keys.map((k) => sql`${sql.ref(`d.${k}`)} = ${sql.ref(`r.${k}`)}`);
  const differs = s.figures.map((f) => sql`coalesce(${sql.ref(`r.${f}`)}, 0) <> coalesce(${sql.ref(`d.${f}`)}, 0)`);
  return sql`
    select ${sql.join(keys)}, ${list(s.figures, 'r')}
    from ${sql.raw(s.recompute)}(${tenantId}) r
    full join (select ${list([...s.keys, ...s.figures])} from ${sql.table(s.table)} where tenant_id = ${tenantId}) d
      on ${sql.join(on, sql` and `)}
    where ${sql.join(differs, sql` or `)}`;
}

/** How many kept rows differ from a recomputation (0 unless a row was changed outside the app). */
export async function keptDrift(db: Kysely<Database>, s: KeptSummary, tenantId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${diff(s, tenantId)}) d`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The repair: sets the tenant's kept rows to the recomputation and answers how many it changed. The table is locked
 * against writes first (postings wait for the repair), so no posting interleaves with it.
 */
export async function repairKept(trx: Kysely<Database>, s: KeptSummary, tenantId: string): Promise<number> {
  await sql`lock table ${sql.table(s.table)} in share row exclusive mode`.execute(trx);
  const set = s.figures.map((f) => sql`${sql.ref(f)} = excluded.${sql.ref(f)}`);
  const { rows } = await sql<{ n: string }>`
    with diff as (${diff(s, tenantId)}),
    fixed as (
      insert into ${sql.table(s.table)} (tenant_id, ${list([...s.keys, ...s.figures])})
      select ${tenantId}, ${list(s.keys)}, ${sql.join(s.figures.map((f) => sql`coalesce(${sql.ref(f)}, 0)`))} from diff
      order by ${list(s.keys)}
      on conflict (tenant_id, ${list(s.keys)}) do update set ${sql.join(set)}
    )
    select count(*) as n from diff`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
