import { BILL_ERR, BUTTON, formatMessage } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { refused } from '../../app/errors.js';
import { writeLog } from '../../platform/audit-log.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockDocuments, lockOwn, logDocumentAction } from '../../platform/document/locks.js';
import { publishPosting } from '../../platform/document/posting-event.js';
import { deleteDocuments } from '../../platform/document/removal.js';
import { lockForTransition, logTransition, TRANSITIONS, writeStatus, type StatusAction } from '../../platform/document/status.js';
import { lockBillSummaries } from './bill-day.repository.js';
import { applyEffects, reverseEffects, type PostingHead } from './bill-effects.service.js';
import { GOODS_BILLS, type HeadRow } from './bill-document.js';
import { billEvent } from './bill-events.js';
import { kindOf, stockApplies } from './bill-kinds.js';
import { recomputeUpstream } from './bill-link.service.js';
import { refreshOutstanding, type Outstanding } from './bill-outstanding.js';
import { loadLines } from './bill-lines.repository.js';
import { assertAdvanceCovers, lockMembers, prepaidSpends } from './member-advance.service.js';
import { loadFlags } from '../../platform/tenant-config.js';

const posting = (tenantId: string, h: HeadRow): PostingHead => ({
  tenantId,
  id: h.id,
  number: h.number,
  operTime: h.oper_time,
  creator: h.creator,
  kind: kindOf(h.prefix),
});

/** Per member: what the audited bills spend together (the balance already counts them after the update). */
function memberTotals(spends: ReadonlyArray<{ memberId: string; total: Decimal }>) {
  const by = new Map<string, Decimal>();
  for (const x of spends) by.set(x.memberId, (by.get(x.memberId) ?? new Decimal(0)).plus(x.total));
  return [...by].map(([memberId, total]) => ({ memberId, total, pending: new Decimal(0) }));
}

/**
 * 审核 / 反审核 (business-rules §3.5), all or nothing. Under 强审核 an audit posts the stock (refusing
 * a shortage atomically, 80000029 naming the bill) and an un-audit withdraws it. Orders with
 * fulfilment (部分/完成, or 以销定购 progress) cannot be un-audited.
 */
export async function setStatus(c: DocumentContext, ids: readonly number[], status: '0' | '1'): Promise<void> {
  await transitionBills(c, ids, status === '1' ? 'audit' : 'unaudit');
}

/**
 * A status action on bills, all or nothing: 审核/反审核 and the 多级审核 steps 提交审核 (0 → 9), 审核通过
 * (9 → 1: the audit's effects, stock posting and the member's advance under 强审核) and 驳回 (9 → 0).
 * Whatever moves is what the bill's new status says should be in the ledger, so an approval posts exactly
 * as an audit does and a submit or reject moves nothing.
 */
export async function transitionBills(c: DocumentContext, ids: readonly number[], action: StatusAction, opinion: string | null = null): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const tenantId = c.session.tenantId;
    const status = TRANSITIONS[action].to;
    // An order bought for (以销定购 部分/完成) keeps its audit whatever its own status.
    const heads = await lockForTransition(c, trx, GOODS_BILLS, ids, action, (h) => {
      if (action === 'unaudit' && h.purchase_status === '2') throw refused(BILL_ERR.purchaseStatusTwo);
      if (action === 'unaudit' && h.purchase_status === '3') throw refused(BILL_ERR.purchaseStatusThree);
    });
    const flags = await loadFlags(trx, tenantId);
    // Under 强审核 an audit is when a prepaid retail sale starts spending the member's advance.
    const spends =
      status === '1' && flags.forceApproval
        ? await prepaidSpends(
            trx,
            tenantId,
            heads.map((h) => h.id),
          )
        : [];
    await lockMembers(
      trx,
      tenantId,
      spends.map((x) => x.memberId),
    );
    await lockBillSummaries(
      trx,
      tenantId,
      heads.map((h) => h.id),
      { status },
    );
    await writeStatus(trx, GOODS_BILLS, c.session, heads, status);
    await assertAdvanceCovers(trx, c.balances, tenantId, memberTotals(spends));
    const moving = heads.filter((h) => h.stock_applied !== stockApplies(kindOf(h.prefix), status, flags));
    const lines = await loadLines(
      trx,
      tenantId,
      moving.map((h) => h.id),
    );
    for (const h of moving) {
      const own = lines.get(h.id) ?? [];
      const event = h.stock_applied
        ? billEvent('reversed', action, tenantId, { ...h, status }, await reverseEffects(trx, posting(tenantId, h), own, flags.minusStock, 'unaudit'))
        : billEvent('posted', action, tenantId, { ...h, status }, await applyEffects(trx, posting(tenantId, h), own, flags.minusStock, 'audit'));
      await publishPosting(trx, c.postings, [event]);
    }
    await logTransition(trx, c, GOODS_BILLS, heads, action, opinion);
  });
}

