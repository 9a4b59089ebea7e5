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
  async on(trx, e) {
    if (e.table !== 'depot_head') return;
    if (e.action === 'deleted') {
      const [settled] = await settledBillNumbers(trx, e.tenantId, [e.headerId], 'any');
      if (settled) throw refused(FINANCE_ERR.billSettled, formatMessage(FINANCE_ERR.billSettled.message, settled));
    } else if (e.action === 'posted' && e.cause === 'edit') {
      const [overSettled] = await settledBillNumbers(trx, e.tenantId, [e.headerId], 'over');
      if (overSettled) throw refused(FINANCE_ERR.billOverSettled, formatMessage(FINANCE_ERR.billOverSettled.message, overSettled));
    }
  },
};
