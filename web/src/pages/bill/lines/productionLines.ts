import type { BillKind, LineRole, MaterialBomLine } from '@suanpan/contracts';
import Decimal from 'decimal.js';
import { emptyLine, newKey } from './gridOps';
import { dec, text } from './lineMath';
import type { BillLine, LineField } from './lineTypes';

/**
 * Line roles the server reads from `mType` (docs/manufacturing.md; the contract's LINE_ROLES): the product made and
 * its components. They are values on the wire, shown as they are, not texts of the interface.
 */
export const MADE: LineRole = '成品';
export const COMPONENT: LineRole = '原料';
/** An adjustment line says whether stock goes up (盘盈) or down (盘亏). */
export const COUNT_ROLES: readonly [LineRole, LineRole] = ['盘盈', '盘亏'];

/**
 * A component's quantity for `made` units of the product: made × usage × (1 + loss %), rounded up to 6 places as
 * the server's `/productionOrder/bom` does.
 */
export function componentQuantity(made: string, usage: string | undefined, lossRate: string | undefined): string {
  const q = dec(made)
    .times(dec(usage))
    .times(dec(1).plus(dec(lossRate).div(100)));
  return text(q.toDecimalPlaces(6, Decimal.ROUND_UP));
}

const PRODUCTION_ROLES: readonly [LineRole, LineRole] = [MADE, COMPONENT];
const ASSEMBLY_ROLES: readonly [LineRole, LineRole] = ['组合件', '普通子件'];

/** Positional roles of production documents and assemblies: the first line is the product, every other a component. */
export function rolesOf(kind: BillKind): readonly [LineRole, LineRole] | undefined {
  if (kind.production) return PRODUCTION_ROLES;
  if (kind.stock === 'assemble' || kind.stock === 'disassemble') return ASSEMBLY_ROLES;
  return undefined;
}

const rescale = (l: BillLine, made: string): BillLine =>
  l.unitUsage !== undefined && l.unitUsage !== ''
    ? { ...l, operNumber: componentQuantity(made, l.unitUsage, l.lossRate) }
    : l.perUnit !== undefined
      ? { ...l, operNumber: componentQuantity(made, l.perUnit, '0') }
      : l;

/**
 * After a cell edit on a production document: the 成品's quantity drives every component that has a usage (order)
 * or a planned share (receipt); a component's own usage or loss recomputes that line. Other edits stay as typed.
 */
export function afterProductionEdit(kind: BillKind, lines: readonly BillLine[], key: string, field: LineField): BillLine[] {
  if (!kind.production) return [...lines];
  const made = lines[0];
  if (!made) return [...lines];
  if (field === 'operNumber' && made.key === key) return lines.map((l, i) => (i === 0 ? l : rescale(l, made.operNumber)));
  if (field === 'unitUsage' || field === 'lossRate') return lines.map((l, i) => (i > 0 && l.key === key ? rescale(l, made.operNumber) : l));
  return [...lines];
}

/** The BOM's components as order lines (原料, usage, loss, quantity for the order) in the given depot. */
export function bomLines(items: ReadonlyArray<MaterialBomLine & { unitUsage: string; operNumber: string }>, depotId: number | undefined): BillLine[] {
  return items.map((b) => ({
    ...emptyLine(depotId),
    key: newKey(),
    barCode: b.barCode,
    materialId: b.componentId,
    name: b.name,
    standard: b.standard,
    model: b.model,
    sku: b.sku,
    unit: b.unit ?? '',
    mType: COMPONENT,
    unitUsage: b.unitUsage,
    lossRate: b.lossRate,
    operNumber: b.operNumber,
  }));
}

/**
 * A receipt filled from its order: the 成品 keeps its link and open quantity; each component is proposed for that
 * quantity (planned × open ÷ ordered), unlinked and editable (实际领用), and follows later edits of the 成品 quantity.
 */
export function receiptFromOrder(lines: readonly BillLine[]): BillLine[] {
  const made = lines.find((l) => l.mType === MADE);
  if (!made) return [...lines];
  const ordered = dec(made.preNumber ?? made.operNumber);
  const components = lines
    .filter((l) => l.mType !== MADE)
    .map((l): BillLine => {
      const perUnit = ordered.isZero()
        ? '0'
        : text(
            dec(l.preNumber ?? l.operNumber)
              .div(ordered)
              .toDecimalPlaces(10),
          );
      return { ...l, linkId: undefined, preNumber: undefined, finishNumber: undefined, perUnit, operNumber: componentQuantity(made.operNumber, perUnit, '0') };
    });
  return [made, ...components];
}
