// Damage a loaded small company in one named way, as real jshERP databases are damaged: a table or column missing
// (an older or trimmed schema), rows jshERP only "checks in code" and so can hold twice (barcode, login name, bill
// number), lines pointing at nothing, stock driven negative while 负库存 was on and later switched off, a bill of a
// kind jshERP does not know. (More dirt, combinable with these: dirt.ts.) Each returns
// where the damage is, so a test can expect the importer's message to name that table and row.
import type { Pool, ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { COMPANIES } from './company-spec.js';
import type { JshDatabase } from './jsh-database.js';

export type SourceDamage =
  | 'missingTable'
  | 'missingColumn'
  | 'duplicateBarcode'
  | 'duplicateLogin'
  | 'duplicateBillNumber'
  | 'orphanLine'
  | 'unknownProduct'
  | 'orphanLinks'
  | 'negativeStock'
  | 'unknownBillKind';

export interface Damage {
  damage: SourceDamage;
  table: string;
  column?: string;
  /** The offending row (the one added or changed). */
  id?: number;
  tenantId?: number;
}

const [A, B] = COMPANIES.map((c) => c.ownerId) as [number, number];
const TOWEL = '6920000000020';
const GIFT = '6920000000060';

async function one(pool: Pool, sql: string, params: unknown[]): Promise<RowDataPacket> {
  const [rows] = await pool.query<RowDataPacket[]>(sql, params);
  if (!rows[0]) throw new Error(`breakSource: nothing found for ${sql}`);
  return rows[0];
}

async function insert(pool: Pool, sql: string, params: unknown[]): Promise<number> {
  const [result] = await pool.query<ResultSetHeader>(sql, params);
  return result.insertId;
}

const extendOf = (pool: Pool, code: string, tenant: number) =>
  one(pool, "SELECT * FROM jsh_material_extend WHERE bar_code = ? AND tenant_id = ? AND delete_Flag = '0'", [code, tenant]);

const DAMAGES: Record<SourceDamage, (pool: Pool) => Promise<Damage>> = {
  missingTable: async (pool) => {
    await pool.query('DROP TABLE jsh_material_extend');
    return { damage: 'missingTable', table: 'jsh_material_extend' };
  },
  missingColumn: async (pool) => {
    await pool.query('ALTER TABLE jsh_depot_item DROP COLUMN basic_number');
    return { damage: 'missingColumn', table: 'jsh_depot_item', column: 'basic_number' };
  },
  // The gift box gets a second barcode row carrying the towel's live barcode.
  duplicateBarcode: async (pool) => {
    const gift = await extendOf(pool, GIFT, A);
    const id = await insert(
      pool,
      `INSERT INTO jsh_material_extend (material_id, bar_code, commodity_unit, purchase_decimal, commodity_decimal, wholesale_decimal, default_flag, tenant_id, delete_Flag)
       VALUES (?, ?, '套', 20, 40, 35, '0', ?, '0')`,
      [gift.material_id, TOWEL, A],
    );
    return { damage: 'duplicateBarcode', table: 'jsh_material_extend', id, tenantId: A };
  },
  // Tenant B gets a live user with a login name tenant A already uses (unique across tenants in jshERP).
  duplicateLogin: async (pool) => {
    const login = COMPANIES[0]!.staff[0]!.login;
    const id = await insert(
      pool,
      "INSERT INTO jsh_user (username, login_name, password, ismanager, isystem, status, tenant_id, delete_flag) VALUES ('重名用户', ?, MD5('123456'), 1, 0, 0, ?, '0')",
      [login, B],
    );
    return { damage: 'duplicateLogin', table: 'jsh_user', id, tenantId: B };
  },
  // Tenant A's second purchase receipt takes the first one's number.
  duplicateBillNumber: async (pool) => {
    const [first, second] = (
      await pool.query<RowDataPacket[]>("SELECT id, number FROM jsh_depot_head WHERE tenant_id = ? AND sub_type = '采购' AND delete_flag = '0' ORDER BY id", [
        A,
      ])
    )[0];
    await pool.query('UPDATE jsh_depot_head SET number = ? WHERE id = ?', [first!.number, second!.id]);
    return { damage: 'duplicateBillNumber', table: 'jsh_depot_head', id: Number(second!.id), tenantId: A };
  },
  // A bill of a kind jshERP never made (a plugin's, or a hand edit): there is no way to read what it did.
  unknownBillKind: async (pool) => {
    const bill = await one(pool, "SELECT id FROM jsh_depot_head WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1", [A]);
    await pool.query("UPDATE jsh_depot_head SET sub_type = '神秘' WHERE id = ?", [bill.id]);
    return { damage: 'unknownBillKind', table: 'jsh_depot_head', id: Number(bill.id), tenantId: A };
  },
  // A copy of a live line whose header does not exist.
  orphanLine: async (pool) => ({ damage: 'orphanLine', table: 'jsh_depot_item', id: await copyLine(pool, 'header_id', 999_999), tenantId: A }),
  // A copy of a live line naming a product and barcode that do not exist.
  unknownProduct: async (pool) => ({ damage: 'unknownProduct', table: 'jsh_depot_item', id: await copyLine(pool, 'material_id', 999_999), tenantId: A }),
  // Links to rows that are gone, as years of deleting users, roles and depots leave them: a department membership and
  // a user–role link of user 999999, the menus of role 999998, a depot grant naming depot 999997.
  orphanLinks: async (pool) => {
    const orga = await one(pool, 'SELECT id FROM jsh_organization WHERE tenant_id = ? ORDER BY id LIMIT 1', [A]);
    const id = await insert(pool, "INSERT INTO jsh_orga_user_rel (orga_id, user_id, tenant_id, delete_flag) VALUES (?, 999999, ?, '0')", [orga.id, A]);
    await pool.query(
      `INSERT INTO jsh_user_business (type, key_id, value, btn_str, tenant_id, delete_flag) VALUES
       ('UserRole', '999999', '[4]', NULL, ?, '0'), ('RoleFunctions', '999998', '[1]', NULL, ?, '0'), ('UserDepot', ?, '[999997]', NULL, ?, '0')`,
      [A, A, String(A), A],
    );
    return { damage: 'orphanLinks', table: 'jsh_orga_user_rel', id, tenantId: A };
  },
  // An audited 其它出库 of 1000 towels from the main depot, saved while 负库存 was on; the cache follows it.
  negativeStock: async (pool) => {
    const towel = await extendOf(pool, TOWEL, A);
    const depot = await one(pool, "SELECT id FROM jsh_depot WHERE tenant_id = ? AND is_default = 1 AND delete_Flag = '0'", [A]);
    await pool.query("UPDATE jsh_sequence SET current_val = current_val + 1 WHERE seq_name = 'depot_number_seq'");
    const seq = await one(pool, "SELECT current_val FROM jsh_sequence WHERE seq_name = 'depot_number_seq'", []);
    const number = `QTCK${String(seq.current_val).padStart(11, '0')}`;
    const id = await insert(
      pool,
      `INSERT INTO jsh_depot_head (type, sub_type, default_number, number, create_time, oper_time, creator, total_price, pay_type, status, purchase_status, source, tenant_id, delete_flag)
       VALUES ('出库', '其它', ?, ?, '2026-11-10 10:00:30', '2026-11-10 10:00:00', ?, 8000, '现付', '1', '0', '0', ?, '0')`,
      [number, number, A, A],
    );
    await pool.query(
      `INSERT INTO jsh_depot_item (header_id, material_id, material_extend_id, material_unit, oper_number, basic_number, unit_price, all_price, depot_id, tenant_id, delete_flag)
       VALUES (?, ?, ?, '条', 1000, 1000, 8, 8000, ?, ?, '0')`,
      [id, towel.material_id, towel.id, depot.id, A],
    );
    await pool.query(
      "UPDATE jsh_material_current_stock SET current_number = current_number - 1000 WHERE material_id = ? AND depot_id = ? AND tenant_id = ? AND delete_flag = '0'",
      [towel.material_id, depot.id, A],
    );
    return { damage: 'negativeStock', table: 'jsh_depot_head', id, tenantId: A };
  },
};

/** Copies tenant A's first live line with one column changed; returns the copy's id. */
async function copyLine(pool: Pool, column: 'header_id' | 'material_id', value: number): Promise<number> {
  const line = await one(pool, "SELECT * FROM jsh_depot_item WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1", [A]);
  const { id: _id, ...copy } = line;
  return insert(pool, 'INSERT INTO jsh_depot_item SET ?', [{ ...copy, [column]: value, ...(column === 'material_id' ? { material_extend_id: value } : {}) }]);
}

export function breakSource(db: Pick<JshDatabase, 'pool'>, damage: SourceDamage): Promise<Damage> {
  return DAMAGES[damage](db.pool);
}

/** The source's URL with a password root does not have (MariaDB refuses it: Access denied). */
export const wrongPasswordUrl = (db: Pick<JshDatabase, 'name'>) => `mysql://root:wrong-password@127.0.0.1:3306/${db.name}`;

/** A URL where nothing listens (port 1 is never MariaDB's). */
export const unreachableUrl = (db: Pick<JshDatabase, 'name'>) => `mysql://root@127.0.0.1:1/${db.name}`;
