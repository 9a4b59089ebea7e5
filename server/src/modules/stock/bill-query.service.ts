import { BILL_KINDS, BILL_PREFIXES, BUTTON, isPurchasedFor, kindsWhere, purchaseForLink, type BillKind, type BillPrefix } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { grantedKinds } from '../../platform/document/access.js';
import { datedFileName } from '../../platform/export/dated-file-name.js';
import { exportList } from '../../platform/list/list-export.js';
import { listCount, listPage, type PageParams } from '../../platform/list/list-source.js';
import { kindOfRequest } from './bill-kinds.js';
import { billDaysWhere, billWhere, type ListScope } from './bill-list.query.js';
import { billSource, BY_DELIVERY } from './bill-list.source.js';
import type { BillSearch } from './bill-search.js';
import { waitingWhere } from './bill-waiting.query.js';
import { loadDataScope } from '../../app/auth/data-scope.js';

/** Kinds whose page the caller holds (with the button when given). */
export async function allowedKinds(db: Kysely<Database>, session: Session, button?: string): Promise<BillKind[]> {
  return grantedKinds(
    db,
    session,
    BILL_PREFIXES.map((p) => BILL_KINDS[p]),
    button,
  );
}

/**
 * 以销定购 (business-rules §4.7): whoever may write purchase orders picks the open sales orders to buy
 * for — every creator's, with partner and money masked — without holding the sales-order page.
 */
export async function purchasePicking(db: Kysely<Database>, session: Session, kind: BillKind, search: Pick<BillSearch, 'purchaseStatus'>): Promise<boolean> {
  if (!isPurchasedFor(kind) || !search.purchaseStatus?.length) return false;
  const buyers = kindsWhere((k) => purchaseForLink(k)?.upstream.includes(kind.prefix) ?? false);
  return mayUse(
    db as Db,
    session,
    buyers.map((p) => BILL_KINDS[p].page),
    BUTTON.edit,
  );
}

export interface BillListing {
  where: ReturnType<typeof billWhere>;
  /** The bill days standing for the same bills, when the filters are all on their keys (null: sum the bills). */
  days: ReturnType<typeof billDaysWhere>;
  priceLimits: Set<string>;
  pickerMask: boolean;
  /** The kinds listed (one when the search names a kind). */
  kinds: readonly BillKind[];
}

/**
 * The filtered set a list (or its export) shows: the kind asked for — refused without its page —
 * or every kind the caller may open, narrowed by the role's data scope and depot/customer grants.
 */
export async function billListing(db: Kysely<Database>, session: Session, search: BillSearch, button?: string): Promise<BillListing> {
  const allowed = await allowedKinds(db, session, button);
  let kinds = allowed;
  if (search.subType || search.prefix) {
    const kind = kindOfRequest(search.type, search.subType, search.prefix);
    if (!allowed.includes(kind) && !(await purchasePicking(db, session, kind, search))) throw forbidden();
    kinds = [kind];
  } else if (search.type) {
    kinds = allowed.filter((k) => k.type === search.type);
  }
  const scope = await loadDataScope(db, session);
  const list: ListScope = { ...session, creators: scope.creators };
  return {
    where: billWhere(list, kinds, search),
    days: billDaysWhere(list, kinds, search),
    priceLimits: scope.priceLimits,
    pickerMask: Boolean(search.purchaseStatus?.length),
    kinds,
  };
}

export async function listBills(db: Kysely<Database>, session: Session, search: BillSearch, page: PageParams) {
  const listing = await billListing(db, session, search);
  return listPage(db, billSource(listing.where, listing), page);
}

/** Open orders of the kind (audited or partly fulfilled) due within `days`, overdue ones included, soonest first. */
export async function nearDeliveryOrders(db: Kysely<Database>, session: Session, prefix: BillPrefix, days: number, page: PageParams) {
  const listing = await billListing(db, session, { prefix, status: ['1', '3'] });
  const where = sql`${listing.where} and h.delivery_time is not null and h.delivery_time <= current_date + ${days}::int`;
  return listPage(db, billSource(where, { priceLimits: listing.priceLimits }), page, BY_DELIVERY);
}

/** 待入库/待出库 (business-rules §4.6): the page of purchase/sale bills waiting for a warehouse bill. */
export async function waitingBills(db: Kysely<Database>, session: Session, search: BillSearch, page: PageParams) {
  return listPage(db, billSource(waitingWhere(session, search), await loadDataScope(db, session)), page);
}

/** How many bills wait for a warehouse bill (the badge of 待入库/待出库). */
export async function waitingCount(db: Kysely<Database>, session: Session, search: BillSearch) {
  return { total: await listCount(db, billSource(waitingWhere(session, search))) };
}

/**
 * 导出: the filtered bills the list shows (kinds with the export button), streamed as xlsx in the list's columns, named
 * by the kind and the day (销售出库-20261207.xlsx; 单据列表-… when several kinds are listed).
 */
export async function exportBills(db: Kysely<Database>, session: Session, search: BillSearch) {
  const listing = await billListing(db, session, search, BUTTON.export);
  const name = listing.kinds.length === 1 ? listing.kinds[0]!.label : '单据列表';
  return exportList(db, billSource(listing.where, listing), { fileName: await datedFileName(db, name), sheetName: name });
}
