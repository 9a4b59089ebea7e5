// A jshERP database of a real company's size for the migration bench (jsherp-import.bench.mjs), on the MariaDB every
// machine runs: jshERP's own published database (schema and demo tenant 63, ../shared/fixtures/jsherp/) with, in that
// tenant, 2,000 products, 300 partners, 100,000 goods bills of every kind with 5 lines each, 13,000 finance documents
// and a sprinkling of the dirt real databases collect — all generated set-based (INSERT … SELECT over MariaDB's
// sequence tables, seq_1_to_N), never row by row from here. `scale` shrinks every count (0.1 to develop on).
// jsh_material_current_stock and members' advance_in are then derived by jshERP's own formulas, as jshERP keeps them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { root } from './lib.mjs';

const SERVER = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
const PUBLISHED = path.resolve(root, '../shared/fixtures/jsherp/jsh_erp.sql');
const TENANT = 63;
/** Ids of generated rows start here, clear of the published demo's. */
const BASE = 100_000;

// The goods kinds as jshERP stores them: (type, sub_type, number prefix, sign of its money, its money rule, the partner
// kind it names, whether its lines are receipts); `share` of 20 bills.
const GOODS = [
  ['入库', '采购', 'CGRK', -1, 'trade', 'supplier', 1, 5],
  ['出库', '销售', 'XSCK', 1, 'trade', 'customer', 0, 5],
  ['出库', '采购退货', 'CGTH', 1, 'trade', 'supplier', 0, 1],
  ['入库', '销售退货', 'XSTH', -1, 'trade', 'customer', 1, 1],
  ['出库', '零售', 'LSCK', 1, 'retail', 'member', 0, 1],
  ['入库', '零售退货', 'LSTH', -1, 'retail', 'member', 1, 1],
  ['入库', '其它', 'QTRK', -1, 'none', 'supplier', 1, 1],
  ['出库', '其它', 'QTCK', 1, 'none', 'customer', 0, 1],
  ['出库', '调拨', 'DBCK', 1, 'none', null, 0, 1],
  ['其它', '采购订单', 'CGDD', -1, 'order', 'supplier', 1, 1],
  ['其它', '销售订单', 'XSDD', 1, 'order', 'customer', 0, 1],
  ['其它', '组装单', 'ZZD', 1, 'none', null, 1, 0.5],
  ['其它', '拆卸单', 'CXD', 1, 'none', null, 0, 0.5],
];
// Finance kinds: (type, prefix, header sign, share of 13).
const FINANCE = [
  ['收款', 'SK', 1, 4],
  ['付款', 'FK', -1, 4],
  ['收入', 'SR', 1, 1],
  ['支出', 'ZC', -1, 2],
  ['转账', 'ZZ', -1, 1],
  ['收预付款', 'SYF', 1, 1],
];

/** `insert into <kind table> values …`: a lookup table of the kinds, each repeated `share` times in its slot range. */
function kindRows(kinds, width) {
  let slot = 0;
  const rows = [];
  for (const k of kinds) {
    const n = Math.round(k[k.length - 1] * width);
    for (let i = 0; i < n; i += 1) rows.push([slot++, ...k.slice(0, -1)]);
  }
  return { rows, slots: slot };
}

async function run(db, statements) {
  for (const s of statements) await db.query(s);
}

/** Creates `name` from the published database and fills tenant 63; answers the counts written. */
export async function createJshBench(name, scale = 1) {
  const counts = {
    products: Math.round(2000 * scale),
    partners: Math.max(3, Math.round(300 * scale)),
    bills: Math.round(100_000 * scale),
    finance: Math.round(13_000 * scale),
  };
  const admin = await mysql.createConnection(SERVER);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  // The published dump as its README loads it (MySQL 8's collation named as MariaDB knows it).
  const dump = fs.readFileSync(PUBLISHED, 'utf8').replaceAll('utf8mb4_0900_ai_ci', 'utf8mb4_general_ci');
  execFileSync('mysql', ['-uroot', '-h127.0.0.1', name], { input: dump, maxBuffer: 64 << 20 });

  const db = await mysql.createConnection({ ...SERVER, database: name, multipleStatements: true });
  try {
    await fill(db, counts);
  } finally {
    await db.end();
  }
  return counts;
}

