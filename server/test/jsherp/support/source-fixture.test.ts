// The jshERP source fixture itself: its schema matches the data model, its rows are what the facts say, and it
// leaves no database behind.
import { Decimal } from 'decimal.js';
import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJshDatabase, type JshDatabase } from './jsh-database.js';
import { createJshSchema, deleteColumn, JSH_TABLES } from './jsh-schema.js';
import { GOODS_KINDS, type GoodsKindName } from './jsh-kinds.js';
import { ACCOUNT_BALANCE, LOWEST_RUNNING_STOCK, PARTNER_BY_LAST_DEBT, STOCK_BY_PAIR } from './reference-sql.js';
import { loadSmallCompany } from './small-company.js';
import type { SmallCompanyFacts, TenantFacts } from './small-company-facts.js';
import { md5 } from './source-rows.js';

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

  it('caches the stock jshERP computes: opening + signed lines (audited only under 强审核), never negative on the way', async () => {
    for (const tenant of facts.tenants) {
      const params = [tenant.tenantId, tenant.forceApproval ? 1 : 0, tenant.tenantId];
      const cached = await query("SELECT material_id, depot_id, current_number FROM jsh_material_current_stock WHERE tenant_id = ? AND delete_flag = '0'", [
        tenant.tenantId,
      ]);
      const recomputed = await query(STOCK_BY_PAIR, params);
      const asMap = (rows: RowDataPacket[], column: string) =>
        Object.fromEntries(rows.map((r) => [`${r.material_id}@${r.depot_id}`, new Decimal(String(r[column])).toFixed()]));
      const expected = Object.fromEntries(tenant.stock.map((s) => [`${s.materialId}@${s.depotId}`, s.number]));
      expect(asMap(cached, 'current_number')).toEqual(expected);
      expect(asMap(recomputed, 'n')).toEqual(expected);
      // jshERP refuses an issue beyond stock (负库存 off): replayed in saving order, no pair ever dips below zero.
      const [lowest] = await query(LOWEST_RUNNING_STOCK, params);
      expect(Number(lowest!.low)).toBeGreaterThanOrEqual(0);
    }
    const water = (t: TenantFacts) => t.stock.filter((s) => s.barcode === '6920000000011').map((s) => s.number);
    // Tenant A counts its draft 其它出库 of 3 bottles; tenant B (强审核, quantities doubled) does not.
    expect(facts.tenants.map(water)).toEqual([
      ['108', '30'],
      ['222', '60'],
    ]);
  });

  it('states account balances, partner balances and bill totals that the rows bear out', async () => {
    for (const tenant of facts.tenants) {
      const force = tenant.forceApproval ? 1 : 0;
      for (const account of tenant.accounts) {
        const [row] = await query(ACCOUNT_BALANCE, [force, force, force, force, account.accountId]);
        expect([account.name, new Decimal(String(row!.balance)).toFixed()]).toEqual([account.name, account.balance]);
      }
      for (const partner of tenant.partners) {
        const [row] = await query(PARTNER_BY_LAST_DEBT, [partner.partnerId, partner.partnerId, partner.partnerId]);
        expect([partner.name, new Decimal(String(row!.balance)).toFixed()]).toEqual([partner.name, partner.balance]);
      }
      const kinds = await query(
        `SELECT type, sub_type, COUNT(*) AS n, SUM(ABS(total_price)) AS total FROM jsh_depot_head
          WHERE tenant_id = ? AND delete_flag = '0' GROUP BY type, sub_type`,
        [tenant.tenantId],
      );
      const byKind = Object.fromEntries(kinds.map((k) => [`${k.type}/${k.sub_type}`, [Number(k.n), new Decimal(String(k.total)).toFixed()]]));
      const expected = Object.fromEntries(
        Object.entries(tenant.bills).map(([name, b]) => [
          `${GOODS_KINDS[name as GoodsKindName].type}/${GOODS_KINDS[name as GoodsKindName].subType}`,
          [b.count, b.total],
        ]),
      );
      expect(byKind).toEqual(expected);
    }
    const [a, b] = facts.tenants;
    expect(a!.accounts.map((x) => x.balance)).toEqual(['162', '4030.3']);
    expect(a!.partners.map((x) => x.balance)).toEqual(['500', '2161', '300', '1995']);
    expect(a!.members.map((x) => x.advance)).toEqual(['470', '0']);
    // Tenant B doubles every amount; under 强审核 its draft 付款 of 2000 does not leave the bank (but still settles).
    expect(b!.partners.map((x) => x.balance)).toEqual(['200', '4322', '100', '3990']);
  });

  it('links orders to their bills and rolls their status up as jshERP does', async () => {
    const statuses = await query(
      "SELECT sub_type, status, last_deposit FROM jsh_depot_head WHERE tenant_id = ? AND sub_type IN ('请购单', '采购订单', '销售订单') ORDER BY id",
      [facts.tenants[0]!.tenantId],
    );
    expect(statuses.map((r) => [r.sub_type, r.status, new Decimal(String(r.last_deposit ?? 0)).toFixed()])).toEqual([
      ['请购单', '2', '0'],
      ['采购订单', '3', '0'],
      ['销售订单', '2', '0'],
    ]);
    const serials = await query('SELECT serial_number, is_sell FROM jsh_serial_number WHERE tenant_id = ? ORDER BY id', [facts.tenants[0]!.tenantId]);
    expect(serials.map((r) => `${r.serial_number}:${r.is_sell}`)).toEqual(['SN-0001:1', 'SN-0002:0', 'SN-0003:0', 'SN-0004:0']);
  });

  it('numbers bills from one global sequence, keeps batches and serials as the facts say', async () => {
    const numbers = await query(
      'SELECT number AS n, tenant_id, delete_flag FROM jsh_depot_head UNION ALL SELECT bill_no, tenant_id, delete_flag FROM jsh_account_head',
    );
    expect(numbers.every((r) => /^[A-Z]{2,4}\d{11}$/.test(String(r.n)))).toBe(true);
    const [sequence] = await query("SELECT current_val FROM jsh_sequence WHERE seq_name = 'depot_number_seq'");
    expect(Number(sequence!.current_val)).toBe(Math.max(...numbers.map((r) => Number(String(r.n).slice(-11)))));
    for (const tenant of facts.tenants) {
      const serials = await query("SELECT serial_number, is_sell FROM jsh_serial_number WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id", [
        tenant.tenantId,
      ]);
      expect(serials.map((r) => [r.serial_number, r.is_sell === '1'])).toEqual(tenant.serials.map((x) => [x.serial, x.sold]));
    }
    // Milk: 50 received, 5 returned to the supplier, 10 on tenant A's draft sale — which tenant B (强审核) does not count.
    expect(facts.tenants.map((t) => t.batches.map((b) => `${b.batch}:${b.number}`))).toEqual([['B20261001:35'], ['B20261001:90']]);
  });

  it('drops its database, twice without harm', async () => {
    const other = await createJshDatabase();
    await other.drop();
    await other.drop();
    expect(await query('SHOW DATABASES LIKE ?', [other.name])).toEqual([]);
  });
});
