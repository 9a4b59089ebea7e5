import { isLineRole } from '@suanpan/contracts';
import type { Row } from '../../../platform/list/listTypes';
import { dec, text } from './lineMath';
import { newKey } from './gridOps';
import type { BillLine } from './lineTypes';

const s = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));
const n = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));

/** A saved line (`/depotItem/getDetailList`) as a grid line. */
export function lineFromDetail(r: Row): BillLine {
  return {
    key: newKey(),
    barCode: String(r.barCode ?? ''),
    name: s(r.name),
    standard: s(r.standard),
    model: s(r.model),
    color: s(r.color),
    unit: String(r.unit ?? ''),
    sku: s(r.sku),
    stock: s(r.stock),
    depotId: n(r.depotId),
    anotherDepotId: n(r.anotherDepotId),
    snList: s(r.snList),
    batchNumber: s(r.batchNumber),
    expirationDate: s(r.expirationDate),
    enableSerialNumber: s(r.enableSerialNumber),
    enableBatchNumber: s(r.enableBatchNumber),
    mType: isLineRole(r.mType) ? r.mType : undefined,
    unitUsage: s(r.unitUsage),
    lossRate: s(r.lossRate),
    remark: s(r.remark),
    operNumber: String(r.operNumber ?? '0'),
    unitPrice: String(r.unitPrice ?? '0'),
    allPrice: String(r.allPrice ?? '0'),
    taxRate: String(r.taxRate ?? '0'),
    taxMoney: String(r.taxMoney ?? '0'),
    taxLastMoney: String(r.taxLastMoney ?? '0'),
  };
}

/**
 * An upstream line filling a downstream bill (转… / 选择订单): it keeps its price, links by `linkId`, and proposes the
 * quantity still open (原数量 − 已完成). Fully done lines are dropped.
 */
export function linkedLines(rows: readonly Row[], recompute: (l: BillLine) => BillLine): BillLine[] {
  return rows
    .map((r) => {
      const pre = dec(r.operNumber);
      const open = pre.minus(dec(r.finishNumber));
      const base = lineFromDetail(r);
      return {
        ...base,
        snList: undefined,
        batchNumber: undefined,
        linkId: n(r.id),
        preNumber: text(pre),
        finishNumber: text(dec(r.finishNumber)),
        operNumber: text(open),
      };
    })
    .filter((l) => dec(l.operNumber).greaterThan(0))
    .map(recompute);
}
