import { BILL_ERR, formatMessage, theKind, type BillRowInput, type MaterialBomLine } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockVisible } from '../../platform/document/locks.js';
import { GOODS_BILLS } from '../stock/bill-document.js';
import { saveBillIn, translateConstraint, type SaveResult } from '../stock/bill-posting.service.js';
import { effectiveBom } from './bom.service.js';
import { defaultDepot, openSaleLines } from './production-order.repository.js';

type Db = Kysely<Database>;

/** The production-order kind of the catalogue (docs/manufacturing.md). */
export const PRODUCTION_ORDER = theKind((k) => k.production === 'order');

/** A component's quantity for `quantity` base units of the product: quantity × usage × (1 + loss %), rounded up to 6 places. */
export function required(quantity: Decimal.Value, usage: Decimal.Value, lossRate: Decimal.Value): string {
  return new Decimal(quantity).times(usage).times(new Decimal(lossRate).div(100).plus(1)).toDecimalPlaces(6, Decimal.ROUND_UP).toFixed();
}

/** The BOM that applies to an order of `quantity` (product base units), as the order's component lines. */
export async function orderBom(db: Db, tenantId: string, materialId: string, color: string, quantity: string, date: string) {
  const bom = await effectiveBom(db, tenantId, materialId, color, date);
  return { ...bom, items: bom.items.map((i) => ({ ...i, unitUsage: i.quantity, operNumber: required(quantity, i.quantity, i.lossRate) })) };
}

const componentRow = (i: MaterialBomLine, quantity: Decimal, depotId: string): BillRowInput => ({
  barCode: i.barCode,
  unit: i.unit,
  operNumber: required(quantity, i.quantity, i.lossRate),
  unitUsage: i.quantity,
  lossRate: i.lossRate,
  depotId,
  mType: '原料',
});

/**
 * 以销定产: one draft production order per line of the chosen sales orders that is not yet on production orders, for
 * its open quantity, with the BOM that applies today copied onto it; all in one transaction with the sales orders
 * locked (two requests for the same order take turns, and the link check refuses what would exceed a line).
 */
export async function ordersFromSaleOrders(c: DocumentContext, ids: readonly number[], today: string): Promise<SaveResult[]> {
  const tenantId = c.session.tenantId;
  const rule = PRODUCTION_ORDER.links[0]!;
  try {
    return await c.db.transaction().execute(async (trx) => {
      const heads = await lockVisible(trx, c.session, GOODS_BILLS, ids);
      for (const h of heads) {
        if (!(rule.upstream as readonly string[]).includes(h.prefix) || !rule.statuses.includes(h.status) || h.close_reason)
          throw refused(BILL_ERR.linkInvalid, formatMessage(BILL_ERR.linkInvalid.message, h.number));
      }
      const depotId = await defaultDepot(trx, tenantId);
      if (!depotId) throw refused(BILL_ERR.depotEmpty);
      const open = (
        await openSaleLines(
          trx,
          tenantId,
          heads.map((h) => h.id),
        )
      ).filter((l) => new Decimal(l.open).greaterThan(0));
      if (open.length === 0) throw refused({ code: 422, message: '所选销售订单没有待生产的数量' });
      const results: SaveResult[] = [];
      for (const l of open) {
        const quantity = new Decimal(l.open);
        const bom = await effectiveBom(trx, tenantId, l.material_id, l.sku ?? '', today);
        const made: BillRowInput = {
          barCode: l.bar_code,
          unit: l.material_unit,
          operNumber: new Decimal(l.oper_number).times(quantity).div(l.basic_number).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
          depotId,
          linkId: l.id,
          sku: l.sku,
          mType: '成品',
        };
        const info = {
          type: PRODUCTION_ORDER.type,
          subType: PRODUCTION_ORDER.subType,
          linkNumber: l.number,
          organId: l.organ_id,
          deliveryTime: l.delivery_time,
          status: '0' as const,
          remark: `以销定产:${l.number}`,
        };
        results.push(await saveBillIn(trx, c, { info, rows: [made, ...bom.items.map((i) => componentRow(i, quantity, depotId))] }));
      }
      return results;
    });
  } catch (error) {
    throw translateConstraint(error);
  }
}
