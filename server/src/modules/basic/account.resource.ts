import { accountContract } from '@suanpan/contracts';
import type { RequestContext } from '../../app/request-context.js';
import type { Session } from '../../app/auth/session.js';
import { defineResource, type Row } from '../../platform/resource/define-resource.js';
import { accountBalances } from './account-balance.query.js';
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
