import { BILL_ERR, BILL_KINDS, BUTTON, formatMessage, type BillPrefix } from '@suanpan/contracts';
import { refused } from '../../app/errors.js';
import { assertInScope, assertKindAccess } from './bill-access.js';
import { kindOf } from './bill-kinds.js';
import { loadLines } from './bill-lines.repository.js';
import { saveBill, type PostingContext, type SaveResult } from './bill-posting.service.js';
import { loadFlags } from './system-flags.repository.js';

/** Which warehouse bill completes a purchase/sale bill under 出入库管理 (business-rules §4.6). */
const TARGET: Partial<Record<BillPrefix, BillPrefix>> = { CGRK: 'QTRK', XSTH: 'QTRK', XSCK: 'QTCK', CGTH: 'QTCK' };

/**
 * 批量入库/出库 (batchAddDepotHeadAndDetail): each selected audited purchase/sale bill gets an other
 * in/out bill copying its lines at price 0, linked line by line, status 0. All sources are checked
 * before anything is created; each new bill is posted by the ordinary posting service.
 */
export async function batchAddInOut(c: PostingContext, ids: readonly number[]): Promise<SaveResult[]> {
  const tenantId = c.session.tenantId;
  const flags = await loadFlags(c.db, tenantId);
  if (!flags.inOutManage) throw refused(BILL_ERR.orderNotOpen, '抱歉，未开启出入库管理，不能批量入库/出库');
  const heads = await c.db.selectFrom('depot_head').select(['id', 'prefix', 'number', 'status', 'creator'])
    .where('tenant_id', '=', tenantId).where('id', 'in', ids.map(String)).where('delete_flag', '=', false).orderBy('id').execute();
  if (heads.length === 0) throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, String(ids[0] ?? '')));
  await assertKindAccess(c.db, c.session, heads.map((h) => kindOf(h.prefix)));
  await assertInScope(c.db, c.session, heads);
  const lines = await loadLines(c.db, tenantId, heads.map((h) => h.id));
  for (const h of heads) {
    const target = TARGET[h.prefix as BillPrefix];
    if (!target) throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, h.number));
    if (h.status === '3') throw refused(BILL_ERR.batchPartial, formatMessage(BILL_ERR.batchPartial.message, h.number, BILL_KINDS[target].statusWord));
    if (h.status !== '1') throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, h.number));
    const own = lines.get(h.id) ?? [];
    if (own.some((l) => l.snList)) throw refused(BILL_ERR.batchHasSerial, formatMessage(BILL_ERR.batchHasSerial.message, h.number));
    if (own.some((l) => l.batchNumber)) throw refused(BILL_ERR.batchHasBatch, formatMessage(BILL_ERR.batchHasBatch.message, h.number));
    await assertKindAccess(c.db, c.session, [BILL_KINDS[target]], BUTTON.edit);
  }
  const results: SaveResult[] = [];
  for (const h of heads) {
    const target = BILL_KINDS[TARGET[h.prefix as BillPrefix] as BillPrefix];
    const rows = (lines.get(h.id) ?? []).map((l) => ({
      barCode: l.barCode, unit: l.unit, operNumber: l.operNumber, unitPrice: '0', depotId: l.depotId, linkId: l.id,
    }));
    results.push(await saveBill(c, { info: { type: target.type, subType: target.subType, linkNumber: h.number, status: '0' }, rows } as never));
  }
  return results;
}
