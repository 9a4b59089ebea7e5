import { BILL_ERR, BUTTON, type BillHeadInput, type BillSaveInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { AppError, badRequest, conflict, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { operTimeOf } from '../../platform/business-date.js';
import { assertKindAccess } from '../../platform/document/access.js';
import { assertDirectAuditAllowed } from '../../platform/document/approval.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { claimKey, requestHash, storeAnswer } from '../../platform/document/idempotency.js';
import { lockOwn } from '../../platform/document/locks.js';
import { publishPosting } from '../../platform/document/posting-event.js';
import {
  insertNumbered,
  isNumberConflict,
  isProposedNumber,
  nextSequence,
  numberDigits,
  numberTaken,
  passTypedNumber,
} from '../../platform/document/numbering.js';
import { deleteLines } from '../../platform/document/removal.js';
import { auditorOf } from '../../platform/document/status.js';
import { applyEffects, reverseEffects } from './bill-effects.service.js';
import { billEvent } from './bill-events.js';
import { GOODS_BILLS, type HeadRow } from './bill-document.js';
import { headValues, insertLines, learnPrices, replaceShares } from './bill-store.repository.js';
import { lockBillSummaries, lockNewBillAccountDays } from './bill-day.repository.js';
import { AUDITED, kindOf, kindOfRequest, stockApplies, type BillKind } from './bill-kinds.js';
import { recomputeUpstream } from './bill-link.service.js';
import { refreshOutstanding } from './bill-outstanding.js';
import { loadLines } from './bill-lines.repository.js';
import { assertAdvanceCovers, lockMembers, PREPAID } from './member-advance.service.js';
import { prepareBill } from './bill-prepare.service.js';
import { recordBookNumbers } from './stock-ledger.repository.js';
import { loadFlags } from '../../platform/tenant-config.js';

export interface SaveResult {
  id: number;
  number: string;
  status: string;
  message: string;
}

/**
 * The number a bill is saved under (docs/stock-bills.md, "Numbers"): none sent, or the unchanged proposal
 * of `/sequence/buildNumber` → the next of the tenant's counter for the kind, taken in the save's own
 * transaction; a number the user typed is kept, and refused when taken (8500022).
 */
async function chooseNumber(
  db: Kysely<Database>,
  tenantId: string,
  kind: BillKind,
  head: BillHeadInput,
  existing: HeadRow | undefined,
): Promise<string | undefined> {
  const requested = head.number?.trim() || existing?.number;
  // undefined: the header insert takes the next value of the counter in the same statement.
  if (!requested) return undefined;
  if (requested === existing?.number) return requested;
  if (!existing && (await isProposedNumber(db, tenantId, kind.prefix, requested, head.defaultNumber))) return undefined;
  if (await numberTaken(db, GOODS_BILLS, tenantId, requested, existing?.id)) throw conflict(BILL_ERR.numberExists, undefined, 'number');
  await passTypedNumber(db, tenantId, kind.prefix, requested);
  return requested;
}

/**
 * Saves a bill — header, lines, payment shares and, when its status lets it count, its stock and
 * cost effects — in ONE transaction with a fixed number of statements whatever the line count.
 * Editing withdraws the old effects first (by appending their negation) and re-posts.
 */
export async function saveBill(c: DocumentContext, input: BillSaveInput, idempotencyKey?: string): Promise<SaveResult> {
  try {
    return await c.db.transaction().execute((trx) => saveBillIn(trx, c, input, idempotencyKey));
  } catch (error) {
    throw translateConstraint(error);
  }
}

/**
 * The body of `saveBill` inside a transaction the caller owns, so a batch (批量入库/出库) posts all
 * its bills or none. Errors are untranslated: the caller passes them through `translateConstraint`.
 */
export async function saveBillIn(trx: Kysely<Database>, c: DocumentContext, input: BillSaveInput, idempotencyKey?: string): Promise<SaveResult> {
  const { session: s } = c;
  const head = input.info;
  const status = head.status ?? '0';
  const hash = idempotencyKey ? requestHash(input) : '';
  if (idempotencyKey) {
    const prior = await claimKey<SaveResult>(trx, s.tenantId, s.userId, idempotencyKey, hash);
    if (prior) return prior;
  }
  let existing: HeadRow | undefined;
  if (head.id) {
    // One the caller may not see answers as a missing one.
    [existing] = await lockOwn(c, trx, GOODS_BILLS, [head.id]);
  }
  const kind = existing ? kindOf(existing.prefix) : kindOfRequest(head.type, head.subType, head.number);
  await assertKindAccess(trx, s, [kind], ...(status === '1' ? [BUTTON.edit, BUTTON.audit] : [BUTTON.edit]));
  if (existing) {
    if (existing.status !== '0') throw refused(BILL_ERR.cannotEdit);
  }
  // 保存并审核 of a kind under 多级审核 is refused: such a bill is saved, then submitted.
  if (status === '1')
    await assertDirectAuditAllowed(trx, s.tenantId, [{ prefix: kind.prefix, number: existing?.number ?? (head.number?.trim() || kind.label) }]);
  const flags = await loadFlags(trx, s.tenantId);
  // Locks the orders the bill links to, now and before the edit: every writer takes bill, orders, member, stock.
  const bill = await prepareBill(trx, s.tenantId, s.userId, kind, head, input.rows, flags, existing);
  const operTime = operTimeOf(head.operTime, c.timeZone);
  // The member's advance is locked before any stock row, the order every spender follows.
  const spendsAdvance = bill.payType === PREPAID && bill.organId !== null;
  if (spendsAdvance) await lockMembers(trx, s.tenantId, [bill.organId as string]);

  // Learning prices needs no bill id: done before the hot counter, the bill days and stock rows are locked — first, as a
  // new bill does, also when editing (an edit learning after withdrawing its stock could deadlock with a new bill).
  if (flags.updateUnitPrice) await learnPrices(trx, s.tenantId, bill);
  if (existing) {
    // The head's kept rows (account days, bill days, partner statement) before any stock row, as a new bill takes them.
    const accountIds = [bill.accountId, ...bill.shares.map((x) => x.accountId)].filter((a): a is string => a !== null);
    await lockBillSummaries(trx, s.tenantId, [existing.id], { operTime, status, accountIds, organId: bill.organId });
    const oldLines = (await loadLines(trx, s.tenantId, [existing.id])).get(existing.id) ?? [];
    const old = { tenantId: s.tenantId, id: existing.id, number: existing.number, operTime: existing.oper_time, creator: existing.creator, kind };
    if (existing.stock_applied)
      await publishPosting(trx, c.postings, [
        billEvent('reversed', 'edit', s.tenantId, existing, await reverseEffects(trx, old, oldLines, flags.minusStock, 'edit')),
      ]);
    await deleteLines(trx, GOODS_BILLS, s.tenantId, [existing.id]);
  }
  const willApply = stockApplies(kind, status, flags);
  let requested = await chooseNumber(trx, s.tenantId, kind, head, existing);
  if (!existing && bill.shares.length > 0) {
    // Its shares' account days before its head, as an edit takes them — after its number, the hot counter every new bill takes first.
    requested ??= kind.prefix + numberDigits(await nextSequence(trx, s.tenantId, kind.prefix));
    await lockNewBillAccountDays(
      trx,
      s.tenantId,
      bill.shares.map((x) => x.accountId),
      operTime,
      status,
    );
  }
  const values = { ...headValues(bill, head, requested ?? '', operTime), status, auditor: auditorOf(status, s.userId), stock_applied: willApply };
  let id: string;
  let number: string;
  if (existing) {
    id = (
      await trx
        .updateTable('depot_head')
        .set({ ...values, updated_at: operTimeOf(null, c.timeZone) })
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', existing.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    number = values.number;
  } else if (requested) {
    id = (
      await trx
        .insertInto('depot_head')
        .values({ ...values, tenant_id: s.tenantId, creator: s.userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    number = requested;
  } else {
    const { number: _n, ...rest } = values;
    ({ id, number } = await insertNumbered(trx, GOODS_BILLS, { ...rest, tenant_id: s.tenantId, creator: s.userId }, s.tenantId, kind.prefix));
  }
  const lines = await insertLines(trx, s.tenantId, id, bill);
  if (kind.stockCount === 'entry') await recordBookNumbers(trx, s.tenantId, id, operTime);
  await replaceShares(trx, s.tenantId, id, bill, Boolean(existing));
  const posting = { tenantId: s.tenantId, id, number, operTime, creator: existing?.creator ?? s.userId, kind };
  const effects = willApply ? await applyEffects(trx, posting, lines, flags.minusStock, 'save', false) : undefined;
  if (spendsAdvance) {
    // Under 强审核 a draft spends nothing yet, but must be covered as if it did (its audit checks again).
    const counts = !flags.forceApproval || (AUDITED as readonly string[]).includes(status);
    await assertAdvanceCovers(trx, c.balances, s.tenantId, [
      { memberId: bill.organId as string, total: bill.money.totalPrice, pending: counts ? new Decimal(0) : bill.money.totalPrice },
    ]);
  }
  await recomputeUpstream(trx, s.tenantId, bill.upstream?.id);
  if (existing?.link_head_id && existing.link_head_id !== bill.upstream?.id) await recomputeUpstream(trx, s.tenantId, existing.link_head_id);
  // 最终欠款 of this bill, 剩余订金 of this order and of the orders it deducts (or deducted) a deposit from.
  await refreshOutstanding(trx, s.tenantId, [id, bill.upstream?.id, existing?.link_head_id]);
  // Who learns from the posting (finance refuses an edit that cuts the debt below what was settled of it) may refuse it.
  await publishPosting(trx, c.postings, [billEvent('posted', existing ? 'edit' : 'save', s.tenantId, { ...values, id, number }, effects)]);
  await writeLog(trx, s, c.ip, kind.label, `${existing ? '修改' : '新增'}${number}${status === '1' ? '[审核]' : ''}`);
  const result: SaveResult = { id: Number(id), number, status, message: '操作成功' };
  if (idempotencyKey) await storeAnswer(trx, s.tenantId, idempotencyKey, { table: GOODS_BILLS.head, id }, hash, result);
  return result;
}

/** A unique-number race lost between the check and the insert reads as the reference's duplicate message. */
export function translateConstraint(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (error instanceof AppError) return error;
  if (isNumberConflict(GOODS_BILLS, error)) return conflict(BILL_ERR.numberExists, undefined, 'number');
  if (e.code === '23505' && /serial_number_in_stock_uq/.test(`${e.constraint ?? ''} ${e.message ?? ''}`))
    return conflict(BILL_ERR.serialExists, '序列号已存在');
  if (e.code === '23503' && /depot_item/.test(e.message ?? '')) return badRequest('引用的数据不存在，请检查后再提交');
  return error;
}
