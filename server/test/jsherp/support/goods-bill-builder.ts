// Writes one goods document the way jshERP's client and server together would (business-rules §3.7, §5.6, §8):
// lines with base quantities, amounts and tax; the header's signed totals, discount, deposit, paid amount and
// debt; serials received or issued. Links' statuses, last_debt after settlement, last_deposit and the stock cache
// are derived afterwards from all documents (derive-source.ts).
import { Decimal } from 'decimal.js';
import type { Barcode } from './company-products.js';
import { type BillNumbers, GOODS_KINDS, type GoodsKindName } from './jsh-kinds.js';
import type { IdRow, Row, TenantRows } from './source-rows.js';

export interface LineSpec {
  b: Barcode;
  /** In the barcode's unit, before the tenant's scale. */
  qty: number;
  depot?: number;
  /** Transfer destination. */
  to?: number;
  role?: '组合件' | '普通子件';
  batch?: string;
  expiry?: string;
  /** The upstream line this one fulfils. */
  link?: Row;
}

export interface BillSpec {
  date: string;
  status: '0' | '1';
  lines: LineSpec[];
  organ?: number;
  account?: number;
  /** Multi-account payment: [account, amount] (amounts before the tenant's scale, unsigned). */
  accounts?: [number, number][];
  /** Upstream document (link_number), or requisition (link_apply). */
  link?: Row;
  apply?: Row;
  /** Percent on the tax-inclusive total. */
  discount?: number;
  otherMoney?: number;
  /** Deposit consumed from the linked order (trade), or paid on an order. */
  deposit?: number;
  /** Paid / received now (trade, unsigned). */
  paid?: number;
  /** Retail: cash handed over (back_amount = handed − amount). */
  handed?: number;
  payType?: '现付' | '预付款';
  creator?: number;
  salesMan?: number;
  deleted?: boolean;
  remark?: string;
}

export interface Bill {
  head: IdRow;
  lines: IdRow[];
}

const r2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const text = (d: Decimal) => d.toFixed();
const SALES_COST_SNAPSHOT = ['销售', '销售退货', '零售', '零售退货'];
const RECEIVES_SERIALS = ['采购', '其它', '销售退货', '零售退货'];

export class GoodsBills {
  private serialCount = 0;

  constructor(
    private readonly w: TenantRows,
    private readonly numbers: BillNumbers,
    private readonly scale: number,
    private readonly ownerId: number,
  ) {}

  add(kindName: GoodsKindName, spec: BillSpec): Bill {
    const kind = GOODS_KINDS[kindName];
    const number = this.numbers.next(kind.prefix);
    const money = (n: number | undefined) => new Decimal(n ?? 0).times(this.scale);
    const taxed = kind.money === 'trade' || kind.money === 'order';
    const rate = taxed && spec.organ ? new Decimal(String(this.w.all.byId('jsh_supplier', spec.organ).tax_rate ?? 0)) : new Decimal(0);
    const creator = spec.creator ?? this.ownerId;
    const lines = spec.lines.map((l) => this.line(kindName, number, l, rate, taxed, spec));
    const amount = lines.reduce((s, l) => s.plus(String(l.all_price)), new Decimal(0));
    const head: Row = {
      type: kind.type,
      sub_type: kind.subType,
      default_number: number,
      number,
      create_time: `${spec.date.slice(0, 16)}:30`,
      oper_time: spec.date,
      organ_id: spec.organ ?? null,
      creator,
      account_id: spec.accounts ? null : (spec.account ?? null),
      total_price: text(amount.times(kind.sign)),
      pay_type: spec.payType ?? '现付',
      remark: spec.remark ?? null,
      sales_man: spec.salesMan ? String(spec.salesMan) : null,
      status: spec.status,
      purchase_status: '0',
      source: '0',
      link_number: spec.link ? String(spec.link.number) : null,
      link_apply: spec.apply ? String(spec.apply.number) : null,
      delete_flag: spec.deleted ? '1' : '0',
    };
    if (spec.accounts) {
      head.account_id_list = spec.accounts.map(([id]) => id).join(',');
      head.account_money_list = spec.accounts.map(([, m]) => text(money(m).times(kind.sign))).join(',');
    }
    const paid = spec.accounts ? spec.accounts.reduce((s, [, m]) => s.plus(money(m)), new Decimal(0)) : money(spec.paid);
    if (taxed) {
      const inclusive = lines.reduce((s, l) => s.plus(String(l.tax_last_money)), new Decimal(0));
      const discountMoney = r2(inclusive.times(spec.discount ?? 0).div(100));
      const afterDiscount = inclusive.minus(discountMoney);
      Object.assign(head, {
        discount: String(spec.discount ?? 0),
        discount_money: text(discountMoney),
        discount_last_money: text(afterDiscount),
        other_money: text(money(spec.otherMoney)),
        deposit: text(kind.money === 'trade' ? money(spec.deposit) : new Decimal(0)),
        // On orders change_amount is the deposit paid or received; its use by later bills is last_deposit.
        change_amount: text((kind.money === 'order' ? money(spec.deposit) : paid).times(kind.sign)),
        last_deposit: '0',
      });
      if (kind.money === 'trade') {
        const debt = afterDiscount.plus(money(spec.otherMoney)).minus(paid).minus(money(spec.deposit));
        Object.assign(head, { debt: text(debt), last_debt: text(debt) });
      }
    } else if (kind.money === 'retail') {
      head.change_amount = text(amount.times(kind.sign));
      head.back_amount = text(spec.handed ? money(spec.handed).minus(amount) : new Decimal(0));
    }
    const stored = this.w.add('jsh_depot_head', head);
    const storedLines = lines.map((l) => this.w.add('jsh_depot_item', { ...l, header_id: stored.id }));
    if (!spec.deleted) this.moveSerials(kindName, stored, storedLines, creator);
    return { head: stored, lines: storedLines };
  }

