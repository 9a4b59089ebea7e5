import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import type { BillKind } from '../stock/bill-kinds.js';
import { num } from './report-material.js';
import { inDepots, type ReportScope } from './report-scope.js';
import { and, lineConds, lineDaysWhere, maskedRow, visible, type Direction, type LineFilter } from './bill-line-conditions.js';

// 入库明细 / 出库明细 (reports.md §6) and 调拨明细 (§8): one row per bill line.

/** The columns the screen shows (screens.md §6), up to the date; 入库明细 / 出库明细 head it 入库日期 / 出库日期. */
const LINE_COLUMNS: readonly ExportColumn[] = [
  { key: 'number', label: '单据编号' },
  { key: 'barCode', label: '条码' },
  { key: 'mname', label: '名称' },
  { key: 'standard', label: '规格' },
  { key: 'model', label: '型号' },
  { key: 'color', label: '颜色' },
  { key: 'brand', label: '品牌' },
  { key: 'mfrs', label: '制造商' },
  { key: 'mUnit', label: '单位' },
  { key: 'sku', label: '多属性' },
  { key: 'operNumber', label: '数量', format: 'number', totalKey: 'operNumberTotal' },
  { key: 'unitPrice', label: '单价', format: 'number' },
  { key: 'allPrice', label: '金额', format: 'number', totalKey: 'allPriceTotal' },
];

export const detailColumns = (type: Direction): readonly ExportColumn[] => [
  ...LINE_COLUMNS,
  { key: 'taxRate', label: '税率(%)', format: 'number' },
  { key: 'taxMoney', label: '税额', format: 'number', totalKey: 'taxMoneyTotal' },
  { key: 'sname', label: '往来单位' },
  { key: 'dname', label: '仓库' },
  { key: 'operTime', label: `${type}日期` },
  { key: 'newType', label: '类型' },
  { key: 'newRemark', label: '备注' },
];

export const ALLOCATION_COLUMNS: readonly ExportColumn[] = [
  ...LINE_COLUMNS,
  { key: 'dname', label: '调出仓库' },
  { key: 'sname', label: '调入仓库' },
  { key: 'operTime', label: '调拨日期' },
  { key: 'newRemark', label: '备注' },
];

const DETAIL_ROW = sql`
  select i.id, h.id as header_id, h.number, h.prefix, h.type, h.sub_type, h.oper_time, h.remark as head_remark, i.remark as line_remark,
    x.bar_code, m.name as mname, m.standard, m.model, m.color, m.brand, m.mfrs, i.material_unit, i.sku, i.oper_number, i.unit_price,
    i.all_price, i.tax_rate, i.tax_money, i.tax_last_money, s.supplier as organ_name, d.name as depot_name, ad.name as another_depot_name
  from depot_item i
  join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  join material m on m.tenant_id = i.tenant_id and m.id = i.material_id
  join material_extend x on x.tenant_id = i.tenant_id and x.id = i.material_extend_id
  left join supplier s on s.tenant_id = h.tenant_id and s.id = h.organ_id
  left join depot d on d.tenant_id = i.tenant_id and d.id = i.depot_id
  left join depot ad on ad.tenant_id = i.tenant_id and ad.id = i.another_depot_id
  where i.tenant_id = k.tenant_id and i.id = k.id`;

/**
 * The lines that satisfy `where`, read alone (migration 0033: a line carries its bill's kind, time, status, creator
 * and partner): the count and the totals are one range of `depot_item_kind_time_idx` a kind, read index-only, and the
 * default page, newest first, walks `depot_item_newest_idx` (migration 0037) from the period's end. The barcode is read only
 * to sort by it; unit_price (a heap column) only to sort by it or for the page. With `days` (the line days standing for
 * the same lines, `lineDaysWhere`) the count and the totals sum those instead (migration 0041).
 */
