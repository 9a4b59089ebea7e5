import { BILL_ERR, formatMessage, isOrder, theKind, type BillRowInput, type MaterialPlanRow } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import type { DocumentContext } from '../../platform/document/context.js';
import { lockVisible } from '../../platform/document/locks.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { GOODS_BILLS } from '../stock/bill-document.js';
import { saveBillIn, translateConstraint, type SaveResult } from '../stock/bill-posting.service.js';
import { materialPlan, type PlanRow } from './material-plan.query.js';
import { PRODUCTION_ORDER } from './production-order.service.js';

type Db = Kysely<Database>;

const PURCHASE_ORDER = theKind((k) => isOrder(k) && k.priceCategory === 'buy');

export const planRowOut = (r: PlanRow): MaterialPlanRow => ({
  materialId: Number(r.material_id),
  barCode: r.bar_code,
  name: r.name,
  standard: r.standard,
  model: r.model,
  unit: r.unit,
  purchasePrice: r.purchase_price === null ? null : trimDecimal(r.purchase_price),
  required: trimDecimal(r.required),
  stock: trimDecimal(r.stock),
  onOrder: trimDecimal(r.on_order),
  shortfall: trimDecimal(r.shortfall),
  supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
  supplierName: r.supplier_name,
});

/**
 * The orders a plan is made for: the caller's tenant's production orders, audited and open (已审核 / 部分入库, not
 * closed). Locked, so purchase orders made from a plan see the orders as the plan did.
 */
async function planOrders(db: Db, session: Session, ids: readonly number[]): Promise<string[]> {
  const heads = await lockVisible(db, session, GOODS_BILLS, ids);
  for (const h of heads) {
    if (h.prefix !== PRODUCTION_ORDER.prefix || !['1', '3'].includes(h.status) || h.close_reason)
      throw refused(BILL_ERR.orderNotOpen, formatMessage(BILL_ERR.orderNotOpen.message, h.number));
  }
  return heads.map((h) => h.id);
}

/** 物料计划 of the chosen orders. */
export async function planOf(db: Db, session: Session, ids: readonly number[]): Promise<MaterialPlanRow[]> {
  return db.transaction().execute(async (trx) => (await materialPlan(trx, session.tenantId, await planOrders(trx, session, ids))).map(planRowOut));
}

/**
 * 生成采购订单: one draft purchase order per supplier for the components short, at their barcode's purchase price. The
 * supplier is the one chosen for a component (`suppliers`) or that of its latest purchase; a shortfall without either
 * is refused, naming the component. All in one transaction.
 */
export async function purchaseForPlan(
  c: DocumentContext,
  ids: readonly number[],
  chosen: ReadonlyArray<{ materialId: number; supplierId: number }>,
): Promise<SaveResult[]> {
  const tenantId = c.session.tenantId;
  try {
    return await c.db.transaction().execute(async (trx) => {
      const plan = (await materialPlan(trx, tenantId, await planOrders(trx, c.session, ids))).filter((r) => new Decimal(r.shortfall).greaterThan(0));
      if (plan.length === 0) throw refused({ code: 422, message: '所选生产订单没有缺料，无需采购' });
      const pick = new Map(chosen.map((x) => [String(x.materialId), String(x.supplierId)]));
      const bySupplier = new Map<string, BillRowInput[]>();
      for (const r of plan) {
        const supplier = pick.get(r.material_id) ?? r.supplier_id;
        if (!supplier) throw badRequest(`请为${r.name}选择供应商`, 'suppliers');
        const rows = bySupplier.get(supplier) ?? [];
        rows.push({
          barCode: r.bar_code,
          unit: r.unit,
          operNumber: trimDecimal(r.shortfall),
          unitPrice: trimDecimal(r.purchase_price ?? '0'),
          remark: '物料计划',
        });
        bySupplier.set(supplier, rows);
      }
      const results: SaveResult[] = [];
      for (const [organId, rows] of [...bySupplier].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))) {
        const info = { type: PURCHASE_ORDER.type, subType: PURCHASE_ORDER.subType, organId, status: '0' as const, remark: '由物料计划生成' };
        results.push(await saveBillIn(trx, c, { info, rows }));
      }
      return results;
    });
  } catch (error) {
    throw translateConstraint(error);
  }
}
