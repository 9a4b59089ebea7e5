import type { BillPrefix } from '@suanpan/contracts';
import { billApi } from '../billApi';
import type { MaterialRow } from '../lines/lineTypes';
import type { PickedLine } from './usePickedLines';

/**
 * 选择商品's rows priced as the kind prices a scanned barcode (business-rules §7.5: the partner's last price, tax
 * rate, stock in the line's depot), each with its chosen quantity, in the order ticked.
 */
export async function pricePicked(
  picked: readonly PickedLine[],
  opts: { prefixNo: BillPrefix; organId: number | undefined; depotId: number | undefined },
): Promise<Array<{ row: MaterialRow; quantity: string }>> {
  const hits = await billApi.byBarCodes(
    picked.map((p) => p.row.barCode),
    opts,
  );
  const byCode = new Map(hits.map((h) => [h.barCode, h]));
  return picked.flatMap((p) => {
    const row = byCode.get(p.row.barCode);
    return row ? [{ row, quantity: p.quantity }] : [];
  });
}
