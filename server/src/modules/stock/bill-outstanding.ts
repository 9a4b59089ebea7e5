import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { refreshFigures, type OutstandingFigure } from '../../platform/document/outstanding.js';
import { GOODS_BILLS } from './bill-document.js';
import { BILL_KINDS } from './bill-kinds.js';

const ORDERS = Object.values(BILL_KINDS)
  .filter((k) => k.money === 'order')
  .map((k) => k.prefix);

export type Outstanding = 'lastDebt' | 'lastDeposit';

/**
 * What finance documents settled against the goods bill `alias` (business-rules §8.4): the sum of the live
 * 收款/付款 lines naming it, whatever their status — in the bill's own sense (a return's settlements are
 * negative). Lines of a deleted document are deleted with it, so a delete gives the debt back.
 */
export const settledOn = (alias = 'h'): RawBuilder<unknown> => sql`coalesce((select sum(i.each_amount) from account_item i
  where i.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and i.bill_id = ${sql.ref(`${alias}.id`)} and not i.delete_flag), 0)`;

/** 最终欠款 of the bill `h`: its debt less what was settled against it. */
const lastDebtSql = (): RawBuilder<unknown> => sql`h.debt - abs(${settledOn('h')})`;

/**
 * The one definition of what is still open on a bill `h`, used by posting (after every change that
 * moves it) and by the repairs 修正欠款 / 修正剩余订金 — so a repair can only ever find what something
 * outside the application changed.
 *
 * 最终欠款 (business-rules §8.4) is the bill's debt less what finance documents settled against it
 * (`settledOn`: the live 收款/付款 lines naming it); finance refreshes the bills its documents touch on every save,
 * delete and status change, and a bill's own posting keeps its settlements in the figure.
 *
 * 剩余订金 (business-rules §4.5): an order's deposit less the deposits its live downstream bills
 * deducted; deleted bills no longer count (the reference forgot to recompute on delete). 0 on other kinds.
 */
export function goodsOutstanding(lastDebt: RawBuilder<unknown> = sql`h.debt`): Readonly<Record<Outstanding, OutstandingFigure>> {
  return {
    lastDebt: { column: 'last_debt', value: lastDebt },
    lastDeposit: {
      column: 'last_deposit',
      value: sql`case when h.prefix in (${sql.join(ORDERS)}) then h.change_amount - coalesce((
  select sum(d.deposit) from depot_head d where d.tenant_id = h.tenant_id and d.link_head_id = h.id and not d.delete_flag), 0) else 0 end`,
    },
  };
}

const GOODS_OUTSTANDING = goodsOutstanding(lastDebtSql());

/** Recomputes the chosen figures of the given live bills; returns the bills whose stored value changed. */
export async function refreshOutstanding(
  db: Kysely<Database>,
  tenantId: string,
  ids: ReadonlyArray<string | null | undefined>,
  which: readonly Outstanding[] = ['lastDebt', 'lastDeposit'],
): Promise<Array<{ id: string; number: string }>> {
  return refreshFigures(
    db,
    GOODS_BILLS,
    tenantId,
    ids,
    which.map((w) => GOODS_OUTSTANDING[w]),
  );
}
