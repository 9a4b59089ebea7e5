import { BILL_KINDS, BILL_STATUS_LABELS, type BillPrefix } from '@suanpan/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { ExportColumn, ListOrder, ListSource, Row } from '../../platform/list/list-source.js';
import { BILL_ROW, billBase, billDaysSummary, billTotals } from './bill-list.query.js';
import { maskedPrefixes, presentBill } from './bill-rows.js';

/** 未审核 / 已审核 / 完成X / 部分X / 审核中 as the list's tag reads, X the kind's word; a cancelled order is 已取消. */
function statusText(value: unknown, row: Row) {
  const status = String(value ?? '');
  if (status === '2' && row.closeReason === 'cancel') return '已取消';
  const word = status === '2' || status === '3' ? (BILL_KINDS[row.prefix as BillPrefix]?.statusWord ?? '') : '';
  return `${BILL_STATUS_LABELS[status] ?? status}${word}`;
}

/** The spreadsheet of a bill list: keys of the presented row, headings, and numbers kept numbers. */
export const BILL_COLUMNS: readonly ExportColumn[] = [
  { key: 'number', label: '单据编号' },
  { key: 'subType', label: '单据类型' },
  { key: 'organName', label: '往来单位' },
  { key: 'operTimeStr', label: '单据日期' },
  { key: 'userName', label: '操作员' },
  { key: 'materialsList', label: '商品信息' },
  { key: 'materialCount', label: '数量', format: 'number' },
  { key: 'totalPrice', label: '金额合计', format: 'number' },
  { key: 'totalTaxLastMoney', label: '含税合计', format: 'number' },
  { key: 'discountMoney', label: '优惠金额', format: 'number' },
  { key: 'discountLastMoney', label: '优惠后金额', format: 'number' },
  { key: 'otherMoney', label: '其它费用', format: 'number' },
  { key: 'deposit', label: '扣除订金', format: 'number' },
  { key: 'changeAmount', label: '本次收付款', format: 'number' },
  { key: 'debt', label: '本次欠款', format: 'number' },
  { key: 'accountName', label: '结算账户' },
  { key: 'linkNumber', label: '关联单据' },
  { key: 'salesManStr', label: '销售人员' },
  { key: 'remark', label: '备注' },
  { key: 'status', label: '状态', format: statusText },
];

/** 近期交货/到货: soonest delivery first. */
export const BY_DELIVERY: ListOrder = { by: 'deliveryTime', dir: 'asc', tiebreak: 'asc' };

export interface BillPresentation {
  /** The role's price limits: money of the kinds they hide is zero in rows and totals. */
  priceLimits: ReadonlySet<string>;
  /** 以销定购 pickers see neither partner nor amounts, so their list has no money totals either. */
  pickerMask?: boolean;
  /** The bill days standing for the listed bills (`billDaysWhere`), when the filters allow: the count and 合计 sum them. */
  days?: RawBuilder<unknown> | null;
}

/**
 * Every bill list — /depotHead/list and its export, 近期交货/到货, 待入库/待出库, a read by id or
 * number — as one list source over the headers `where` keeps: newest first, the wide row read for
 * the page's bills only, 合计 over the whole filtered set (summed from the bill days when `days` is given), the rows presented and masked as the
 * role may see them, and the spreadsheet's columns over the same presented rows.
 */
export function billSource(where: RawBuilder<unknown>, p: BillPresentation = { priceLimits: new Set() }): ListSource {
  return {
    base: billBase(where),
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
    sorts: { deliveryTime: sql`b.delivery_time` },
    totals: p.pickerMask ? [] : billTotals(maskedPrefixes(p.priceLimits)),
    ...(p.days ? { keptSummary: billDaysSummary(p.days) } : {}),
    rows: BILL_ROW,
    present: (rows) => rows.map((r) => presentBill(r, p.priceLimits, p.pickerMask)),
    columns: BILL_COLUMNS,
  };
}
