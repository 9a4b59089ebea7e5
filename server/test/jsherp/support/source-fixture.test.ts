// The jshERP source fixture itself: its schema matches the data model, its rows are what the facts say, and it
// leaves no database behind.
import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJshDatabase, type JshDatabase } from './jsh-database.js';
import { createJshSchema, deleteColumn, JSH_TABLES } from './jsh-schema.js';
import { loadSmallCompany } from './small-company.js';
import { md5 } from './source-rows.js';
import type { SmallCompanyFacts } from './small-company-facts.js';

let db: JshDatabase;
let facts: SmallCompanyFacts;

async function query(sql: string, params: unknown[] = []): Promise<RowDataPacket[]> {
  const [rows] = await db.pool.query<RowDataPacket[]>(sql, params);
  return rows;
}

beforeAll(async () => {
  db = await createJshDatabase();
  await createJshSchema(db);
  facts = await loadSmallCompany(db);
});

afterAll(async () => {
  await db?.drop();
});

describe('jshERP source fixture', () => {
  it('creates every table of the data model, with jshERP column types', async () => {
    const tables = (await query('SHOW TABLES')).map((row) => String(Object.values(row)[0]));
    expect(tables.sort()).toEqual(JSH_TABLES.map((t) => t.name).sort());
    expect(tables).toHaveLength(32);
    const columns = await query(
      `SELECT table_name AS t, column_name AS c, column_type AS type FROM information_schema.columns
        WHERE table_schema = ? AND (table_name, column_name) IN
          (('jsh_depot_item', 'basic_number'), ('jsh_unit', 'ratio'), ('jsh_depot', 'is_default'), ('jsh_user', 'id'))`,
      [db.name],
    );
    expect(Object.fromEntries(columns.map((r) => [`${r.t}.${r.c}`, r.type]))).toEqual({
      'jsh_depot_item.basic_number': 'decimal(24,6)',
      'jsh_unit.ratio': 'decimal(24,3)',
      'jsh_depot.is_default': 'bit(1)',
      'jsh_user.id': 'bigint(20)',
    });
  });

  it('holds, per tenant and table, the live rows the facts count', async () => {
    for (const tenant of facts.tenants) {
      for (const [table, expected] of Object.entries(tenant.counts)) {
        const flag = deleteColumn(JSH_TABLES.find((t) => t.name === table)!);
        const live = flag ? `AND (${flag} IS NULL OR ${flag} <> '1')` : '';
        const [row] = await query(`SELECT COUNT(*) AS n FROM ?? WHERE tenant_id = ? ${live}`, [table, tenant.tenantId]);
        expect([table, Number(row!.n)]).toEqual([table, expected]);
      }
    }
    expect(facts.tenants.map((t) => t.tenantId)).toEqual([63, 145]);
    expect(facts.globalCounts).toMatchObject({ jsh_function: 65, jsh_platform_config: 23, jsh_role: 2 });
  });

  it('keeps jshERP conventions: owner id = tenant id, md5 passwords, relation strings, soft-deleted rows', async () => {
    for (const tenant of facts.tenants) {
      const [owner] = await query('SELECT id, tenant_id FROM jsh_user WHERE login_name = ?', [tenant.logins[0]!.login]);
      expect([owner!.id, owner!.tenant_id]).toEqual([String(tenant.tenantId), String(tenant.tenantId)]);
      for (const login of tenant.logins) {
        const [user] = await query('SELECT password FROM jsh_user WHERE login_name = ? AND delete_flag = ?', [login.login, '0']);
        expect(user!.password).toBe(md5(login.password));
      }
      const [grant] = await query("SELECT value FROM jsh_user_business WHERE type = 'UserDepot' AND key_id = ?", [String(tenant.tenantId)]);
      expect(grant!.value).toBe(`[${tenant.ids.depots.main}][${tenant.ids.depots.branch}]`);
      const deleted = await query("SELECT login_name FROM jsh_user WHERE tenant_id = ? AND delete_flag = '1'", [tenant.tenantId]);
      expect(deleted.map((r) => r.login_name)).toEqual(tenant.deletedLogins);
    }
    // A soft-deleted product's barcode is re-used by a live one in the same tenant.
    const reused = await query(
      "SELECT tenant_id, GROUP_CONCAT(delete_Flag ORDER BY delete_Flag) AS flags FROM jsh_material_extend WHERE bar_code = '6920000000070' GROUP BY tenant_id",
    );
    expect(reused.map((r) => r.flags)).toEqual(['0,1', '0,1']);
  });

  it('drops its database, twice without harm', async () => {
    const other = await createJshDatabase();
    await other.drop();
    await other.drop();
    expect(await query('SHOW DATABASES LIKE ?', [other.name])).toEqual([]);
  });
});