  private line(kindName: GoodsKindName, number: string, l: LineSpec, rate: Decimal, taxed: boolean, spec: BillSpec): Row {
    const kind = GOODS_KINDS[kindName];
    const qty = new Decimal(l.qty).times(this.scale);
    const price = new Decimal(l.b[kind.price]);
    const all = r2(price.times(qty));
    const tax = r2(all.times(rate).div(100));
    const row: Row = {
      material_id: l.b.materialId,
      material_extend_id: l.b.extendId,
      material_unit: l.b.unit,
      sku: l.b.sku,
      oper_number: text(qty),
      basic_number: text(qty.times(l.b.ratio)),
      unit_price: text(price),
      all_price: text(all),
      depot_id: l.depot ?? null,
      another_depot_id: l.to ?? null,
      material_type: l.role ?? null,
      batch_number: l.batch ?? null,
      expiration_date: l.expiry ?? null,
      link_id: l.link ? Number(l.link.id) : null,
      delete_flag: spec.deleted ? '1' : '0',
    };
    if (taxed) {
      Object.assign(row, {
        tax_rate: text(rate),
        tax_money: text(tax),
        tax_last_money: text(all.plus(tax)),
        tax_unit_price: text(price.times(rate.div(100).plus(1)).toDecimalPlaces(4)),
      });
    }
    if (SALES_COST_SNAPSHOT.includes(kind.subType)) {
      row.purchase_unit_price = l.batch ? this.batchReceiptPrice(l.b, l.batch) : l.b.purchase;
    }
    if (l.b.tracking === 'serial') row.sn_list = this.serialNames(kind.type, kind.subType, l, qty.toNumber(), number);
    return row;
  }

  /** A batch line's cost: the unit price of the first receipt of that barcode and batch. */
  private batchReceiptPrice(b: Barcode, batch: string): string {
    const receipts = new Set(
      this.w
        .live('jsh_depot_head')
        .filter((h) => h.type === '入库')
        .map((h) => h.id),
    );
    const first = this.w
      .live('jsh_depot_item')
      .find((i) => i.material_extend_id === b.extendId && i.batch_number === batch && receipts.has(i.header_id as number));
    if (!first) throw new Error(`batch ${batch} of ${b.code} was never received`);
    return String(first.unit_price);
  }

  /** New serial names for a receipt; the oldest unsold serials of the product for an issue. */
  private serialNames(type: string, subType: string, l: LineSpec, count: number, number: string): string {
    if (type === '入库' && RECEIVES_SERIALS.includes(subType)) {
      return Array.from({ length: count }, () => `SN-${String(++this.serialCount).padStart(4, '0')}`).join(',');
    }
    const unsold = this.w.live('jsh_serial_number').filter((s) => s.material_id === l.b.materialId && s.is_sell === '0');
    if (unsold.length < count) throw new Error(`${number}: only ${unsold.length} serials of ${l.b.code} in stock`);
    return unsold
      .slice(0, count)
      .map((s) => s.serial_number)
      .join(',');
  }

  private moveSerials(kindName: GoodsKindName, head: IdRow, lines: IdRow[], creator: number): void {
    const kind = GOODS_KINDS[kindName];
    for (const line of lines.filter((l) => l.sn_list)) {
      const names = String(line.sn_list).split(',');
      if (kind.type === '入库') {
        for (const serial of names) {
          const { material_id, depot_id, unit_price } = line;
          const { create_time, number } = head;
          this.w.add('jsh_serial_number', {
            material_id: material_id ?? null,
            depot_id: depot_id ?? null,
            serial_number: serial,
            is_sell: '0',
            in_price: unit_price ?? null,
            create_time: create_time ?? null,
            creator,
            update_time: create_time ?? null,
            updater: creator,
            in_bill_no: number ?? null,
          });
        }
      } else {
        for (const s of this.w.live('jsh_serial_number')) {
          if (s.material_id !== line.material_id || s.is_sell !== '0' || !names.includes(String(s.serial_number))) continue;
          Object.assign(s, { is_sell: '1', out_bill_no: head.number, update_time: head.create_time, updater: creator });
        }
      }
    }
  }
}
