import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { depotGranted } from '../../app/auth/user-scope.js';
import type { Database } from '../../db/schema.js';
import {
  billPrice,
  hiddenProductPrices,
  kindPricesMasked,
  lastPartnerPrices,
  pricingContext,
  proposesDefaultDepot,
  proposesLastPrice,
} from './bill-price.service.js';
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

/**
 * Barcode rows as a bill line takes them (getMaterialByBarCode's rows): the kind's proposed price and tax
 * (business-rules §7.5), the depot the stock was read in, and `lastPrice` — this partner's last unit price of
 * the row on bills of this kind, null when none or when the role may not see that kind's prices. A role whose
 * price limit hides the kind's money gets 0 proposed (§8.5), and the product's prices its limits hide as null.
 */
export async function billHits(db: Db, s: Session, rows: readonly BarcodeRow[], q: LineLookup, depotId: number | undefined) {
  const pricing = await pricingContext(db, s, q.organId);
  // The partner's own prices on this kind are bill money: a role that may not see them gets neither the last
  // price nor a proposal made of it. One read serves both: a sales line's proposal is the customer's last price.
  const hidden = kindPricesMasked(q.prefixNo, pricing.priceLimit);
  const partner = hidden
    ? new Map<string, string>()
    : await lastPartnerPrices(
        db,
        s.tenantId,
        q.prefixNo,
        q.organId,
        rows.map((r) => r.id),
      );
  const last = proposesLastPrice(q.prefixNo, pricing) ? partner : new Map<string, string>();
  return rows.map((r) => ({
    ...lookupShape(r),
    ...hiddenProductPrices(pricing.priceLimit),
    depotId: depotId ?? null,
    ...billPrice(r, q.prefixNo, pricing, last.get(r.id)),
    lastPrice: partner.get(r.id) ?? null,
  }));
}
