import { FINANCE_ERR, formatMessage } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { partnerBalances } from '../basic/partner-balance.query.js';

/**
 * Refuses a change that leaves a member's prepayment (预付款) negative: deleting, un-auditing or cutting
 * a 收预付款 the member already spent at retail. Called after the change's writes, under the member's row
 * lock (stock/member-advance.service.ts `lockMembers`), which every spender takes first — so no race
 * between a top-up's withdrawal and a prepaid sale can overdraw the advance.
 */
export async function assertAdvancesKept(
  db: Kysely<Database>,
  sources: BalanceSources,
  tenantId: string,
  memberIds: ReadonlyArray<string | null>,
  action: string,
): Promise<void> {
  const members = [...new Set(memberIds.filter((x): x is string => Boolean(x)))];
  if (members.length === 0) return;
  const balances = await partnerBalances(db, sources, tenantId, members);
  for (const id of members) {
    const left = new Decimal(balances.get(id)?.advanceIn ?? '0');
    if (!left.isNegative()) continue;
    const row = await db.selectFrom('supplier').select('supplier').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    throw refused(FINANCE_ERR.advanceSpent, formatMessage(FINANCE_ERR.advanceSpent.message, row?.supplier ?? '', left.toFixed(2), action));
  }
}
