import { BUTTON, FINANCE_ERR, type FinanceSaveInput, type FinanceSaved } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { AppError, conflict, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { assertKindAccess } from '../../platform/document/access.js';
import { assertDirectAuditAllowed } from '../../platform/document/approval.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { claimKey, requestHash, storeAnswer } from '../../platform/document/idempotency.js';
import { lockOwn } from '../../platform/document/locks.js';
import { insertNumbered, isNumberConflict, isProposedNumber, numberTaken, passTypedNumber, sharedProposal } from '../../platform/document/numbering.js';
import { deleteLines } from '../../platform/document/removal.js';
import { auditorOf } from '../../platform/document/status.js';
import { operTimeOf } from '../../platform/business-date.js';
import { assertAdvancesKept } from './finance-advance.service.js';
import { maskedFinancePrefixes } from './finance-mask.js';
import { FINANCE_DOCS, financeKindOf, financeKindOfType, movesAdvance, type FinanceHeadRow } from './finance-document.js';
import { prepareFinance, type PreparedFinance } from './finance-prepare.service.js';
import { savedAccountDays } from './finance-account-days.repository.js';
import { billsSettledBy, checkSettlement, lockFinanceWrite, refreshSettledBills } from './finance-settlement.service.js';

/**
 * Saves a finance document — header and lines, the settled bills' 最终欠款 — in ONE transaction
 * (business-rules §11). An edit (drafts only, checked on the server) replaces the lines; the settlement
 * check then reads every other document's committed settlements under the bills' row locks.
 */
export async function saveFinance(c: DocumentContext, input: FinanceSaveInput, idempotencyKey?: string): Promise<FinanceSaved> {
  try {
    return await c.db.transaction().execute((trx) => saveIn(trx, c, input, idempotencyKey));
  } catch (error) {
    if (!(error instanceof AppError) && isNumberConflict(FINANCE_DOCS, error)) throw conflict(FINANCE_ERR.numberExists, undefined, 'billNo');
    throw error;
  }
}

async function saveIn(trx: Kysely<Database>, c: DocumentContext, input: FinanceSaveInput, idempotencyKey?: string): Promise<FinanceSaved> {
  const s = c.session;
  const head = input.info;
  const status = head.status ?? '0';
  const hash = idempotencyKey ? requestHash(input) : '';
  if (idempotencyKey) {
    const prior = await claimKey<FinanceSaved>(trx, s.tenantId, s.userId, idempotencyKey, hash);
    if (prior) return prior;
  }
  let existing: FinanceHeadRow | undefined;
  if (head.id) {
    // One the caller may not see answers as a missing one.
    [existing] = await lockOwn(c, trx, FINANCE_DOCS, [head.id]);
  }
  const kind = existing ? financeKindOf(existing.prefix) : financeKindOfType(head.type);
  await assertKindAccess(trx, s, [kind], ...(status === '1' ? [BUTTON.edit, BUTTON.audit] : [BUTTON.edit]));
  if (existing) {
    if (existing.status !== '0') throw refused(FINANCE_ERR.cannotEdit);
    // Its amounts read 0 to this role: saving what the editor showed would wipe the settlement.
    if (maskedFinancePrefixes((await loadDataScope(trx, s)).priceLimits).includes(kind.prefix)) throw refused(FINANCE_ERR.maskedEdit);
  }
  // 保存并审核 of a kind under 多级审核 is refused: such a document is saved, then submitted.
  if (status === '1')
    await assertDirectAuditAllowed(trx, s.tenantId, [{ prefix: kind.prefix, number: existing?.number ?? (head.billNo?.trim() || kind.label) }]);
  const doc = await prepareFinance(trx, s.tenantId, kind, head, input.rows);
  const oldBills = existing ? await billsSettledBy(trx, s.tenantId, [existing.id]) : [];
  const billTime = operTimeOf(head.billTime, c.timeZone);
  // Its account days as it stands and as saved: its statements move the head's account and then the lines' (an edit: the
  // old lines' first), so two opposite transfers between two accounts took them in opposite orders.
  await lockFinanceWrite(trx, s.tenantId, {
    bills: [...oldBills, ...doc.lines.map((l) => l.billId)],
    members: [doc.organId, existing?.organ_id ?? null],
    accountDays: savedAccountDays(s.tenantId, existing?.id, [doc.accountId, ...doc.lines.map((l) => l.accountId)], billTime, status),
    documents: [
      { kind, organId: doc.organId },
      { kind, organId: existing?.organ_id ?? null },
    ],
  });
  if (existing) await deleteLines(trx, FINANCE_DOCS, s.tenantId, [existing.id]);
  const snapshots = await checkSettlement(trx, s.tenantId, doc);
  const number = await chooseNumber(trx, s.tenantId, kind.prefix, head.billNo, existing);
  const values = { ...headValues(doc, head, status, billTime), auditor: auditorOf(status, s.userId) };
  let id: string;
  let billNo: string;
  if (existing) {
    await trx
      .updateTable('account_head')
      .set({ ...values, number: number ?? existing.number, updated_at: operTimeOf(null, c.timeZone) })
      .where('tenant_id', '=', s.tenantId)
      .where('id', '=', existing.id)
      .execute();
    id = existing.id;
    billNo = number ?? existing.number;
  } else if (number) {
    id = (
      await trx
        .insertInto('account_head')
        .values({ ...values, number, tenant_id: s.tenantId, creator: s.userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    billNo = number;
  } else {
    ({ id, number: billNo } = await insertNumbered(trx, FINANCE_DOCS, { ...values, tenant_id: s.tenantId, creator: s.userId }, s.tenantId, kind.prefix));
  }
  await trx
    .insertInto('account_item')
    .values(
      doc.lines.map((l) => ({
        tenant_id: s.tenantId,
        header_id: id,
        line_no: l.lineNo,
        account_id: l.accountId,
        in_out_item_id: l.inOutItemId,
        bill_id: l.billId,
        need_debt: snapshots.get(l)?.needDebt ?? null,
        finish_debt: snapshots.get(l)?.finishDebt ?? null,
        each_amount: l.eachAmount.toString(),
        remark: l.remark,
      })),
    )
    .execute();
  await refreshSettledBills(trx, s.tenantId, [...oldBills, ...doc.lines.map((l) => l.billId)]);
  // An edit may cut a top-up the member already spent (the old member's, when the member changed).
  if (existing && movesAdvance(kind)) await assertAdvancesKept(trx, c.balances, s.tenantId, [existing.organ_id], '修改');
  await writeLog(trx, s, c.ip, kind.label, `${existing ? '修改' : '新增'}${billNo}${status === '1' ? '[审核]' : ''}`);
  const result: FinanceSaved = { id: Number(id), billNo, status, message: '操作成功' };
  if (idempotencyKey) await storeAnswer(trx, s.tenantId, idempotencyKey, { table: FINANCE_DOCS.head, id }, hash, result);
  return result;
}

/**
 * The number the user typed (refused when another live document has it), the kept one, or none: the counter's
 * next — also for the counter's own proposal (`/sequence/buildNumber` takes nothing; the save does).
 */
async function chooseNumber(
  trx: Kysely<Database>,
  tenantId: string,
  prefix: string,
  requested: string | null | undefined,
  existing: FinanceHeadRow | undefined,
) {
  const wanted = requested?.trim();
  if (!wanted || wanted === existing?.number) return existing?.number;
  // jshERP's client sends its form's proposal back only as the number: its prefix and the prefix-less proposal.
  if (!existing && (await isProposedNumber(trx, tenantId, prefix, wanted, await sharedProposal(trx, tenantId)))) return undefined;
  if (await numberTaken(trx, FINANCE_DOCS, tenantId, wanted, existing?.id)) throw conflict(FINANCE_ERR.numberExists, undefined, 'billNo');
  await passTypedNumber(trx, tenantId, prefix, wanted);
  return wanted;
}

function headValues(doc: PreparedFinance, head: FinanceSaveInput['info'], status: string, billTime: string) {
  return {
    type: doc.kind.type,
    prefix: doc.kind.prefix,
    bill_time: billTime,
    organ_id: doc.organId,
    hands_person_id: doc.handsPersonId,
    account_id: doc.accountId,
    money_direction: doc.kind.direction,
    total_price: doc.total.toString(),
    discount_money: doc.discount.toString(),
    change_amount: doc.change.toString(),
    remark: head.remark?.trim() || null,
    file_name: doc.fileName,
    status,
    source: head.source ?? '0',
  };
}
