import { BILL_ERR, formatMessage, type BillHeadInput, type BillRowInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { badRequest, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { lineField, nonNegative } from '../../platform/document/amounts.js';
import type { BillKind } from './bill-kinds.js';

/*
 * Production documents as goods bills (docs/manufacturing.md): line roles 成品 / 原料 on orders and receipts, the
 * component figures an order keeps, and a receipt's lines completed from its order.
 */

export const MADE = '成品' as const;
export const COMPONENT = '原料' as const;

interface OrderLine {
  id: string;
  bar_code: string;
  material_id: string;
  material_type: string | null;
  material_unit: string | null;
  oper_number: string;
  basic_number: string;
  depot_id: string | null;
  sku: string | null;
}

async function orderLines(db: Kysely<Database>, tenantId: string, number: string): Promise<OrderLine[]> {
  return db
    .selectFrom('depot_item as i')
    .innerJoin('depot_head as h', (j) => j.onRef('h.tenant_id', '=', 'i.tenant_id').onRef('h.id', '=', 'i.header_id'))
    .innerJoin('material_extend as e', (j) => j.onRef('e.tenant_id', '=', 'i.tenant_id').onRef('e.id', '=', 'i.material_extend_id'))
    .select(['i.id', 'e.bar_code', 'i.material_id', 'i.material_type', 'i.material_unit', 'i.oper_number', 'i.basic_number', 'i.depot_id', 'i.sku'])
    .where('h.tenant_id', '=', tenantId)
    .where('h.number', '=', number)
    .where('h.delete_flag', '=', false)
    .where('i.delete_flag', '=', false)
    .orderBy('i.line_no')
    .execute();
}

const roleOf = (row: BillRowInput, i: number): string => row.mType || (i === 0 ? MADE : COMPONENT);

/**
 * A production receipt's rows as posted: it must name its order; the 成品 row is linked to the order's 成品 line (same
 * product, its depot by default); without 原料 rows the order's components are consumed in proportion, received ÷
 * ordered, from their depots (a batch- or serial-tracked component then still needs its batch or serials: refused
 * when posted). Reads the order's lines before the order is locked: an audited order's lines no longer change.
 */
export async function receiptRows(
  db: Kysely<Database>,
  tenantId: string,
  kind: BillKind,
  head: BillHeadInput,
  rows: readonly BillRowInput[],
): Promise<readonly BillRowInput[]> {
  if (kind.production !== 'receipt') return rows;
  if (!head.linkNumber) throw badRequest('请选择关联的生产订单', 'linkNumber');
  const lines = await orderLines(db, tenantId, head.linkNumber);
  const made = lines.find((l) => l.material_type === MADE);
  // Missing, another tenant's, or no production order: the link check's refusal, before the lines are checked.
  if (!made) throw refused(BILL_ERR.linkInvalid, formatMessage(BILL_ERR.linkInvalid.message, head.linkNumber), 'linkNumber');
  const madeRows = rows.filter((r, i) => roleOf(r, i) === MADE);
  if (madeRows.length !== 1) throw refused({ code: 422, message: '生产入库必须有且只有一行成品' }, undefined, 'rows');
  const received = madeRows[0]!;
  const out = rows.map((r, i): BillRowInput => {
    if (roleOf(r, i) !== MADE) return { ...r, mType: COMPONENT, linkId: null };
    if (r.barCode !== made.bar_code) throw badRequest(`成品必须是生产订单的商品(条码${made.bar_code})`, `rows.${i}.barCode`);
    return { ...r, mType: MADE, linkId: made.id, depotId: r.depotId ?? made.depot_id, unit: r.unit || made.material_unit };
  });
  if (out.some((r) => r.mType === COMPONENT)) return out;
  const share = new Decimal(received.operNumber ?? '0').div(made.oper_number);
  const components = lines
    .filter((l) => l.material_type === COMPONENT)
    .map((l): BillRowInput => ({
      barCode: l.bar_code,
      unit: l.material_unit,
      operNumber: new Decimal(l.oper_number).times(share).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
      depotId: l.depot_id,
      sku: l.sku,
      mType: COMPONENT,
    }));
  return [...out, ...components];
}

/** What role assignment reads and sets on a prepared line (bill-prepare.service.ts). */
interface RoleLine {
  barcode: { materialId: string };
  operNumber: Decimal;
  materialType: string | null;
  unitUsage: string | null;
  lossRate: string | null;
  linkId: string | null;
}

/**
 * Roles of a production order's or receipt's lines (the first line is the 成品 unless roles are sent): exactly one 成品,
 * never also one of its own components. An order's component lines keep their usage and loss.
 */
export function assignProductionRoles(kind: BillKind, rows: readonly BillRowInput[], lines: RoleLine[]): void {
  if (!kind.production) return;
  lines.forEach((l, i) => {
    const role = roleOf(rows[i]!, i);
    if (role !== MADE && role !== COMPONENT) throw badRequest('生产单据的商品类型只能是成品或原料', `rows.${i}.mType`);
    l.materialType = role;
    if (kind.production === 'order' && role === COMPONENT) {
      nonNegative(rows[i]?.unitUsage, lineField(i, 'unitUsage', '单位用量'));
      l.unitUsage = rows[i]?.unitUsage ?? null;
      l.lossRate = rows[i]?.lossRate ?? null;
      if (l.lossRate && (new Decimal(l.lossRate).isNegative() || new Decimal(l.lossRate).gte(100)))
        throw badRequest(`第${i + 1}行损耗率必须在0到100之间`, `rows.${i}.lossRate`);
    }
    if (role === COMPONENT) l.linkId = null;
  });
  const made = lines.filter((l) => l.materialType === MADE);
  if (made.length !== 1) throw refused({ code: 422, message: `${kind.label}必须有且只有一行成品` }, undefined, 'rows');
  const own = lines.findIndex((l) => l.materialType === COMPONENT && l.barcode.materialId === made[0]!.barcode.materialId);
  if (own >= 0) throw badRequest('原料不能是成品本身', `rows.${own}.barCode`);
}

/** A stock adjustment's lines each say whether they are 盘盈 (in) or 盘亏 (out). */
export function assignCountRoles(kind: BillKind, rows: readonly BillRowInput[], lines: RoleLine[]): void {
  if (kind.stockCount !== 'adjust') return;
  lines.forEach((l, i) => {
    const role = rows[i]?.mType;
    if (role !== '盘盈' && role !== '盘亏') throw badRequest('盘点复盘的商品类型只能是盘盈或盘亏', `rows.${i}.mType`);
    l.materialType = role;
  });
}
