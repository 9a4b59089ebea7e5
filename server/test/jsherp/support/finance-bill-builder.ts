// Writes one finance document as jshERP stores it (business-rules §11): signed header amounts per kind, lines
// negated only for 付款, settlement lines pointing at goods bills by id (NULL = the partner's opening balance) with
// their need/finish snapshots, and 收预付款 whose lines carry the receiving account.
import { Decimal } from 'decimal.js';
import { type BillNumbers, FINANCE_PREFIXES, type FinanceKindName } from './jsh-kinds.js';
import type { IdRow, Row, TenantRows } from './source-rows.js';

export interface FinanceLine {
  /** The goods bill settled; 'opening' settles the partner's opening balance (bill_id NULL). */
  bill?: Row | 'opening';
  /** Unsigned, before the tenant's scale. */
  amount: number;
  /** 转账 destination / 收预付款 receiving account. */
  account?: number;
  /** 收入 / 支出 item. */
  item?: number;
}

export interface FinanceSpec {
  date: string;
  status: '0' | '1';
  lines: FinanceLine[];
  organ?: number;
  account?: number;
  person?: number;
  /** 优惠金额 at settlement (收款/付款), before the tenant's scale. */
  discount?: number;
  deleted?: boolean;
}

const HEADER_SIGN: Record<FinanceKindName, 1 | -1> = { 收款: 1, 付款: -1, 转账: -1, 收入: 1, 支出: -1, 收预付款: 1 };
const text = (d: Decimal) => d.toFixed();

export class FinanceBills {
  constructor(
    private readonly w: TenantRows,
    private readonly numbers: BillNumbers,
    private readonly scale: number,
    private readonly ownerId: number,
  ) {}

  add(kind: FinanceKindName, spec: FinanceSpec): { head: IdRow; lines: IdRow[] } {
    const sign = HEADER_SIGN[kind];
    const amounts = spec.lines.map((l) => new Decimal(l.amount).times(this.scale));
    const total = amounts.reduce((s, a) => s.plus(a), new Decimal(0));
    const discount = new Decimal(spec.discount ?? 0).times(this.scale);
    const lines = spec.lines.map((l, i) => ({
      account_id: l.account ?? null,
      in_out_item_id: l.item ?? null,
      bill_id: l.bill && l.bill !== 'opening' ? Number(l.bill.id) : null,
      ...(l.bill ? this.snapshot(l.bill, spec.organ!) : {}),
      each_amount: text(kind === '付款' ? amounts[i]!.neg() : amounts[i]!),
      delete_flag: spec.deleted ? '1' : '0',
    }));
    const number = this.numbers.next(FINANCE_PREFIXES[kind]);
    const head = this.w.add('jsh_account_head', {
      type: kind,
      organ_id: spec.organ ?? null,
      hands_person_id: spec.person ?? null,
      creator: this.ownerId,
      change_amount: text(total.minus(discount).times(sign)),
      discount_money: text(discount),
      total_price: text(total.times(sign)),
      account_id: kind === '收预付款' ? null : (spec.account ?? null),
      bill_no: number,
      bill_time: spec.date,
      status: spec.status,
      source: '0',
      delete_flag: spec.deleted ? '1' : '0',
    });
    return { head, lines: lines.map((l) => this.w.add('jsh_account_item', { ...l, header_id: head.id })) };
  }

  /** need_debt: the bill's debt (or the opening balance); finish_debt: what earlier finance lines settled of it. */
  private snapshot(bill: Row | 'opening', organ: number): { need_debt: string; finish_debt: string } {
    const items = this.w.live('jsh_account_item');
    const settled = (lines: Row[]) => lines.reduce((s, l) => s.plus(String(l.each_amount)), new Decimal(0)).abs();
    if (bill === 'opening') {
      const partner = this.w.all.byId('jsh_supplier', organ);
      const heads = new Set(
        this.w
          .live('jsh_account_head')
          .filter((h) => h.organ_id === organ)
          .map((h) => h.id),
      );
      const opening = new Decimal(String(partner.type === '客户' ? partner.begin_need_get : partner.begin_need_pay));
      return { need_debt: text(opening), finish_debt: text(settled(items.filter((l) => l.bill_id === null && heads.has(l.header_id as number)))) };
    }
    return { need_debt: text(new Decimal(String(bill.debt)).abs()), finish_debt: text(settled(items.filter((l) => l.bill_id === bill.id))) };
  }
}
