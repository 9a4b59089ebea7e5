import { BUTTON, FINANCE_ERR } from '@suanpan/contracts';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockOwn, logDocumentAction } from '../../platform/document/locks.js';
import { deleteDocuments } from '../../platform/document/removal.js';
import { lockForTransition, logTransition, TRANSITIONS, writeStatus, type StatusAction } from '../../platform/document/status.js';
import { refused } from '../../app/errors.js';
import { loadFlags } from '../../platform/tenant-config.js';
import { assertAdvancesKept } from './finance-advance.service.js';
import { FINANCE_DOCS, financeKindOf, movesAdvance, type FinanceHeadRow } from './finance-document.js';
import { standingAccountDays } from './finance-account-days.repository.js';
import { billsSettledBy, lockFinanceWrite, lockSettled, refreshSettledBills } from './finance-settlement.service.js';

const topUps = (heads: readonly FinanceHeadRow[]) => heads.filter((h) => movesAdvance(financeKindOf(h.prefix))).map((h) => h.organ_id);

/**
 * 审核 / 反审核 (batchSetStatus), all or nothing, through the document layer's status machine (page button
 * per kind, data scope, 0 → 1 / 1 → 0). Settlements count whatever the status, so 最终欠款 does not move;
 * under 强审核 an un-audited 收预付款 stops counting, which is refused when the member already spent it.
 */
export async function setFinanceStatus(c: DocumentContext, ids: readonly number[], status: '0' | '1'): Promise<void> {
  await transitionFinance(c, ids, status === '1' ? 'audit' : 'unaudit');
}

/**
 * A status action on finance documents, all or nothing: 审核/反审核 and the 多级审核 steps (提交审核 0 → 9,
 * 审核通过 9 → 1, 驳回 9 → 0). An approval has the audit's effects: under 强审核 the document starts moving
 * its accounts and the member's advance (only status 1 counts there), as an audit makes it.
 */
export async function transitionFinance(c: DocumentContext, ids: readonly number[], action: StatusAction, opinion: string | null = null): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const tenantId = c.session.tenantId;
    const heads = await lockForTransition(c, trx, FINANCE_DOCS, ids, action, (h) => {
      if (action === 'audit' && h.status !== '0') throw refused(FINANCE_ERR.auditNotDraft);
      if (action === 'unaudit' && h.status !== '1') throw refused(FINANCE_ERR.unauditNotAudited);
    });
    const members = action === 'unaudit' && (await loadFlags(trx, tenantId)).forceApproval ? topUps(heads) : [];
    await lockSettled(trx, tenantId, [], members);
    await writeStatus(trx, FINANCE_DOCS, c.session, heads, TRANSITIONS[action].to);
    await assertAdvancesKept(trx, c.balances, tenantId, members, '反审核');
    await logTransition(trx, c, FINANCE_DOCS, heads, action, opinion);
  });
}

/** 删除: drafts only; lines and header marked deleted, the settled bills' 最终欠款 given back (the reference forgot). */
export async function deleteFinance(c: DocumentContext, ids: readonly number[]): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const tenantId = c.session.tenantId;
    const heads = await lockOwn(c, trx, FINANCE_DOCS, ids, BUTTON.edit);
    if (heads.some((h) => h.status !== '0')) throw refused(FINANCE_ERR.deleteNotDraft);
    const headIds = heads.map((h) => h.id);
    const bills = await billsSettledBy(trx, tenantId, headIds);
    const members = topUps(heads);
    // Deleting writes the statements first and the bills' 最终欠款 after: the locks come first, in the writers' one order.
    await lockFinanceWrite(trx, tenantId, {
      bills,
      members,
      accountDays: standingAccountDays(tenantId, headIds),
      documents: heads.map((h) => ({ kind: financeKindOf(h.prefix), organId: h.organ_id })),
    });
    await deleteDocuments(trx, FINANCE_DOCS, tenantId, headIds);
    await refreshSettledBills(trx, tenantId, bills);
    await assertAdvancesKept(trx, c.balances, tenantId, members, '删除');
    await logDocumentAction(trx, c, FINANCE_DOCS, heads, '删除');
  });
}
