import { accountContract, type ResourceContract } from '@suanpan/contracts';
import type { RequestContext } from '../../app/request-context.js';
import type { Session } from '../../app/auth/session.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { accountBalances, accountStatistics } from './account-balance.query.js';
import { exportList } from '../../platform/list/list-export.js';
import type { ExportColumn } from '../../platform/list/list-source.js';
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

/**
 * 账户统计 as a spreadsheet: the accounts `/account/listWithBalance` lists for the same filters, in its order, with the
 * report's columns; the title row carries the totals of `/account/getStatistics`.
 */
export async function exportAccountReport(
  ctx: RequestContext,
  session: Session,
  filter: ListParams & { name?: string | undefined; serialNo?: string | undefined },
) {
  const search: Row = {};
  if (filter.name?.trim()) search.name = filter.name.trim();
  if (filter.serialNo?.trim()) search.serialNo = filter.serialNo.trim();
  const [source, totals] = await Promise.all([
    resourceSource(ctx, session, accountResource, search),
    accountStatistics(ctx.db, session.tenantId, { name: search.name as string | undefined, serialNo: search.serialNo as string | undefined }),
  ]);
  return exportList(
    ctx.db,
    { ...source, columns: ACCOUNT_REPORT_COLUMNS },
    {
      fileName: '账户统计.xlsx',
      sheetName: '账户统计',
      order: resourceOrder(accountResource.contract as ResourceContract, filter),
      tip: `账户统计  本月发生总额：${totals.allMonthAmount}，当前总余额：${totals.allCurrentAmount}`,
    },
  );
}