function detailSource(
  scope: ReportScope,
  where: RawBuilder<unknown>,
  days: RawBuilder<unknown> | null,
  columns: readonly ExportColumn[],
  transfer: boolean,
): ListSource {
  return {
    base: sql`select i.tenant_id, i.id, i.prefix, i.oper_time, i.material_extend_id, i.oper_number, i.unit_price, i.all_price, i.tax_money,
        i.tax_last_money
      from depot_item i
      where ${where}`,
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
    sorts: {
      operTime: sql`b.oper_time`,
      barCode: sql`(select x.bar_code from material_extend x where x.tenant_id = b.tenant_id and x.id = b.material_extend_id)`,
      operNumber: sql`b.oper_number`,
      unitPrice: visible(scope, sql`b.unit_price`),
      allPrice: visible(scope, sql`b.all_price`),
      taxMoney: visible(scope, sql`b.tax_money`),
    },
    defaultOrder: { by: 'operTime', dir: 'desc', tiebreak: 'desc' },
    totals: [
      { key: 'operNumberTotal', expression: sql`b.oper_number` },
      { key: 'allPriceTotal', expression: visible(scope, sql`b.all_price`) },
      { key: 'taxMoneyTotal', expression: visible(scope, sql`b.tax_money`) },
      { key: 'taxLastMoneyTotal', expression: visible(scope, sql`b.tax_last_money`) },
    ],
    ...(days ? { keptSummary: { base: sql`select d.* from bill_line_day d where ${days}`, rows: sql`b.lines` } } : {}),
    rows: DETAIL_ROW,
    present: (rows: Row[]) =>
      rows.map((r) => {
        const hide = maskedRow(scope, r);
        const money = (v: unknown) => (hide ? null : (num(v) ?? '0'));
        return {
          id: Number(r.id),
          headerId: Number(r.header_id),
          number: r.number as string,
          prefix: r.prefix as string,
          barCode: r.bar_code as string,
          mname: r.mname as string,
          standard: (r.standard as string | null) ?? null,
          model: (r.model as string | null) ?? null,
          color: (r.color as string | null) ?? null,
          brand: (r.brand as string | null) ?? null,
          mfrs: (r.mfrs as string | null) ?? null,
          mUnit: (r.material_unit as string | null) ?? null,
          sku: (r.sku as string | null) ?? null,
          operNumber: num(r.oper_number) ?? '0',
          unitPrice: money(r.unit_price),
          allPrice: money(r.all_price),
          taxRate: num(r.tax_rate),
          taxMoney: money(r.tax_money),
          taxLastMoney: money(r.tax_last_money),
          // 调拨明细: sname is the destination, dname the source (api.md); otherwise the partner and the line's depot.
          sname: transfer ? ((r.another_depot_name as string | null) ?? null) : ((r.organ_name as string | null) ?? null),
          dname: (r.depot_name as string | null) ?? null,
          operTime: String(r.oper_time).slice(0, 10),
          newType: r.type === '其它' ? (r.sub_type as string) : `${String(r.sub_type)}${String(r.type)}`,
          newRemark: [r.head_remark, r.line_remark].filter((x) => typeof x === 'string' && x !== '').join(' ') || null,
        };
      }),
    columns,
  };
}

/**
 * 入库明细 / 出库明细: lines of the direction's bills (采购入库, 销售退货, 零售退货, 其它入库 / 销售出库, 零售出库,
 * 采购退货, 其它出库), transfers excluded; 出入库管理 leaves out the purchase/sale bills; depot = the line's.
 */
export function inOutDetailSource(scope: ReportScope, type: Direction, f: LineFilter & { depots: string[] | null }): ListSource {
  const kinds = (k: BillKind) => k.type === type && k.stock !== 'transfer';
  const conds = [...lineConds(scope, f, kinds, { inOutManage: true }), inDepots('i.depot_id', f.depots)];
  return detailSource(scope, and(conds), lineDaysWhere(scope, f, kinds, true, [f.depots]), detailColumns(type), false);
}

/** 调拨明细: transfer lines from a source depot in `sources` to a destination in `targets`. */
export function allocationDetailSource(scope: ReportScope, f: LineFilter & { sources: string[] | null; targets: string[] | null }): ListSource {
  const kinds = (k: BillKind) => k.stock === 'transfer';
  const conds = [
    ...lineConds(scope, f, kinds, { inOutManage: false, remarkOnMaterial: true }),
    inDepots('i.depot_id', f.sources),
    inDepots('i.another_depot_id', f.targets),
  ];
  return detailSource(scope, and(conds), lineDaysWhere(scope, f, kinds, false, [f.sources, f.targets]), ALLOCATION_COLUMNS, true);
}
