import { kindsWhere } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListSource, Row } from '../../platform/list/list-source.js';
import { likePattern } from '../../platform/resource/row-mapping.js';
import { kindsSql, type BillKind } from '../stock/bill-kinds.js';
import { maskedPrefixes } from '../stock/bill-rows.js';
import { materialRow, materialWhere, num, showable, unitName, type MaterialFilter } from './report-material.js';
import { byCreators, customerGranted, inDepots, type ReportScope } from './report-scope.js';

/**
 * The bill-line reports (reports.md §3–§8): statistics per barcode, in/out detail per line, in/out summary per
 * product, transfer detail. They read `depot_item`/`depot_head` with the scopes of reports.md §0; audited means
 * status 1, 2 or 3 (the recommendation of §0) and counts only under 强审核.
 */

export interface LineFilter extends MaterialFilter {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  organId?: number | undefined;
  number?: string | undefined;
  creator?: number | undefined;
  remark?: string | undefined;
}

/** Sales-side bills, which 分配客户权限 limits to granted customers (零售 members and suppliers are not customers). */
const salesKinds = (k: BillKind) => k.priceCategory === 'sale';

/** The header and line conditions every bill-line report shares: tenant, live rows, period, audit, scopes, filters. */
function lineConds(scope: ReportScope, f: LineFilter, kinds: (k: BillKind) => boolean, opts: { inOutManage: boolean; remarkOnMaterial?: boolean }) {
  const t = scope.tenantId;
  const conds: Array<RawBuilder<unknown>> = [
    sql`h.tenant_id = ${t}`,
    sql`i.tenant_id = ${t}`,
    sql`not h.delete_flag`,
    sql`not i.delete_flag`,
    kindsSql(kinds),
    byCreators('h.creator', scope.creators),
  ];
  if (scope.flags.forceApproval) conds.push(sql`h.status in ('1', '2', '3')`);
  if (opts.inOutManage && scope.flags.inOutManage) conds.push(sql`not ${kindsSql((k) => k.inOutManaged)}`);
  if (scope.customerRestricted) conds.push(sql`(not ${kindsSql(salesKinds)} or ${customerGranted(scope, 'h.organ_id')})`);
  if (f.beginTime) conds.push(sql`h.oper_time >= ${`${f.beginTime} 00:00:00`}::timestamp`);
  if (f.endTime) conds.push(sql`h.oper_time <= ${`${f.endTime} 23:59:59`}::timestamp`);
  if (f.organId !== undefined) conds.push(sql`h.organ_id = ${f.organId}`);
  if (f.number) conds.push(sql`h.number ilike ${likePattern(f.number)}`);
  if (f.creator !== undefined) conds.push(sql`h.creator = ${f.creator}`);
  if (f.remark) conds.push(sql`(h.remark ilike ${likePattern(f.remark)} or i.remark ilike ${likePattern(f.remark)})`);
  if (f.categoryId !== undefined || f.materialParam) {
    const material = materialWhere(t, f, 'm', false);
    const text = opts.remarkOnMaterial && f.materialParam ? sql` or h.remark ilike ${likePattern(f.materialParam)}` : sql``;
    conds.push(sql`(exists (select 1 from material m where m.tenant_id = i.tenant_id and m.id = i.material_id and ${material})${text})`);
  }
  return conds;
}

const and = (conds: ReadonlyArray<RawBuilder<unknown>>) => sql.join(conds, sql` and `);
/** Money of kinds whose prices the role may not see (limits 4/5/6): zero in totals, null in rows. */
const visible = (scope: ReportScope, value: RawBuilder<unknown>) => {
  const masked = maskedPrefixes(scope.priceLimits);
  return masked.length ? sql`case when b.prefix in (${sql.join(masked)}) then 0 else ${value} end` : value;
};
const maskedRow = (scope: ReportScope, r: Row) => maskedPrefixes(scope.priceLimits).includes(r.prefix as never);

// ---------------------------------------------------------------------------------------------------------------
// 采购统计 / 销售统计 / 零售统计 (reports.md §3–§5)

export type Trade = 'buy' | 'sale' | 'retail';

