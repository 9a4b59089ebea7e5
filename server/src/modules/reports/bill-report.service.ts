import { FINANCE_KINDS } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db as AuthDb } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { exportList, sheetTip } from '../../platform/list/list-export.js';
import { listCount, listPage, type ListOrder, type ListSource, type PageParams } from '../../platform/list/list-source.js';
import type { Direction, LineFilter } from './bill-line-conditions.js';
import { allocationDetailSource, inOutDetailSource } from './line-detail.query.js';
import { lineSumOf } from './line-sums.js';
import { materialCountSource } from './material-count.query.js';
import { tradeSource, tradeTrend, type Trade } from './trade-report.query.js';
import { depotSet, reportScope } from './report-scope.js';
import { debtSource, partnerTypeOf, type DebtFilter } from './debt.query.js';
import { statementSource, type PartnerType, type StatementFilter } from './statement.query.js';

type Db = Kysely<Database>;

export const TRADE_PAGE: Record<Trade, string> = {
  buy: '/report/buy_in_report',
  sale: '/report/sale_out_report',
  retail: '/report/retail_out_report',
};
export const DETAIL_PAGE: Record<Direction, string> = { 入库: '/report/in_detail', 出库: '/report/out_detail' };
export const COUNT_PAGE: Record<Direction, string> = { 入库: '/report/in_material_count', 出库: '/report/out_material_count' };
export const ALLOCATION_PAGE = '/report/allocation_detail';

const TRADE_TITLE: Record<Trade, string> = { buy: '采购统计', sale: '销售统计', retail: '零售统计' };

export interface ReportFilter extends LineFilter {
  depotId?: number | undefined;
  organizationId?: number | undefined;
}

/** A route declared on both pages of a pair (入库/出库) is governed by the page of the direction asked. */
async function assertPage(db: Db, session: Session, page: string): Promise<void> {
  if (!(await mayUse(db as AuthDb, session, [page]))) throw forbidden();
}

async function scoped(db: Db, session: Session, f: ReportFilter) {
  const scope = await reportScope(db, session, f.organizationId);
  return { scope, depots: depotSet(scope, f.depotId !== undefined ? [f.depotId] : undefined) };
}

async function tradeOf(db: Db, session: Session, trade: Trade, f: ReportFilter): Promise<ListSource> {
  const { scope, depots } = await scoped(db, session, f);
  return tradeSource(scope, trade, { ...f, depots }, await lineSumOf(db, scope.tenantId));
}

export async function tradeReport(db: Db, session: Session, trade: Trade, f: ReportFilter, page: PageParams, order?: ListOrder) {
  const data = await listPage(db, await tradeOf(db, session, trade, f), page, order);
  const realKey = trade === 'buy' ? 'inOutSumPrice' : 'outInSumPrice';
  return { ...data, realityPriceTotal: data.totalRow?.[realKey] ?? null };
}

/** The trend chart of a trade report, over the same filters and scopes as its table. */
export async function tradeReportTrend(db: Db, session: Session, trade: Trade, f: ReportFilter) {
  const { scope, depots } = await scoped(db, session, f);
  return tradeTrend(db, scope, trade, { ...f, depots }, await lineSumOf(db, scope.tenantId));
}

export async function exportTradeReport(db: Db, session: Session, trade: Trade, f: ReportFilter, order?: ListOrder) {
  const title = TRADE_TITLE[trade];
  return exportList(db, await tradeOf(db, session, trade, f), { fileName: `${title}.xlsx`, sheetName: title, order, tip: sheetTip(title, f), totals: true });
}

async function detailOf(db: Db, session: Session, type: Direction, f: ReportFilter) {
  await assertPage(db, session, DETAIL_PAGE[type]);
  const { scope, depots } = await scoped(db, session, f);
  return inOutDetailSource(scope, type, { ...f, depots });
}

export async function inOutDetail(db: Db, session: Session, type: Direction, f: ReportFilter, page: PageParams, order?: ListOrder) {
  const data = await listPage(db, await detailOf(db, session, type, f), page, order);
  return { ...data, operNumberTotal: data.totalRow?.operNumberTotal ?? '0', allPriceTotal: data.totalRow?.allPriceTotal ?? '0' };
}

export async function exportInOutDetail(db: Db, session: Session, type: Direction, f: ReportFilter, order?: ListOrder) {
  const title = `${type}明细`;
  return exportList(db, await detailOf(db, session, type, f), { fileName: `${title}.xlsx`, sheetName: title, order, tip: sheetTip(title, f), totals: true });
}

async function countOf(db: Db, session: Session, type: Direction, f: ReportFilter) {
  await assertPage(db, session, COUNT_PAGE[type]);
  const { scope, depots } = await scoped(db, session, f);
  return materialCountSource(scope, type, { ...f, depots }, await lineSumOf(db, scope.tenantId));
}

export async function materialCount(db: Db, session: Session, type: Direction, f: ReportFilter, page: PageParams, order?: ListOrder) {
  const data = await listPage(db, await countOf(db, session, type, f), page, order);
  return { ...data, numSumTotal: data.totalRow?.numSumTotal ?? '0', priceSumTotal: data.totalRow?.priceSumTotal ?? '0' };
}

