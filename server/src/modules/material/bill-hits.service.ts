import { BILL_KINDS, BILL_PREFIXES, type BillPrefix } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { depotGranted } from '../../app/auth/user-scope.js';
import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';
import type { Database } from '../../db/schema.js';
import { billPrice, lastPartnerPrices, pricingContext, proposesDefaultDepot, proposesLastPrice } from './bill-price.service.js';
import { defaultDepotId, lookupShape, type BarcodeRow } from './material-lookup.query.js';

type Db = Kysely<Database>;

/** What a bill line's product look-up knows of the bill: its kind, partner and the line's depot. */
export interface LineLookup {
  prefixNo?: string | undefined;
  organId?: number | undefined;
  depotId?: number | undefined;
}

/** The depot a line look-up reads stock in: the asked one, else the tenant's default depot (not for orders) when this user may use it. */
export async function lookupDepot(db: Db, s: Session, q: LineLookup): Promise<number | undefined> {
  if (q.depotId || !proposesDefaultDepot(q.prefixNo)) return q.depotId;
  // A depot the user may not use would have the line refused at save.
  const proposed = await defaultDepotId(db, s.tenantId);
  return proposed && (await depotGranted(db, s, proposed)) ? proposed : undefined;
}

/** The partner's own prices on this kind are bill money: hidden from a role whose price limit hides the kind's category (4/5/6). */
function partnerPricesHidden(prefixNo: string | undefined, priceLimit: ReadonlySet<string>): boolean {
  const prefix = prefixNo?.toUpperCase();
  if (!prefix || !(BILL_PREFIXES as readonly string[]).includes(prefix)) return true;
  return priceLimit.has(BILL_MASK_CODE[BILL_KINDS[prefix as BillPrefix].priceCategory]);
}

/**
 * Barcode rows as a bill line takes them (getMaterialByBarCode's rows): the kind's proposed price and tax
 * (business-rules §7.5), the depot the stock was read in, and `lastPrice` — this partner's last unit price of
 * the row on bills of this kind, null when none or when the role may not see that kind's prices. Purchase
 * prices of the product follow price limit 4.
 */
export async function billHits(db: Db, s: Session, rows: readonly BarcodeRow[], q: LineLookup, depotId: number | undefined) {
  const pricing = await pricingContext(db, s, q.organId);
  // One read serves both: a sales line's proposal is the customer's last price, and lastPrice is the same figure
  // shown to roles that may see it.
  const proposesLast = proposesLastPrice(q.prefixNo, pricing);
  const hidden = partnerPricesHidden(q.prefixNo, pricing.priceLimit);
  const none = new Map<string, string>();
  const ids = rows.map((r) => r.id);
  const prices = proposesLast || !hidden ? await lastPartnerPrices(db, s.tenantId, q.prefixNo, q.organId, ids) : none;
  const last = proposesLast ? prices : none;
  const partner = hidden ? none : prices;
  return rows.map((r) => ({
    ...lookupShape(r),
    ...(pricing.priceLimit.has(BILL_MASK_CODE.buy) ? { purchaseDecimal: null } : {}),
    depotId: depotId ?? null,
    ...billPrice(r, q.prefixNo, pricing, last.get(r.id)),
    lastPrice: partner.get(r.id) ?? null,
  }));
}