export const TRADE_COLUMNS: Record<Trade, readonly ExportColumn[]> = {
  buy: tradeColumns([
    ['inSum', '采购数量'],
    ['inSumPrice', '采购金额'],
    ['outSum', '退货数量'],
    ['outSumPrice', '退货金额'],
    ['inOutSumPrice', '实际采购金额'],
  ]),
  sale: tradeColumns([
    ['outSum', '销售数量'],
    ['outSumPrice', '销售金额'],
    ['inSum', '退货数量'],
    ['inSumPrice', '退货金额'],
    ['outInSumPrice', '实际销售金额'],
  ]),
  retail: tradeColumns([
    ['outSum', '零售数量'],
    ['outSumPrice', '零售金额'],
    ['inSum', '退货数量'],
    ['inSumPrice', '退货金额'],
    ['outInSumPrice', '实际零售金额'],
  ]),
};

function tradeColumns(figures: ReadonlyArray<[string, string]>): readonly ExportColumn[] {
  return [
    { key: 'barCode', label: '条码' },
    { key: 'materialName', label: '名称' },
    { key: 'materialStandard', label: '规格' },
    { key: 'materialModel', label: '型号' },
    { key: 'materialColor', label: '颜色' },
    { key: 'materialBrand', label: '品牌' },
    { key: 'materialMfrs', label: '制造商' },
    { key: 'materialUnit', label: '单位' },
    ...figures.map(([key, label]) => ({ key, label, format: 'number' as const })),
  ];
}

/**
 * Per barcode row: the trade's quantities (base units) and line amounts (pre-tax, before the header's discount) and
 * those of its returns in the period. Purchase: in = 采购, out = 采购退货; sales and retail: out = the sale, in = the
 * return. 出入库管理 does not apply; 分配客户权限 does for sales.
 */
export function tradeSource(scope: ReportScope, trade: Trade, f: LineFilter & { depots: string[] | null }): ListSource {
  const forward = kindsSql((k) => k.report === trade && !k.returns, 'h.prefix');
  const back = kindsSql((k) => k.report === trade && k.returns, 'h.prefix');
  // Price limits 4/5/6 hide the trade's money: its amount columns are null and have no totals.
  const masked = maskedPrefixes(scope.priceLimits);
  const priceHidden = kindsWhere((k) => k.report === trade).some((p) => masked.includes(p));
  const price = sql`i.all_price`;
  const conds = [...lineConds(scope, f, (k) => k.report === trade, { inOutManage: false }), inDepots('i.depot_id', f.depots)];
  // The aggregate and the line's barcode (a sort); the product's columns are read for the page's rows only.
  const base = sql`
    select a.*, x.bar_code as line_bar_code
    from (
      select i.material_id, i.material_extend_id,
        coalesce(sum(i.basic_number) filter (where ${forward}), 0) as fwd_qty, coalesce(sum(${price}) filter (where ${forward}), 0) as fwd_amount,
        coalesce(sum(i.basic_number) filter (where ${back}), 0) as back_qty, coalesce(sum(${price}) filter (where ${back}), 0) as back_amount
      from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
      where ${and(conds)}
      group by i.material_id, i.material_extend_id) a
    join material_extend x on x.tenant_id = ${scope.tenantId} and x.id = a.material_extend_id
    where ${showable(scope.tenantId, 'a.material_id')}`;
  const [inQty, inAmt, outQty, outAmt] =
    trade === 'buy' ? ['fwd_qty', 'fwd_amount', 'back_qty', 'back_amount'] : ['back_qty', 'back_amount', 'fwd_qty', 'fwd_amount'];
  const realKey = trade === 'buy' ? 'inOutSumPrice' : 'outInSumPrice';
  return {
    base,
    // The row is the barcode's; the product and the figures travel to the page's wide row.
    key: ['material_extend_id', 'material_id', 'line_bar_code', 'fwd_qty', 'fwd_amount', 'back_qty', 'back_amount'],
    tiebreak: ['material_extend_id'],
    rows: materialRow(
      scope.tenantId,
      'material_id',
      sql`k.line_bar_code, k.fwd_qty, k.fwd_amount, k.back_qty, k.back_amount, x.commodity_unit,`,
      sql`join material_extend x on x.tenant_id = m.tenant_id and x.id = k.material_extend_id`,
    ),
    // An aggregate over the period: a page and its totals, or the export, compute it once (list source `readOnce`).
    readOnce: true,
    sorts: {
      barCode: sql`b.line_bar_code`,
      inSum: sql.ref(`b.${inQty!}`),
      outSum: sql.ref(`b.${outQty!}`),
      inSumPrice: sql.ref(`b.${inAmt!}`),
      outSumPrice: sql.ref(`b.${outAmt!}`),
    },
    totals: [
      { key: 'inSum', expression: sql.ref(`b.${inQty!}`) },
      { key: 'outSum', expression: sql.ref(`b.${outQty!}`) },
      ...(priceHidden
        ? []
        : [
            { key: 'inSumPrice', expression: sql.ref(`b.${inAmt!}`) },
            { key: 'outSumPrice', expression: sql.ref(`b.${outAmt!}`) },
            { key: realKey, expression: sql`b.fwd_amount - b.back_amount` },
          ]),
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        materialId: Number(r.material_id),
        barCode: r.line_bar_code as string,
        materialName: r.material_name as string,
        materialStandard: (r.standard as string | null) ?? null,
        materialModel: (r.model as string | null) ?? null,
        materialColor: (r.color as string | null) ?? null,
        materialBrand: (r.brand as string | null) ?? null,
        materialMfrs: (r.mfrs as string | null) ?? null,
        otherField1: (r.other_field1 as string | null) ?? null,
        otherField2: (r.other_field2 as string | null) ?? null,
        otherField3: (r.other_field3 as string | null) ?? null,
        materialUnit: (r.commodity_unit as string | null) ?? null,
        unitName: unitName(r),
        inSum: num(r[inQty!]) ?? '0',
        outSum: num(r[outQty!]) ?? '0',
        inSumPrice: priceHidden ? null : (num(r[inAmt!]) ?? '0'),
        outSumPrice: priceHidden ? null : (num(r[outAmt!]) ?? '0'),
        [realKey]: priceHidden ? null : (num(minus(r.fwd_amount, r.back_amount)) ?? '0'),
      })),
    columns: TRADE_COLUMNS[trade],
  };
}

