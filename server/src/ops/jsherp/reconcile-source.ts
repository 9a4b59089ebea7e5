import { Decimal } from 'decimal.js';
import type { Source } from './source.js';
import { commaList, num0 } from './values.js';

/** A source figure as a decimal: NULL, '' and any text that is no number are 0, as MySQL's own arithmetic reads them. */
const dec = (v: unknown) => new Decimal(num0(v as string | number | null));

/**
 * jshERP's own figures for one tenant, computed in the source database by the reference's formulas
 * (business-rules §5.2, §9, §10) — and, where a known reference bug makes a figure wrong, the same formula with that
 * bug corrected, so a difference can be told apart from one we caused (docs/migration.md, "Known differences").
 */
const LIVE = (alias: string) => `coalesce(${alias}.delete_flag, '0') <> '1'`;

export interface SourceFlags {
  forceApproval: boolean;
  inOutManage: boolean;
}

export async function sourceFlags(source: Source, tenant: string): Promise<SourceFlags> {
  const [c] = await source.all(
    `select force_approval_flag, in_out_manage_flag from jsh_system_config c where tenant_id = ? and ${LIVE('c')} order by id limit 1`,
    [tenant],
  );
  return { forceApproval: c?.force_approval_flag === '1', inOutManage: c?.in_out_manage_flag === '1' };
}

const sums = (rows: ReadonlyArray<Record<string, unknown>>, key: (r: Record<string, unknown>) => string, value = 'v') => {
  const out = new Map<string, Decimal>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? new Decimal(0)).plus(dec(r[value])));
  return out;
};

/** `jsh_material_current_stock` per (material, depot), and the §5.2 formula it caches. */
export async function sourceStock(source: Source, tenant: string, flags: SourceFlags) {
  const cache = await source.all(
    `select material_id, depot_id, sum(current_number) as v from jsh_material_current_stock s where tenant_id = ? and ${LIVE('s')} group by material_id, depot_id`,
    [tenant],
  );
  const counted = `${LIVE('i')} and ${LIVE('h')} ${flags.forceApproval ? "and h.status in ('1','2','3')" : ''}
    ${flags.inOutManage ? "and h.sub_type not in ('采购','采购退货','销售','销售退货')" : ''}`;
  const formula = await source.all(
    `select material_id, depot_id, sum(q) as v from (
      select material_id, depot_id, number as q from jsh_material_initial_stock s where tenant_id = ? and ${LIVE('s')}
      union all
      select i.material_id, i.depot_id, case
          when h.sub_type = '调拨' then -i.basic_number
          when h.sub_type = '组装单' then case when i.material_type = '组合件' then i.basic_number else -i.basic_number end
          when h.sub_type = '拆卸单' then case when i.material_type = '普通子件' then i.basic_number else -i.basic_number end
          when h.sub_type = '盘点复盘' then i.basic_number
          when h.sub_type = '盘点录入' then 0
          when h.type = '入库' then i.basic_number
          when h.type = '出库' then -i.basic_number
          else 0 end
        from jsh_depot_item i join jsh_depot_head h on h.id = i.header_id where i.tenant_id = ? and ${counted}
      union all
      select i.material_id, i.another_depot_id, i.basic_number
        from jsh_depot_item i join jsh_depot_head h on h.id = i.header_id where i.tenant_id = ? and h.sub_type = '调拨' and ${counted}
    ) m where depot_id is not null group by material_id, depot_id`,
    [tenant, tenant, tenant],
  );
  const key = (r: Record<string, unknown>) => `${String(r.material_id)}:${String(r.depot_id)}`;
  return { cache: sums(cache, key), formula: sums(formula, key) };
}

/**
 * Account balances by §9: literally (a bill whose pay_type is NULL is left out — `!= '预付款'` never matches NULL) and
 * as meant (NULL read as 现付, pitfall 13).
 */
