// jshERP's own rules for the figures it derives, applied to a tenant's rows: current stock (business-rules §5.2),
// moving-average cost (§6), account balances (§9), partner balances (reports §10) and member prepayment (§10.1).
// The fixture writes jshERP's derived columns with them and states its facts with them.
import { Decimal } from 'decimal.js';
import type { Row, TenantRows } from './source-rows.js';

const ZERO = new Decimal(0);
const dec = (v: unknown) => new Decimal(v === null || v === undefined ? 0 : String(v));
const sum = (rows: Row[], column: string) => rows.reduce((s, r) => s.plus(dec(r[column])), ZERO);

/** Under 强审核 the stock and cost queries count status '1' only (business-rules §18.1). */
const countsForStock = (force: boolean) => (head: Row) => !force || head.status === '1';

export interface Movement {
  head: Row;
  line: Row;
  depot: number;
  /** Signed base quantity. */
  qty: Decimal;
  /** The synthetic transfer-in row of a 调拨 line. */
  transferIn: boolean;
}

/** Every stock movement of the tenant's live documents, signed as §5.2 signs them. */
export function movements(w: TenantRows, force: boolean): Movement[] {
  const heads = new Map(
    w
      .live('jsh_depot_head')
      .filter(countsForStock(force))
      .map((h) => [h.id, h]),
  );
  const out: Movement[] = [];
  for (const line of w.live('jsh_depot_item')) {
    const head = heads.get(line.header_id);
    if (!head) continue;
    const basic = dec(line.basic_number);
    const depot = Number(line.depot_id);
    const at = (qty: Decimal, d = depot, transferIn = false) => out.push({ head, line, depot: d, qty, transferIn });
    if (head.sub_type === '调拨') {
      at(basic.neg());
      at(basic, Number(line.another_depot_id), true);
    } else if (head.type === '入库') at(basic);
    else if (head.type === '出库') at(basic.neg());
    else if (head.sub_type === '组装单') at(line.material_type === '组合件' ? basic : basic.neg());
    else if (head.sub_type === '拆卸单') at(line.material_type === '组合件' ? basic.neg() : basic);
  }
  return out;
}

const pair = (material: unknown, depot: unknown) => `${String(material)}:${String(depot)}`;

/** Current stock per "material:depot": opening + signed movements, for every pair jshERP keeps a cache row for
 *  (an opening row, or any line ever saved there — deleting a bill recomputes its pairs, it does not drop them). */
export function currentStock(w: TenantRows, force: boolean): Map<string, Decimal> {
  const stock = new Map<string, Decimal>();
  const add = (key: string, qty: Decimal) => stock.set(key, (stock.get(key) ?? ZERO).plus(qty));
  for (const opening of w.live('jsh_material_initial_stock')) add(pair(opening.material_id, opening.depot_id), dec(opening.number));
  for (const line of w.all.rowsOf('jsh_depot_item').filter((l) => l.tenant_id === w.tenantId && l.depot_id !== null)) {
    add(pair(line.material_id, line.depot_id), ZERO);
    if (line.another_depot_id !== null && line.another_depot_id !== undefined) add(pair(line.material_id, line.another_depot_id), ZERO);
  }
  for (const m of movements(w, force)) add(pair(m.line.material_id, m.depot), m.qty);
  return stock;
}

/** Base units in one `unit` of the material (unknown unit → 1, as jshERP does). */
export function unitRatio(w: TenantRows, materialId: number, unit: unknown): Decimal {
  const material = w.all.byId('jsh_material', materialId);
  if (material.unit_id === null || material.unit_id === undefined) return new Decimal(1);
  const group = w.all.byId('jsh_unit', Number(material.unit_id));
  if (unit === group.other_unit) return dec(group.ratio);
  if (unit === group.other_unit_two) return dec(group.ratio_two);
  if (unit === group.other_unit_three) return dec(group.ratio_three);
  return new Decimal(1);
}

/** §6 moving-average cost per base unit, replaying the product's movements by business date; null when the
 *  product never moved (its cache row keeps the NULL it was created with). */
export function movingAverageCost(w: TenantRows, force: boolean, materialId: number): Decimal | null {
  const rows = movements(w, force)
    .filter((m) => m.line.material_id === materialId)
    .sort((a, b) => String(a.head.oper_time).localeCompare(String(b.head.oper_time)) || Number(a.line.id) - Number(b.line.id));
  if (rows.length === 0) return null;
  let n = ZERO;
  let v = ZERO;
  let c = ZERO;
  for (const { head, line, qty, transferIn } of rows) {
    const a = qty.times(dec(line.unit_price)).div(unitRatio(w, materialId, line.material_unit));
    // jshERP skips rows of zero quantity or zero value entirely (a zero-priced issue does not reduce N) [bug].
    if (qty.isZero() || a.isZero()) continue;
    const valued = !transferIn && ((head.type === '入库' && !String(head.sub_type).endsWith('退货')) || head.sub_type === '采购退货');
    n = n.plus(qty);
    v = valued ? v.plus(a) : v.plus(qty.times(c));
    if (valued) c = v.gt(0) && n.gt(0) ? v.div(n).toDecimalPlaces(4, Decimal.ROUND_HALF_UP) : dec(line.unit_price);
    if (c.abs().gt(100_000_000)) c = ZERO;
  }
  return c;
}

