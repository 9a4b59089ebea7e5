import { BILL_ERR, formatMessage } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { conflict, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { lineSign, type BillKind } from './bill-kinds.js';
import type { StoredLine } from './bill-lines.repository.js';
import type { PostingCost, PostingMovement } from '../../platform/document/posting-event.js';
import { applyCost, costReversalOf, lockedUnitCosts, priceLines, type CostDelta } from './material-cost.repository.js';
import { productionCost } from './production-cost.js';
import {
  issueSerials,
  receiveSerials,
  releaseIssuedSerials,
  serialsInStock,
  splitSerials,
  withdrawReceivedSerials,
  type SerialLine,
} from './serial-number.repository.js';
import { addToBatchStock, addToCurrentStock, deltasOf, movementInsert, netMovementsOf, type Movement, type Shortage } from './stock-ledger.repository.js';

/** The bill whose effects are posted or withdrawn. */
export interface PostingHead {
  tenantId: string;
  id: string;
  number: string;
  operTime: string;
  creator: string;
  kind: BillKind;
}

/** What a posting or its reversal moved: the stock per line and depot, and the cost per product (the posting event's figures). */
export interface MovedEffects {
  movements: PostingMovement[];
  cost: PostingCost[];
}

const moved = (movements: readonly Movement[], cost: PostingCost[]): MovedEffects => ({
  movements: movements.map((m) => ({ itemId: m.itemId, materialId: m.materialId, depotId: m.depotId, quantity: m.quantity })),
  cost,
});

/** How a refused shortage is reported: at save (8000004) or at audit (80000029, naming the bill). */
export type ShortageReport = 'save' | 'audit';

/** Stock movements of lines: one per line in its depot, plus the target depot of a transfer. */
export function movementsOf(kind: BillKind, lines: readonly StoredLine[]): Movement[] {
  const out: Movement[] = [];
  for (const l of lines) {
    if (!l.depotId || new Decimal(l.basicNumber).isZero()) continue;
    const q = new Decimal(l.basicNumber).times(lineSign(kind, l.materialType));
    const base = { itemId: l.id, materialId: l.materialId, extendId: l.materialExtendId, batchNumber: l.batchNumber, expirationDate: l.expirationDate };
    out.push({ ...base, depotId: l.depotId, quantity: q.toFixed() });
    if (kind.stock === 'transfer' && l.anotherDepotId) out.push({ ...base, depotId: l.anotherDepotId, quantity: q.negated().toFixed() });
  }
  return out;
}

/** Refuses a posting that would take stock below zero, naming the product, depot (and batch) — and, at audit, the bill. */
export async function refuseShortage(
  db: Kysely<Database>,
  head: PostingHead,
  lines: readonly StoredLine[],
  s: Shortage,
  report: ShortageReport,
): Promise<never> {
  const depot = await db.selectFrom('depot').select('name').where('tenant_id', '=', head.tenantId).where('id', '=', s.depotId).executeTakeFirst();
  const material = lines.find((l) => l.materialId === s.materialId)?.materialName ?? s.materialId;
  const what = `${material}(${depot?.name ?? s.depotId})${s.batchNumber ? `-批号${s.batchNumber}` : ''}`;
  if (report === 'audit') throw refused(BILL_ERR.auditStockNotEnough, formatMessage(BILL_ERR.auditStockNotEnough.message, head.number, what));
  throw refused(BILL_ERR.stockNotEnough, formatMessage(BILL_ERR.stockNotEnough.message, what));
}

/** The serial lines a bill receives and issues: by the kind, or by each line's direction ('byRole', 生产入库). */
function serialLines(kind: BillKind, lines: readonly StoredLine[]): { receive: SerialLine[]; issue: SerialLine[] } {
  const out = { receive: [] as SerialLine[], issue: [] as SerialLine[] };
  for (const l of lines) {
    const serials = splitSerials(l.snList);
    if (serials.length === 0 || !kind.serials) continue;
    const role = kind.serials === 'byRole' ? (lineSign(kind, l.materialType) > 0 ? 'receive' : 'issue') : kind.serials;
    out[role].push({ itemId: l.id, materialId: l.materialId, depotId: l.depotId, unitPrice: l.unitPrice, serials });
  }
  return out;
}

function costDeltas(kind: BillKind, lines: readonly StoredLine[]): CostDelta[] {
  if (!kind.cost || kind.stock === 'transfer') return [];
  const byMaterial = new Map<string, { q: Decimal; v: Decimal }>();
  for (const l of lines) {
    if (new Decimal(l.basicNumber).isZero()) continue;
    const sign = lineSign(kind, l.materialType);
    const acc = byMaterial.get(l.materialId) ?? { q: new Decimal(0), v: new Decimal(0) };
    acc.q = acc.q.plus(new Decimal(l.basicNumber).times(sign));
    acc.v = acc.v.plus(new Decimal(l.allPrice).times(sign));
    byMaterial.set(l.materialId, acc);
  }
  return [...byMaterial.entries()]
    .filter(([, a]) => !a.q.isZero())
    .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
    .map(([materialId, a]) => ({ materialId, quantity: a.q.toFixed(), value: kind.cost === 'value' ? a.v.toFixed() : null }));
}

/**
 * Cost mode `consumed` (生产入库): the components leave at their running cost (read under lock), the product made
 * enters with the value they took, and the lines and the bill's 金额 show those figures (productionCost, the same
 * computation the editor and a draft show).
 */
async function applyConsumedCost(db: Kysely<Database>, head: PostingHead, lines: readonly StoredLine[]): Promise<PostingCost[]> {
  const live = lines.filter((l) => !new Decimal(l.basicNumber).isZero());
  const made = (l: StoredLine) => lineSign(head.kind, l.materialType) > 0;
  const costs = await lockedUnitCosts(
    db,
    head.tenantId,
    live.filter((l) => !made(l)).map((l) => l.materialId),
  );
  const cost = productionCost(
    live.map((l) => ({ made: made(l), operNumber: l.operNumber, basicNumber: l.basicNumber, unitCost: costs.get(l.materialId) ?? null })),
  );
  const taken = new Map<string, { q: Decimal; v: Decimal }>();
  live.forEach((l, i) => {
    if (made(l)) return;
    const acc = taken.get(l.materialId) ?? { q: new Decimal(0), v: new Decimal(0) };
    taken.set(l.materialId, { q: acc.q.minus(l.basicNumber), v: acc.v.minus(cost.lines[i]!.allPrice) });
  });
  const byMaterial = (a: CostDelta, b: CostDelta) => (BigInt(a.materialId) < BigInt(b.materialId) ? -1 : 1);
  const taking = await applyCost(
    db,
    head.tenantId,
    head.id,
    'bill',
    [...taken].map(([materialId, a]) => ({ materialId, quantity: a.q.toFixed(), value: a.v.toFixed() })).sort(byMaterial),
  );
  const making = await applyCost(
    db,
    head.tenantId,
    head.id,
    'bill',
    live.filter(made).map((l) => ({ materialId: l.materialId, quantity: l.basicNumber, value: cost.total.toFixed() })),
  );
  await priceLines(
    db,
    head.tenantId,
    head.id,
    live.map((l, i) => ({ id: l.id, ...cost.lines[i]! })),
    cost.total,
  );
  return [...taking, ...making];
}

/** Serial numbers a bill issues (each must be in stock) and receives (none may be in stock already). */
export async function applySerialEffects(db: Kysely<Database>, head: PostingHead, lines: readonly StoredLine[]): Promise<void> {
  const serials = serialLines(head.kind, lines);
  if (serials.issue.length) {
    const missing = await issueSerials(db, head.tenantId, head.id, serials.issue);
    if (missing[0]) throw refused(BILL_ERR.serialMissing, formatMessage(BILL_ERR.serialMissing.message, missing[0]));
  }
  if (serials.receive.length) {
    const taken = await serialsInStock(db, head.tenantId, serials.receive);
    if (taken[0]) throw conflict(BILL_ERR.serialExists, formatMessage(BILL_ERR.serialExists.message, taken[0]));
    await receiveSerials(db, head.tenantId, head.id, head.creator, serials.receive);
  }
}

/**
 * Puts a bill's effects into the ledgers, set-based (a fixed number of statements whatever the line
 * count): current and batch stock by delta with the negative-stock refusal, the movement ledger,
 * moving-average cost, and serial numbers received or issued. Returns what it moved.
 */
export async function applyEffects(
  db: Kysely<Database>,
  head: PostingHead,
  lines: readonly StoredLine[],
  minusStock: boolean,
  report: ShortageReport,
  markApplied = true,
): Promise<MovedEffects> {
  const movements = movementsOf(head.kind, lines);
  const deltas = deltasOf(movements);
  // The ledger rows ride in the stock statement: one round trip while the stock rows are locked.
  const shortages = await addToCurrentStock(db, head.tenantId, deltas, movementInsert(head.tenantId, head.id, head.operTime, head.creator, 'bill', movements));
  if (shortages[0] && !minusStock) await refuseShortage(db, head, lines, shortages[0], report);
  const batchShortages = await addToBatchStock(db, head.tenantId, deltas);
  if (batchShortages[0] && !minusStock) await refuseShortage(db, head, lines, batchShortages[0], report);
  const cost =
    head.kind.cost === 'consumed'
      ? await applyConsumedCost(db, head, lines)
      : await applyCost(db, head.tenantId, head.id, 'bill', costDeltas(head.kind, lines));
  await applySerialEffects(db, head, lines);
  if (markApplied) await db.updateTable('depot_head').set({ stock_applied: true }).where('tenant_id', '=', head.tenantId).where('id', '=', head.id).execute();
  return moved(movements, cost);
}

/**
 * Takes a bill's effects out again (un-audit, edit, delete) by appending the negation of what its
 * ledger rows add up to — never by recomputing stock or cost from history. Withdrawing a receipt
 * whose goods have left may itself be refused for lack of stock. Returns what it moved (the negation of the posting).
 */
export async function reverseEffects(
  db: Kysely<Database>,
  head: PostingHead,
  lines: readonly StoredLine[],
  minusStock: boolean,
  action: 'edit' | 'delete' | 'unaudit',
): Promise<MovedEffects> {
  const net = await netMovementsOf(db, head.tenantId, head.id);
  const negated = net.map((m) => ({ ...m, quantity: new Decimal(m.quantity).negated().toFixed() }));
  const deltas = deltasOf(negated);
  const shortages = await addToCurrentStock(
    db,
    head.tenantId,
    deltas,
    movementInsert(head.tenantId, head.id, head.operTime, head.creator, 'reversal', negated),
  );
  if (shortages[0] && !minusStock) await refuseShortage(db, head, lines, shortages[0], 'save');
  const batchShortages = await addToBatchStock(db, head.tenantId, deltas);
  if (batchShortages[0] && !minusStock) await refuseShortage(db, head, lines, batchShortages[0], 'save');
  const cost = await applyCost(db, head.tenantId, head.id, 'reversal', await costReversalOf(db, head.tenantId, head.id));
  if (head.kind.serials === 'receive' || head.kind.serials === 'byRole') {
    const sold = await withdrawReceivedSerials(db, head.tenantId, head.id);
    if (sold && action === 'edit') throw refused(BILL_ERR.serialSoldEdit, formatMessage(BILL_ERR.serialSoldEdit.message, sold));
    if (sold) throw refused(BILL_ERR.serialSoldDelete, formatMessage(BILL_ERR.serialSoldDelete.message, head.number));
  }
  if (head.kind.serials === 'issue' || head.kind.serials === 'byRole') await releaseIssuedSerials(db, head.tenantId, head.id);
  await db.updateTable('depot_head').set({ stock_applied: false }).where('tenant_id', '=', head.tenantId).where('id', '=', head.id).execute();
  return moved(negated, cost);
}
