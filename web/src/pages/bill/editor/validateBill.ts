import type { BillKind } from '@suanpan/contracts';
import { format, messages } from '../../../app/i18n';
import { viewOf } from '../billCatalogue';
import { dec } from '../lines/lineMath';
import type { BillLine } from '../lines/lineTypes';
import { COUNT_ROLES } from '../lines/productionLines';
import { filledLines } from './billPayload';

const c = messages.bill.line;

/** Grid checks before sending (screens §3.4: 仓库名称, 条码, 数量 required); the server re-checks everything. */
export function validateBill(kind: BillKind, lines: readonly BillLine[]): string | undefined {
  const rows = filledLines(lines);
  if (rows.length === 0) return messages.bill.msg.rowsEmpty;
  const v = viewOf(kind);
  for (const [i, l] of rows.entries()) {
    if (kind.stockCount === 'adjust' && !COUNT_ROLES.includes(l.mType as never)) return format(messages.bill.production.roleRequired, { n: i + 1 });
    if (v.hasDepot && !l.depotId) return format(c.required, { title: c.depot });
    if (v.transfer && !l.anotherDepotId) return format(c.required, { title: c.anotherDepot });
    // A count sheet may record that none was found; every other line moves or names a positive quantity.
    const qty = dec(l.operNumber);
    if (kind.stockCount === 'entry' ? qty.isNegative() : !qty.greaterThan(0)) return format(c.required, { title: c.operNumber });
  }
  return undefined;
}
