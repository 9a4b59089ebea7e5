import type { LineRole } from '@suanpan/contracts';
import { dec, fromAmount, fromPrice, fromTaxTotal, text } from './lineMath';
import type { BillLine, LineField, MaterialRow } from './lineTypes';

/**
 * The line grid's edits as pure functions (lines in → lines out), so scan, unit switch and money rules are
 * tested without rendering. The editor keeps the array in state and calls these.
 */
let seq = 0;
export const newKey = (): string => `l${Date.now().toString(36)}${(seq += 1)}`;

export function emptyLine(depotId?: number, taxRate = '0'): BillLine {
  return { key: newKey(), barCode: '', unit: '', operNumber: '0', unitPrice: '0', allPrice: '0', taxRate, taxMoney: '0', taxLastMoney: '0', depotId };
}

const isBlank = (l: BillLine): boolean => l.barCode === '';

/** A line for a material: qty 1 (or the quantity chosen in 选择商品), the kind's proposed price, the partner's tax rate. */
export function lineFromMaterial(m: MaterialRow, depotId: number | undefined, taxIncluded: boolean, quantity = '1'): BillLine {
  const base: BillLine = {
    ...emptyLine(m.depotId ?? depotId),
    barCode: m.barCode,
    materialId: m.materialId,
    name: m.name,
    standard: m.standard,
    model: m.model,
    color: m.color,
    unit: m.commodityUnit,
    sku: m.sku,
    stock: m.stock,
    enableSerialNumber: m.enableSerialNumber,
    enableBatchNumber: m.enableBatchNumber,
    operNumber: quantity,
    unitPrice: m.billPrice ?? '0',
    taxRate: m.taxRate ?? '0',
    snList: m.scannedSerial,
  };
  return fromPrice(base, taxIncluded);
}

/**
 * Scanner/picker entry: the same barcode already in the grid → quantity + 1 (or + the quantity chosen, or + the
 * serial); otherwise a new line, filling the trailing empty line first. Linked lines are never merged (they belong
 * to an order line).
 */
export function addOrIncrement(lines: readonly BillLine[], m: MaterialRow, depotId: number | undefined, taxIncluded: boolean, quantity = '1'): BillLine[] {
  const hit = lines.findIndex((l) => l.barCode === m.barCode && l.linkId === undefined && (!m.sku || l.sku === m.sku));
  if (hit >= 0) {
    const line = lines[hit] as BillLine;
    const snList = m.scannedSerial ? [line.snList, m.scannedSerial].filter(Boolean).join(',') : line.snList;
    const next = fromPrice({ ...line, snList, operNumber: text(dec(line.operNumber).plus(dec(quantity))) }, taxIncluded);
    return lines.map((l, i) => (i === hit ? next : l));
  }
  const added = lineFromMaterial(m, depotId, taxIncluded, quantity);
  const blank = lines.findIndex(isBlank);
  if (blank >= 0) return lines.map((l, i) => (i === blank ? { ...added, key: l.key, depotId: added.depotId ?? l.depotId } : l));
  return [...lines, added];
}

/** Whether a scanned value is a serial already on some line (scanning it twice is refused). */
export const serialAlreadyScanned = (lines: readonly BillLine[], value: string): boolean =>
  lines.some((l) =>
    (l.snList ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes(value),
  );

/** Unit switch: the chosen unit's barcode row brings its own unit and price; amounts follow. */
export function switchUnit(line: BillLine, option: MaterialRow, taxIncluded: boolean): BillLine {
  return fromPrice(
    {
      ...line,
      barCode: option.barCode,
      unit: option.commodityUnit,
      sku: option.sku,
      unitPrice: option.billPrice ?? line.unitPrice,
      stock: option.stock ?? line.stock,
    },
    taxIncluded,
  );
}

/** One cell edit with the §8.1 knock-on effects (amount ↔ price, total ↔ price, serials → quantity). */
export function editLine(line: BillLine, field: LineField, value: string | number | undefined, taxIncluded: boolean): BillLine {
  const v = value === undefined ? '' : String(value);
  switch (field) {
    case 'operNumber':
    case 'unitPrice':
    case 'taxRate':
      return fromPrice({ ...line, [field]: v === '' ? '0' : v }, taxIncluded);
    case 'allPrice':
      return fromAmount(line, v, taxIncluded);
    case 'taxLastMoney':
      return fromTaxTotal(line, v, taxIncluded);
    case 'snList': {
      const count = v
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean).length;
      return fromPrice({ ...line, snList: v, operNumber: count > 0 ? String(count) : line.operNumber }, taxIncluded);
    }
    case 'depotId':
    case 'anotherDepotId':
      return { ...line, [field]: value === undefined || value === '' ? undefined : Number(value) };
    default:
      return { ...line, [field]: v };
  }
}

/** Assembly/disassembly roles: the first line is the assembled product, every other line a component. */
export const assignRoles = (lines: readonly BillLine[], mType: LineRole, component: LineRole): BillLine[] =>
  lines.map((l, i) => ({ ...l, mType: i === 0 ? mType : component }));

/** Every line to one depot (批量切换仓库). */
export const setAllDepots = (lines: readonly BillLine[], depotId: number): BillLine[] => lines.map((l) => ({ ...l, depotId }));
