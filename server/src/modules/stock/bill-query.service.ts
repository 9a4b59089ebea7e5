import { BILL_KINDS, BILL_PREFIXES, BUTTON, type BillKind } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import { mayUse } from '../../app/auth/permissions.js';
import type { Session } from '../../app/auth/session.js';
import { forbidden } from '../../app/errors.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { grantedKinds } from '../../platform/document/access.js';
import { kindOfRequest } from './bill-kinds.js';
import { billTotals, billWhere, selectBills, summarizeBills, type ListScope } from './bill-list.query.js';
import { maskedPrefixes, presentBill } from './bill-rows.js';
import type { BillSearch } from './bill-search.js';
import { loadDataScope } from '../../app/auth/data-scope.js';
import { loadFlags } from './system-flags.repository.js';

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
  if (kind.prefix !== 'XSDD' || !search.purchaseStatus?.length) return false;
  return mayUse(db as Db, session, [BILL_KINDS.CGDD.page], BUTTON.edit);
}

export interface BillListing {
  where: ReturnType<typeof billWhere>;
  priceLimits: Set<string>;
  pickerMask: boolean;
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
  const [scope, flags] = await Promise.all([loadDataScope(db, session), loadFlags(db, session.tenantId)]);
  const list: ListScope = {
    tenantId: session.tenantId,
    userId: session.userId,
    creators: scope.creators,
    depotRestricted: flags.depotRestricted,
    customerRestricted: flags.customerRestricted,
  };
  return { where: billWhere(list, kinds, search), priceLimits: scope.priceLimits, pickerMask: Boolean(search.purchaseStatus?.length) };
}

export async function listBills(db: Kysely<Database>, session: Session, search: BillSearch, page: { currentPage: number; pageSize: number }) {
  const listing = await billListing(db, session, search);
  // 以销定购 pickers see no amounts, so their list has no money totals either.
  const totals = listing.pickerMask ? [] : billTotals(maskedPrefixes(listing.priceLimits));
  const [summary, rows] = await Promise.all([
    summarizeBills(db, listing.where, totals),
    selectBills(db, listing.where, page.pageSize, (page.currentPage - 1) * page.pageSize),
  ]);
  return { rows: rows.map((r) => presentBill(r, listing.priceLimits, listing.pickerMask)), ...summary };
}