/** §9: opening + bill payments (prepaid retail excluded) + multi-account shares + finance headers + finance lines. */
export function accountBalance(w: TenantRows, force: boolean, accountId: number): Decimal {
  const account = w.all.byId('jsh_account', accountId);
  const heads = w.live('jsh_depot_head').filter((h) => !force || ['1', '2', '3'].includes(String(h.status)));
  const finance = w.live('jsh_account_head').filter((h) => !force || h.status === '1');
  const financeIds = new Set(finance.map((h) => h.id));
  const shares = heads.flatMap((h) => {
    if (!h.account_id_list) return [];
    const ids = String(h.account_id_list).split(',');
    const money = String(h.account_money_list).split(',');
    return ids.flatMap((id, i) => (Number(id) === accountId ? [new Decimal(money[i]!)] : []));
  });
  return dec(account.initial_amount)
    .plus(
      sum(
        heads.filter((h) => h.account_id === accountId && h.pay_type !== '预付款'),
        'change_amount',
      ),
    )
    .plus(shares.reduce((s, x) => s.plus(x), ZERO))
    .plus(
      sum(
        finance.filter((h) => h.account_id === accountId),
        'change_amount',
      ),
    )
    .plus(
      sum(
        w.live('jsh_account_item').filter((i) => i.account_id === accountId && financeIds.has(i.header_id)),
        'each_amount',
      ),
    );
}

/** The debt of a set of trade documents as the statement computes it: note |Σ change| over the set, not Σ |change|. */
function setDebt(heads: Row[]): Decimal {
  return sum(heads, 'discount_last_money').plus(sum(heads, 'other_money')).minus(sum(heads, 'deposit')).minus(sum(heads, 'change_amount').abs());
}

/** Reports §10 closing balance over all time (document and finance status ignored, as jshERP ignores them):
 *  receivable of a customer, payable of a supplier. */
export function partnerBalance(w: TenantRows, partnerId: number): Decimal {
  const partner = w.all.byId('jsh_supplier', partnerId);
  const customer = partner.type === '客户';
  const mine = w.live('jsh_depot_head').filter((h) => h.organ_id === partnerId);
  const docs = mine.filter((h) => (customer ? h.type === '出库' && h.sub_type === '销售' : h.type === '入库' && h.sub_type === '采购'));
  const returns = mine.filter((h) => (customer ? h.type === '入库' && h.sub_type === '销售退货' : h.type === '出库' && h.sub_type === '采购退货'));
  const settlements = new Map(
    w
      .live('jsh_account_head')
      .filter((h) => h.organ_id === partnerId && (h.type === '收款' || h.type === '付款'))
      .map((h) => [h.id, h.type]),
  );
  const back = w
    .live('jsh_account_item')
    .filter((i) => settlements.has(i.header_id))
    .reduce((s, i) => (settlements.get(i.header_id) === '收款' ? s.plus(dec(i.each_amount)) : s.minus(dec(i.each_amount))), ZERO);
  const opening = dec(customer ? partner.begin_need_get : partner.begin_need_pay);
  return opening.plus(setDebt(docs)).minus(setDebt(returns)).minus(back);
}

/** §10.1: top-ups minus prepaid retail sales, whatever their status; retail returns do not give it back. */
export function memberAdvance(w: TenantRows, memberId: number): Decimal {
  const topUps = w.live('jsh_account_head').filter((h) => h.type === '收预付款' && h.organ_id === memberId);
  const prepaid = w.live('jsh_depot_head').filter((h) => h.sub_type === '零售' && h.pay_type === '预付款' && h.organ_id === memberId);
  return sum(topUps, 'total_price').minus(sum(prepaid, 'total_price'));
}

/** §5.7 batch stock per "material:batch:depot" in base units: receipts minus issues of lines carrying the batch. */
export function batchStock(w: TenantRows, force: boolean): Map<string, Decimal> {
  const stock = new Map<string, Decimal>();
  for (const m of movements(w, force).filter((x) => x.line.batch_number)) {
    const key = `${String(m.line.material_id)}:${String(m.line.batch_number)}:${m.depot}`;
    stock.set(key, (stock.get(key) ?? ZERO).plus(m.qty));
  }
  return stock;
}
