import { FINANCE_ERR, formatMessage, type FinanceKind } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { lockDocuments } from '../../platform/document/locks.js';
import { lockAccountDays } from '../basic/account-day.repository.js';
import { lockBillDaysAndStatements, type PartnerTrade } from '../stock/bill-day.repository.js';
import { GOODS_BILLS } from '../stock/bill-document.js';
import { refreshOutstanding } from '../stock/bill-outstanding.js';
import { lockMembers } from '../stock/member-advance.service.js';
import type { PreparedFinance, PreparedLine } from './finance-prepare.service.js';
import { financeKindsSql } from './finance-document.js';

/**
 * Locks what a finance document's settlement reads, before anything is written: the goods bills it settles
 * (now and before an edit) in id order, then the partner row (its opening balance and advance). Every
 * writer that settles a bill or moves a partner's advance takes these locks first, so two receipts for the
 * same bill run one after the other and the second one's check sees the first one committed.
 */
export async function lockSettled(trx: Kysely<Database>, tenantId: string, billIds: ReadonlyArray<string | null>, partnerIds: ReadonlyArray<string | null>) {
  const bills = [...new Set(billIds.filter((x): x is string => Boolean(x)))];
  await lockDocuments(trx, GOODS_BILLS, tenantId, bills);
  await lockMembers(
    trx,
    tenantId,
    partnerIds.filter((x): x is string => Boolean(x)),
  );
}

/** What a finance document's save or delete locks before its first write. */
export interface FinanceWrite {
  /** The goods bills it settles, now and before an edit. */
  bills: ReadonlyArray<string | null>;
  /** The partners whose row (opening balance, advance) it reads or moves. */
  members: ReadonlyArray<string | null>;
  /** Its account days, as rows for `lockAccountDays`. */
  accountDays: RawBuilder<unknown>;
  /** Its kinds and partners, which name the partner statements it moves. */
  documents: ReadonlyArray<{ kind: FinanceKind; organId: string | null }>;
}

/**
 * The one lock order of a finance document's save and delete, before its first write: the settled bills and the
 * partners (`lockSettled`), its account days, then the settled bills' days and the partners' statements — account days
 * before bill days before statements, as goods bills take them (`lockBillSummaries`).
 */
export async function lockFinanceWrite(trx: Kysely<Database>, tenantId: string, w: FinanceWrite) {
  await lockSettled(trx, tenantId, w.bills, w.members);
  await lockAccountDays(trx, w.accountDays);
  await lockSettlementSummaries(trx, tenantId, w.bills, w.documents);
}

/**
 * Locks what settling moves besides the document's own accounts — the settled bills' days (their 最终欠款) and the
 * partners' statements of a 收款 / 付款 — in the order goods bills take them (`lockBillDaysAndStatements`).
 */
async function lockSettlementSummaries(
  trx: Kysely<Database>,
  tenantId: string,
  billIds: ReadonlyArray<string | null>,
  documents: ReadonlyArray<{ kind: FinanceKind; organId: string | null }>,
) {
  const bills = [...new Set(billIds.filter((x): x is string => Boolean(x)))];
  const partners = new Map<string, PartnerTrade>();
  for (const { kind, organId } of documents) {
    const trade = kind.settlesReport;
    if (organId && (trade === 'sale' || trade === 'buy')) partners.set(`${organId}:${trade}`, { organId, trade });
  }
  await lockBillDaysAndStatements(trx, tenantId, bills, undefined, [...partners.values()]);
}

/** What live lines (of documents other than the one being saved, whose old lines are already deleted) settled. */
async function settledSoFar(trx: Kysely<Database>, tenantId: string, billIds: readonly string[]) {
  if (billIds.length === 0) return new Map<string, Decimal>();
  const { rows } = await sql<{ bill_id: string; settled: string }>`
    select i.bill_id, sum(i.each_amount)::text as settled from account_item i
    where i.tenant_id = ${tenantId} and i.bill_id in (${sql.join(billIds)}) and not i.delete_flag group by i.bill_id`.execute(trx);
  return new Map(rows.map((r) => [String(r.bill_id), new Decimal(r.settled)]));
}

