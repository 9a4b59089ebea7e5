import { accountContract, type ResourceContract } from '@suanpan/contracts';
import type { RequestContext } from '../../app/request-context.js';
import type { Session } from '../../app/auth/session.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { accountBalances, withAccountBalances } from './account-balance.query.js';
import { exportList, sheetTip } from '../../platform/list/list-export.js';
import { listPage, listSummary, type ExportColumn, type ListSource } from '../../platform/list/list-source.js';
import type { ListParams } from '../../platform/resource/list-query.js';
import { resourceOrder, resourceSource } from '../../platform/resource/resource-source.js';
import { defaultIfFirst } from './default-flag.service.js';

/** Adds the computed balance columns to a page of accounts. */
export async function withBalances(ctx: RequestContext, session: Session, rows: Row[]): Promise<Row[]> {
  const balances = await accountBalances(
    ctx.db,
    session.tenantId,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => ({ ...r, ...(balances.get(String(r.id)) ?? { currentAmount: r.initialAmount, thisMonthAmount: '0' }) }));
}

export const accountResource = defineResource({
  contract: accountContract,
  table: 'account',
  scope: 'tenant',
  softDelete: true,
  listTotals: ['initialAmount'],
  uniqueName: true,
  hooks: {
    beforeWrite: async ({ trx, session }, values, existing) => {
      if (values.initial_amount === null) values.initial_amount = '0';
      if (!existing) values.is_default = await defaultIfFirst(trx, 'account', session.tenantId);
    },
    decorateRows: withBalances,
  },
});

/** 账户统计's columns (screens.md §6), as its spreadsheet shows them. */
const ACCOUNT_REPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'name', label: '名称' },
  { key: 'serialNo', label: '编号' },
  { key: 'initialAmount', label: '期初金额', format: 'number' },
  { key: 'thisMonthAmount', label: '本月发生额', format: 'number' },
  { key: 'currentAmount', label: '当前余额', format: 'number' },
];

type AccountFilter = { name?: string | undefined; serialNo?: string | undefined };
export type AccountReportFilter = ListParams & AccountFilter;

/**
 * 账户统计 (`/account/listWithBalance` and its spreadsheet): the accounts of the filters with their balances, the 合计
 * of 期初金额, 本月发生额 and 当前余额 over all of them (`/account/getStatistics` reads its summary), the report's columns.
 */
async function accountReportSource(ctx: RequestContext, session: Session, filter: AccountFilter): Promise<ListSource> {
  const search: Row = {};
  if (filter.name?.trim()) search.name = filter.name.trim();
  if (filter.serialNo?.trim()) search.serialNo = filter.serialNo.trim();
  const source = await resourceSource(ctx, session, accountResource, search);
  const balances = withAccountBalances(session.tenantId, source.base);
  return { ...source, base: balances.base, totals: [...(source.totals ?? []), ...balances.totals], columns: ACCOUNT_REPORT_COLUMNS };
}

const accountReportOrder = (filter: AccountReportFilter) => resourceOrder(accountResource.contract as ResourceContract, filter);

export async function accountReport(ctx: RequestContext, session: Session, filter: AccountReportFilter) {
  return listPage(ctx.db, await accountReportSource(ctx, session, filter), filter, accountReportOrder(filter));
}

/** `/account/getStatistics`: Σ 本月发生额 and Σ 当前余额 over the accounts of the filters — 账户统计's 合计. */
export async function accountStatistics(ctx: RequestContext, session: Session, filter: AccountFilter) {
  const { totalRow } = await listSummary(ctx.db, await accountReportSource(ctx, session, filter));
  return { allMonthAmount: totalRow?.thisMonthAmount ?? '0', allCurrentAmount: totalRow?.currentAmount ?? '0' };
}

/** 账户统计 as a spreadsheet, as the other reports': title, the report's columns, the rows of the list, 合计. */
export async function exportAccountReport(ctx: RequestContext, session: Session, filter: AccountReportFilter) {
  return exportList(ctx.db, await accountReportSource(ctx, session, filter), {
    fileName: '账户统计.xlsx',
    sheetName: '账户统计',
    order: accountReportOrder(filter),
    tip: sheetTip('账户统计'),
    totals: true,
  });
}
