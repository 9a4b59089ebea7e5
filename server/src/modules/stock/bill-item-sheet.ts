import type { BillPrefix } from './bill-kinds.js';

/**
 * Column layouts of 导入明细 (api.md §2.10 importItemExcel): which kinds import lines from a sheet and
 * the columns each kind's template has. `*` marks a required column (the reader drops the mark);
 * 名称 only helps the person filling the sheet and is not read.
 */
export const ITEM_IMPORT_LAYOUTS = {
  QGD: ['条码*', '名称', '数量*', '备注'],
  CGDD: ['条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
  XSDD: ['条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
  CGRK: ['仓库*', '条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
  XSCK: ['仓库*', '条码*', '名称', '数量*', '单价', '税率(%)', '备注'],
  QTRK: ['仓库*', '条码*', '名称', '数量*', '单价', '备注'],
  QTCK: ['仓库*', '条码*', '名称', '数量*', '单价', '备注'],
} as const satisfies Partial<Record<BillPrefix, readonly string[]>>;

export type ItemImportPrefix = keyof typeof ITEM_IMPORT_LAYOUTS;
export const ITEM_IMPORT_PREFIXES = Object.keys(ITEM_IMPORT_LAYOUTS) as ItemImportPrefix[];

export const ITEM_SHEET_TIP = '*导入时本行内容请勿删除，切记！条码、数量必填；单价不填时按单据类型取默认价格';
export const ITEM_IMPORT_MAX_ROWS = 1000;

/** Reference codes of the import's row errors (api.md §1.5). */
export const ITEM_IMPORT_ERR = {
  barcodeUnknown: 9000003,
  depotUnknown: 9000004,
} as const;

/** The reader's column names for a layout (required marks dropped). */
export const columnsOf = (prefix: ItemImportPrefix): string[] => ITEM_IMPORT_LAYOUTS[prefix].map((h) => h.replace(/\*$/, ''));
