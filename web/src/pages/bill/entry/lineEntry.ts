import type { Row } from '../../../platform/list/listTypes';
import { newKey } from '../lines/gridOps';
import { dec, fromPrice } from '../lines/lineMath';
import type { BillLine, MaterialRow } from '../lines/lineTypes';

const s = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));
const n = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));

/** A line answered by 导入明细: product, unit, depot and the amounts the server computed. */
export function lineFromImported(r: Row): BillLine {
  return {
    key: newKey(),
    barCode: String(r.barCode),
    materialId: n(r.materialId),
    name: s(r.name),
    standard: s(r.standard),
    model: s(r.model),
    color: s(r.color),
    unit: String(r.commodityUnit ?? r.unit ?? ''),
    sku: s(r.sku),
    stock: s(r.stock),
    depotId: n(r.depotId),
    enableSerialNumber: s(r.enableSerialNumber),
    enableBatchNumber: s(r.enableBatchNumber),
    remark: s(r.remark),
    operNumber: String(r.operNumber),
    unitPrice: String(r.unitPrice ?? '0'),
    allPrice: String(r.allPrice ?? '0'),
    taxRate: String(r.taxRate ?? '0'),
    taxMoney: String(r.taxMoney ?? '0'),
    taxLastMoney: String(r.taxLastMoney ?? '0'),
  };
}

/**
 * After the partner changed: each free line (not linked to an upstream bill) takes the price and tax rate the
 * server now proposes for its barcode (customer's last price, partner tax rate, §7.5), amounts recomputed.
 * Returns the lines and how many of them changed.
 */
export function repriceLines(lines: readonly BillLine[], rows: readonly MaterialRow[], taxIncluded: boolean): { lines: BillLine[]; changed: number } {
  const byCode = new Map(rows.map((r) => [r.barCode, r]));
  let changed = 0;
  const next = lines.map((l) => {
    const row = l.linkId === undefined ? byCode.get(l.barCode) : undefined;
    if (!row) return l;
    const unitPrice = row.billPrice ?? l.unitPrice;
    const taxRate = row.taxRate ?? l.taxRate;
    if (dec(unitPrice).equals(dec(l.unitPrice)) && dec(taxRate).equals(dec(l.taxRate))) return l;
    changed += 1;
    return fromPrice({ ...l, unitPrice, taxRate }, taxIncluded);
  });
  return { lines: next, changed };
}

/** Serials of a line as a list (comma or full-width comma separated). */
export const serialsOf = (snList: string | undefined): string[] =>
  (snList ?? '')
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);
