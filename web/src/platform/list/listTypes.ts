/** Addresses a list page works with; any action whose address is missing reports it (spec §8). */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  batchSetStatus?: string;
  exportXls?: string;
  importExcel?: string;
}

export type Row = Record<string, unknown>;

export type SortOrder = 'asc' | 'desc';

export interface Sorter {
  column: string;
  order: SortOrder;
}

export interface SuperQueryCondition {
  field: string;
  rule: 'like' | 'eq';
  val: string;
}

export type MatchType = 'and' | 'or';

export interface ListPageOptions {
  urls: ListUrls;
  rowKey?: string;
  defaultQuery?: Row;
  defaultPageSize?: number;
  pageSizeOptions?: number[];
  defaultSort?: Sorter;
  /** Columns summed in the 合计 row (stock, amount and quantity columns). */
  sumColumns?: string[];
  /** Sent as the comma list `field` (the columns the table shows). */
  fields?: string[];
  exportFileName?: string;
}

export interface ListResult {
  rows: Row[];
  total: number;
  totalRow?: Row | undefined;
}

export const TOTALS_KEY = '__totals__';
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100];
export const DEFAULT_SORT: Sorter = { column: 'createTime', order: 'desc' };
