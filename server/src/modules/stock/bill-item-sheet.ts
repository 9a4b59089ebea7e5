import { hasPrices, hasTax, type BillKind, type BillPrefix } from '@suanpan/contracts';
import { BILL_KINDS } from './bill-kinds.js';

/**
 * The columns of a kind's 导入明细 template, from what its lines hold: a depot per line, prices, and a tax rate
 * where the money is a trade or an order. `*` marks a required column (the reader drops the mark); 名称 only
 * helps the person filling the sheet and is not read.
 */
export function itemImportLayout(prefix: BillPrefix): string[] {
  const kind: BillKind = BILL_KINDS[prefix];
  return [
    ...(kind.depot === 'line' ? ['仓库*'] : []),
    '条码*',
    '名称',
    '数量*',
    ...(hasPrices(kind) ? ['单价'] : []),
    ...(hasTax(kind) ? ['税率(%)'] : []),
    '备注',
  ];
}

export const ITEM_SHEET_TIP = '*导入时本行内容请勿删除，切记！条码、数量必填；单价不填时按单据类型取默认价格';
export const ITEM_IMPORT_MAX_ROWS = 1000;

/** Reference codes of the import's row errors (api.md §1.5). */
export const ITEM_IMPORT_ERR = {
  barcodeUnknown: 9000003,
  depotUnknown: 9000004,
} as const;