const minus = (a: unknown, b: unknown) => new Decimal(String(a ?? 0)).minus(String(b ?? 0)).toFixed();

// ---------------------------------------------------------------------------------------------------------------
// 入库明细 / 出库明细 (§6) and 调拨明细 (§8): one row per bill line

export const DETAIL_COLUMNS: readonly ExportColumn[] = [
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
  { key: 'taxRate', label: '税率(%)', format: 'number' },
  { key: 'taxMoney', label: '税额', format: 'number', totalKey: 'taxMoneyTotal' },
  { key: 'taxLastMoney', label: '价税合计', format: 'number', totalKey: 'taxLastMoneyTotal' },
  { key: 'sname', label: '往来单位' },
  { key: 'dname', label: '仓库' },
  { key: 'operTime', label: '日期' },
  { key: 'newType', label: '类型' },
  { key: 'newRemark', label: '备注' },
];

export const ALLOCATION_COLUMNS: readonly ExportColumn[] = [
  ...DETAIL_COLUMNS.filter((c) => !['taxRate', 'taxMoney', 'taxLastMoney', 'sname', 'dname', 'newType'].includes(c.key)).filter(
    (c) => c.key !== 'operTime' && c.key !== 'newRemark',
  ),
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

function detailSource(scope: ReportScope, where: RawBuilder<unknown>, transfer: boolean): ListSource {
  return {
    base: sql`select i.tenant_id, i.id, h.prefix, h.oper_time, x.bar_code, i.oper_number, i.unit_price, i.all_price, i.tax_money, i.tax_last_money
      from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
      join material_extend x on x.tenant_id = i.tenant_id and x.id = i.material_extend_id
      where ${where}`,
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
    sorts: {
      operTime: sql`b.oper_time`,
      barCode: sql`b.bar_code`,
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
    columns: transfer ? ALLOCATION_COLUMNS : DETAIL_COLUMNS,
  };
}

export type Direction = '入库' | '出库';

/**
 * 入库明细 / 出库明细: lines of the direction's bills (采购入库, 销售退货, 零售退货, 其它入库 / 销售出库, 零售出库,
 * 采购退货, 其它出库), transfers excluded; 出入库管理 leaves out the purchase/sale bills; depot = the line's.
 */
export function inOutDetailSource(scope: ReportScope, type: Direction, f: LineFilter & { depots: string[] | null }): ListSource {
  const conds = [...lineConds(scope, f, (k) => k.type === type && k.stock !== 'transfer', { inOutManage: true }), inDepots('i.depot_id', f.depots)];
  return detailSource(scope, and(conds), false);
}

/** 调拨明细: transfer lines from a source depot in `sources` to a destination in `targets`. */
export function allocationDetailSource(scope: ReportScope, f: LineFilter & { sources: string[] | null; targets: string[] | null }): ListSource {
  const conds = [
    ...lineConds(scope, f, (k) => k.stock === 'transfer', { inOutManage: false, remarkOnMaterial: true }),
    inDepots('i.depot_id', f.sources),
    inDepots('i.another_depot_id', f.targets),
  ];
  return detailSource(scope, and(conds), true);
}

// ---------------------------------------------------------------------------------------------------------------
// 入库汇总 / 出库汇总 (§7): per product

export const MATERIAL_COUNT_COLUMNS: Record<Direction, readonly ExportColumn[]> = {
  入库: countColumns('入库'),
  出库: countColumns('出库'),
};

function countColumns(type: Direction): readonly ExportColumn[] {
  return [
    { key: 'barCode', label: '条码' },
    { key: 'mName', label: '名称' },
    { key: 'standard', label: '规格' },
    { key: 'model', label: '型号' },
    { key: 'color', label: '颜色' },
    { key: 'brand', label: '品牌' },
    { key: 'mfrs', label: '制造商' },
    { key: 'categoryName', label: '类别' },
    { key: 'materialUnit', label: '单位' },
    { key: 'numSum', label: `${type}数量`, format: 'number', totalKey: 'numSumTotal' },
    { key: 'priceSum', label: `${type}金额`, format: 'number', totalKey: 'priceSumTotal' },
  ];
}

/**
 * Per product: Σ base quantity and Σ line amount of the direction's bills and of transfers — a transfer is an 入库
 * of its destination and an 出库 of its source, so with a depot filter it counts on the side that filter names.
 */
export function materialCountSource(scope: ReportScope, type: Direction, f: LineFilter & { depots: string[] | null }): ListSource {
  const transfer = kindsSql((k) => k.stock === 'transfer');
  const depot =
    type === '入库'
      ? sql`((not ${transfer} and ${inDepots('i.depot_id', f.depots)}) or (${transfer} and ${inDepots('i.another_depot_id', f.depots)}))`
      : inDepots('i.depot_id', f.depots);
  const conds = [...lineConds(scope, f, (k) => (k.type === type && k.stock !== 'transfer') || k.stock === 'transfer', { inOutManage: true }), depot];
  const masked = maskedPrefixes(scope.priceLimits);
  const price = masked.length ? sql`case when h.prefix in (${sql.join(masked)}) then 0 else i.all_price end` : sql`i.all_price`;
  // The aggregate alone; the product's columns are read for the page's rows only.
  const base = sql`
    select a.*
    from (
      select i.material_id, sum(i.basic_number) as num_sum, sum(${price}) as price_sum
      from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
      where ${and(conds)}
      group by i.material_id) a
    where ${showable(scope.tenantId, 'a.material_id')}`;
  const defaultBarcode = sql`(select x.bar_code from material_extend x
    where x.tenant_id = ${scope.tenantId} and x.material_id = b.material_id and x.default_flag and not x.delete_flag order by x.id limit 1)`;
  return {
    base,
    key: ['material_id', 'num_sum', 'price_sum'],
    tiebreak: ['material_id'],
    rows: materialRow(scope.tenantId, 'material_id', sql`k.num_sum, k.price_sum,`),
    // An aggregate over the period: a page and its totals, or the export, compute it once (list source `readOnce`).
    readOnce: true,
    sorts: { barCode: defaultBarcode, numSum: sql`b.num_sum`, priceSum: sql`b.price_sum` },
    totals: [
      { key: 'numSumTotal', expression: sql`b.num_sum` },
      { key: 'priceSumTotal', expression: sql`b.price_sum` },
    ],
    present: (rows: Row[]) =>
      rows.map((r) => ({
        materialId: Number(r.material_id),
        barCode: (r.bar_code as string | null) ?? null,
        mName: r.material_name as string,
        standard: (r.standard as string | null) ?? null,
        model: (r.model as string | null) ?? null,
        color: (r.color as string | null) ?? null,
        brand: (r.brand as string | null) ?? null,
        mfrs: (r.mfrs as string | null) ?? null,
        categoryName: (r.category_name as string | null) ?? null,
        materialUnit: unitName(r),
        numSum: num(r.num_sum) ?? '0',
        priceSum: num(r.price_sum) ?? '0',
      })),
    columns: MATERIAL_COUNT_COLUMNS[type],
  };
}