async function fill(db, { products, partners, bills, finance }) {
  const P = products;
  const suppliers = Math.max(1, Math.round(partners / 3));
  const customers = Math.max(1, Math.floor(partners / 2));
  const members = Math.max(1, partners - suppliers - customers);
  const goods = kindRows(GOODS, 1);
  const money = kindRows(FINANCE, 1);
  await run(db, [
    // Products: one default barcode each; every 400th is soft-deleted (its lines still name it).
    `INSERT INTO jsh_material (id, category_id, name, model, standard, unit, enabled, enable_serial_number, enable_batch_number, tenant_id, delete_flag)
     SELECT ${BASE} + seq, 17, CONCAT('压测商品', seq), CONCAT('M', seq), '500ml', '个', b'1', '0', '0', ${TENANT}, IF(seq % 400 = 0, '1', '0')
     FROM seq_1_to_${P}`,
    `INSERT INTO jsh_material_extend (id, material_id, bar_code, commodity_unit, purchase_decimal, commodity_decimal, wholesale_decimal, low_decimal,
       default_flag, create_time, create_serial, update_serial, update_time, tenant_id, delete_Flag)
     SELECT ${BASE} + seq, ${BASE} + seq, CONCAT('69', ${BASE} + seq), '个', 10 + seq % 50, 16 + seq % 50, 15 + seq % 50, 14 + seq % 50,
       '1', '2024-01-01 08:00:00', 'jsh', 'jsh', 1704067200000, ${TENANT}, IF(seq % 400 = 0, '1', '0')
     FROM seq_1_to_${P}`,
    // Partners: suppliers, customers, members.
    `INSERT INTO jsh_supplier (id, supplier, contacts, type, enabled, isystem, advance_in, begin_need_get, begin_need_pay, creator, tenant_id, delete_flag)
     SELECT ${BASE} + seq, CONCAT('压测往来', seq), '联系人',
       CASE WHEN seq <= ${suppliers} THEN '供应商' WHEN seq <= ${suppliers + customers} THEN '客户' ELSE '会员' END,
       b'1', 0, 0, 0, 0, 63, ${TENANT}, '0'
     FROM seq_1_to_${partners}`,
    `CREATE TEMPORARY TABLE bench_goods (slot int primary key, type varchar(10), sub_type varchar(10), prefix varchar(10), sign int,
       money varchar(10), partner varchar(10), receipt int)`,
    `INSERT INTO bench_goods VALUES ${goods.rows.map((r) => `(${r.map((v) => (typeof v === 'string' ? `'${v}'` : v === null ? 'NULL' : v)).join(',')})`).join(',')}`,
    // Bills: the kind by the bill's place in a repeating pattern, a date every few minutes over a year.
    `CREATE TEMPORARY TABLE bench_bill (seq int primary key, slot int)
     SELECT seq, seq % ${goods.slots} AS slot FROM seq_1_to_${bills}`,
    // Lines: 5 per bill, products spread evenly, receipts bigger than issues; an assembly's first line is the 组合件.
    `INSERT INTO jsh_depot_item (id, header_id, material_id, material_extend_id, material_unit, oper_number, basic_number, unit_price, all_price,
       depot_id, another_depot_id, tax_rate, tax_money, tax_last_money, material_type, tenant_id, delete_flag)
     SELECT ${BASE} + (x.seq - 1) * 5 + x.line, ${BASE} + x.seq, ${BASE} + x.product, ${BASE} + x.product, '个', x.qty, x.qty,
       10 + x.product % 50, x.qty * (10 + x.product % 50),
       ELT(1 + (x.seq + x.line) % 3, 14, 15, 17), IF(x.prefix = 'DBCK', ELT(1 + (x.seq + x.line + 1) % 3, 14, 15, 17), NULL),
       0, 0, x.qty * (10 + x.product % 50), IF(x.prefix IN ('ZZD', 'CXD'), IF(x.line = 1, '组合件', '普通子件'), NULL),
       ${TENANT}, IF(x.seq % 1000 = 999, '1', '0')
     FROM (SELECT b.seq, l.seq AS line, k.prefix, 1 + (b.seq * 7 + l.seq * 131) % ${P} AS product,
             IF(k.receipt = 1, 20 + (b.seq + l.seq) % 10, 1 + (b.seq + l.seq) % 4) AS qty
           FROM bench_bill b JOIN bench_goods k ON k.slot = b.slot CROSS JOIN seq_1_to_5 l) x`,
    // Headers from their lines' totals: trade bills paid in full every other one (else owed); one in a hundred paid
    // from two accounts; every thousandth deleted.
    `INSERT INTO jsh_depot_head (id, type, sub_type, default_number, number, create_time, oper_time, organ_id, creator, account_id,
       change_amount, back_amount, total_price, pay_type, discount, discount_money, discount_last_money, other_money, deposit, debt, last_debt,
       account_id_list, account_money_list, status, purchase_status, source, tenant_id, delete_flag)
     SELECT ${BASE} + b.seq, k.type, k.sub_type, CONCAT(k.prefix, LPAD(${BASE} + b.seq, 11, '0')), CONCAT(k.prefix, LPAD(${BASE} + b.seq, 11, '0')),
       x.at, x.at,
       CASE k.partner WHEN 'supplier' THEN ${BASE} + 1 + b.seq % ${suppliers} WHEN 'customer' THEN ${BASE} + ${suppliers} + 1 + b.seq % ${customers}
         WHEN 'member' THEN ${BASE} + ${suppliers + customers} + 1 + b.seq % ${members} END,
       63, IF(k.money IN ('trade', 'retail') AND b.seq % 100 <> 1, 17 + b.seq % 2, NULL),
       k.sign * x.paid, 0, k.sign * x.total, '现付',
       IF(k.money IN ('trade', 'order'), 0, NULL), IF(k.money IN ('trade', 'order'), 0, NULL), IF(k.money IN ('trade', 'order'), x.total, NULL),
       IF(k.money IN ('trade', 'order'), 0, NULL), IF(k.money IN ('trade', 'order'), 0, NULL),
       IF(k.money = 'trade', x.total - x.paid, NULL), IF(k.money = 'trade', x.total - x.paid, NULL),
       IF(k.money IN ('trade', 'retail') AND b.seq % 100 = 1, '17,18', NULL),
       IF(k.money IN ('trade', 'retail') AND b.seq % 100 = 1, CONCAT(k.sign * ROUND(x.paid / 2, 2), ',', k.sign * (x.paid - ROUND(x.paid / 2, 2))), NULL),
       IF(b.seq % 50 = 0, '0', '1'), '0', '0', ${TENANT}, IF(b.seq % 1000 = 999, '1', '0')
     FROM bench_bill b JOIN bench_goods k ON k.slot = b.slot
     JOIN (SELECT i.header_id, SUM(i.all_price) AS total,
             CASE WHEN MIN(g.money) = 'retail' THEN SUM(i.all_price) WHEN MIN(g.money) = 'trade' AND i.header_id % 2 = 0 THEN SUM(i.all_price) ELSE 0 END AS paid,
             TIMESTAMP('2024-01-01 08:00:00') + INTERVAL (i.header_id - ${BASE}) * ${Math.max(1, Math.floor(31_536_000 / bills))} SECOND AS at
           FROM jsh_depot_item i JOIN bench_bill bb ON bb.seq = i.header_id - ${BASE} JOIN bench_goods g ON g.slot = bb.slot
           WHERE i.id > ${BASE} GROUP BY i.header_id) x ON x.header_id = ${BASE} + b.seq`,
    `CREATE TEMPORARY TABLE bench_finance (slot int primary key, type varchar(10), prefix varchar(10), sign int)`,
    `INSERT INTO bench_finance VALUES ${money.rows.map((r) => `(${r[0]},'${r[1]}','${r[2]}',${r[3]})`).join(',')}`,
    // Finance documents, one line each: settlements of opening balances (收款/付款), income and expense, transfers
    // between the two accounts, members' advances.
    `INSERT INTO jsh_account_head (id, type, organ_id, hands_person_id, creator, change_amount, discount_money, total_price, account_id, bill_no, bill_time,
       status, source, tenant_id, delete_flag)
     SELECT ${BASE} + f.seq, k.type,
       CASE k.type WHEN '收款' THEN ${BASE} + ${suppliers} + 1 + f.seq % ${customers} WHEN '付款' THEN ${BASE} + 1 + f.seq % ${suppliers}
         WHEN '收预付款' THEN ${BASE} + ${suppliers + customers} + 1 + f.seq % ${members} END,
       16, 63, k.sign * CAST(50 + f.seq % 200 AS SIGNED), 0, k.sign * CAST(50 + f.seq % 200 AS SIGNED), IF(k.type = '收预付款', NULL, 17 + f.seq % 2),
       CONCAT(k.prefix, LPAD(${BASE} + f.seq, 11, '0')), TIMESTAMP('2024-01-01 09:00:00') + INTERVAL f.seq * ${Math.max(1, Math.floor(31_536_000 / finance))} SECOND,
       '1', '0', ${TENANT}, IF(f.seq % 1000 = 998, '1', '0')
     FROM seq_1_to_${finance} f JOIN bench_finance k ON k.slot = f.seq % ${money.slots}`,
    `INSERT INTO jsh_account_item (id, header_id, account_id, in_out_item_id, bill_id, need_debt, finish_debt, each_amount, tenant_id, delete_flag)
     SELECT h.id, h.id, CASE h.type WHEN '转账' THEN 18 - (h.id % 2) WHEN '收预付款' THEN 17 END,
       CASE h.type WHEN '收入' THEN 22 WHEN '支出' THEN 21 END, NULL,
       IF(h.type IN ('收款', '付款'), 0, NULL), IF(h.type IN ('收款', '付款'), 0, NULL),
       IF(h.type = '付款', -ABS(h.total_price), ABS(h.total_price)), ${TENANT}, h.delete_flag
     FROM jsh_account_head h WHERE h.id > ${BASE}`,
    ...anomalies(P, bills),
    // What jshERP keeps from its bills: the stock cache per (product, depot) by its formula (business-rules §5.2), and
    // members' advances.
    `DELETE FROM jsh_material_current_stock WHERE tenant_id = ${TENANT}`,
    `INSERT INTO jsh_material_current_stock (material_id, depot_id, current_number, tenant_id, delete_flag)
     SELECT material_id, depot_id, SUM(q), ${TENANT}, '0' FROM (
       SELECT material_id, depot_id, number AS q FROM jsh_material_initial_stock WHERE tenant_id = ${TENANT} AND delete_flag <> '1'
       UNION ALL
       SELECT i.material_id, i.depot_id, CASE
           WHEN h.sub_type = '调拨' THEN -i.basic_number
           WHEN h.sub_type = '组装单' THEN IF(i.material_type = '组合件', i.basic_number, -i.basic_number)
           WHEN h.sub_type = '拆卸单' THEN IF(i.material_type = '普通子件', i.basic_number, -i.basic_number)
           WHEN h.type = '入库' THEN i.basic_number WHEN h.type = '出库' THEN -i.basic_number ELSE 0 END
       FROM jsh_depot_item i JOIN jsh_depot_head h ON h.id = i.header_id
       WHERE i.tenant_id = ${TENANT} AND i.delete_flag <> '1' AND h.delete_flag <> '1'
       UNION ALL
       SELECT i.material_id, i.another_depot_id, i.basic_number FROM jsh_depot_item i JOIN jsh_depot_head h ON h.id = i.header_id
       WHERE i.tenant_id = ${TENANT} AND h.sub_type = '调拨' AND i.delete_flag <> '1' AND h.delete_flag <> '1'
     ) m WHERE depot_id IS NOT NULL GROUP BY material_id, depot_id`,
    `UPDATE jsh_supplier s JOIN (SELECT organ_id, SUM(total_price) AS v FROM jsh_account_head
       WHERE tenant_id = ${TENANT} AND type = '收预付款' AND delete_flag <> '1' GROUP BY organ_id) a ON a.organ_id = s.id
     SET s.advance_in = COALESCE(s.advance_in, 0) + a.v`,
  ]);
}

