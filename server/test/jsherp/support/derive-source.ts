// The columns jshERP derives and stores after the documents are saved, filled the way its services leave them:
// upstream fulfilment status (business-rules §4.4), orders' last_deposit (§4.5), bills' last_debt after settlement
// (§8.4), members' advance_in (§10.1), the current-stock cache with its cost (§5.3, §6) and the number sequence.
import { Decimal } from 'decimal.js';
import { currentStock, memberAdvance, movingAverageCost } from './jsh-rules.js';
import type { Row, SourceRows, TenantRows } from './source-rows.js';

const dec = (v: unknown) => new Decimal(v === null || v === undefined ? 0 : String(v));
const TRADE = ['采购', '采购退货', '销售', '销售退货'];

export function deriveTenant(w: TenantRows, force: boolean): void {
  const heads = w.live('jsh_depot_head');
  const lines = w.live('jsh_depot_item');
  const linesOf = (head: Row) => lines.filter((l) => l.header_id === head.id);

  // §4.4: saving a 采购/销售/其它 bill with link_number, or a 采购订单 with link_apply, recomputes its upstream's status
  // from all live documents of the same type linking to it, comparing entered quantities per barcode.
  for (const head of heads) {
    const byNumber = head.link_number && ['采购', '销售', '其它', '盘点复盘'].includes(String(head.sub_type));
    const byApply = head.link_apply && head.sub_type === '采购订单';
    if (!byNumber && !byApply) continue;
    const field = byApply ? 'link_apply' : 'link_number';
    const upstream = heads.find((h) => h.number === head[field])!;
    const downstream = heads.filter((h) => h[field] === upstream.number && h.type === head.type);
    upstream.status = fulfilment(linesOf(upstream), downstream.flatMap(linesOf));
  }

  for (const order of heads.filter((h) => h.sub_type === '采购订单' || h.sub_type === '销售订单')) {
    const used = heads.filter((h) => h.link_number === order.number && (h.sub_type === '采购' || h.sub_type === '销售'));
    order.last_deposit = dec(order.change_amount)
      .abs()
      .minus(used.reduce((s, h) => s.plus(dec(h.deposit)), new Decimal(0)))
      .toFixed();
  }

  const items = w.live('jsh_account_item');
  for (const bill of heads.filter((h) => TRADE.includes(String(h.sub_type)))) {
    const settled = items.filter((i) => i.bill_id === bill.id).reduce((s, i) => s.plus(dec(i.each_amount)), new Decimal(0));
    bill.last_debt = dec(bill.debt).minus(settled.abs()).toFixed();
  }

  for (const member of w.live('jsh_supplier').filter((s) => s.type === '会员')) member.advance_in = memberAdvance(w, Number(member.id)).toFixed();

  const costs = new Map<number, Decimal | null>();
  for (const [key, number] of currentStock(w, force)) {
    const [material, depot] = key.split(':').map(Number) as [number, number];
    if (!costs.has(material)) costs.set(material, movingAverageCost(w, force, material));
    w.add('jsh_material_current_stock', {
      material_id: material,
      depot_id: depot,
      current_number: number.toFixed(),
      current_unit_price: costs.get(material)?.toFixed() ?? null,
    });
  }
}

/** '1' nothing linked yet, '2' every upstream barcode fully covered, '3' partly. */
function fulfilment(upstream: Row[], downstream: Row[]): '1' | '2' | '3' {
  if (downstream.length === 0) return '1';
  const total = (rows: Row[], extend: unknown) =>
    rows.filter((l) => l.material_extend_id === extend).reduce((s, l) => s.plus(dec(l.oper_number)), new Decimal(0));
  const short = upstream.some((l) => {
    const wanted = total(upstream, l.material_extend_id);
    return !wanted.isZero() && total(downstream, l.material_extend_id).lt(wanted);
  });
  return short ? '3' : '2';
}

export function addSequence(rows: SourceRows, current: number): void {
  rows.add('jsh_sequence', {
    seq_name: 'depot_number_seq',
    min_value: 1,
    max_value: '999999999999999999',
    current_val: current,
    increment_val: 1,
    remark: '单据编号sequence',
  });
}
