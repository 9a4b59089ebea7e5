import { sql, type Kysely } from 'kysely';
import type { BalanceSources } from '../../src/app/balance-sources.js';
import type { Database } from '../../src/db/schema.js';
import { accountMovements } from '../../src/modules/basic/account-balance.query.js';
import { accountDayDrift } from '../../src/modules/basic/account-day.repository.js';
import { partnerStatementDrift } from '../../src/modules/reports/partner-statement.repository.js';
import { stockDayDrift } from '../../src/modules/reports/stock-day.repository.js';
import { billDayDrift } from '../../src/modules/stock/bill-day.repository.js';
import { billLineDayDrift } from '../../src/modules/stock/bill-line-day.repository.js';

// What a crash must never leave behind, read straight from the database after the restart. Each finding counts the
// rows that break one rule; all of them are 0 on a sound database.

const count = async (db: Kysely<Database>, query: ReturnType<typeof sql>) => {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (${query}) q`.execute(db);
  return Number(rows[0]?.n ?? 0);
};

export async function crashFindings(db: Kysely<Database>, balances: BalanceSources, tenantId: string): Promise<Record<string, number>> {
  return {
    goodsBillWithoutLines: await count(
      db,
      sql`select 1 from depot_head h where not h.delete_flag
        and not exists (select 1 from depot_item i where i.tenant_id = h.tenant_id and i.header_id = h.id)`,
    ),
    lineWithoutHead: await count(
      db,
      sql`select 1 from depot_item i where not exists (select 1 from depot_head h where h.tenant_id = i.tenant_id and h.id = i.header_id)`,
    ),
    financeBillWithoutLines: await count(
      db,
      sql`select 1 from account_head h where not h.delete_flag
        and not exists (select 1 from account_item i where i.tenant_id = h.tenant_id and i.header_id = h.id)`,
    ),
    // Every line of a bill the storm posted (its remark is its Idempotency-Key) moved stock.
    postedLineWithoutMovement: await count(
      db,
      sql`select 1 from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
        where h.tenant_id = ${tenantId} and h.remark like 'crash-%'
          and not exists (select 1 from stock_movement m where m.tenant_id = i.tenant_id and m.bill_item_id = i.id)`,
    ),
    movementWithoutLine: await count(
      db,
      sql`select 1 from stock_movement m where m.bill_item_id is not null
        and not exists (select 1 from depot_item i where i.tenant_id = m.tenant_id and i.id = m.bill_item_id)`,
    ),
    stockNotLedger: await count(
      db,
      sql`select 1 from stock_current c
        full join (select tenant_id, material_id, depot_id, sum(quantity) as q from stock_movement group by 1, 2, 3) l
          on l.tenant_id = c.tenant_id and l.material_id = c.material_id and l.depot_id = c.depot_id
        where coalesce(c.quantity, 0) <> coalesce(l.q, 0)`,
    ),
    stockDayDrift: await stockDayDrift(db, tenantId),
    billDayDrift: await billDayDrift(db, tenantId),
    billLineDayDrift: await billLineDayDrift(db, tenantId),
    accountDayDrift: await accountDayDrift(db, tenantId),
    partnerStatementDrift: await partnerStatementDrift(db, tenantId),
    // The balance every screen shows (opening + the kept account days) against opening + every movement.
    accountBalanceNotRecomputed: await count(
      db,
      sql`select 1 from account a
        left join (select account_id, sum(amount) as s from (${accountMovements(balances, tenantId)}) m group by account_id) r on r.account_id = a.id
        left join (select account_id, sum(in_amount - out_amount) as s from account_day where tenant_id = ${tenantId} group by account_id) d
          on d.account_id = a.id
        where a.tenant_id = ${tenantId} and coalesce(r.s, 0) <> coalesce(d.s, 0)`,
    ),
    duplicateGoodsNumbers: await count(db, sql`select 1 from depot_head where not delete_flag group by tenant_id, number having count(*) > 1`),
    duplicateFinanceNumbers: await count(db, sql`select 1 from account_head where not delete_flag group by tenant_id, number having count(*) > 1`),
  };
}

/** How many bills carry each Idempotency-Key the storm used (its remark): exactly one each, or a request was lost or doubled. */
export async function billsPerKey(db: Kysely<Database>, tenantId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ remark: string; n: string }>`
    select remark, count(*) as n from (
      select remark from depot_head where tenant_id = ${tenantId} and remark like 'crash-%' and not delete_flag
      union all
      select remark from account_head where tenant_id = ${tenantId} and remark like 'crash-%' and not delete_flag
    ) b group by remark`.execute(db);
  return new Map(rows.map((r) => [r.remark, Number(r.n)]));
}
