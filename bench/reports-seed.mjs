// The reports scenario's data (issue 12): one tenant with 10,000 products, 20 depots, 2,000 partners and
// ≈200,000 audited bills of every trade kind over two years with five lines each — ≈1,070,000 stock movements
// (a transfer line moves stock twice) — plus receipts and payments, made set-based (generate_series, no row
// loops). `scale` shrinks products, partners and bills together (a quick validation run).
//
// The bulk inserts run with `session_replication_role = replica` (no foreign-key checks, no triggers); the stock
// days are then rebuilt from the ledger by the repair function the server uses (migration 0025), and the current
// stock is the ledger's sum, as posting keeps it.

/** Kinds of the generated bills: the share of every hundred bills, partner type, money direction. */
const KINDS = [
  // [first, last of g % 100, prefix, type, sub_type, direction, partner: c customer / s supplier / m member / null]
  [0, 19, 'CGRK', '入库', '采购', -1, 's'],
  [20, 21, 'CGTH', '出库', '采购退货', 1, 's'],
  [22, 61, 'XSCK', '出库', '销售', 1, 'c'],
  [62, 64, 'XSTH', '入库', '销售退货', -1, 'c'],
  [65, 84, 'LSCK', '出库', '零售', 1, 'm'],
  [85, 86, 'LSTH', '入库', '零售退货', -1, 'm'],
  [87, 89, 'QTRK', '入库', '其它', -1, null],
  [90, 92, 'QTCK', '出库', '其它', 1, null],
  [93, 99, 'DBCK', '出库', '调拨', 1, null],
];
const LINES = 5;
const DEPOTS = 20;
const DAYS = 730;

export function sizes(scale = 1) {
  return {
    products: Math.round(10_000 * scale),
    partners: Math.round(2_000 * scale),
    bills: Math.round(200_000 * scale),
    depots: DEPOTS,
    lines: LINES,
  };
}

