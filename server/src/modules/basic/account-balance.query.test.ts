import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { summarySql } from '../../platform/list/list-summary.js';
import { withAccountBalances } from './account-balance.query.js';

// Compiles only: no database behind it.
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('withAccountBalances', () => {
  it("reads an account's days once for both 合计 figures (本月发生额 and 当前余额 in one pass)", () => {
    const { base, totals } = withAccountBalances('1', sql`select * from account where tenant_id = 1`);
    const statement = sql`select ${summarySql(totals)} from (${base}) b`.compile(db).sql;
    expect(totals.map((c) => c.key)).toEqual(['thisMonthAmount', 'currentAmount']);
    expect(statement.match(/from account_day/g)).toHaveLength(1);
  });
});
