// The dirt of issue 35 item 1 a real jshERP database collects, each applied to tenant A of a loaded small company in
// one named way that leaves jshERP's own figures as they were (or moves its cache with them, as jshERP would): every
// damage can be combined with every other, so a property test can apply any mix of them.
import type { Pool, PoolConnection, RowDataPacket } from 'mysql2/promise';
import { COMPANIES } from './company-spec.js';

export type Dirt =
  | 'settledBillGone'
  | 'ownerGone'
  | 'duplicateFinanceNumber'
  | 'straySpaces'
  | 'nullDates'
  | 'emptyNumbers'
  | 'headerTotals'
  | 'oddCharacters'
  | 'longText'
  | 'goneReferences';

export interface Dirtied {
  table: string;
  /** The row dirtied (the first, when several are). */
  id: number;
  tenantId: number;
}

const A = COMPANIES[0]!.ownerId;

async function ids(pool: Pool | PoolConnection, sql: string, params: unknown[] = []): Promise<number[]> {
  const [rows] = await pool.query<RowDataPacket[]>(sql, [A, ...params]);
  if (!rows[0]) throw new Error(`dirt: nothing found for ${sql}`);
  return rows.map((r) => Number(r.id));
}

/** Tenant A's live goods bill at `offset` in id order among those with lines and a non-zero total (each damage its own). */
const bill = async (pool: Pool, offset: number) =>
  (
    await ids(
      pool,
      `SELECT h.id FROM jsh_depot_head h WHERE h.tenant_id = ? AND h.delete_flag = '0' AND h.total_price <> 0
        AND EXISTS (SELECT 1 FROM jsh_depot_item i WHERE i.header_id = h.id AND i.delete_flag = '0') ORDER BY h.id LIMIT 1 OFFSET ${offset}`,
    )
  )[0]!;

/** A connection with MySQL's old lax mode, where zero dates and empty numbers could still be written. */
async function lax<T>(pool: Pool, work: (c: PoolConnection) => Promise<T>): Promise<T> {
  const c = await pool.getConnection();
  try {
    await c.query("SET SESSION sql_mode = ''");
    return await work(c);
  } finally {
    c.release();
  }
}

