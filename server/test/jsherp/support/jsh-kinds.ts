// jshERP's document kinds as its database spells them (business-rules §1, §11), keyed by the menu name. The fixture
// keeps its own table, independent of Suanpan's catalogue, so that a change there cannot quietly change the source.

export type GoodsKindName =
  | '请购单'
  | '采购订单'
  | '采购入库'
  | '采购退货'
  | '销售订单'
  | '销售出库'
  | '销售退货'
  | '零售出库'
  | '零售退货'
  | '其它入库'
  | '其它出库'
  | '调拨出库'
  | '组装单'
  | '拆卸单';

export interface GoodsKind {
  type: '入库' | '出库' | '其它';
  subType: string;
  prefix: string;
  /** Sign of total_price and change_amount: − for money-out and goods-in documents. */
  sign: 1 | -1;
  /** trade: discount, other money, deposit, paid, debt; order: deposit as change_amount; retail: paid and change. */
  money: 'trade' | 'order' | 'retail' | 'none';
  /** Which barcode price the form proposes (business-rules §7.5). */
  price: 'purchase' | 'wholesale' | 'retail';
}

export const GOODS_KINDS: Record<GoodsKindName, GoodsKind> = {
  请购单: { type: '其它', subType: '请购单', prefix: 'QGD', sign: -1, money: 'none', price: 'purchase' },
  采购订单: { type: '其它', subType: '采购订单', prefix: 'CGDD', sign: -1, money: 'order', price: 'purchase' },
  采购入库: { type: '入库', subType: '采购', prefix: 'CGRK', sign: -1, money: 'trade', price: 'purchase' },
  采购退货: { type: '出库', subType: '采购退货', prefix: 'CGTH', sign: 1, money: 'trade', price: 'purchase' },
  销售订单: { type: '其它', subType: '销售订单', prefix: 'XSDD', sign: 1, money: 'order', price: 'wholesale' },
  销售出库: { type: '出库', subType: '销售', prefix: 'XSCK', sign: 1, money: 'trade', price: 'wholesale' },
  销售退货: { type: '入库', subType: '销售退货', prefix: 'XSTH', sign: -1, money: 'trade', price: 'wholesale' },
  零售出库: { type: '出库', subType: '零售', prefix: 'LSCK', sign: 1, money: 'retail', price: 'retail' },
  零售退货: { type: '入库', subType: '零售退货', prefix: 'LSTH', sign: -1, money: 'retail', price: 'retail' },
  其它入库: { type: '入库', subType: '其它', prefix: 'QTRK', sign: -1, money: 'none', price: 'purchase' },
  其它出库: { type: '出库', subType: '其它', prefix: 'QTCK', sign: 1, money: 'none', price: 'purchase' },
  调拨出库: { type: '出库', subType: '调拨', prefix: 'DBCK', sign: 1, money: 'none', price: 'purchase' },
  组装单: { type: '其它', subType: '组装单', prefix: 'ZZD', sign: 1, money: 'none', price: 'purchase' },
  拆卸单: { type: '其它', subType: '拆卸单', prefix: 'CXD', sign: 1, money: 'none', price: 'purchase' },
};

export type FinanceKindName = '收款' | '付款' | '转账' | '收入' | '支出' | '收预付款';

export const FINANCE_PREFIXES: Record<FinanceKindName, string> = {
  收款: 'SK',
  付款: 'FK',
  转账: 'ZZ',
  收入: 'SR',
  支出: 'ZC',
  收预付款: 'SYF',
};

/** The kind of a stored goods header, by its (type, sub_type). */
export function goodsKindOf(type: unknown, subType: unknown): GoodsKindName {
  const found = Object.entries(GOODS_KINDS).find(([, k]) => k.type === type && k.subType === subType);
  if (!found) throw new Error(`no jshERP goods kind (${String(type)}, ${String(subType)})`);
  return found[0] as GoodsKindName;
}

/** jshERP's single global counter (jsh_sequence depot_number_seq), shared by every tenant and kind. */
export class BillNumbers {
  private last = 672;

  next(prefix: string): string {
    this.last += 1;
    return `${prefix}${String(this.last).padStart(11, '0')}`;
  }

  /** A number taken by a form that was then abandoned (gaps are normal in jshERP). */
  skip(): void {
    this.last += 1;
  }

  get current(): number {
    return this.last;
  }
}
