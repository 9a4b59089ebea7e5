import type { CategoryStockValue } from '@suanpan/contracts';
import { categoryChartHeight, categoryValueBars, chartCategories } from './categoryValueChart';
import { PLAIN, byId, category, col, depot, depots, extras, keyword, materialCols, num, organization, period, total } from './reportParts';
import { tradeTrendChart } from './tradeTrendChart';
import { reportChart, type ReportColumn, type ReportConfig, type ReportFilter } from './reportTypes';

// The goods reports (screens.md §6): stock, trade statistics, in/out detail and summary, transfers, warnings, the flows.

export const materialStockReport: ReportConfig = {
  title: '商品库存',
  url: '/material/getListWithStock',
  exportUrl: '/material/exportListWithStock',
  rowKey: byId,
  filters: [
    depots,
    keyword,
    category,
    { kind: 'text', name: 'position', label: '仓位货架' },
    {
      kind: 'select',
      name: 'zeroStock',
      label: '零库存',
      options: [
        { value: '0', label: '隐藏' },
        { value: '1', label: '显示' },
      ],
    },
  ],
  columns: [
    col('flow', '库存详情', { link: 'flow' }),
    col('imgName', '图片', { image: true }),
    col('mBarCode', '条码', { sortable: true }),
    col('name', '名称'),
    col('standard', '规格'),
    col('model', '型号'),
    col('color', '颜色'),
    col('brand', '品牌'),
    col('mfrs', '制造商'),
    col('categoryName', '类别'),
    col('position', '仓位货架'),
    col('unitName', '单位'),
    num('purchaseDecimal', '成本价', { sortable: true, link: 'costFlow' }),
    num('initialStock', '初始库存'),
    num('currentStock', '库存', { sortable: true, tip: 'bigUnitStock' }),
    num('currentStockPrice', '库存金额', { sortable: true }),
    num('currentWeight', '重量', { sortable: true }),
  ],
  summary: (d) =>
    `总库存：${String(d.currentStock ?? '0')}${d.showStockPrice ? `，总库存金额：${String(d.currentStockPrice ?? '0')}` : ''}，总重量：${String(d.currentWeight ?? '0')}`,
  chart: reportChart<{ showStockPrice: boolean; rows: CategoryStockValue[] }>({
    title: '库存金额按类别',
    url: '/material/getStockValueByCategory',
    option: (a) => (a.rows.length > 0 ? categoryValueBars(a.rows) : undefined),
    empty: (a) => (a.showStockPrice ? '暂无库存' : '无权查看库存金额'),
    height: (a) => categoryChartHeight(chartCategories(a.rows).length),
  }),
};

export const inOutStockReport: ReportConfig = {
  title: '进销存统计',
  url: '/depotItem/getInOutStock',
  exportUrl: '/depotItem/exportInOutStock',
  rowKey: byId,
  filters: [keyword, period(1, true, '库存周期'), depots, category],
  columns: [
    col('distribution', '库存详情', { link: 'distributionAt' }),
    col('imgName', '图片', { image: true }),
    ...materialCols(PLAIN),
    ...extras('otherField'),
    col('unitName', '单位'),
    num('unitPrice', '成本价'),
    num('prevSum', '上期结存数量', { sortable: true }),
    num('inSum', '入库数量', { sortable: true }),
    num('outSum', '出库数量', { sortable: true }),
    num('thisSum', '本期结存数量', { sortable: true, tip: 'bigUnitStock' }),
    num('thisAllPrice', '结存金额', { sortable: true }),
  ],
  summary: (d) => `本期总结存：${total(d, 'thisSum')}${d.showStockPrice ? `，总结存金额：${total(d, 'thisAllPrice')}` : ''}`,
};

const tradeFilters = (partner: ReportFilter): ReportFilter[] => [keyword, period(3), partner, depot, organization, category];

const trade = (title: string, url: string, exportUrl: string, partner: ReportFilter, figures: ReportColumn[], realKey: string): ReportConfig => ({
  title,
  url,
  exportUrl,
  rowKey: (r) => `${String(r.materialId)}-${String(r.barCode)}`,
  filters: tradeFilters(partner),
  columns: [...materialCols(PLAIN), ...extras('otherField'), col('materialUnit', '单位'), ...figures],
  summary: (d) => `${title.replace('统计', '')}实际金额合计：${String(d.realityPriceTotal ?? d.totalRow?.[realKey] ?? '—')}`,
  chart: tradeTrendChart(title, url),
});

