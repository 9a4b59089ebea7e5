import type { ReactNode } from 'react';
import type { ChartOption } from '../../platform/charts/chartOption';

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
  /** 部门 (`organizationId`): the department tree the user's data scope may choose from. */
  | { kind: 'organization' }
  | { kind: 'select'; name: string; label: string; options: Array<{ value: string; label: string }>; initial?: string };

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
  /** 扩展1-3 (and 制造商): the title is the tenant's name for the field (商品属性), `title` until it is loaded. */
  property?: 'mfrs' | 'otherField1' | 'otherField2' | 'otherField3';
  /** The row key whose text shows as the cell's tooltip (e.g. the stock in the big unit). */
  tip?: string;
  /** The value is a comma list of stored pictures (`imgName`): the first is shown as a thumbnail, larger on a click. */
  image?: boolean;
}

/**
 * Not printed: links that open something from a row (库存详情, 欠款详情, 账户流水) rather than show one of its figures, and
 * pictures.
 */
const ACTION_LINKS: ReadonlySet<ReportColumn['link']> = new Set(['flow', 'distribution', 'distributionAt', 'debt', 'accountFlow']);
export const isScreenOnlyColumn = (c: ReportColumn) => ACTION_LINKS.has(c.link) || Boolean(c.image);

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
  /** A picture of the whole filtered set above the table (e.g. 库存金额按类别), from its own endpoint and the same filters. */
  chart?: ReportChart;
}

export interface ReportChart {
  title: string;
  url: string;
  /** The picture of the endpoint's answer; undefined when there is nothing to draw. */
  option: (answer: unknown) => ChartOption | undefined;
  /** Shown instead of the picture when there is nothing to draw. */
  empty: (answer: unknown) => string;
  /** The picture's height in pixels for this answer (e.g. by its number of bars); 260 when absent. */
  height?: (answer: unknown) => number;
}

/** A report chart declared with its endpoint's answer type (the one place the answer is cast). */
export function reportChart<T>(chart: {
  title: string;
  url: string;
  option: (answer: T) => ChartOption | undefined;
  empty: (answer: T) => string;
  height?: (answer: T) => number;
}): ReportChart {
  return chart as ReportChart;
}