export async function sourceAccounts(source: Source, tenant: string, flags: SourceFlags) {
  const billStatus = flags.forceApproval ? "and h.status in ('1','2','3')" : '';
  const financeStatus = flags.forceApproval ? "and h.status = '1'" : '';
  const accounts = await source.all(`select id, initial_amount from jsh_account where tenant_id = ?`, [tenant]);
  const heads = await source.all(
    `select h.account_id, h.change_amount, h.pay_type, h.account_id_list, h.account_money_list from jsh_depot_head h
      where h.tenant_id = ? and ${LIVE('h')} ${billStatus}`,
    [tenant],
  );
  const finance = await source.all(
    `select h.account_id, h.change_amount as v from jsh_account_head h where h.tenant_id = ? and ${LIVE('h')} ${financeStatus} and h.account_id is not null
     union all
     select i.account_id, i.each_amount from jsh_account_item i join jsh_account_head h on h.id = i.header_id
      where i.tenant_id = ? and ${LIVE('i')} and ${LIVE('h')} ${financeStatus} and i.account_id is not null`,
    [tenant, tenant],
  );
  const literal = new Map<string, Decimal>();
  const meant = new Map<string, Decimal>();
  const add = (m: Map<string, Decimal>, id: unknown, v: unknown) => m.set(String(id), (m.get(String(id)) ?? new Decimal(0)).plus(dec(v)));
  for (const a of accounts) for (const m of [literal, meant]) add(m, a.id, a.initial_amount);
  for (const f of finance) for (const m of [literal, meant]) add(m, f.account_id, f.v);
  for (const h of heads) {
    if (h.pay_type === '预付款') continue;
    const targets = h.pay_type === null ? [meant] : [literal, meant];
    const ids = commaList(h.account_id_list);
    const amounts = commaList(h.account_money_list);
    for (const m of targets) {
      if (h.account_id) add(m, h.account_id, h.change_amount);
      else ids.forEach((id, i) => add(m, id, amounts[i] ?? 0));
    }
  }
  return { literal, meant };
}

/** Receivable (customers), payable (suppliers) by §10.2, and members' stored advance_in with its §10.1 formula. */
export async function sourcePartners(source: Source, tenant: string) {
  const partners = await source.all(`select id, type, begin_need_get, begin_need_pay, advance_in from jsh_supplier where tenant_id = ?`, [tenant]);
  const debts = await source.all(
    `select h.organ_id, sum(case when h.sub_type in ('销售', '采购') then 1 else -1 end
        * (coalesce(h.discount_last_money, 0) + coalesce(h.other_money, 0) - coalesce(h.deposit, 0) - abs(coalesce(h.change_amount, 0)))) as v
      from jsh_depot_head h where h.tenant_id = ? and ${LIVE('h')} and h.sub_type in ('销售', '销售退货', '采购', '采购退货') group by h.organ_id`,
    [tenant],
  );
  const settled = await source.all(
    `select h.organ_id, sum(case when h.type = '付款' then -i.each_amount else i.each_amount end) as v
      from jsh_account_item i join jsh_account_head h on h.id = i.header_id
      where i.tenant_id = ? and ${LIVE('i')} and ${LIVE('h')} and h.type in ('收款', '付款') group by h.organ_id`,
    [tenant],
  );
  const advance = await source.all(
    `select h.organ_id, sum(case when h.type = '收预付款' then h.total_price else 0 end) as v from jsh_account_head h
      where h.tenant_id = ? and ${LIVE('h')} and h.type = '收预付款' group by h.organ_id
     union all
     select h.organ_id, -sum(h.total_price) from jsh_depot_head h
      where h.tenant_id = ? and ${LIVE('h')} and h.sub_type = '零售' and h.pay_type = '预付款' group by h.organ_id`,
    [tenant, tenant],
  );
  const byOrgan = (r: Record<string, unknown>) => String(r.organ_id);
  const debt = sums(debts, byOrgan);
  const paid = sums(settled, byOrgan);
  const adv = sums(advance, byOrgan);
  return partners.map((p) => {
    const id = String(p.id);
    const owed = (debt.get(id) ?? new Decimal(0)).minus(paid.get(id) ?? 0);
    return {
      id,
      type: String(p.type),
      needGet: dec(p.begin_need_get).plus(owed),
      needPay: dec(p.begin_need_pay).plus(owed),
      advanceStored: dec(p.advance_in),
      advanceFormula: adv.get(id) ?? new Decimal(0),
    };
  });
}

/**
 * Live goods bills and finance documents per kind: count and Σ |total_price| — and the same sum with every
 * header total that disagrees with its live lines taken from the lines (`by_lines`), as the import repairs it (headerTotal).
 */
export async function sourceBillTotals(source: Source, tenant: string) {
  const totals = (heads: string, lines: string, amount: string, kind: string) =>
    source.all(
      `select ${kind}, count(*) as n, sum(abs(coalesce(h.total_price, 0))) as v,
        sum(case when l.n > 0 then abs(l.s) else abs(coalesce(h.total_price, 0)) end) as by_lines
      from ${heads} h left join (select header_id, count(*) as n, sum(coalesce(${amount}, 0)) as s from ${lines} i
          where tenant_id = ? and ${LIVE('i')} group by header_id) l on l.header_id = h.id
      where h.tenant_id = ? and ${LIVE('h')} group by ${kind}`,
      [tenant, tenant],
    );
  return {
    goods: await totals('jsh_depot_head', 'jsh_depot_item', 'all_price', 'h.type, h.sub_type'),
    finance: await totals('jsh_account_head', 'jsh_account_item', 'each_amount', 'h.type'),
  };
}