/** What the partner's opening balance was settled by so far (live 收款/付款 lines naming no bill). */
async function openingSettled(trx: Kysely<Database>, tenantId: string, organId: string) {
  const { rows } = await sql<{ settled: string }>`
    select coalesce(sum(i.each_amount), 0)::text as settled from account_item i
    join account_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = ${tenantId} and h.organ_id = ${organId} and i.bill_id is null and not i.delete_flag and not h.delete_flag
      and ${financeKindsSql((k) => k.settles)}`.execute(trx);
  return new Decimal(rows[0]?.settled ?? '0');
}

export interface LineSnapshot {
  needDebt: string | null;
  finishDebt: string | null;
}

/**
 * Refuses settling more than a bill (or the opening balance) still owes, naming it, and returns each line's
 * snapshot (应收/应付欠款 and what was settled before). Runs under {@link lockSettled}, after the document's
 * old lines were deleted, so what it reads is every other document's committed settlement.
 */
export async function checkSettlement(trx: Kysely<Database>, tenantId: string, doc: PreparedFinance): Promise<Map<PreparedLine, LineSnapshot>> {
  const snapshots = new Map<PreparedLine, LineSnapshot>();
  if (!doc.kind.settles) return snapshots;
  const billLines = doc.lines.filter((l) => l.billId);
  const before = await settledSoFar(
    trx,
    tenantId,
    billLines.map((l) => l.billId as string),
  );
  for (const line of billLines) {
    const bill = doc.bills.get(line.billId as string);
    if (!bill) continue;
    const done = before.get(bill.id) ?? new Decimal(0);
    const rest = bill.need.minus(done);
    if (line.eachAmount.abs().gt(rest.abs()) || (!line.eachAmount.isZero() && rest.isNegative() !== line.eachAmount.isNegative()))
      throw refused(
        FINANCE_ERR.overSettle,
        formatMessage(FINANCE_ERR.overSettle.message, bill.number, rest.toFixed(2), line.eachAmount.toFixed(2)),
        'rows.eachAmount',
      );
    snapshots.set(line, { needDebt: bill.need.toString(), finishDebt: done.toString() });
  }
  const opening = doc.lines.find((l) => !l.billId);
  if (opening && doc.organId) {
    const partner = await trx
      .selectFrom('supplier')
      .select(['begin_need_get', 'begin_need_pay'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', doc.organId)
      .executeTakeFirstOrThrow();
    const need = new Decimal(doc.kind.settlesReport === 'sale' ? partner.begin_need_get : partner.begin_need_pay);
    const done = (await openingSettled(trx, tenantId, doc.organId)).abs();
    const rest = need.minus(done);
    if (opening.eachAmount.gt(rest))
      throw refused(
        FINANCE_ERR.overOpening,
        formatMessage(FINANCE_ERR.overOpening.message, doc.organName ?? '', rest.toFixed(2), opening.eachAmount.toFixed(2)),
        'rows.eachAmount',
      );
    snapshots.set(opening, { needDebt: need.toString(), finishDebt: done.toString() });
  }
  return snapshots;
}

/** 最终欠款 of the goods bills a finance change touched. */
export async function refreshSettledBills(trx: Kysely<Database>, tenantId: string, billIds: ReadonlyArray<string | null>) {
  await refreshOutstanding(trx, tenantId, billIds, ['lastDebt']);
}

/** The goods bills the live lines of these documents settle. */
export async function billsSettledBy(trx: Kysely<Database>, tenantId: string, headIds: readonly string[]): Promise<string[]> {
  if (headIds.length === 0) return [];
  const rows = await trx
    .selectFrom('account_item')
    .select('bill_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('header_id', 'in', [...headIds])
    .where('bill_id', 'is not', null)
    .where('delete_flag', '=', false)
    .execute();
  return rows.map((r) => String(r.bill_id));
}
