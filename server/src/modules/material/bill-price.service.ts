import { BILL_KINDS, BILL_PREFIXES, hasPrices, isOrder, type BillKind, type BillPrefix } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';
import type { Database } from '../../db/schema.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { type BarcodeRow } from './material-lookup.query.js';

/** Which stored price a new bill line proposes, by the kind's properties (business-rules §7.5). */
type PriceSource = 'retail' | 'purchase' | 'sale' | 'none';

/** The kind a lookup's `prefixNo` names, if any (an unknown or missing prefix proposes purchase prices). */
function kindOfPrefix(prefixNo: string | undefined): BillKind | undefined {
  const prefix = prefixNo?.toUpperCase();
  return prefix && (BILL_PREFIXES as readonly string[]).includes(prefix) ? BILL_KINDS[prefix as BillPrefix] : undefined;
}

export function priceSourceOf(prefixNo: string | undefined): PriceSource {
  const kind = kindOfPrefix(prefixNo);
  if (!kind) return 'purchase';
  // A kind whose lines carry no prices (请购单, 生产订单) proposes none.
  if (!hasPrices(kind)) return 'none';
  if (kind.priceCategory === 'retail') return 'retail';
  if (kind.priceCategory === 'sale') return 'sale';
  return 'purchase';
}

/**
 * Whether the role's price limit hides the money of bills of this kind (business-rules §8.5: 4/5/6 for the buy,
 * retail and sale categories; a look-up naming no kind proposes purchase prices, so it counts as buy).
 */
export function kindPricesMasked(prefixNo: string | undefined, priceLimit: ReadonlySet<string>): boolean {
  return priceLimit.has(BILL_MASK_CODE[kindOfPrefix(prefixNo)?.priceCategory ?? 'buy']);
}

/**
 * The product's stored prices a role's bill price limits hide, as null: 4 the purchase price, 5 the retail price,
 * 6 the sale prices (wholesale and lowest). Spread over a look-up row; the pickers and line look-ups all use it.
 */
export function hiddenProductPrices(priceLimit: ReadonlySet<string>) {
  return {
    ...(priceLimit.has(BILL_MASK_CODE.buy) ? { purchaseDecimal: null } : {}),
    ...(priceLimit.has(BILL_MASK_CODE.retail) ? { commodityDecimal: null } : {}),
    ...(priceLimit.has(BILL_MASK_CODE.sale) ? { wholesaleDecimal: null, lowDecimal: null } : {}),
  };
}

/** Orders propose no depot: the goods are not moving yet. */
export function proposesDefaultDepot(prefixNo: string | undefined): boolean {
  const kind = kindOfPrefix(prefixNo);
  return !kind || !isOrder(kind);
}

export interface PricingContext {
  /** Role price masks (api.md §1.3): '4' hides bill purchase prices. */
  priceLimit: ReadonlySet<string>;
  taxRate: Decimal;
  taxIncluded: boolean;
  /** 客户静态单价: sales lines always propose the stored sale price. */
  staticCustomerPrice: boolean;
}

export async function pricingContext(db: Kysely<Database>, session: Session, organId: number | undefined): Promise<PricingContext> {
  const role = session.roleId
    ? await db.selectFrom('role').select('price_limit').where('tenant_id', '=', session.tenantId).where('id', '=', session.roleId).executeTakeFirst()
    : undefined;
  const config = await db
    .selectFrom('system_config')
    .select(['material_price_tax_flag', 'customer_static_price_flag'])
    .where('tenant_id', '=', session.tenantId)
    .executeTakeFirst();
  const partner = organId
    ? await db
        .selectFrom('supplier')
        .select('tax_rate')
        .where('tenant_id', '=', session.tenantId)
        .where('id', '=', String(organId))
        .where('delete_flag', '=', false)
        .executeTakeFirst()
    : undefined;
  return {
    priceLimit: new Set(
      (role?.price_limit ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
    taxRate: new Decimal(partner?.tax_rate ?? 0),
    taxIncluded: config?.material_price_tax_flag === '1',
    staticCustomerPrice: config?.customer_static_price_flag === '1',
  };
}

/** Whether a new line of this kind proposes the partner's last price on it: sales lines when 客户静态单价 is off. */
export const proposesLastPrice = (prefixNo: string | undefined, p: PricingContext): boolean => priceSourceOf(prefixNo) === 'sale' && !p.staticCustomerPrice;

/**
 * The customer's last unit price per barcode row on bills of the same kind (sales order, sale, return), for
 * sales lines when 客户静态单价 is off: the latest live bill of that customer and prefix wins.
 */
export async function lastCustomerPrices(
  db: Kysely<Database>,
  tenantId: string,
  prefixNo: string | undefined,
  organId: number | undefined,
  p: PricingContext,
  extendIds: readonly string[],
): Promise<Map<string, string>> {
  if (!proposesLastPrice(prefixNo, p)) return new Map();
  return lastPartnerPrices(db, tenantId, prefixNo, organId, extendIds);
}

/** The partner's last unit price per barcode row on its live bills of this prefix (the latest bill wins). */
export async function lastPartnerPrices(
  db: Kysely<Database>,
  tenantId: string,
  prefixNo: string | undefined,
  organId: number | undefined,
  extendIds: readonly string[],
): Promise<Map<string, string>> {
  if (!organId || !prefixNo || extendIds.length === 0) return new Map();
  const rows = await sql<{ material_extend_id: string; unit_price: string }>`
    select distinct on (i.material_extend_id) i.material_extend_id, i.unit_price
    from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
    where i.tenant_id = ${tenantId} and i.material_extend_id = any(${[...extendIds]}::bigint[]) and not i.delete_flag and i.unit_price is not null
      and h.organ_id = ${organId} and h.prefix = ${prefixNo.toUpperCase()} and not h.delete_flag
    order by i.material_extend_id, h.oper_time desc, h.id desc, i.line_no`.execute(db);
  return new Map(rows.rows.map((r) => [r.material_extend_id, trimNum(r.unit_price) ?? r.unit_price]));
}

/**
 * The proposed line price and its tax (business-rules §7.5); 0 when the role's price limit hides this kind's money
 * (§8.5), as the bill's own lines then show.
 */
export function billPrice(row: BarcodeRow, prefixNo: string | undefined, p: PricingContext, lastPrice?: string | null) {
  const source = priceSourceOf(prefixNo);
  let price: string | null;
  if (source === 'none') price = null;
  else if (kindPricesMasked(prefixNo, p.priceLimit)) price = '0';
  else if (source === 'retail') price = row.commodity_decimal;
  else if (source === 'sale') price = lastPrice ?? row.wholesale_decimal;
  else price = row.purchase_decimal;
  if (price === null) return { billPrice: null, taxRate: p.taxRate.toFixed(), taxMoney: null, taxLastMoney: null };
  const value = new Decimal(price);
  const rate = p.taxRate.div(100);
  // Price-inclusive mode: the tax is inside the price; otherwise it is added on top (2 dp, half-up).
  const tax = (p.taxIncluded ? value.div(rate.plus(1)).times(rate) : value.times(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const total = p.taxIncluded ? value : value.plus(tax);
  return {
    billPrice: value.toFixed(),
    taxRate: p.taxRate.toFixed(),
    taxMoney: tax.toFixed(),
    taxLastMoney: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
  };
}
