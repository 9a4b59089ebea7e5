import { sql } from 'kysely';

// The account days (tenant, account, day, audited) a finance document moves, as rows for `lockAccountDays`. Finance
// counts status 1 as audited (migration 0028).

/** Saved: its accounts on its day and status; for an edit, also the days it moves as it stands. */
export function savedAccountDays(tenantId: string, existingId: string | undefined, accountIds: ReadonlyArray<string | null>, billTime: string, status: string) {
  const accounts = accountIds.filter((a): a is string => a !== null);
  const stands = existingId ? sql`union ${standingAccountDays(tenantId, [existingId])}` : sql``;
  return sql`select ${tenantId}::bigint, unnest(${accounts}::bigint[]), ${billTime}::timestamp::date, ${status === '1'}::boolean ${stands}`;
}

/** As documents `ids` stand: their head accounts' and their live lines'. */
export function standingAccountDays(tenantId: string, ids: readonly string[]) {
  return sql`select h.tenant_id, a.account_id, h.bill_time::date, h.status = '1'
    from account_head h
    cross join lateral (select h.account_id
      union select i.account_id from account_item i where i.tenant_id = h.tenant_id and i.header_id = h.id and not i.delete_flag) a(account_id)
    where h.tenant_id = ${tenantId} and h.id in (${sql.join([...ids])})`;
}
