import { BILL_KINDS, purchaseForLink, type BillPrefix } from '@suanpan/contracts';
import { kindsSql } from './bill-kinds.js';
import { sql, type Kysely } from 'kysely';
import { loadDataScope } from '../../app/auth/data-scope.js';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { detailLines, footerOf } from './bill-items.query.js';
import { printFacts } from './bill-print.query.js';
import { firstRows } from '../../platform/list/list-source.js';
import { billSource } from './bill-list.source.js';
import { billListing } from './bill-query.service.js';
import type { BillSearch } from './bill-search.js';
import { waitingBillVisible } from './bill-waiting.query.js';

/*
 * Reading one bill the way the list shows it: the same kind pages, data scope, depot/customer grants
 * and price masking, so a bill the caller cannot list cannot be read by id or number either.
 */

/** One bill as its list row (same scope, masking and decorations), or undefined; `search` narrows or widens like the list's. */
export async function findBill(db: Kysely<Database>, session: Session, cond: { id?: string; number?: string }, search: BillSearch = {}) {
  const listing = await billListing(db, session, search);
  const where = cond.id ? sql`${listing.where} and h.id = ${cond.id}` : sql`${listing.where} and h.number = ${cond.number ?? ''}`;
  const [row] = await firstRows(db, billSource(where, { priceLimits: listing.priceLimits }), 1);
  return row;
}

/** `/depotHead/info`: the bill by id, or not found. */
export async function billInfo(db: Kysely<Database>, session: Session, id: string) {
  const info = await findBill(db, session, { id });
  if (!info) throw notFound('单据不存在或已被删除');
  return { info };
}

/** `/depotHead/getDetailByNumber`: the bill by number with its partner's contact and bank facts; `{}` when not visible. */
export async function billByNumber(db: Kysely<Database>, session: Session, number: string) {
  const bill = await findBill(db, session, { number });
  if (!bill) return {};
  const partner = bill.organId
    ? await db
        .selectFrom('supplier')
        .select(['contacts', 'telephone', 'address', 'phone_num as phoneNum', 'bank_name as bankName', 'account_number as accountNumber', 'tax_num as taxNum'])
        .where('tenant_id', '=', session.tenantId)
        .where('id', '=', String(bill.organId))
        .executeTakeFirst()
    : undefined;
  return { ...bill, ...partner, creatorName: bill.userName, depotHeadType: bill.subType };
}

/** 以销定购: the open sales orders a purchase-order writer picks from (the upstream of its purchase link). */
async function purchasePickable(db: Kysely<Database>, session: Session, id: string, forPrefix: BillPrefix | undefined): Promise<boolean> {
  const upstream = forPrefix ? (purchaseForLink(BILL_KINDS[forPrefix])?.upstream ?? []) : [];
  const found = await Promise.all(upstream.map((prefix) => findBill(db, session, { id }, { prefix, purchaseStatus: ['0', '3'] })));
  return found.some(Boolean);
}

/**
 * `/depotItem/getDetailList`: the lines of a bill the caller may see. Visibility follows the bill list
 * (kind page, data scope, depot/customer grants). A bill being filled may also read the upstream its
 * picker offered: 以销定购 the open sales orders, 入库/出库 the waiting purchase/sale bills (any
 * creator, as those lists show them). `forPrefix` (the kind being filled) counts that kind's fulfilment only.
 */
export async function billLines(db: Kysely<Database>, session: Session, id: string, forPrefix: BillPrefix | undefined, withFooter: boolean) {
  const visible =
    Boolean(await findBill(db, session, { id })) ||
    (await purchasePickable(db, session, id, forPrefix)) ||
    (forPrefix !== undefined && (await waitingBillVisible(db, session, id, forPrefix)));
  if (!visible) return { rows: [], total: 0 };
  const scope = await loadDataScope(db, session);
  const rows = await detailLines(db, session.tenantId, id, scope.priceLimits, forPrefix);
  return { rows: withFooter ? [...rows, footerOf(rows)] : rows, total: rows.length };
}

/** `/depotHead/printData`: the visible bill, its lines with their footer, the company's letterhead and `printFacts`. */
export async function billPrintData(db: Kysely<Database>, session: Session, id: string) {
  const bill = await findBill(db, session, { id });
  if (!bill) throw notFound('单据不存在或已被删除');
  const scope = await loadDataScope(db, session);
  const rows = await detailLines(db, session.tenantId, id, scope.priceLimits);
  const company = await db
    .selectFrom('system_config')
    .select([
      'company_name as companyName',
      'company_contacts as companyContacts',
      'company_address as companyAddress',
      'company_tel as companyTel',
      'company_fax as companyFax',
      'company_post_code as companyPostCode',
    ])
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .executeTakeFirst();
  const kind = BILL_KINDS[bill.prefix as BillPrefix];
  const facts = await printFacts(db, session.tenantId, id, kind);
  return { title: kind.label, bill, rows, footer: footerOf(rows), company: company ?? null, ...facts };
}

/** `/depotHead/getBillListByLinkNumber`: the visible return bills made from the bill of that number. */
export async function linkedReturns(db: Kysely<Database>, session: Session, number: string) {
  const listing = await billListing(db, session, {});
  const where = sql`${listing.where} and h.link_number = ${number} and ${kindsSql((k) => k.returns)}`;
  return firstRows(db, billSource(where, { priceLimits: listing.priceLimits }), 1000);
}
