// Each named damage leaves the loaded source broken in exactly that way (and the URLs for the connection
// failures fail as promised), so the importer's bad-source tests start from what they think they start from.
import mysql, { type RowDataPacket } from 'mysql2/promise';
import { afterEach, describe, expect, it } from 'vitest';
import { breakSource, type Damage, type SourceDamage, unreachableUrl, wrongPasswordUrl } from './break-source.js';
import { createJshDatabase, type JshDatabase } from './jsh-database.js';
import { createJshSchema } from './jsh-schema.js';
import { STOCK_BY_PAIR } from './reference-sql.js';
import { loadSmallCompany } from './small-company.js';

let db: JshDatabase | undefined;

afterEach(async () => {
  await db?.drop();
  db = undefined;
});

async function broken(damage: SourceDamage): Promise<[Damage, (sql: string, params?: unknown[]) => Promise<RowDataPacket[]>]> {
  db = await createJshDatabase();
  await createJshSchema(db);
  await loadSmallCompany(db);
  const pool = db.pool;
  const query = async (sql: string, params: unknown[] = []) => (await pool.query<RowDataPacket[]>(sql, params))[0];
  return [await breakSource(db, damage), query];
}

describe('breakSource', () => {
  it('drops a table or a column', async () => {
    const [table, query] = await broken('missingTable');
    expect(await query('SHOW TABLES LIKE ?', [table.table])).toEqual([]);
    await db!.drop();
    const [column, again] = await broken('missingColumn');
    const left = await again('SELECT column_name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? AND column_name = ?', [
      column.table,
      column.column,
    ]);
    expect([column.table, left]).toEqual(['jsh_depot_item', []]);
  });

  it.each([
    [
      'duplicateBarcode',
      "SELECT COUNT(*) AS n FROM jsh_material_extend e JOIN jsh_material_extend d ON d.id = ? WHERE e.delete_Flag = '0' AND e.tenant_id = d.tenant_id AND e.bar_code = d.bar_code",
    ],
    ['duplicateLogin', "SELECT COUNT(*) AS n FROM jsh_user u JOIN jsh_user d ON d.id = ? WHERE u.delete_flag = '0' AND u.login_name = d.login_name"],
    [
      'duplicateBillNumber',
      "SELECT COUNT(*) AS n FROM jsh_depot_head h JOIN jsh_depot_head d ON d.id = ? WHERE h.delete_flag = '0' AND h.tenant_id = d.tenant_id AND h.number = d.number",
    ],
  ] as const)('%s: two live rows share a key jshERP only checks in code', async (damage, countSql) => {
    const [where, query] = await broken(damage);
    const [row] = await query(countSql, [where.id]);
    expect(Number(row!.n)).toBe(2);
  });

  it('orphanLine and unknownProduct: a line points at a header or a product that does not exist', async () => {
    const [orphan, query] = await broken('orphanLine');
    const [line] = await query('SELECT (SELECT COUNT(*) FROM jsh_depot_head h WHERE h.id = i.header_id) AS heads FROM jsh_depot_item i WHERE i.id = ?', [
      orphan.id,
    ]);
    expect(Number(line!.heads)).toBe(0);
    await db!.drop();
    const [unknown, again] = await broken('unknownProduct');
    const [other] = await again(
      'SELECT (SELECT COUNT(*) FROM jsh_material m WHERE m.id = i.material_id) AS products, (SELECT COUNT(*) FROM jsh_depot_head h WHERE h.id = i.header_id) AS heads FROM jsh_depot_item i WHERE i.id = ?',
      [unknown.id],
    );
    expect([Number(other!.products), Number(other!.heads)]).toEqual([0, 1]);
  });

  it('negativeStock: an audited issue drives the towel negative, the cache agreeing with jshERP’s formula', async () => {
    const [where, query] = await broken('negativeStock');
    const [cache] = await query('SELECT MIN(current_number) AS low FROM jsh_material_current_stock WHERE tenant_id = ?', [where.tenantId]);
    expect(Number(cache!.low)).toBe(-955);
    const recomputed = await query(STOCK_BY_PAIR, [where.tenantId, 0, where.tenantId]);
    expect(Math.min(...recomputed.map((r) => Number(r.n)))).toBe(-955);
    const [config] = await query('SELECT minus_stock_flag FROM jsh_system_config WHERE tenant_id = ?', [where.tenantId]);
    expect(config!.minus_stock_flag).toBe('0');
  });

  it('gives URLs with a wrong password and with nothing listening', async () => {
    db = await createJshDatabase();
    await expect(mysql.createConnection(wrongPasswordUrl(db))).rejects.toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
    await expect(mysql.createConnection(unreachableUrl(db))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
