import { App } from 'antd';
import { errorMessage } from '../../../app/api/ApiError';
import { http } from '../../../app/api/http';
import { format, messages } from '../../../app/i18n';

const t = messages.material.list;

export type RepairKind = 'stock' | 'cost';

const REPAIRS: Record<RepairKind, { url: string; confirm: string; ok: string; fixed: string }> = {
  stock: { url: '/material/batchSetMaterialCurrentStock', confirm: t.fixStockConfirm, ok: t.fixStockOk, fixed: t.fixedStock },
  cost: { url: '/material/batchSetMaterialCurrentUnitPrice', confirm: t.fixCostConfirm, ok: t.fixCostOk, fixed: t.fixedCost },
};

/** 修正库存 / 修正成本 of the selected products: confirm, post the ids, say how much the server corrected. */
export function useMaterialRepair(selectedIds: readonly number[], onDone: () => void) {
  const { message, modal } = App.useApp();
  return (kind: RepairKind): void => {
    if (selectedIds.length === 0) return void message.warning(messages.list.selectOne);
    const repair = REPAIRS[kind];
    modal.confirm({
      title: messages.list.confirmOperation,
      content: repair.confirm,
      onOk: async () => {
        try {
          const res = await http.post<{ message: string; corrected: unknown[] }>(repair.url, { ids: selectedIds.join(',') });
          const detail = res.corrected.length ? format(repair.fixed, { count: res.corrected.length }) : t.fixedNone;
          void message.success(`${repair.ok}${detail}`);
          onDone();
        } catch (error) {
          void message.warning(errorMessage(error, messages.errors.requestFailed));
        }
      },
    });
  };
}