/**
 * The dirt of issue 35 item 1 the import repairs or reports: lines of products (and barcode rows) that are gone,
 * lines whose bill is gone, bills naming a partner or an account that is gone, memberships of users that are gone.
 * (Soft-deleted products named by lines and deleted bills are in the data above.)
 */
function anomalies(products, bills) {
  const every = (n) => Math.max(1, Math.floor(bills / n));
  return [
    `UPDATE jsh_depot_item SET material_id = 900000 + header_id % 1000, material_extend_id = 900000 + header_id % 1000
     WHERE id > ${BASE} AND (header_id - ${BASE}) % ${every(40)} = 7 AND id % 5 = 1`,
    `UPDATE jsh_depot_item SET material_extend_id = 950000 + id % 100 WHERE id > ${BASE} AND (header_id - ${BASE}) % ${every(40)} = 11 AND id % 5 = 2`,
    `INSERT INTO jsh_depot_item (id, header_id, material_id, material_extend_id, oper_number, basic_number, unit_price, all_price, depot_id, tenant_id, delete_flag)
     SELECT 5000000 + seq, 4000000 + seq, ${BASE} + 1 + seq % ${products}, ${BASE} + 1 + seq % ${products}, 1, 1, 10, 10, 14, ${TENANT}, '0' FROM seq_1_to_20`,
    `UPDATE jsh_depot_head SET organ_id = 880000 + id % 10 WHERE id > ${BASE} AND organ_id IS NOT NULL AND (id - ${BASE}) % ${every(15)} = 3`,
    `UPDATE jsh_depot_head SET account_id = 770000 + id % 5 WHERE id > ${BASE} AND account_id IS NOT NULL AND (id - ${BASE}) % ${every(10)} = 5`,
    `INSERT INTO jsh_orga_user_rel (id, orga_id, user_id, user_blng_orga_dspl_seq, tenant_id, delete_flag, create_time, creator, update_time, updater)
     SELECT ${BASE} + seq, 13, 990000 + seq, '0', ${TENANT}, '0', '2024-01-01 08:00:00', 63, '2024-01-01 08:00:00', 63 FROM seq_1_to_10`,
  ];
}

export async function dropJshBench(name) {
  const admin = await mysql.createConnection(SERVER);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}