export async function exportMaterialCount(db: Db, session: Session, type: Direction, f: ReportFilter, order?: ListOrder) {
  const title = `${type}汇总`;
  return exportList(db, await countOf(db, session, type, f), { fileName: `${title}.xlsx`, sheetName: title, order, tip: sheetTip(title, f), totals: true });
}

export interface AllocationFilter extends ReportFilter {
  depotIdF?: number | undefined;
}

async function allocationOf(db: Db, session: Session, f: AllocationFilter) {
  const scope = await reportScope(db, session, f.organizationId);
  const sources = depotSet(scope, f.depotIdF !== undefined ? [f.depotIdF] : undefined);
  const targets = depotSet(scope, f.depotId !== undefined ? [f.depotId] : undefined);
  return allocationDetailSource(scope, { ...f, sources, targets });
}

export async function allocationDetail(db: Db, session: Session, f: AllocationFilter, page: PageParams, order?: ListOrder) {
  const data = await listPage(db, await allocationOf(db, session, f), page, order);
  return { ...data, operNumberTotal: data.totalRow?.operNumberTotal ?? '0', allPriceTotal: data.totalRow?.allPriceTotal ?? '0' };
}

export async function exportAllocationDetail(db: Db, session: Session, f: AllocationFilter, order?: ListOrder) {
  return exportList(db, await allocationOf(db, session, f), {
    fileName: '调拨明细.xlsx',
    sheetName: '调拨明细',
    order,
    tip: sheetTip('调拨明细', f),
    totals: true,
  });
}

export const STATEMENT_PAGE: Record<PartnerType, string> = { 客户: '/report/customer_account', 供应商: '/report/vendor_account' };

/**
 * Who may read the partners' balances of a trade: readers of its statement, and of the finance kind settling it
 * (待收款 / 待付款 on the 收款单 / 付款单 lists count and list the partners owing).
 */
async function assertBalanceReader(db: Db, session: Session, supplierType: PartnerType): Promise<void> {
  const trade = supplierType === '客户' ? 'sale' : 'buy';
  const pages = [STATEMENT_PAGE[supplierType], ...Object.values(FINANCE_KINDS).flatMap((k) => (k.settlesReport === trade ? [k.page] : []))];
  if (!(await mayUse(db as AuthDb, session, pages))) throw forbidden();
}

async function statementOf(db: Db, session: Session, f: StatementFilter, reader: 'any' | 'statement') {
  if (reader === 'any') await assertBalanceReader(db, session, f.supplierType);
  else await assertPage(db, session, STATEMENT_PAGE[f.supplierType]);
  return statementSource(await reportScope(db, session), f);
}

/**
 * 待收款(N) / 待付款(N) on the 收款单 / 付款单 lists: how many customers (vendors) still owe (are owed) something —
 * a closing balance other than zero for 1 January of this year to today.
 */
export async function needCount(db: Db, session: Session, supplierType: PartnerType, today: string) {
  await assertBalanceReader(db, session, supplierType);
  const source = statementSource(await reportScope(db, session), { supplierType, hasDebt: '1', beginTime: `${today.slice(0, 4)}-01-01`, endTime: today });
  return { needCount: await listCount(db, source) };
}

/** 客户对账 / 供应商对账 with the header figures 期初 (firstMoney) and 期末 (lastMoney) over every matching partner. */
export async function statementAccount(db: Db, session: Session, f: StatementFilter, page: PageParams, order?: ListOrder) {
  const data = await listPage(db, await statementOf(db, session, f, 'any'), page, order);
  return { ...data, firstMoney: data.totalRow?.preNeed ?? '0', lastMoney: data.totalRow?.allNeed ?? '0' };
}

export async function exportStatementAccount(db: Db, session: Session, f: StatementFilter, order?: ListOrder) {
  const title = f.supplierType === '客户' ? '客户对账' : '供应商对账';
  return exportList(db, await statementOf(db, session, f, 'statement'), {
    fileName: `${title}.xlsx`,
    sheetName: title,
    order,
    tip: sheetTip(title, f),
    totals: true,
  });
}

async function debtOf(db: Db, session: Session, f: Omit<DebtFilter, 'depots' | 'supplierType'>) {
  const partner = await partnerTypeOf(db, session.tenantId, f.organId);
  const supplierType: PartnerType = partner === '供应商' ? '供应商' : '客户';
  await assertBalanceReader(db, session, supplierType);
  const scope = await reportScope(db, session);
  // An unknown partner lists nothing (as one without open bills).
  return debtSource(scope, { ...f, organId: partner ? f.organId : 0, supplierType, depots: depotSet(scope, undefined) });
}

/** 欠款详情: the partner's bills still owing, with the totals of the whole list. */
export async function debtList(db: Db, session: Session, f: Omit<DebtFilter, 'depots' | 'supplierType'>, page: PageParams) {
  return listPage(db, await debtOf(db, session, f), page);
}

export async function debtExport(db: Db, session: Session, f: Omit<DebtFilter, 'depots' | 'supplierType'>) {
  return exportList(db, await debtOf(db, session, f), { fileName: '欠款详情.xlsx', sheetName: '欠款详情', tip: sheetTip('欠款详情', f), totals: true });
}
