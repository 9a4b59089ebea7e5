import type { ReportColumn, ReportData, ReportFilter, ReportRow } from './reportTypes';

// The pieces the report declarations share: the usual filters, column makers, the product's columns.

export const keyword: ReportFilter = { kind: 'text', name: 'materialParam', label: '商品信息' };
export const category: ReportFilter = { kind: 'category' };
export const depots: ReportFilter = { kind: 'depots', name: 'depotIds', label: '仓库', multiple: true };
export const depot: ReportFilter = { kind: 'depots', name: 'depotId', label: '仓库' };
export const period = (months: number, required = false, label = '单据日期'): ReportFilter => ({ kind: 'period', label, months, required });
export const num = (key: string, title: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, title, numeric: true, ...extra });
export const col = (key: string, title: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, title, ...extra });
export const organization: ReportFilter = { kind: 'organization' };
/** 扩展1-3, titled as the tenant names them on 商品属性. */
export const extras = (prefix: 'otherField' | 'motherField'): ReportColumn[] =>
  ([1, 2, 3] as const).map((n) => col(`${prefix}${n}`, `扩展${n}`, { property: `otherField${n}` }));
export const byId = (row: ReportRow) => String(row.id ?? row.materialId);
export const total = (d: ReportData, key: string) => d.totalRow?.[key] ?? '0';

export const materialCols = (names: { name: string; standard: string; model: string; color: string; brand: string; mfrs: string }) => [
  col('barCode', '条码', { sortable: true }),
  col(names.name, '名称'),
  col(names.standard, '规格'),
  col(names.model, '型号'),
  col(names.color, '颜色'),
  col(names.brand, '品牌'),
  col(names.mfrs, '制造商'),
];
export const PLAIN = {
  name: 'materialName',
  standard: 'materialStandard',
  model: 'materialModel',
  color: 'materialColor',
  brand: 'materialBrand',
  mfrs: 'materialMfrs',
};