export const buyInReport = trade(
  '采购统计',
  '/depotItem/buyIn',
  '/depotItem/exportBuyIn',
  { kind: 'partner', name: 'organId', label: '供应商', partnerType: '供应商' },
  [
    num('inSum', '采购数量', { sortable: true }),
    num('inSumPrice', '采购金额', { sortable: true }),
    num('outSum', '退货数量', { sortable: true }),
    num('outSumPrice', '退货金额', { sortable: true }),
    num('inOutSumPrice', '实际采购金额'),
  ],
  'inOutSumPrice',
);

const outTrade = (title: string, word: string, url: string, exportUrl: string, partner: ReportFilter) =>
  trade(
    title,
    url,
    exportUrl,
    partner,
    [
      num('outSum', `${word}数量`, { sortable: true }),
      num('outSumPrice', `${word}金额`, { sortable: true }),
      num('inSum', '退货数量', { sortable: true }),
      num('inSumPrice', '退货金额', { sortable: true }),
      num('outInSumPrice', `实际${word}金额`),
    ],
    'outInSumPrice',
  );

export const saleOutReport = outTrade('销售统计', '销售', '/depotItem/saleOut', '/depotItem/exportSaleOut', {
  kind: 'partner',
  name: 'organId',
  label: '客户',
  partnerType: '客户',
});
export const retailOutReport = outTrade('零售统计', '零售', '/depotItem/retailOut', '/depotItem/exportRetailOut', {
  kind: 'partner',
  name: 'organId',
  label: '会员',
  partnerType: '会员',
});

const detailColumns = (dateTitle: string, transfer = false): ReportColumn[] => [
  col('number', '单据编号', { link: 'bill' }),
  col('barCode', '条码', { sortable: true }),
  col('mname', '名称'),
  col('standard', '规格'),
  col('model', '型号'),
  col('color', '颜色'),
  col('brand', '品牌'),
  col('mfrs', '制造商'),
  col('mUnit', '单位'),
  col('sku', '多属性'),
  num('operNumber', '数量', { sortable: true, totalKey: 'operNumberTotal' }),
  num('unitPrice', '单价', { sortable: true }),
  num('allPrice', '金额', { sortable: true, totalKey: 'allPriceTotal' }),
  ...(transfer
    ? [col('dname', '调出仓库'), col('sname', '调入仓库')]
    : [num('taxRate', '税率(%)'), num('taxMoney', '税额', { sortable: true, totalKey: 'taxMoneyTotal' }), col('sname', '往来单位'), col('dname', '仓库')]),
  col('operTime', dateTitle),
  ...(transfer ? [] : [col('newType', '类型')]),
  col('newRemark', '备注'),
];

const detail = (type: '入库' | '出库'): ReportConfig => ({
  title: `${type}明细`,
  url: '/depotHead/findInOutDetail',
  exportUrl: '/depotHead/exportInOutDetail',
  fixed: { type },
  rowKey: (r) => String(r.id),
  filters: [
    keyword,
    period(3),
    { kind: 'text', name: 'number', label: '单据编号' },
    { kind: 'partner', name: 'organId', label: '往来单位', partnerType: type === '入库' ? '供应商' : '客户' },
    depot,
    { kind: 'user', name: 'creator', label: '操作员' },
    organization,
    category,
    { kind: 'text', name: 'remark', label: '备注' },
  ],
  columns: detailColumns(`${type}日期`),
  summary: (d) => `数量合计：${total(d, 'operNumberTotal')}，金额合计：${total(d, 'allPriceTotal')}`,
});
export const inDetailReport = detail('入库');
export const outDetailReport = detail('出库');

