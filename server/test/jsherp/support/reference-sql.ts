// jshERP's figures computed in SQL on the loaded source database — a second implementation, apart from the
// fixture's TypeScript (jsh-rules.ts), that the fixture's own test holds the facts against.

/** business-rules §5.2: every signed stock movement, opening stock included. Params: tenant, 强审核 (1/0), tenant.
 *  `seq` is the saving order (header id; opening stock first). */
export const STOCK_MOVES = `WITH heads AS (
    SELECT id, type, sub_type FROM jsh_depot_head WHERE tenant_id = ? AND delete_flag = '0' AND (? = 0 OR status = '1')),
  moves AS (
    SELECT i.material_id, i.depot_id, h.id AS seq, CASE
        WHEN h.sub_type = '调拨' OR h.type = '出库' THEN -i.basic_number
        WHEN h.type = '入库' THEN i.basic_number
        WHEN h.sub_type = '组装单' THEN IF(i.material_type = '组合件', i.basic_number, -i.basic_number)
        WHEN h.sub_type = '拆卸单' THEN IF(i.material_type = '组合件', -i.basic_number, i.basic_number)
        ELSE 0 END AS qty
      FROM jsh_depot_item i JOIN heads h ON h.id = i.header_id WHERE i.delete_flag = '0' AND i.depot_id IS NOT NULL
    UNION ALL
    SELECT i.material_id, i.another_depot_id, h.id, i.basic_number
      FROM jsh_depot_item i JOIN heads h ON h.id = i.header_id WHERE i.delete_flag = '0' AND h.sub_type = '调拨'
    UNION ALL
    SELECT s.material_id, s.depot_id, 0, s.number FROM jsh_material_initial_stock s WHERE s.tenant_id = ? AND s.delete_flag = '0')`;

export const STOCK_BY_PAIR = `${STOCK_MOVES} SELECT material_id, depot_id, SUM(qty) AS n FROM moves GROUP BY material_id, depot_id`;

/** The lowest stock any (material, depot) reached, replaying the documents in saving order. */
export const LOWEST_RUNNING_STOCK = `${STOCK_MOVES} SELECT MIN(running) AS low FROM (
    SELECT SUM(qty) OVER (PARTITION BY material_id, depot_id ORDER BY seq) AS running FROM moves) r`;

/** business-rules §9. Params: 强审核 (1/0) ×4, account id. */
export const ACCOUNT_BALANCE = `SELECT a.initial_amount
    + COALESCE((SELECT SUM(change_amount) FROM jsh_depot_head
        WHERE account_id = a.id AND pay_type <> '预付款' AND delete_flag = '0' AND (? = 0 OR status IN ('1', '2', '3'))), 0)
    + COALESCE((SELECT SUM(CAST(SUBSTRING_INDEX(SUBSTRING_INDEX(account_money_list, ',', FIND_IN_SET(a.id, account_id_list)), ',', -1) AS DECIMAL(24, 6)))
        FROM jsh_depot_head WHERE FIND_IN_SET(a.id, account_id_list) AND delete_flag = '0' AND (? = 0 OR status IN ('1', '2', '3'))), 0)
    + COALESCE((SELECT SUM(change_amount) FROM jsh_account_head
        WHERE account_id = a.id AND delete_flag = '0' AND (? = 0 OR status = '1')), 0)
    + COALESCE((SELECT SUM(i.each_amount) FROM jsh_account_item i JOIN jsh_account_head h ON h.id = i.header_id
        WHERE i.account_id = a.id AND i.delete_flag = '0' AND h.delete_flag = '0' AND (? = 0 OR h.status = '1')), 0) AS balance
  FROM jsh_account a WHERE a.id = ?`;

/** A partner's balance by another route than reports §10: opening − what settled the opening + Σ last_debt of its
 *  bills − Σ last_debt of its returns. Params: partner ×3. */
export const PARTNER_BY_LAST_DEBT = `SELECT IF(p.type = '客户', p.begin_need_get, p.begin_need_pay)
    - COALESCE((SELECT ABS(SUM(i.each_amount)) FROM jsh_account_item i JOIN jsh_account_head h ON h.id = i.header_id
        WHERE h.organ_id = ? AND h.type IN ('收款', '付款') AND i.bill_id IS NULL AND i.delete_flag = '0' AND h.delete_flag = '0'), 0)
    + COALESCE((SELECT SUM(IF(sub_type LIKE '%退货', -last_debt, last_debt)) FROM jsh_depot_head
        WHERE organ_id = ? AND sub_type IN ('采购', '采购退货', '销售', '销售退货') AND delete_flag = '0'), 0) AS balance
  FROM jsh_supplier p WHERE p.id = ?`;
