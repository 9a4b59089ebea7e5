import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { BILL_KINDS } from './bill-kinds.js';

const ORDERS = Object.values(BILL_KINDS)
  .filter((k) => k.money === 'order')
  .map((k) => k.prefix);

/**
 * The one definition of what is still open on a bill `h`, used by posting (after every change that
 * moves it) and by the repairs 修正欠款 / 修正剩余订金 — so a repair can only ever find what something
 * outside the application changed.
 *
 * 最终欠款 (business-rules §8.4): the bill's debt less what finance documents settled against it;
 * finance (issue 7) subtracts its settled sum here and refreshes the bills a finance document touches.
 */
const LAST_DEBT = sql`h.debt`;

/**
 * 剩余订金 (business-rules §4.5): an order's deposit less the deposits its live downstream bills
 * deducted; deleted bills no longer count (the reference forgot to recompute on delete). 0 on other kinds.
 */
const LAST_DEPOSIT = sql`case when h.prefix in (${sql.join(ORDERS)}) then h.change_amount - coalesce((
  select sum(d.deposit) from depot_head d where d.tenant_id = h.tenant_id and d.link_head_id = h.id and not d.delete_flag), 0) else 0 end`;

export type Outstanding = 'lastDebt' | 'lastDeposit';

const COLUMNS = { lastDebt: ['last_debt', LAST_DEBT], lastDeposit: ['last_deposit', LAST_DEPOSIT] } as const;

/**
 * Recomputes the chosen figures of the given live bills in one statement and returns the bills whose
 * stored value was different (what a repair corrected; after posting, what the change moved).
 */
export async function refreshOutstanding(
  db: Kysely<Database>,
  tenantId: string,
  ids: ReadonlyArray<string | null | undefined>,
  which: readonly Outstanding[] = ['lastDebt', 'lastDeposit'],
): Promise<Array<{ id: string; number: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0 || which.length === 0) return [];
  const cols = which.map((w) => COLUMNS[w]);
  const { rows } = await sql<{ id: string; number: string }>`
    update depot_head h set ${sql.join(cols.map(([col, def]) => sql`${sql.ref(col)} = ${def}`))}
    where h.tenant_id = ${tenantId} and h.id in (${sql.join(wanted)}) and not h.delete_flag
      and (${sql.join(
        cols.map(([col, def]) => sql`h.${sql.ref(col)} is distinct from ${def}`),
        sql` or `,
      )})
    returning h.id, h.number`.execute(db);
  return rows;
}