export const allocationDetailReport: ReportConfig = {
  title: '调拨明细',
  url: '/depotHead/findAllocationDetail',
  exportUrl: '/depotHead/exportAllocationDetail',
  fixed: { subType: '调拨' },
  rowKey: (r) => String(r.id),
  filters: [
    keyword,
    period(3),
    { kind: 'text', name: 'number', label: '单据编号' },
    { kind: 'depots', name: 'depotIdF', label: '调出仓库' },
    { kind: 'depots', name: 'depotId', label: '调入仓库' },
    organization,
    category,
    { kind: 'text', name: 'remark', label: '备注' },
  ],
  columns: detailColumns('调拨日期', true),
  summary: (d) => `数量合计：${total(d, 'operNumberTotal')}，金额合计：${total(d, 'allPriceTotal')}`,
};

const count = (type: '入库' | '出库'): ReportConfig => ({
  title: `${type}汇总`,
  url: '/depotHead/findInOutMaterialCount',
  exportUrl: '/depotHead/exportInOutMaterialCount',
  fixed: { type },
  rowKey: (r) => String(r.materialId),
  filters: [
    keyword,
    period(3),
    { kind: 'partner', name: 'organId', label: '往来单位', partnerType: type === '入库' ? '供应商' : '客户' },
    depot,
    organization,
    category,
  ],
  columns: [
    col('barCode', '条码', { sortable: true }),
    col('mName', '名称'),
    col('standard', '规格'),
    col('model', '型号'),
    col('color', '颜色'),
    col('brand', '品牌'),
    col('mfrs', '制造商'),
    col('categoryName', '类别'),
    col('materialUnit', '单位'),
    num('numSum', `${type}数量`, { sortable: true, totalKey: 'numSumTotal' }),
    num('priceSum', `${type}金额`, { sortable: true, totalKey: 'priceSumTotal' }),
  ],
  summary: (d) => `数量合计：${total(d, 'numSumTotal')}，金额合计：${total(d, 'priceSumTotal')}`,
});
export const inMaterialCountReport = count('入库');
export const outMaterialCountReport = count('出库');

export const stockWarningReport: ReportConfig = {
  title: '库存预警',
  url: '/depotItem/findStockWarningCount',
  exportUrl: '/depotItem/exportStockWarningCount',
  rowKey: (r) => `${String(r.mid)}-${String(r.depotId)}`,
  filters: [depot, keyword, category],
  columns: [
    col('depotName', '仓库', { sortable: true }),
    col('barCode', '条码'),
    col('mname', '名称'),
    col('mstandard', '规格'),
    col('mmodel', '型号'),
    col('mcolor', '颜色'),
    col('brand', '品牌'),
    col('mmfrs', '制造商'),
    ...extras('motherField'),
    col('materialUnit', '单位'),
    num('currentNumber', '库存', { sortable: true }),
    num('lowSafeStock', '最低安全库存'),
    num('highSafeStock', '最高安全库存'),
    num('lowCritical', '建议入库量'),
    num('highCritical', '建议出库量'),
  ],
};

/** 商品流水 of one product (the drill-down of 商品库存), in the depots the report was asked for. */
export const materialFlowReport = (materialId: number, depotIds?: string): ReportConfig => ({
  title: '商品流水',
  url: '/depotItem/findDetailByDepotIdsAndMaterialId',
  exportUrl: '/depotItem/exportDetailByDepotIdsAndMaterialId',
  fixed: { materialId: String(materialId), ...(depotIds ? { depotIds } : {}) },
  rowKey: (r) => `${String(r.number)}-${String(r.depotId)}-${String(r.basicNumber)}-${String(r.operTime)}`,
  filters: [{ kind: 'text', name: 'number', label: '单据编号' }, period(0)],
  columns: [
    col('number', '单据编号', { link: 'bill' }),
    col('type', '类型'),
    col('barCode', '条码'),
    col('materialName', '名称'),
    col('depotName', '仓库名称'),
    num('basicNumber', '数量'),
    num('unitPrice', '单价'),
    num('allPrice', '金额'),
    col('operTime', '日期'),
  ],
});

export const stockPriceFlowReport = (materialId: number, depotIds?: string): ReportConfig => {
  const flow = materialFlowReport(materialId, depotIds);
  return { ...flow, title: '成本价流水', fixed: { ...flow.fixed, stockPriceFlag: 'true' } };
};

/** 账户统计 (reports.md §2): each account's opening amount, this month's movement and balance; totals from getStatistics. */