/** Seeds the demo tenant on `client` (one connection: temporary tables); answers ids the scenarios use. */
export async function seedReports(client, scale = 1) {
  const n = sizes(scale);
  const q = (text, values) => client.query(text, values).then((r) => r.rows);
  const step = (x) => console.log(`  ${x}`);
  const t0 = Date.now();
  const [{ id: tenant }] = await q(`select id from tenant where login_name = 'jsh'`);
  const [{ id: creator }] = await q(`select id from app_user where tenant_id = $1 and login_name = 'jsh'`, [tenant]);
  const [{ id: account }] = await q(`select id from account where tenant_id = $1 and not delete_flag order by id limit 1`, [tenant]);
  const [{ max: firstBill }] = await q(`select coalesce(max(id), 0) as max from depot_head`);
  await q(`set session_replication_role = replica`);

  const [{ count: existing }] = await q(`select count(*)::int as count from depot where tenant_id = $1 and not delete_flag`, [tenant]);
  await q(`insert into depot (tenant_id, name, sort) select $1, '报表仓库' || g, g::text from generate_series(1, $2::int) g`, [tenant, DEPOTS - existing]);
  await q(`create temp table bd as select (row_number() over (order by id) - 1)::int as n, id from depot where tenant_id = $1 and not delete_flag`, [tenant]);
  await q(`alter table bd add primary key (n)`);

  await q(`insert into material_category (tenant_id, name, serial_no) select $1, '报表类别' || g, 'RPT' || g from generate_series(1, 40) g`, [tenant]);
  await q(
    `insert into material (tenant_id, name, standard, model, unit, category_id, brand, weight)
    select $1, '报表商品' || g, (g % 500) || 'ml', 'R-' || (g % 997), '个',
      (select id from material_category c where c.tenant_id = $1 and c.serial_no = 'RPT' || (1 + g % 40)), 'B' || (g % 50), 0.5
    from generate_series(1, $2::int) g`,
    [tenant, n.products],
  );
  await q(
    `insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, commodity_decimal, wholesale_decimal, default_flag)
    select tenant_id, id, (7700000000000 + id)::text, '个', 10 + id % 90, 20 + id % 90, 18 + id % 90, true
    from material where tenant_id = $1 and name like '报表商品%'`,
    [tenant],
  );
  await q('analyze material, material_extend');
  await q(
    `create temp table bp as select (row_number() over (order by m.id) - 1)::int as n, m.id as material_id, e.id as extend_id, e.purchase_decimal as price
    from material m join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id where m.tenant_id = $1 and m.name like '报表商品%'`,
    [tenant],
  );
  await q(`alter table bp add primary key (n)`);
  await q('analyze bp, bd');

  // Partners: half customers, 40 % suppliers, 10 % members.
  const counts = { c: Math.round(n.partners * 0.5), s: Math.round(n.partners * 0.4), m: Math.round(n.partners * 0.1) };
  for (const [key, type] of [
    ['c', '客户'],
    ['s', '供应商'],
    ['m', '会员'],
  ]) {
    await q(
      `insert into supplier (tenant_id, supplier, type, contacts, telephone, begin_need_get, begin_need_pay)
      select $1, '报表' || $2 || g, $2, '联系人' || g, '139' || lpad(g::text, 8, '0'), case when $2 = '客户' then g % 7 * 100 else 0 end,
        case when $2 = '供应商' then g % 5 * 100 else 0 end
      from generate_series(1, $3::int) g`,
      [tenant, type, counts[key]],
    );
    await q(
      `create temp table b${key} as select (row_number() over (order by id) - 1)::int as n, id from supplier where tenant_id = $1 and type = $2 and supplier like '报表%'`,
      [tenant, type],
    );
    await q(`alter table b${key} add primary key (n)`);
    await q(`analyze b${key}`);
  }
  step(`基础资料 ${n.products} 个商品、${DEPOTS} 个仓库、${n.partners} 个往来单位，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`);

  // Bills: kind by g % 100, dated evenly over two years up to now, audited, half of them paid in full.
  const t1 = Date.now();
  const kinds = KINDS.map(
    ([lo, hi, prefix, type, sub, dir, partner]) => `(${lo}, ${hi}, '${prefix}', '${type}', '${sub}', ${dir}, ${partner ? `'${partner}'` : 'null'})`,
  ).join(', ');
  const seconds = Math.floor((DAYS * 86400) / n.bills);
  // A line's quantity and product from (bill id, line number): the header's money is its lines' sum, computed as it is
  // inserted (ids given), so no update of 200,000 headers follows.
  const qty = (id, type) => `case when ${type} = '入库' then 1 + (${id} + l) % 60 else 1 + (${id} + l) % 10 end`;
  const product = (id) => `p.n = (${id} * 7919 + l * 104729) % ${n.products}`;
  const priced = `k.prefix not in ('DBCK', 'QTRK', 'QTCK')`;
  await q(
    `insert into depot_head (tenant_id, id, type, sub_type, prefix, number, oper_time, organ_id, creator, money_direction, status, stock_applied,
      total_price, discount_last_money, change_amount, account_id, debt, last_debt)
    select $1, $4::bigint + g, k.type, k.sub_type, k.prefix, k.prefix || 'R' || lpad(g::text, 8, '0'),
      date_trunc('second', localtimestamp) - (($2::int - g) * ${seconds}) * interval '1 second',
      coalesce(c.id, s.id, m.id), $3, k.dir, '1', true,
      x.total, x.total, case when g % 2 = 0 then x.total else 0 end, case when g % 2 = 0 and ${priced} then $5::bigint end,
      case when g % 2 = 0 then 0 else x.total end, case when g % 2 = 0 then 0 else x.total end
    from generate_series(1, $2::int) g
    join (values ${kinds}) k (lo, hi, prefix, type, sub_type, dir, partner) on g % 100 between k.lo and k.hi
    cross join lateral (select case when ${priced} then sum((${qty('($4::bigint + g)', 'k.type')}) * p.price) else 0 end as total
      from generate_series(1, ${LINES}) l join bp p on ${product('($4::bigint + g)')}) x
    left join bc c on k.partner = 'c' and c.n = g % ${counts.c}
    left join bs s on k.partner = 's' and s.n = g % ${counts.s}
    left join bm m on k.partner = 'm' and m.n = g % ${counts.m}`,
    [tenant, n.bills, creator, firstBill, account],
  );
  await q(`select setval(pg_get_serial_sequence('depot_head', 'id'), (select max(id) from depot_head))`);
  // Five lines a bill: products spread by a multiplicative hash, in-kinds in larger quantities than out-kinds. Each
  // line carries its bill's kind, time, status, creator and partner (migration 0033; its trigger is off here).
  await q(
    `insert into depot_item (tenant_id, header_id, line_no, material_id, material_extend_id, material_unit, oper_number, basic_number, unit_price,
      all_price, depot_id, another_depot_id, prefix, oper_time, status, creator, organ_id)
    select h.tenant_id, h.id, l, p.material_id, p.extend_id, '个', x.qty, x.qty, p.price, x.qty * p.price, d.id, t.id,
      h.prefix, h.oper_time, h.status, h.creator, h.organ_id
    from depot_head h cross join generate_series(1, ${LINES}) l
    cross join lateral (select ${qty('h.id', 'h.type')} as qty) x
    join bp p on ${product('h.id')}
    join bd d on d.n = (h.id * 31 + l) % ${DEPOTS}
    left join bd t on h.prefix = 'DBCK' and t.n = (h.id * 31 + l + 1 + h.id % 7) % ${DEPOTS}
    where h.tenant_id = $1 and h.id > $2`,
    [tenant, firstBill],
  );
  // Statistics of the fresh rows, or the planner joins 200,000 headers to a million lines by nested loops.
  await q('analyze depot_head, depot_item');
  step(`${n.bills} 张单据、${n.bills * LINES} 行明细，用时 ${((Date.now() - t1) / 1000).toFixed(1)} 秒`);

  // The ledger: a line moves its quantity in or out of its depot; a transfer line out of one depot and into the other.
  const t2 = Date.now();
  await q(
    `insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind, bill_id, bill_item_id, oper_time, creator)
    select i.tenant_id, i.material_id, i.material_extend_id, i.depot_id, case when h.type = '入库' then i.basic_number else -i.basic_number end,
      'bill', h.id, i.id, h.oper_time, h.creator
    from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = $1 and i.header_id > $2
    union all
    select i.tenant_id, i.material_id, i.material_extend_id, i.another_depot_id, i.basic_number, 'bill', h.id, i.id, h.oper_time, h.creator
    from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = $1 and i.header_id > $2 and h.prefix = 'DBCK'`,
    [tenant, firstBill],
  );
  // Opening stock of every product in the first depot, with safety levels on every tenth (库存预警).
  await q(
    `insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind, oper_time)
    select $1, p.material_id, p.extend_id, d.id, 500, 'opening', localtimestamp(0) - interval '${DAYS + 1} days' from bp p join bd d on d.n = 0`,
    [tenant],
  );
  await q(
    `insert into material_initial_stock (tenant_id, material_id, depot_id, number, low_safe_stock, high_safe_stock)
    select $1, p.material_id, d.id, 500, case when p.n % 10 = 0 then 600 end, case when p.n % 10 = 0 then 5000 end from bp p join bd d on d.n = 0`,
    [tenant],
  );
  await q(
    `insert into stock_current (tenant_id, material_id, depot_id, quantity)
    select tenant_id, material_id, depot_id, sum(quantity) from stock_movement
    where tenant_id = $1 and material_id in (select material_id from bp) group by tenant_id, material_id, depot_id`,
    [tenant],
  );
  await q(
    `update stock_current c set low_safe_stock = i.low_safe_stock, high_safe_stock = i.high_safe_stock
    from material_initial_stock i where i.tenant_id = c.tenant_id and i.material_id = c.material_id and i.depot_id = c.depot_id
      and c.tenant_id = $1 and i.low_safe_stock is not null`,
    [tenant],
  );
  await q(`select suanpan_stock_day_rebuild($1)`, [tenant]);
  const [{ count: movements }] = await q(`select count(*)::int as count from stock_movement where tenant_id = $1`, [tenant]);
  const [{ count: days }] = await q(`select count(*)::int as count from stock_day where tenant_id = $1`, [tenant]);
  step(`库存流水 ${movements} 行、库存日汇总 ${days} 行，用时 ${((Date.now() - t2) / 1000).toFixed(1)} 秒`);

  // Receipts from customers and payments to suppliers: one a partner a month or so, one line each, bill-less.
  const t3 = Date.now();
  const receipts = Math.round(n.bills / 10);
  await q(
    `insert into account_head (tenant_id, type, prefix, number, bill_time, organ_id, creator, account_id, money_direction, total_price, change_amount, status)
    select $1, case when g % 2 = 0 then '收款' else '付款' end, case when g % 2 = 0 then 'SK' else 'FK' end,
      case when g % 2 = 0 then 'SKR' else 'FKR' end || lpad(g::text, 8, '0'),
      date_trunc('second', localtimestamp) - (($2::int - g) * ${Math.floor((DAYS * 86400) / receipts)}) * interval '1 second',
      coalesce(c.id, s.id), $3, $4, case when g % 2 = 0 then 1 else -1 end, 100 + g % 900, 100 + g % 900, '1'
    from generate_series(1, $2::int) g
    left join bc c on g % 2 = 0 and c.n = g % ${counts.c}
    left join bs s on g % 2 = 1 and s.n = g % ${counts.s}`,
    [tenant, receipts, creator, account],
  );
  await q(
    `insert into account_item (tenant_id, header_id, line_no, each_amount)
    select tenant_id, id, 1, total_price from account_head where tenant_id = $1 and number like '_KR%'`,
    [tenant],
  );
  // The other kept summaries from their recomputations (their triggers were off for the bulk inserts above).
  await q(`delete from bill_day where tenant_id = $1`, [tenant]);
  await q(
    `insert into bill_day (tenant_id, day, prefix, creator, status, bills, discount_last_money, total_price, discount_money,
      change_amount, back_amount, other_money, deposit, debt, last_debt, last_deposit)
    select $1, r.* from suanpan_bill_day_recompute($1) r order by 1, 2, 3, 4, 5`,
    [tenant],
  );
  await q(`delete from bill_line_day where tenant_id = $1`, [tenant]);
  await q(
    `insert into bill_line_day (tenant_id, day, prefix, creator, status, lines, oper_number, all_price, tax_money, tax_last_money)
    select $1, r.* from suanpan_bill_line_day_recompute($1) r order by 1, 2, 3, 4, 5`,
    [tenant],
  );
  await q(`delete from account_day where tenant_id = $1`, [tenant]);
  await q(
    `insert into account_day (tenant_id, account_id, day, audited, in_amount, out_amount)
    select $1, r.* from suanpan_account_day_recompute($1) r order by 1, 2, 3, 4`,
    [tenant],
  );
  await q(`delete from stock_month where tenant_id = $1`, [tenant]);
  await q(
    `insert into stock_month (tenant_id, month, material_id, in_qty, out_qty)
    select $1, r.* from suanpan_stock_month_recompute($1) r order by 1, 2, 3`,
    [tenant],
  );
  await q(`delete from stock_total where tenant_id = $1`, [tenant]);
  await q(
    `insert into stock_total (tenant_id, material_id, quantity)
    select $1, r.* from suanpan_stock_total_recompute($1) r where r.quantity <> 0 order by 1, 2`,
    [tenant],
  );
  await q(`delete from stock_year where tenant_id = $1`, [tenant]);
  await q(
    `insert into stock_year (tenant_id, year, material_id, net)
    select $1, r.* from suanpan_stock_year_recompute($1) r where r.net <> 0 order by 1, 2, 3`,
    [tenant],
  );
  await q(`delete from partner_statement where tenant_id = $1`, [tenant]);
  await q(
    `insert into partner_statement (tenant_id, organ_id, trade, debt, return_debt, settled)
    select $1, r.* from suanpan_partner_statement_recompute($1) r order by 1, 2, 3`,
    [tenant],
  );
  step(`${receipts} 张收付款单，用时 ${((Date.now() - t3) / 1000).toFixed(1)} 秒`);

  await q(`set session_replication_role = origin`);
  const t4 = Date.now();
  // A steady-state database as autovacuum leaves it: statistics and the visibility map (index-only scans).
  await q('vacuum analyze');
  step(`vacuum analyze 用时 ${((Date.now() - t4) / 1000).toFixed(1)} 秒；共 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`);
  return reportIds(client);
}

/** The tenant, a product, a customer and the ledger's size of a seeded database (also one kept from an earlier run). */
export async function reportIds(client) {
  const one = async (text, values) => (await client.query(text, values)).rows[0];
  const { id: tenant } = await one(`select id from tenant where login_name = 'jsh'`);
  const { id: material } = await one(`select id from material where tenant_id = $1 and name = '报表商品2'`, [tenant]);
  const { id: customer } = await one(`select id from supplier where tenant_id = $1 and type = '客户' and supplier = '报表客户2'`, [tenant]);
  const { count: movements } = await one(`select count(*)::int as count from stock_movement where tenant_id = $1`, [tenant]);
  return { tenant, material, customer, movements };
}