export const DIRT: Record<Dirt, (pool: Pool) => Promise<Dirtied>> = {
  // A 收款 line settling a bill that was since removed from the database.
  settledBillGone: async (pool) => {
    const [id] = await ids(pool, "SELECT id FROM jsh_account_item WHERE tenant_id = ? AND bill_id IS NOT NULL AND delete_flag = '0' ORDER BY id LIMIT 1");
    await pool.query('UPDATE jsh_account_item SET bill_id = 999996 WHERE id = ?', [id]);
    return { table: 'jsh_account_item', id: id!, tenantId: A };
  },
  // The tenant's owner user (whose id is the tenant id) was deleted from jsh_user.
  ownerGone: async (pool) => {
    await pool.query('DELETE FROM jsh_user WHERE id = ?', [A]);
    return { table: 'jsh_tenant', id: A, tenantId: A };
  },
  // The second live finance document takes the first one's number.
  duplicateFinanceNumber: async (pool) => {
    const [first, second] = await ids(pool, "SELECT id FROM jsh_account_head WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 2");
    await pool.query('UPDATE jsh_account_head d JOIN jsh_account_head f ON f.id = ? SET d.bill_no = f.bill_no WHERE d.id = ?', [first, second]);
    return { table: 'jsh_account_head', id: second!, tenantId: A };
  },
  // Spaces around a product's name, after a barcode and before a bill number.
  straySpaces: async (pool) => {
    const [product] = await ids(pool, "SELECT id FROM jsh_material WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1");
    await pool.query("UPDATE jsh_material SET name = CONCAT('  ', name, ' ') WHERE id = ?", [product]);
    await pool.query("UPDATE jsh_material_extend SET bar_code = CONCAT(bar_code, '  ') WHERE material_id = ? AND delete_Flag = '0'", [product]);
    await pool.query("UPDATE jsh_depot_head SET number = CONCAT(' ', number) WHERE id = ?", [await bill(pool, 1)]);
    return { table: 'jsh_material', id: product!, tenantId: A };
  },
  // A bill without its 单据日期, one without any date, a finance document without its date, a message dated 0000-00-00.
  nullDates: async (pool) => {
    const first = await bill(pool, 2);
    await pool.query('UPDATE jsh_depot_head SET oper_time = NULL WHERE id = ?', [first]);
    await pool.query('UPDATE jsh_depot_head SET oper_time = NULL, create_time = NULL WHERE id = ?', [await bill(pool, 3)]);
    const [finance] = await ids(pool, "SELECT id FROM jsh_account_head WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id DESC LIMIT 1");
    await pool.query('UPDATE jsh_account_head SET bill_time = NULL WHERE id = ?', [finance]);
    await lax(pool, (c) => c.query("UPDATE jsh_msg SET create_time = '0000-00-00 00:00:00' WHERE tenant_id = ? ORDER BY id LIMIT 1", [A]));
    return { table: 'jsh_depot_head', id: first, tenantId: A };
  },
  // Number columns an older schema kept as text: a partner's tax rate '', a price 'N/A', a line's tax ''.
  emptyNumbers: async (pool) => {
    await pool.query('ALTER TABLE jsh_supplier MODIFY tax_rate varchar(24)');
    await pool.query('ALTER TABLE jsh_material_extend MODIFY low_decimal varchar(24)');
    await pool.query('ALTER TABLE jsh_depot_item MODIFY tax_money varchar(24)');
    const [partner] = await ids(pool, "SELECT id FROM jsh_supplier WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id LIMIT 1");
    await pool.query("UPDATE jsh_supplier SET tax_rate = '' WHERE id = ?", [partner]);
    await pool.query(
      "UPDATE jsh_material_extend SET low_decimal = 'N/A' WHERE id = ?",
      await ids(pool, 'SELECT id FROM jsh_material_extend WHERE tenant_id = ? ORDER BY id LIMIT 1'),
    );
    await pool.query(
      "UPDATE jsh_depot_item SET tax_money = '' WHERE id = ?",
      await ids(pool, 'SELECT id FROM jsh_depot_item WHERE tenant_id = ? ORDER BY id LIMIT 1'),
    );
    return { table: 'jsh_supplier', id: partner!, tenantId: A };
  },
  // A goods bill whose header says twice what its lines add up to; a 收款 whose total is 5 more than its lines.
  headerTotals: async (pool) => {
    const goods = await bill(pool, 4);
    await pool.query('UPDATE jsh_depot_head SET total_price = total_price * 2 WHERE id = ?', [goods]);
    const [receipt] = await ids(
      pool,
      `SELECT h.id FROM jsh_account_head h WHERE h.tenant_id = ? AND h.type = '收款' AND h.delete_flag = '0'
        AND EXISTS (SELECT 1 FROM jsh_account_item i WHERE i.header_id = h.id AND i.delete_flag = '0') ORDER BY h.id LIMIT 1`,
    );
    await pool.query('UPDATE jsh_account_head SET total_price = total_price + 5 WHERE id = ?', [receipt]);
    return { table: 'jsh_depot_head', id: goods, tenantId: A };
  },
  // An emoji in a partner's name (a utf8mb4 table), control characters in a bill's remark and after that name.
  oddCharacters: async (pool) => {
    await pool.query('ALTER TABLE jsh_supplier CONVERT TO CHARACTER SET utf8mb4');
    const [partner] = await ids(pool, "SELECT id FROM jsh_supplier WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id DESC LIMIT 1");
    await pool.query("UPDATE jsh_supplier SET supplier = CONCAT('🍜', supplier, CHAR(7 USING utf8mb4)) WHERE id = ?", [partner]);
    const remarked = await bill(pool, 5);
    await pool.query("UPDATE jsh_depot_head SET remark = CONCAT('备注', CHAR(0 USING utf8), '有', CHAR(27 USING utf8), '控制字符') WHERE id = ?", [remarked]);
    return { table: 'jsh_supplier', id: partner!, tenantId: A };
  },
  // A bill remark of 1,200 characters, after the owner widened the column (ours takes 1,000).
  longText: async (pool) => {
    await pool.query('ALTER TABLE jsh_depot_head MODIFY remark varchar(3000)');
    const id = await bill(pool, 6);
    await pool.query("UPDATE jsh_depot_head SET remark = REPEAT('长', 1200) WHERE id = ?", [id]);
    return { table: 'jsh_depot_head', id, tenantId: A };
  },
  // A bill made by a user since removed; a product in a category since removed.
  goneReferences: async (pool) => {
    const id = await bill(pool, 7);
    await pool.query('UPDATE jsh_depot_head SET creator = 999995 WHERE id = ?', [id]);
    const product = await ids(pool, "SELECT id FROM jsh_material WHERE tenant_id = ? AND delete_flag = '0' ORDER BY id DESC LIMIT 1");
    await pool.query('UPDATE jsh_material SET category_id = 999994 WHERE id = ?', product);
    return { table: 'jsh_depot_head', id, tenantId: A };
  },
};

export const DIRTS = Object.keys(DIRT) as Dirt[];

export function dirty(db: { pool: Pool }, dirt: Dirt): Promise<Dirtied> {
  return DIRT[dirt](db.pool);
}
