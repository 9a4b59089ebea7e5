import { FINANCE_ERR, formatMessage } from '@suanpan/contracts';
import { refused } from '../../app/errors.js';
import type { PostingSubscriber } from '../../platform/document/posting-event.js';
import { settledBillNumbers } from './settlement.query.js';

/**
 * What finance learns from a goods bill's posting: receipts and payments settled against a bill keep it — it cannot be
 * deleted (they would settle nothing), nor edited below what they settled of its debt. Refusing rolls the posting back.
 */
export const settledBillsGuard: PostingSubscriber = {
  name: 'finance: settled goods bills',
  async on(trx, events) {
    const bills = events.filter((e) => e.table === 'depot_head');
    const [tenantId] = bills.map((e) => e.tenantId);
    if (tenantId === undefined) return;
    const deleted = bills.filter((e) => e.action === 'deleted').map((e) => e.headerId);
    const [settled] = await settledBillNumbers(trx, tenantId, deleted, 'any');
    if (settled) throw refused(FINANCE_ERR.billSettled, formatMessage(FINANCE_ERR.billSettled.message, settled));
    const edited = bills.filter((e) => e.action === 'posted' && e.cause === 'edit').map((e) => e.headerId);
    const [overSettled] = await settledBillNumbers(trx, tenantId, edited, 'over');
    if (overSettled) throw refused(FINANCE_ERR.billOverSettled, formatMessage(FINANCE_ERR.billOverSettled.message, overSettled));
  },
};