/** 删除 (§3.4): drafts only; their stock (when posted) is withdrawn and linked orders recomputed (status and 剩余订金). */
export async function deleteBills(c: DocumentContext, ids: readonly number[]): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const tenantId = c.session.tenantId;
    const heads = await lockOwn(c, trx, GOODS_BILLS, ids, BUTTON.edit);
    if (heads.some((h) => h.status !== '0')) throw refused(BILL_ERR.deleteNotDraft);
    const upstreams = [...new Set(heads.map((h) => h.link_head_id).filter((x): x is string => Boolean(x)))];
    // Locked before any stock row — the order posting takes them in (bill, upstream, stock), so a delete
    // and a save against the same order cannot deadlock — and so their recomputation below reads
    // every bill committed before it.
    await lockDocuments(trx, GOODS_BILLS, tenantId, upstreams);
    await lockBillSummaries(
      trx,
      tenantId,
      heads.map((h) => h.id),
    );
    const flags = await loadFlags(trx, tenantId);
    const applied = heads.filter((h) => h.stock_applied);
    const lines = await loadLines(
      trx,
      tenantId,
      applied.map((h) => h.id),
    );
    for (const h of applied)
      await publishPosting(trx, c.postings, [
        billEvent('reversed', 'delete', tenantId, h, await reverseEffects(trx, posting(tenantId, h), lines.get(h.id) ?? [], flags.minusStock, 'delete')),
      ]);
    const idList = heads.map((h) => h.id);
    await deleteDocuments(trx, GOODS_BILLS, tenantId, idList);
    // Who learns from the posting may refuse (finance: receipts and payments settled against a bill keep it).
    await publishPosting(
      trx,
      c.postings,
      heads.map((h) => billEvent('deleted', 'delete', tenantId, h)),
    );
    for (const up of upstreams) await recomputeUpstream(trx, tenantId, up);
    await refreshOutstanding(trx, tenantId, upstreams, ['lastDeposit']);
    await logDocumentAction(trx, c, GOODS_BILLS, heads, '删除');
  });
}

export type CloseAction = 'force' | 'finish' | 'cancel' | 'forcePurchase' | 'close';

const REMARK: Record<CloseAction, string> = {
  force: '[强制结单]',
  finish: '[完成订单]',
  cancel: '[作废]',
  forcePurchase: '[强制结单-以销定购]',
  close: '[关闭]',
};

/**
 * Closing orders without full fulfilment. force (强制结单) and finish (销售订单 完成): a partially
 * fulfilled bill (status 3) becomes 2. cancel (作废): an audited sales order nobody has delivered
 * against becomes 2 with reason `cancel`. forcePurchase: 以销定购 progress 3 → 2. The remark is
 * appended to, not replaced (the reference lost the user's remark). close (生产订单 关闭): an audited or partly received
 * production order becomes 2 with reason `close` (已关闭); its receipts stay.
 */
export async function closeBills(c: DocumentContext, ids: readonly number[], action: CloseAction): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const tenantId = c.session.tenantId;
    const heads = await lockOwn(c, trx, GOODS_BILLS, ids, BUTTON.edit);
    for (const h of heads) {
      const isOrder = kindOf(h.prefix).closable;
      const ok =
        action === 'close'
          ? kindOf(h.prefix).production === 'order' && (h.status === '1' || h.status === '3')
          : action === 'cancel'
            ? isOrder && h.status === '1'
            : action === 'finish'
              ? isOrder && h.status === '3'
              : action === 'forcePurchase'
                ? h.purchase_status === '3'
                : h.status === '3';
      if (!ok)
        throw refused(
          action === 'force' || action === 'forcePurchase' ? BILL_ERR.forceClose : BILL_ERR.orderNotOpen,
          formatMessage((action === 'force' || action === 'forcePurchase' ? BILL_ERR.forceClose : BILL_ERR.orderNotOpen).message, h.number),
        );
    }
    if (action === 'cancel') {
      const downstream = await trx
        .selectFrom('depot_head')
        .select('link_head_id')
        .where('tenant_id', '=', tenantId)
        .where(
          'link_head_id',
          'in',
          heads.map((h) => h.id),
        )
        .where('delete_flag', '=', false)
        .executeTakeFirst();
      const hit = heads.find((h) => h.id === downstream?.link_head_id);
      if (hit) throw refused(BILL_ERR.orderHasDownstream, formatMessage(BILL_ERR.orderHasDownstream.message, hit.number));
    }
    for (const h of heads) {
      const remark = `${h.remark ?? ''}${REMARK[action]}`.slice(0, 1000);
      await trx
        .updateTable('depot_head')
        .set(action === 'forcePurchase' ? { purchase_status: '2', remark } : { status: '2', close_reason: action, remark })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', h.id)
        .execute();
    }
    await logDocumentAction(trx, c, GOODS_BILLS, heads, REMARK[action]);
  });
}

/** 修改备注 (quickEdit): only the remark changes, so any status may be edited (business-rules §3.6); the old remark is logged. */
export async function editRemark(c: DocumentContext, id: number, remark: string | null | undefined): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    // lockOwn refuses a missing bill, so one id locks exactly one.
    const [head] = (await lockOwn(c, trx, GOODS_BILLS, [id], BUTTON.edit)) as [HeadRow];
    await trx
      .updateTable('depot_head')
      .set({ remark: remark?.trim() || null })
      .where('tenant_id', '=', c.session.tenantId)
      .where('id', '=', head.id)
      .execute();
    await writeLog(trx, c.session, c.ip, kindOf(head.prefix).label, `修改备注${head.number}，原备注：${head.remark ?? ''}`);
  });
}

/**
 * 修正欠款 / 修正剩余订金: recomputes the figure of the caller's bills. Posting keeps both current
 * (bill-outstanding.ts), so a repair only finds what was changed outside the application; it logs and
 * returns the bills it corrected.
 */
export async function repairOutstanding(c: DocumentContext, ids: readonly number[], which: Outstanding, logAs: string) {
  return c.db.transaction().execute(async (trx) => {
    const heads = await lockOwn(c, trx, GOODS_BILLS, ids, BUTTON.edit);
    const changed = await refreshOutstanding(
      trx,
      c.session.tenantId,
      heads.map((h) => h.id),
      [which],
    );
    if (changed.length)
      await logDocumentAction(
        trx,
        c,
        GOODS_BILLS,
        heads.filter((h) => changed.some((x) => x.id === h.id)),
        `${logAs}：`,
      );
    return changed;
  });
}
