import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Ready for a distributed PostgreSQL (Citus) by tenant (docs/operations.md, "Distributing by tenant on Citus"): a
// table distributed by tenant_id needs every key it enforces to contain tenant_id, and keys that lead with it keep a
// tenant's rows and their references on one node. These checks read the migrated catalogue, so a new table or key
// that would block distribution fails here the day it is written.

/** Tables without tenant_id that tenant tables reference: Citus reference tables, copied to every node. */
const REFERENCE_TABLES = ['sys_function', 'tenant'];

/**
 * Unique indexes without tenant_id, each global on purpose; docs/operations.md says how each moves on a cluster
 * (login names and session tokens to tables of their own, the importer's source map stays on the coordinator).
 */
const GLOBAL_UNIQUE_INDEXES = ['app_user_login_name_uq', 'import_source_map_source_uq', 'user_session_token_hash_key'];

/** `c` (a pg_class row) is a tenant table: it has a tenant_id column. */
const HAS_TENANT_ID = sql`exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A constraint or index of a tenant table with its columns in key order. */
interface Key {
  table: string;
  name: string;
  columns: string[];
  referenced: string | null;
  referencedColumns: string[] | null;
  referencedHasTenant: boolean | null;
}

async function keys(kind: 'p' | 'f'): Promise<Key[]> {
  const { rows } = await sql<Key>`
    with tenant_table as (
      select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and ${HAS_TENANT_ID}
    )
    select t.relname as "table", k.conname as name,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, pos)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.pos) as columns,
      r.relname as referenced,
      case when k.confrelid = 0 then null else
        array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, pos)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.pos) end as "referencedColumns",
      case when k.confrelid = 0 then null else
        exists (select 1 from pg_attribute a where a.attrelid = k.confrelid and a.attname = 'tenant_id' and not a.attisdropped) end
        as "referencedHasTenant"
    from tenant_table t join pg_constraint k on k.conrelid = t.oid and k.contype = ${kind}
    left join pg_class r on r.oid = k.confrelid
    order by 1, 2`.execute(t.db);
  return rows;
}

describe('keys ready for distribution by tenant', () => {
  it('every tenant table has a primary key that leads with tenant_id', async () => {
    const { rows: tables } = await sql<{ table: string }>`
      select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and ${HAS_TENANT_ID}
      order by 1`.execute(t.db);
    const primary = await keys('p');
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.map((r) => r.table).filter((table) => !primary.some((k) => k.table === table))).toEqual([]);
    expect(primary.filter((k) => k.columns[0] !== 'tenant_id').map((k) => `${k.table}.${k.name}`)).toEqual([]);
  });

  it('every foreign key of a tenant table leads with tenant_id to the same tenant, or names a reference table', async () => {
    const foreign = await keys('f');
    expect(foreign.length).toBeGreaterThan(50);
    const withinTenant = foreign.filter((k) => k.referencedHasTenant);
    // Within a tenant: (tenant_id, …) → (tenant_id, …), so a row and what it names are on one node.
    expect(withinTenant.filter((k) => k.columns[0] !== 'tenant_id' || k.referencedColumns?.[0] !== 'tenant_id').map((k) => `${k.table}.${k.name}`)).toEqual([]);
    const toReference = [...new Set(foreign.filter((k) => !k.referencedHasTenant).map((k) => k.referenced))].sort();
    expect(toReference).toEqual(REFERENCE_TABLES);
  });

  it('a unique index of a tenant table includes tenant_id, but for the listed global ones', async () => {
    const { rows } = await sql<{ name: string }>`
      select i.relname as name from pg_index x
      join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class i on i.oid = x.indexrelid
      where n.nspname = current_schema() and x.indisunique
        and ${HAS_TENANT_ID}
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnum = any (x.indkey))
      order by 1`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(GLOBAL_UNIQUE_INDEXES);
  });
});
