import { theKind, type ProductionCostRow } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { AppError } from '../../app/errors.js';
import { BILL_MASK_CODE } from '../../app/auth/data-scope.js';
import type { Database } from '../../db/schema.js';
import { resolveBarcodes } from '../stock/bill-lines.repository.js';
import { ratioOf } from '../stock/bill-prepare.service.js';
import { productionCost } from '../stock/production-cost.js';

/** The production-receipt kind of the catalogue (docs/manufacturing.md). */
export const PRODUCTION_RECEIPT = theKind((k) => k.production === 'receipt');

const out = (d: Decimal) => d.toFixed();

/**
 * A receipt being written, priced as posting would price it now (productionCost at the running costs): each line's
 * unit price and amount, and the bill's 金额. Lines whose barcode is unknown or whose quantity is not yet a number cost
 * nothing (the editor is mid-entry); a unit the product does not have is refused naming the line. Masked (zero) for a
 * role that may not see purchase prices, as the saved bill's lines are.
 */
export async function receiptCost(db: Kysely<Database>, tenantId: string, rows: readonly ProductionCostRow[], priceLimits: ReadonlySet<string>) {
  const barcodes = await resolveBarcodes(
    db,
    tenantId,
    rows.map((r) => r.barCode),
  );
  const lines = rows.map((r, i) => {
    const b = barcodes.get(r.barCode);
    const qty = new Decimal(b ? r.operNumber : 0);
    const basic = b ? qty.times(ratioOf(b, r.unit || b.commodityUnit, i)) : qty;
    return { made: i === 0 ? r.mType !== '原料' : r.mType === '成品', operNumber: qty, basicNumber: basic, unitCost: b?.unitCost ?? null };
  });
  if (lines.filter((l) => l.made).length > 1) throw new AppError(422, 422, '生产入库必须有且只有一行成品', 'rows');
  const cost = productionCost(lines);
  const masked = priceLimits.has(BILL_MASK_CODE[PRODUCTION_RECEIPT.priceCategory]);
  const shown = (d: Decimal) => (masked ? '0' : out(d));
  return { rows: cost.lines.map((l) => ({ unitPrice: shown(l.unitPrice), allPrice: shown(l.allPrice) })), totalPrice: shown(cost.total) };
}
