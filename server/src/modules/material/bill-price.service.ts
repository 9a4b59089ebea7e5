import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import type { BarcodeRow } from './material-lookup.query.js';

/** Which stored price a new bill line proposes, by bill number prefix (business-rules §7.5). */
type PriceSource = 'retail' | 'purchase' | 'purchaseMaskable' | 'sale' | 'none';

const SOURCES: Record<string, PriceSource> = {
  LSCK: 'retail', LSTH: 'retail',
  CGDD: 'purchase', CGRK: 'purchase', CGTH: 'purchase',
  QTRK: 'purchaseMaskable', QTCK: 'purchaseMaskable', DBCK: 'purchaseMaskable', ZZD: 'purchaseMaskable',
  CXD: 'purchaseMaskable', PDLR: 'purchaseMaskable', PDFP: 'purchaseMaskable',
  XSDD: 'sale', XSCK: 'sale', XSTH: 'sale',
  QGD: 'none',
};

/** Orders propose no depot: the goods are not moving yet. */
const NO_DEFAULT_DEPOT = new Set(['CGDD', 'XSDD']);

export function priceSourceOf(prefixNo: string | undefined): PriceSource {
  return (prefixNo && SOURCES[prefixNo.toUpperCase()]) || 'purchase';
}

export function proposesDefaultDepot(prefixNo: string | undefined): boolean {
  return !prefixNo || !NO_DEFAULT_DEPOT.has(prefixNo.toUpperCase());
}

export interface PricingContext {
  /** Role price masks (api.md §1.3): '4' hides bill purchase prices. */
  priceLimit: ReadonlySet<string>;
  taxRate: Decimal;
  taxIncluded: boolean;
}

export async function pricingContext(db: Kysely<Database>, session: Session, organId: number | undefined): Promise<PricingContext> {
  const role = session.roleId
    ? await db.selectFrom('role').select('price_limit').where('tenant_id', '=', session.tenantId).where('id', '=', session.roleId).executeTakeFirst()
    : undefined;
  const config = await db.selectFrom('system_config').select('material_price_tax_flag').where('tenant_id', '=', session.tenantId).executeTakeFirst();
  const partner = organId
    ? await db.selectFrom('supplier').select('tax_rate').where('tenant_id', '=', session.tenantId).where('id', '=', String(organId)).where('delete_flag', '=', false).executeTakeFirst()
    : undefined;
  return {
    priceLimit: new Set((role?.price_limit ?? '').split(',').map((c) => c.trim()).filter(Boolean)),
    taxRate: new Decimal(partner?.tax_rate ?? 0),
    taxIncluded: config?.material_price_tax_flag === '1',
  };
}

/**
 * The proposed line price and its tax. Sales lines would prefer the customer's last price; bill
 * history arrives with the stock module (0004+), which supplies `lastPrice` when it has one.
 */
export function billPrice(row: BarcodeRow, prefixNo: string | undefined, p: PricingContext, lastPrice?: string | null) {
  const source = priceSourceOf(prefixNo);
  let price: string | null;
  if (source === 'retail') price = row.commodity_decimal;
  else if (source === 'sale') price = lastPrice ?? row.wholesale_decimal;
  else if (source === 'none') price = null;
  else if (source === 'purchaseMaskable' && p.priceLimit.has('4')) price = '0';
  else price = row.purchase_decimal;
  if (price === null) return { billPrice: null, taxRate: p.taxRate.toFixed(), taxMoney: null, taxLastMoney: null };
  const value = new Decimal(price);
  const rate = p.taxRate.div(100);
  // Price-inclusive mode: the tax is inside the price; otherwise it is added on top (2 dp, half-up).
  const tax = (p.taxIncluded ? value.div(rate.plus(1)).times(rate) : value.times(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const total = p.taxIncluded ? value : value.plus(tax);
  return { billPrice: value.toFixed(), taxRate: p.taxRate.toFixed(), taxMoney: tax.toFixed(), taxLastMoney: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed() };
}
