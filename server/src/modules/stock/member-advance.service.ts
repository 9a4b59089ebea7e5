import { BILL_ERR } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { BalanceSources } from '../../app/balance-sources.js';
import { badRequest, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { partnerBalances } from '../basic/partner-balance.query.js';
import type { BillKind } from './bill-kinds.js';

export const PREPAID = '预付款';

/** Only a retail sale (零售出库) can be paid from a member's advance (business-rules §3.2 step 9). */
export const acceptsPrepaid = (kind: BillKind): boolean => kind.money === 'retail' && kind.stock === 'out';

/** The pay type a bill is stored with: 预付款 only where the kind accepts it and a member is named. */
export function payTypeOf(kind: BillKind, payType: string | null | undefined, organId: string | undefined): string {
  if (payType !== PREPAID) return '现付';
  if (!acceptsPrepaid(kind)) throw badRequest('只有零售出库可以使用预付款', 'payType');
  if (!organId) throw badRequest('使用预付款时请选择会员', 'organId');
  return PREPAID;
}

/**
 * Locks the members whose advance a transaction is about to spend. Every writer that spends an
 * advance takes this row lock first (before any stock row), so two bills spending the same advance
 * run one after the other and the second one's balance query sees the first one committed.
 * `for no key update`: it excludes the other lockers (and updates of the row), not the foreign-key checks of bills and
 * documents that merely name the partner — `for update` blocked those too, and an edit holding its partner's statement
 * row (lockBillSummaries) whose head update checked its partner then waited for a receipt that held the partner and
 * waited for that statement row: a deadlock.
 */
export async function lockMembers(db: Kysely<Database>, tenantId: string, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .selectFrom('supplier')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(memberIds)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * Refuses when a member's advance, with the transaction's own writes in it, is overdrawn. `pending`
 * adds amounts the balance does not count yet (a draft under 强审核, checked as if it counted).
 * Called after the writes and under {@link lockMembers}, so the check and the spending are atomic.
 */
export async function assertAdvanceCovers(
  db: Kysely<Database>,
  sources: BalanceSources,
  tenantId: string,
  spends: ReadonlyArray<{ memberId: string; pending: Decimal; total: Decimal }>,
): Promise<void> {
  if (spends.length === 0) return;
  const balances = await partnerBalances(
    db,
    sources,
    tenantId,
    spends.map((s) => s.memberId),
  );
  for (const s of spends) {
    const left = new Decimal(balances.get(s.memberId)?.advanceIn ?? '0').minus(s.pending);
    if (left.isNegative()) {
      // The name is only needed for the refusal, so it is read only then.
      const row = await db.selectFrom('supplier').select('supplier').where('tenant_id', '=', tenantId).where('id', '=', s.memberId).executeTakeFirst();
      const name = row?.supplier ?? '';
      const available = left.plus(s.total);
      throw refused(BILL_ERR.memberPayLack, `抱歉，会员${name}的预付款余额不足：可用${available.toFixed(2)}元，本单需${s.total.toFixed(2)}元`, 'payType');
    }
  }
}

/** Prepaid retail sales among the given bills: who spends how much. */
export async function prepaidSpends(
  db: Kysely<Database>,
  tenantId: string,
  headIds: readonly string[],
): Promise<Array<{ id: string; memberId: string; total: Decimal }>> {
  if (headIds.length === 0) return [];
  const rows = await db
    .selectFrom('depot_head')
    .select(['id', 'organ_id', 'total_price'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...headIds])
    .where('pay_type', '=', PREPAID)
    .where('organ_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: String(r.id), memberId: String(r.organ_id), total: new Decimal(r.total_price ?? '0') }));
}
