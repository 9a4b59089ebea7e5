// The peer baseline of the reports scenario: the reference's (jshERP's) way of computing 进销存统计, 入库明细 and
// 客户对账 (reports.md §6, §9, §10), run on the same data and the same indexes over `pg`, one client. Its shape is
// the reference's statements: 进销存统计 lists the products with a line dated up to the end, then re-sums each row's
// bill lines per product (opening before the first day; in and out of the period), and its totals re-sum the lines
// of every listed product up to the end, product by product (getInOutStockCountMoney); 入库明细 is the
// header × line join with its count and sums; 客户对账 computes every partner's ten figures as correlated sums over
// its bills and settlements, for the page, the count and the header totals alike. The one favour done to it:
// each product's four sums of a window come back from one statement instead of four.

/** The four sums of one product's lines over a window, all depots (the reference's getStockByParam parts). */
const PRODUCT_WINDOW = `
  select coalesce(sum(i.basic_number) filter (where h.type = '入库'), 0)
       + coalesce(sum(i.basic_number) filter (where h.sub_type = '调拨'), 0) as in_qty,
         coalesce(sum(i.basic_number) filter (where h.type = '出库' and h.sub_type <> '调拨'), 0)
       + coalesce(sum(i.basic_number) filter (where h.sub_type = '调拨'), 0) as out_qty
  from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where i.tenant_id = $1 and i.material_id = $2 and not i.delete_flag and not h.delete_flag and h.status = '1'
    and h.oper_time >= $3::timestamp and h.oper_time <= $4::timestamp`;
const INITIAL = `select coalesce(sum(number), 0) as qty from material_initial_stock where tenant_id = $1 and material_id = $2`;
const LISTED = `from material m join material_extend e on e.tenant_id = m.tenant_id and e.material_id = m.id and e.default_flag and not e.delete_flag
  where m.tenant_id = $1 and m.enabled and not m.delete_flag and exists (select 1 from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = m.tenant_id and i.material_id = m.id and not i.delete_flag and not h.delete_flag and h.oper_time <= $2::timestamp)`;

/** 进销存统计, first page of ten with its totals, as the reference computes it. */
export async function peerInOutStock(client, tenant, begin, end) {
  const q = (text, values) => client.query(text, values).then((r) => r.rows);
  const [from, to] = [`${begin} 00:00:00`, `${end} 23:59:59`];
  await q(`select count(*) ${LISTED}`, [tenant, to]);
  const page = await q(`select m.id ${LISTED} order by m.id desc limit 10`, [tenant, to]);
  for (const { id } of page) {
    await q(INITIAL, [tenant, id]);
    await q(PRODUCT_WINDOW, [tenant, id, '-infinity', from]);
    await q(PRODUCT_WINDOW, [tenant, id, from, to]);
  }
  // getInOutStockCountMoney: every listed product's closing stock re-summed from its lines.
  let total = 0;
  for (const { id } of await q(`select m.id ${LISTED}`, [tenant, to])) {
    const [init] = await q(INITIAL, [tenant, id]);
    const [w] = await q(PRODUCT_WINDOW, [tenant, id, '-infinity', to]);
    total += Number(init.qty) + Number(w.in_qty) - Number(w.out_qty);
  }
  return total;
}

const DETAIL = `from depot_head h join depot_item i on i.tenant_id = h.tenant_id and i.header_id = h.id
  left join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
  left join material_extend e on e.tenant_id = i.tenant_id and e.id = i.material_extend_id
  left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
  left join depot d on d.tenant_id = i.tenant_id and d.id = i.depot_id
  where h.tenant_id = $1 and h.type = '入库' and h.sub_type <> '调拨' and h.status = '1' and not h.delete_flag and not i.delete_flag
    and h.oper_time >= $2::timestamp and h.oper_time <= $3::timestamp`;

/** 入库明细, first page of ten with its count and sums (findInOutDetail, its count and statistic). */
export async function peerInDetail(client, tenant, begin, end) {
  const values = [tenant, `${begin} 00:00:00`, `${end} 23:59:59`];
  await client.query(
    `select h.number, e.bar_code, m.name, m.standard, m.model, m.color, m.brand, m.mfrs, i.material_unit, i.sku, i.oper_number, i.unit_price, i.all_price,
      i.tax_rate, i.tax_money, i.tax_last_money, s.supplier, d.name as depot, h.oper_time, h.sub_type, h.remark ${DETAIL}
    order by h.oper_time desc, h.number desc limit 10 offset 0`,
    values,
  );
  await client.query(`select count(1) ${DETAIL}`, values);
  await client.query(`select sum(i.oper_number), sum(i.all_price) ${DETAIL}`, values);
}

/** One partner's debt over a set of its bills (reports.md §10), as a correlated sum. */
const debt = (type, sub, when) => `(select coalesce(sum(dh.discount_last_money), 0) + coalesce(sum(dh.other_money), 0) - coalesce(sum(dh.deposit), 0)
    - abs(coalesce(sum(dh.change_amount), 0)) from depot_head dh
  where dh.tenant_id = s.tenant_id and dh.organ_id = s.id and dh.type = '${type}' and dh.sub_type = '${sub}' and not dh.delete_flag and ${when('dh.oper_time')})`;
const back = (
  type,
  when,
) => `(select coalesce(sum(ai.each_amount), 0) from account_item ai join account_head ah on ah.tenant_id = ai.tenant_id and ah.id = ai.header_id
  where ah.tenant_id = s.tenant_id and ah.organ_id = s.id and ah.type = '${type}' and not ah.delete_flag and not ai.delete_flag and ${when('ah.bill_time')})`;
const STATEMENT = (() => {
  const before = (c) => `${c} <= $2::timestamp`;
  const during = (c) => `${c} > $2::timestamp and ${c} <= $3::timestamp`;
  const pre = `(s.begin_need_get + ${debt('出库', '销售', before)} - ${debt('入库', '销售退货', before)} - ${back('收款', before)} + ${back('付款', before)})`;
  const period = `(${debt('出库', '销售', during)} - ${debt('入库', '销售退货', during)})`;
  const backMoney = `(${back('收款', during)} - ${back('付款', during)})`;
  return `select s.id, s.supplier, s.contacts, s.telephone, s.phone_num, s.email, ${pre} as pre_need, ${period} as debt_money, ${backMoney} as back_money,
      ${pre} + ${period} - ${backMoney} as all_need
    from supplier s where s.tenant_id = $1 and s.type = '客户' and s.enabled and not s.delete_flag`;
})();

/** 客户对账 with debts, first page of ten, its count and its header totals (getStatementAccount and its totals). */
export async function peerStatement(client, tenant, begin, end) {
  const values = [tenant, `${begin} 00:00:00`, `${end} 23:59:59`];
  await client.query(`select * from (${STATEMENT}) x where all_need <> 0 order by all_need desc limit 10 offset 0`, values);
  await client.query(`select count(*) from (${STATEMENT}) x where all_need <> 0`, values);
  await client.query(`select sum(pre_need), sum(all_need) from (${STATEMENT}) x where all_need <> 0`, values);
}
