import { BILL_ERR, BILL_KINDS, BUTTON, formatMessage, type BillPrefix } from '@suanpan/contracts';
import { sql } from 'kysely';
import { refused } from '../../app/errors.js';
import { grantedKinds } from '../../platform/document/access.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockDocuments } from '../../platform/document/locks.js';
import { GOODS_BILLS } from './bill-document.js';
import { loadLines } from './bill-lines.repository.js';
import { saveBillIn, translateConstraint, type SaveResult } from './bill-posting.service.js';
import { waitingKindsWhere, WAITING_FOR } from './bill-waiting.query.js';
import { loadFlags } from '../../platform/tenant-config.js';

/** Which warehouse bill completes a purchase/sale bill under 出入库管理 (business-rules §4.6). */
const TARGET: Partial<Record<BillPrefix, BillPrefix>> = Object.fromEntries(
  Object.entries(WAITING_FOR).flatMap(([target, sources]) => sources.map((source) => [source, target as BillPrefix])),
);
const WAITING_KINDS = Object.keys(TARGET).map((p) => BILL_KINDS[p as BillPrefix]);
const TARGET_KINDS = Object.keys(WAITING_FOR).map((p) => BILL_KINDS[p as BillPrefix]);

/**
 * 批量入库/出库 (batchAddDepotHeadAndDetail): each selected audited purchase/sale bill gets an other
 * in/out bill copying its lines at price 0, linked line by line, status 0. One transaction: the
 * sources are locked and checked first, and a refusal of any new bill (库存不足 on an issue) leaves
 * none written. The lock also stops two simultaneous batches receiving the same bill twice.
 */
export async function batchAddInOut(c: DocumentContext, ids: readonly number[]): Promise<SaveResult[]> {
  const tenantId = c.session.tenantId;
  try {
    return await c.db.transaction().execute(async (trx) => {
      const flags = await loadFlags(trx, tenantId);
      if (!flags.inOutManage) throw refused(BILL_ERR.orderNotOpen, '抱歉，未开启出入库管理，不能批量入库/出库');
      const heads = await lockDocuments(trx, GOODS_BILLS, tenantId, ids.map(String));
      // Sources are read as the 待入库/待出库 lists the caller may act on show them: any creator, the user's depots. A
      // bill they do not list answers as a missing one does, naming the id asked for (docs/decisions.md).
      const targets = await grantedKinds(trx, c.session, TARGET_KINDS, BUTTON.edit);
      const kinds = WAITING_KINDS.filter((k) => targets.some((target) => target.prefix === TARGET[k.prefix]));
      const { rows: shown } = await sql<{ id: string }>`select h.id from depot_head h where ${waitingKindsWhere(c.session, kinds, {
        status: ['0', '1', '2', '3', '9'],
      })} and h.id in (${sql.join(heads.length ? heads.map((h) => h.id) : ['0'])})`.execute(trx);
      const unseen = ids.map(String).find((id) => !shown.some((r) => String(r.id) === id));
      if (unseen !== undefined) throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, unseen));
      const lines = await loadLines(
        trx,
        tenantId,
        heads.map((h) => h.id),
      );
      for (const h of heads) {
        const target = TARGET[h.prefix as BillPrefix];
        if (!target) throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, h.number));
        if (h.status === '3') throw refused(BILL_ERR.batchPartial, formatMessage(BILL_ERR.batchPartial.message, h.number, BILL_KINDS[target].statusWord));
        if (h.status !== '1') throw refused(BILL_ERR.batchStatus, formatMessage(BILL_ERR.batchStatus.message, h.number));
        const own = lines.get(h.id) ?? [];
        if (own.some((l) => l.snList || l.enableSerial)) throw refused(BILL_ERR.batchHasSerial, formatMessage(BILL_ERR.batchHasSerial.message, h.number));
        if (own.some((l) => l.batchNumber || l.enableBatch)) throw refused(BILL_ERR.batchHasBatch, formatMessage(BILL_ERR.batchHasBatch.message, h.number));
      }
      const results: SaveResult[] = [];
      for (const h of heads) {
        const target = BILL_KINDS[TARGET[h.prefix as BillPrefix] as BillPrefix];
        const rows = (lines.get(h.id) ?? []).map((l) => ({
          barCode: l.barCode,
          unit: l.unit,
          operNumber: l.operNumber,
          unitPrice: '0',
          depotId: l.depotId,
          linkId: l.id,
        }));
        results.push(await saveBillIn(trx, c, { info: { type: target.type, subType: target.subType, linkNumber: h.number, status: '0' }, rows } as never));
      }
      return results;
    });
  } catch (error) {
    throw translateConstraint(error);
  }
}
