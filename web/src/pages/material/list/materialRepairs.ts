import { http } from '../../../app/api/http';
import { format, messages } from '../../../app/i18n';
import type { BatchAction } from '../../../platform/list/useBatchAction';

const t = messages.material.list;

const repair = (url: string, action: string, confirm: string, ok: string, fixed: string): BatchAction => ({
  title: format(messages.list.confirmAction, { action }),
  content: confirm,
  call: (ids) => http.post<{ message: string; corrected: unknown[] }>(url, { ids }),
  // The reference's message, then how much the server found wrong and corrected.
  done: (result) => {
    const count = (result as { corrected?: unknown[] } | undefined)?.corrected?.length ?? 0;
    return `${ok}${count ? format(fixed, { count }) : t.fixedNone}`;
  },
  keepSelection: true,
});

/** 修正库存 / 修正成本 of the ticked products (screens: 商品信息 toolbar). */
export const MATERIAL_REPAIRS = {
  stock: repair('/material/batchSetMaterialCurrentStock', t.fixStock, t.fixStockConfirm, t.fixStockOk, t.fixedStock),
  cost: repair('/material/batchSetMaterialCurrentUnitPrice', t.fixCost, t.fixCostConfirm, t.fixCostOk, t.fixedCost),
};
