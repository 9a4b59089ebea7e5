import type { ReactNode } from 'react';

export type ReportRow = Record<string, unknown>;

/** What a report answers: one page of rows, the count and the 合计 figures of the whole filtered set. */
export interface ReportData {
  rows: ReportRow[];
  total: number;
  totalRow?: Record<string, string>;
  [extra: string]: unknown;
}

/** A query field of a report (its `name` is the query parameter the server reads). */
export type ReportFilter =
  | { kind: 'text'; name: string; label: string }
  | { kind: 'depots'; name: string; label: string; multiple?: boolean }
  | { kind: 'category' }
  | { kind: 'period'; label: string; required?: boolean; months: number }
  | { kind: 'partner'; name: string; label: string; partnerType: string }
  | { kind: 'user'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: Array<{ value: string; label: string }> };

export interface ReportColumn {
  key: string;
  title: string;
  /** Decimal figures: right-aligned, and their 合计 shown under them when the server sends one. */
  numeric?: boolean;
  /** Sorted on the server (the column name the report offers). */
  sortable?: boolean;
  width?: number;
  /** The totalRow key of this column's 合计, when it differs from the column key. */
  totalKey?: string;
  /**
   * A drill-down: the bill number opens the bill (a goods bill or a finance document), 流水/分布 open their dialogs,
   * 欠款详情, 账户流水, 历史收付款 (the statement's settlements) and 成本价流水 (the cost under 移动平均价).
   */
  link?: 'bill' | 'flow' | 'distribution' | 'distributionAt' | 'debt' | 'accountFlow' | 'history' | 'costFlow';
}

/** One report screen, declared once: address, export, filters, columns and the summary line. */
export interface ReportConfig {
  title: string;
  url: string;
  /** The streamed spreadsheet of the whole filtered set; absent: the report has no 导出. */
  exportUrl?: string;
  /** A second endpoint answering the summary figures for the same filters (e.g. 账户统计's totals). */
  totalsUrl?: string;
  rowKey: (row: ReportRow) => string;
  /** Parameters every call sends (入库 / 出库 of a shared endpoint). */
  fixed?: Record<string, string>;
  filters: ReportFilter[];
  columns: ReportColumn[];
  /** The line above the table, from the data (e.g. 总库存：…，总库存金额：…). */
  summary?: (data: ReportData) => ReactNode;
}
