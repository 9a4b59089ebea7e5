import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScoped, type Db } from '../../src/db/database.js';
import { withTenant } from '../../src/db/tenant-db.js';
import { registerTenant, unique, userOf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Tenant isolation by construction (migration 0018, db/tenant-db.ts): every tenant table is under row-level security,
// and the handle request handlers get sees and writes only the rows of the tenant it acts for.

let t: TestApp;
let scoped: Db;
let a: string;
let b: string;

beforeAll(async () => {
  t = await createTestApp();
  scoped = tenantScoped(t.db);
  a = (await userOf(t, 'jsh')).tenantId;
  b = (await registerTenant(t, unique('rls'))).tenantId;
});
afterAll(async () => t.close());

describe('row-level security', () => {
  it('covers every table with a tenant_id column: enabled, forced, with the tenant policy', async () => {
    const { rows } = await sql<{ table: string; enabled: boolean; forced: boolean; policy: string | null }>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        (select p.polname from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_rows') as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`.execute(t.db);
    expect(rows.length).toBeGreaterThan(30);
    const unprotected = rows.filter((r) => !r.enabled || !r.forced || r.policy !== 'tenant_rows').map((r) => r.table);
    // A new tenant table's migration calls suanpan_isolate_tenant_table('<table>').
    expect(unprotected).toEqual([]);
  });

  it('the tenant-scoped handle reads only its tenant, whatever the query asks for', async () => {
    const tenants = async (tenantId: string) =>
      withTenant(tenantId, async () => (await scoped.selectFrom('app_user').select('tenant_id').distinct().execute()).map((r) => r.tenant_id));
    expect(await tenants(a)).toEqual([a]);
    expect(await tenants(b)).toEqual([b]);
    // Package roles are the platform's templates, which permission checks read.
    const roles = await withTenant(a, () => scoped.selectFrom('role').select('tenant_id').distinct().execute());
    expect(roles.map((r) => r.tenant_id).sort()).toEqual(['0', a].sort());
  });

  it("refuses to write another tenant's rows, and to run outside a tenant scope", async () => {
    const insert = () =>
      scoped
        .insertInto('person')
        .values({ tenant_id: a, name: unique('越界'), type: '销售员' })
        .execute();
    await expect(withTenant(b, insert)).rejects.toThrow(/row-level security/);
    const updated = await withTenant(b, () => scoped.updateTable('person').set({ name: '改' }).where('tenant_id', '=', a).executeTakeFirst());
    expect(updated.numUpdatedRows).toBe(0n);
    await expect(insert()).rejects.toThrow(/outside a tenant scope/);
  });

  it('keeps concurrent scopes apart, transactions included', async () => {
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        withTenant(i % 2 ? a : b, async () => {
          const inTrx = await scoped.transaction().execute(async (trx) => {
            await sql`select pg_sleep(0.001)`.execute(trx);
            return trx.selectFrom('person').select('tenant_id').distinct().execute();
          });
          const plain = await scoped.selectFrom('app_user').select('tenant_id').distinct().execute();
          return [...inTrx, ...plain].every((r) => r.tenant_id === (i % 2 ? a : b));
        }),
      ),
    );
    expect(seen).toEqual(Array(12).fill(true));
    // The system handle is not affected by what the scoped one did last.
    const all = await t.db.selectFrom('app_user').select('tenant_id').distinct().execute();
    expect(all.length).toBeGreaterThanOrEqual(3);
  });
});
