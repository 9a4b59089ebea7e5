import { FINANCE_ERR, formatMessage, OPENING_BILL_NUMBER, type FinanceHeadInput, type FinanceRowInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { badRequest, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { assertStorable, directed } from '../../platform/document/amounts.js';
import { checkAttachments } from '../../platform/files/attachments.js';
import { kindOf } from '../stock/bill-kinds.js';
import { FINANCE_DOCS, type FinanceDocKind } from './finance-document.js';

/** A line ready to store: ids resolved and checked, the amount in the kind's own sense. */
export interface PreparedLine {
  lineNo: number;
  accountId: string | null;
  inOutItemId: string | null;
  /** The goods bill settled; null on a settling kind's line = the partner's opening balance. */
  billId: string | null;
  eachAmount: Decimal;
  remark: string | null;
}

/** A settled goods bill as the document names it. */
export interface SettledBill {
  id: string;
  number: string;
  /** Its debt in its own sense: negative for a return. */
  need: Decimal;
}

export interface PreparedFinance {
  kind: FinanceDocKind;
  organId: string | null;
  organName: string | null;
  organType: string | null;
  handsPersonId: string | null;
  accountId: string | null;
  total: Decimal;
  discount: Decimal;
  change: Decimal;
  fileName: string | null;
  lines: PreparedLine[];
  bills: Map<string, SettledBill>;
}

const dec = (v: string | null | undefined) => new Decimal(v ?? '0');
const ids = (values: ReadonlyArray<string | null | undefined>) => [...new Set(values.filter((v): v is string => Boolean(v)))];

async function partnerOf(db: Kysely<Database>, tenantId: string, kind: FinanceDocKind, organId: string | null | undefined) {
  if (kind.partner === null || !organId) {
    if (kind.partner !== null && kind.partner !== 'any') throw badRequest(`请选择${kind.partner}`, 'organId');
    return null;
  }
  const row = await db
    .selectFrom('supplier')
    .select(['id', 'supplier', 'type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', organId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  if (!row || (kind.partner !== 'any' && row.type !== kind.partner))
    throw badRequest(kind.partner === 'any' ? '往来单位不存在' : `${kind.partner}不存在`, 'organId');
  return row;
}

/** Refuses ids of accounts, items or persons the tenant does not have (live). */
async function assertExisting(db: Kysely<Database>, tenantId: string, head: FinanceHeadInput, lines: PreparedLine[], kind: FinanceDocKind) {
  const accounts = ids([head.accountId, ...lines.map((l) => l.accountId)]);
  if (accounts.length) {
    const found = await db
      .selectFrom('account')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', accounts)
      .where('delete_flag', '=', false)
      .execute();
    if (found.length !== accounts.length) throw badRequest('结算账户不存在', 'accountId');
  }
  const items = ids(lines.map((l) => l.inOutItemId));
  if (items.length) {
    const found = await db
      .selectFrom('in_out_item')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', items)
      .where('type', '=', kind.inOutItem ?? '')
      .where('delete_flag', '=', false)
      .execute();
    if (found.length !== items.length) throw badRequest(`${kind.inOutItem ?? ''}项目不存在`, 'rows.inOutItemId');
  }
  if (head.handsPersonId) {
    const person = await db
      .selectFrom('person')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', head.handsPersonId)
      .where('delete_flag', '=', false)
      .executeTakeFirst();
    if (!person) throw badRequest('财务人员不存在', 'handsPersonId');
  }
}

/** The goods bills the lines name by number: the partner's, of the trade the kind settles. */
async function resolveBills(db: Kysely<Database>, tenantId: string, kind: FinanceDocKind, organId: string | null, rows: readonly FinanceRowInput[]) {
  const numbers = ids(rows.map((r) => (r.billNumber === OPENING_BILL_NUMBER ? null : r.billNumber)));
  const bills = new Map<string, SettledBill & { organId: string | null }>();
  if (!numbers.length) return bills;
  const found = await db
    .selectFrom('depot_head')
    .select(['id', 'number', 'prefix', 'organ_id', 'debt'])
    .where('tenant_id', '=', tenantId)
    .where('number', 'in', numbers)
    .where('delete_flag', '=', false)
    .execute();
  for (const b of found) {
    const billKind = kindOf(b.prefix);
    if (billKind.report !== kind.settlesReport || b.organ_id !== organId) continue;
    bills.set(b.number, { id: String(b.id), number: b.number, need: dec(b.debt).times(billKind.returns ? -1 : 1), organId: b.organ_id });
  }
  const missing = numbers.find((n) => !bills.has(n));
  if (missing) throw badRequest(`单据${missing}不存在或不是该往来单位的${kind.settlesReport === 'sale' ? '销售' : '采购'}单据`, 'rows.billNumber');
  return bills;
}

/**
 * A total the client sent must be the server's, as it is or as the reference client signs it (api.md §1.7: kinds
 * whose money goes out send it negated). Any other value — a sign flipped the other way included — is refused.
 */
function agrees(sent: string | null | undefined, server: Decimal, kind: FinanceDocKind, field: string, label: string): void {
  if (sent === undefined || sent === null) return;
  const value = new Decimal(sent);
  if (value.eq(server) || value.eq(server.times(kind.direction))) return;
  throw badRequest(formatMessage(FINANCE_ERR.moneyMismatch.message, label, server.toFixed(2)), field);
}

/**
 * Checks a finance document's input and computes its money on the server (business-rules §11): the
 * partner of the kind's type, the accounts and items the kind needs, the settled bills, Σ lines = total,
 * total − discount = what the head account moves. Figures the client sent must agree.
 */
export async function prepareFinance(
  db: Kysely<Database>,
  tenantId: string,
  kind: FinanceDocKind,
  head: FinanceHeadInput,
  rows: readonly FinanceRowInput[],
): Promise<PreparedFinance> {
  if (rows.length === 0) throw refused(FINANCE_ERR.rowsEmpty, undefined, 'rows');
  const partner = await partnerOf(db, tenantId, kind, head.organId);
  const organId = partner ? String(partner.id) : null;
  const accountId = kind.headAccount ? (head.accountId ?? null) : null;
  if (kind.headAccount && !accountId) throw badRequest('结算账户不能为空', 'accountId');
  const bills = kind.settles ? await resolveBills(db, tenantId, kind, organId, rows) : new Map<string, SettledBill>();
  const lines: PreparedLine[] = rows.map((r, i) => {
    const field = `rows[${i}]`;
    const amount = dec(r.eachAmount);
    const bill = kind.settles && r.billNumber && r.billNumber !== OPENING_BILL_NUMBER ? bills.get(r.billNumber) : undefined;
    if (kind.lineAccount && !r.accountId) throw badRequest(`第${i + 1}行账户不能为空`, `${field}.accountId`);
    if (kind.inOutItem && !r.inOutItemId) throw badRequest(`第${i + 1}行${kind.inOutItem}项目不能为空`, `${field}.inOutItemId`);
    // A settlement runs in the bill's sense (a return is paid back); every other line is a positive amount.
    if (bill ? amount.isNegative() !== bill.need.isNegative() && !amount.isZero() : amount.lte(0) && !(kind.settles && amount.isZero()))
      throw badRequest(`第${i + 1}行金额不正确`, `${field}.eachAmount`);
    return {
      lineNo: i + 1,
      accountId: kind.lineAccount ? (r.accountId ?? null) : null,
      inOutItemId: kind.inOutItem ? (r.inOutItemId ?? null) : null,
      billId: bill?.id ?? null,
      eachAmount: amount,
      remark: r.remark?.trim() || null,
    };
  });
  if (kind.settles) {
    const seen = new Set<string>();
    for (const l of lines) {
      const key = l.billId ?? 'opening';
      if (seen.has(key)) throw badRequest('同一单据不能结算两次，请合并为一行', 'rows.billNumber');
      seen.add(key);
    }
    if (!organId) throw badRequest(`请选择${kind.partner ?? '往来单位'}`, 'organId');
  }
  await assertExisting(db, tenantId, head, lines, kind);
  if (kind.headAccount && kind.lineAccount) {
    const same = lines.find((l) => l.accountId === accountId);
    if (same) {
      const name = await db.selectFrom('account').select('name').where('tenant_id', '=', tenantId).where('id', '=', String(accountId)).executeTakeFirst();
      throw refused(FINANCE_ERR.transferSameAccount, formatMessage(FINANCE_ERR.transferSameAccount.message, name?.name ?? ''), 'rows.accountId');
    }
  }
  const total = lines.reduce((s, l) => s.plus(l.eachAmount), new Decimal(0));
  assertStorable(total, { field: 'rows', label: '合计金额' });
  const discount = kind.settles
    ? (directed(head.discountMoney, kind.direction, { field: 'discountMoney', label: '优惠金额' }) ?? new Decimal(0))
    : new Decimal(0);
  const change = total.minus(discount);
  if (discount.gt(0) && discount.gt(total)) throw badRequest('优惠金额不能大于合计金额', 'discountMoney');
  agrees(head.totalPrice, total, kind, 'totalPrice', '合计金额');
  agrees(head.changeAmount, change, kind, 'changeAmount', kind.settles ? '实收/实付金额' : '金额');
  const fileName = await checkAttachments(db, tenantId, FINANCE_DOCS.attachments, head.fileName);
  return {
    kind,
    organId,
    organName: partner?.supplier ?? null,
    organType: partner?.type ?? null,
    handsPersonId: head.handsPersonId ?? null,
    accountId,
    total,
    discount,
    change,
    fileName,
    lines,
    bills: new Map([...bills.values()].map((b) => [b.id, b])),
  };
}
